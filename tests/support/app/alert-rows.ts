import { runInDurableObject } from 'cloudflare:test';
import type { AlertKind, AlertRepeat } from '@/lib/alerts/alert-types';
import { armedRoomAlerts, syncAlertRooms } from '../../../live/alert-rooms-sync.ts';
import { roomOf } from '../../../live/room-shards.ts';
import { live } from './live-reader.ts';
import { afterStoreReload } from './member-stores';

/**
 * Price alerts in the live Worker's workerd tests: alert rows written straight into a member's store (as
 * its alerts store will, through its own forms), the rooms told as that store's writes tell them
 * (syncAlertRooms), and what the store and the rooms then hold, read from their SQLite.
 */
let members = 0;
export const freshMember = (): DurableObjectId => live.MEMBER_STORES.idFromName(`alerts:test-${Date.now()}-${(members += 1)}`);
export const memberStub = (id: DurableObjectId) => live.MEMBER_STORES.get(id);
export const roomStubOf = (symbol: string) => live.QUOTE_ROOMS.get(live.QUOTE_ROOMS.idFromName(roomOf(symbol)));

export interface AlertRowFields {
  symbol: string;
  kind: AlertKind;
  threshold: string | null;
  repeat?: AlertRepeat;
  generation?: number;
  firedDay?: string | null;
}

/** Armed alerts written into the member's store; their ids. */
export function insertAlerts(member: DurableObjectId, alerts: AlertRowFields[]): Promise<number[]> {
  return runInDurableObject(memberStub(member), (_instance, state) =>
    alerts.map(
      (a) =>
        state.storage.sql
          .exec<{ id: number }>(
            "INSERT INTO alerts (symbol, kind, threshold, repeat, state, generation, created_at, fired_day) VALUES (?, ?, ?, ?, 'armed', ?, ?, ?) RETURNING id",
            a.symbol,
            a.kind,
            a.threshold,
            a.repeat ?? 'once',
            a.generation ?? 1,
            Date.now(),
            a.firedDay ?? null,
          )
          .one().id,
    ),
  );
}

/** Runs SQL in the member's store (a pause, a removal, a subscription: what the store's own writes would do). */
export const storeSql = (member: DurableObjectId, query: string, ...bindings: unknown[]): Promise<void> =>
  runInDurableObject(memberStub(member), (_instance, state) => {
    state.storage.sql.exec(query, ...bindings);
  });

/**
 * Tells the rooms of `symbols` what the member has armed on them now, as the alerts store does after a
 * write (again once if the pool has just reloaded the objects' module: setAlerts replaces, so twice is once).
 */
export async function syncRooms(member: DurableObjectId, symbols: string[]): Promise<void> {
  const armed = await runInDurableObject(memberStub(member), (_instance, state) => armedRoomAlerts(state.storage.sql, member.toString(), symbols));
  await afterStoreReload(() => syncAlertRooms(live, member.toString(), symbols, armed));
}

export type InboxRow = { alert_id: number; firing_key: string; symbol: string; body: string; url: string; delivery: string };
export const inboxOf = (member: DurableObjectId): Promise<InboxRow[]> =>
  runInDurableObject(memberStub(member), (_instance, state) => state.storage.sql.exec<InboxRow>('SELECT * FROM alert_inbox ORDER BY id').toArray());

export type StoredRow = { id: number; state: string; generation: number; fired_at: number | null; fired_price: string | null; fired_day: string | null };
export const alertRowOf = (member: DurableObjectId, id: number): Promise<StoredRow | undefined> =>
  runInDurableObject(memberStub(member), (_instance, state) => state.storage.sql.exec<StoredRow>('SELECT * FROM alerts WHERE id = ?', id).toArray()[0]);

export type RoomRow = { member: string; alert_id: number; generation: number; symbol: string; threshold: number | null; fired_day: string | null };
/** The rows the symbol's room keeps of this member's alerts. */
export const roomRowsOf = (symbol: string, member: DurableObjectId): Promise<RoomRow[]> =>
  runInDurableObject(roomStubOf(symbol), (_instance, state) =>
    state.storage.sql.exec<RoomRow>('SELECT * FROM room_alerts WHERE member = ? AND symbol = ? ORDER BY alert_id', member.toString(), symbol).toArray(),
  );

/** The sandbox's quote of a symbol now (its regular-session price and New York trading date). */
export async function quoteNow(symbol: string): Promise<{ price: number; tradingDate: string }> {
  const response = await fetch(`${live.LIVE_FEED_URL}/business/api/Stock/Quotes`, {
    method: 'POST',
    headers: { 'x-app-id': 'alerts-test', 'content-type': 'application/json' },
    body: JSON.stringify([symbol]),
  });
  const quote = ((await response.json()) as { data: Record<string, { price: number; tradingDate: string }> }).data[symbol];
  if (!quote) throw new Error(`no quote for ${symbol}`);
  return quote;
}
