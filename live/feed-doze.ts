import { openAfterSession } from '../src/lib/market/session.ts';
import { QUOTE_AGE_TOLERANCE_MS, tradingDateAt } from '../src/lib/market/market-clock.ts';
import type { LiveQuote } from './live-quote.ts';

/**
 * The shortest doze: a room whose clock and the market's disagree (the next open already past by its own
 * clock) looks again this much later, never in a loop of connections.
 */
export const MIN_DOZE_MS = 60_000;

/**
 * The market's clock minus the room's, from a regular-session quote's time: within a few minutes the clocks
 * are one (production: a quote's time is its trade's, seconds to minutes old for a quiet symbol, and the
 * open must not move by that), else the feed's clock is another (a sandbox's, set days away).
 */
export function marketOffset(quoteTime: string, now: number): number | null {
  const time = Date.parse(quoteTime);
  if (!Number.isFinite(time)) return null;
  return Math.abs(time - now) < QUOTE_AGE_TOLERANCE_MS ? 0 : time - now;
}

/**
 * Until when (the room's clock) a room may let its alert-only symbols off the feed, given a quote outside
 * the regular session: the next opening bell after the quote's trading date, moved from the market's clock
 * to the room's by `offsetMs` (market minus room; 0 in production, where they are one clock; a sandbox's
 * clock may run days away). At least MIN_DOZE_MS ahead.
 */
export function dozeUntil(quote: Pick<LiveQuote, 'tradingDate'>, now: number, offsetMs: number): number {
  const open = openAfterSession(quote.tradingDate ?? tradingDateAt(now + offsetMs));
  const until = open ? open.getTime() - offsetMs : now;
  return Math.max(until, now + MIN_DOZE_MS);
}

/**
 * A quote room's doze (decision 055): price alerts fire on regular-session ticks only, so outside the
 * session a room need not hold the feed of a symbol only alerts want. The feed's quotes say when the
 * session has ended (a quote of another session); the room then lets those symbols go and sets its
 * alarm at the next open, when it takes them again. The market's time is the feed's (its regular-session
 * quotes' time), as the pages read it (src/lib/market/market-clock.ts), so a sandbox's clock set to any
 * day is followed as production's. Kept in the room's storage (room_doze), so an evicted room woken
 * before the open stays off the feed.
 */
export class FeedDoze {
  /** When the room takes its alert-only symbols back (its clock); null while it holds them. */
  private dozeEnd: number | null = null;
  /** The market's clock minus the room's, as the last regular-session quote showed it. */
  private offsetMs = 0;

  constructor(private readonly sql: SqlStorage) {
    const row = sql.exec<{ until: number; offset_ms: number }>('SELECT until, offset_ms FROM room_doze').toArray()[0];
    if (row) {
      this.dozeEnd = row.until;
      this.offsetMs = row.offset_ms;
    }
  }

  get dozing(): boolean {
    return this.dozeEnd !== null;
  }

  /** When the doze ends (the room's alarm), or null. */
  get until(): number | null {
    return this.dozeEnd;
  }

  /** Whether the doze has run its time (the open has come by the room's clock). */
  due(now: number): boolean {
    return this.dozeEnd !== null && this.dozeEnd <= now;
  }

  /**
   * A live quote (from any symbol of the room): a regular-session one sets the market's clock, and ends a
   * doze ('wake': a reader's symbol shows the open first); one of another session starts a doze ('doze').
   */
  onQuote(quote: LiveQuote, now: number): 'doze' | 'wake' | null {
    if (quote.delayed) return null;
    if (quote.session === 'intraDay') {
      this.offsetMs = marketOffset(quote.time, now) ?? this.offsetMs;
      return this.dozing ? 'wake' : null;
    }
    if (this.dozing) return null;
    this.dozeEnd = dozeUntil(quote, now, this.offsetMs);
    this.sql.exec('INSERT OR REPLACE INTO room_doze (id, until, offset_ms) VALUES (1, ?, ?)', this.dozeEnd, Math.round(this.offsetMs));
    return 'doze';
  }

  /** The room holds its alert-only symbols again. */
  wake(): void {
    this.dozeEnd = null;
    this.sql.exec('DELETE FROM room_doze');
  }
}
