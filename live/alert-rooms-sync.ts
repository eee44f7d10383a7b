import type { AlertKind, RoomAlert } from '../src/lib/alerts/alert-types.ts';
import { alertRoomStub, type LiveEnv } from './env.ts';
import { byRoom } from './room-shards.ts';

type ArmedRow = { id: number; symbol: string; kind: string; threshold: string | null; repeat: string; generation: number; fired_day: string | null };

/**
 * What a member's store has armed on `symbols`, as the quote rooms hold it (decision 055): read in the
 * store after a write, for syncAlertRooms.
 */
export function armedRoomAlerts(sql: SqlStorage, member: string, symbols: readonly string[]): RoomAlert[] {
  if (symbols.length === 0) return [];
  const rows = sql
    .exec<ArmedRow>(
      `SELECT id, symbol, kind, threshold, repeat, generation, fired_day FROM alerts
        WHERE deleted_at IS NULL AND state = 'armed' AND symbol IN (SELECT value FROM json_each(?)) ORDER BY id`,
      JSON.stringify(symbols),
    )
    .toArray();
  return rows.map((row) => ({
    member,
    alertId: row.id,
    generation: row.generation,
    symbol: row.symbol,
    kind: row.kind as AlertKind,
    threshold: row.threshold === null ? null : Number(row.threshold),
    repeat: row.repeat === 'daily' ? 'daily' : 'once',
    firedDay: row.fired_day,
  }));
}

/**
 * Tells the rooms of `symbols` what `member` (the store's object id, hex) has armed on them now: one call
 * per room, each replacing that member's alerts on its symbols (none: forgets them). The alerts store
 * calls it after each committed write that changed what is armed, with the symbols that write touched.
 * A room that cannot be reached rejects the returned promise: the caller logs it (the member's write stands).
 */
export async function syncAlertRooms(env: LiveEnv, member: string, symbols: readonly string[], armed: readonly RoomAlert[]): Promise<void> {
  const rooms = byRoom(new Set(symbols));
  await Promise.all(
    [...rooms].map(([room, roomSymbols]) => {
      const mine = new Set(roomSymbols);
      return alertRoomStub(env, room).setAlerts(
        member,
        roomSymbols,
        armed.filter((alert) => alert.member === member && mine.has(alert.symbol)),
      );
    }),
  );
}
