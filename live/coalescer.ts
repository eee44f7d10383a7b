/**
 * A reader gets at most one update per symbol in each second of the clock, each as fresh as
 * that allows. A change goes after `batchMs` (a feed tick's
 * changes arrive over some milliseconds; they go together) unless the symbol's update of the second
 * the batch ends in has gone: then it waits for the symbol's next change (which then goes, in its
 * own second) or, if none comes, for the start of the second after next. It does not go at the next
 * second's start: that locks the symbol to the second boundary, and every later tick, arriving at the
 * feed's own moment in the second, waits for a boundary too (the bench measured a steady 300 ms that
 * way); a "1,000 ms since the last update" rule locks to the moment of the first update the same way
 * (590 ms).
 */
export const COALESCE_MS = 1_000;

export class Coalescer {
  /** Symbols with a change not yet gone → when it may go (ms). */
  private due = new Map<string, number>();
  /** Symbol → the clock second of its last update. */
  private sentSecond = new Map<string, number>();

  constructor(private readonly batchMs: number) {}

  /** A symbol changed at `now`: when its update may go (the earlier of this and a time it already had). */
  changed(symbol: string, now: number): number {
    const at = Math.min(this.readyAt(symbol, now), this.due.get(symbol) ?? Infinity);
    this.due.set(symbol, at);
    return at;
  }

  /** The symbols whose update goes now (marked sent). */
  take(now: number): string[] {
    const going = [...this.due].filter(([, at]) => at <= now).map(([symbol]) => symbol);
    this.sent(going, now);
    return going;
  }

  /** Marks updates sent now, in or out of turn (a lost feed's delayed mark goes at once). */
  sent(symbols: string[], now: number): void {
    for (const symbol of symbols) {
      this.due.delete(symbol);
      this.sentSecond.set(symbol, Math.floor(now / COALESCE_MS));
    }
  }

  /** When the earliest waiting update may go; Infinity when none waits. */
  nextDue(): number {
    return Math.min(Infinity, ...this.due.values());
  }

  forget(symbol: string): void {
    this.due.delete(symbol);
    this.sentSecond.delete(symbol);
  }

  /** After the batch, unless the second the batch ends in has had the symbol's update: then the second after the next. */
  private readyAt(symbol: string, now: number): number {
    const second = Math.floor((now + this.batchMs) / COALESCE_MS);
    return this.sentSecond.get(symbol) === second ? (second + 2) * COALESCE_MS : now + this.batchMs;
  }
}
