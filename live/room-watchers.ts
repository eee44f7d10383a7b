/**
 * Which hubs want each of a room's symbols (decision 035), kept in the room's storage (room_watchers,
 * room-schema.ts step 3) as well as in memory: a room that restarts (an eviction, a deploy, a crash) while
 * its hubs stay has no call from them to learn it again (they joined once), so it reloads them, subscribes
 * the feed for their symbols and delivers to the same hubs. A join or a leave writes the pairs it changes;
 * a tick writes nothing.
 *
 * A hub is dropped from a symbol when it leaves it, when a delivery's answer says it no longer holds it
 * (a hub reset since, its leave lost), or when its deliveries have failed for UNREACHABLE_MS on end; so a
 * reloaded pair that no hub wants goes at the first tick after the reload. Each pair remembers the join
 * that made it: an answer about a delivery sent before a later join of the same pair is stale and drops nothing.
 */
export const UNREACHABLE_MS = 60_000;

type Row = { symbol: string; hub: string };

export class RoomWatchers {
  /** Symbol → hub → the number of the join that added it (0: reloaded). */
  private readonly bySymbol = new Map<string, Map<string, number>>();
  private joins = 0;
  /** Hub → when its deliveries began failing (memory: a restart gives it a new minute). */
  private readonly failingSince = new Map<string, number>();

  /** Reads the stored pairs; the room's migrations (room-alerts.ts) have made the table. */
  constructor(private readonly sql: SqlStorage) {
    for (const { symbol, hub } of sql.exec<Row>('SELECT symbol, hub FROM room_watchers').toArray()) this.hubsOf(symbol).set(hub, 0);
  }

  get any(): boolean {
    return this.bySymbol.size > 0;
  }

  symbols(): string[] {
    return [...this.bySymbol.keys()];
  }

  has(symbol: string): boolean {
    return this.bySymbol.has(symbol);
  }

  hubs(symbol: string): Iterable<string> {
    return this.bySymbol.get(symbol)?.keys() ?? [];
  }

  /** A hub joins these symbols: the pairs new to the room are written. */
  join(symbols: readonly string[], hub: string): void {
    this.joins += 1;
    for (const symbol of symbols) {
      const hubs = this.hubsOf(symbol);
      if (!hubs.has(hub)) this.sql.exec('INSERT OR IGNORE INTO room_watchers (symbol, hub) VALUES (?, ?)', symbol, hub);
      hubs.set(hub, this.joins);
    }
  }

  /** A hub lets these symbols go; answers those that had no other hub (their grace starts). */
  leave(symbols: readonly string[], hub: string): string[] {
    return this.drop(symbols, hub, Infinity);
  }

  /** The join count now, to take before a delivery: its answer may drop only pairs joined up to then. */
  mark(): number {
    return this.joins;
  }

  /** A delivery's answer: the hub no longer holds these symbols. Answers those left with no hub. */
  notHeld(symbols: unknown, hub: string, mark: number): string[] {
    this.failingSince.delete(hub);
    return Array.isArray(symbols)
      ? this.drop(
          symbols.filter((s): s is string => typeof s === 'string'),
          hub,
          mark,
        )
      : [];
  }

  /** A delivery failed: after UNREACHABLE_MS of nothing but failures the hub goes from every symbol. Answers those left with no hub. */
  failed(hub: string, mark: number, now: number): string[] {
    const since = this.failingSince.get(hub) ?? now;
    this.failingSince.set(hub, since);
    if (now - since < UNREACHABLE_MS) return [];
    this.failingSince.delete(hub);
    return this.drop(this.symbols(), hub, mark);
  }

  private drop(symbols: readonly string[], hub: string, mark: number): string[] {
    const last: string[] = [];
    for (const symbol of symbols) {
      const hubs = this.bySymbol.get(symbol);
      const joined = hubs?.get(hub);
      if (!hubs || joined === undefined || joined > mark) continue;
      hubs.delete(hub);
      this.sql.exec('DELETE FROM room_watchers WHERE symbol = ? AND hub = ?', symbol, hub);
      if (hubs.size > 0) continue;
      this.bySymbol.delete(symbol);
      last.push(symbol);
    }
    return last;
  }

  private hubsOf(symbol: string): Map<string, number> {
    let hubs = this.bySymbol.get(symbol);
    if (!hubs) this.bySymbol.set(symbol, (hubs = new Map()));
    return hubs;
  }
}
