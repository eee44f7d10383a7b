import type { Quote } from '../upstream/business';
import { dateOf, dayNumber, MS_PER_DAY, OPEN_MINUTE } from './nyse-calendar';
import { isTradingDay, type MarketSession, marketSessionAt, newYorkTime } from './session';

/**
 * Whose clock a page's market status reads: the upstream's, as its quotes tell it, so
 * the status never says 盤後 beside quotes that tick 盤中. In production the upstream's clock and the
 * server's are one; a demo runs the sandbox's market clock from another instant (SANDBOX_CLOCK_START,
 * the marketTime knob), and then only the quotes know the market's time.
 *
 * A quote tells its session and the trading date its price belongs to; its time is the upstream's
 * "now" only while the regular session runs (otherwise it is the last close). So:
 * - the server's clock, when it gives the quote's session and trading date now or a few minutes ago
 *   (a cached quote is at most that old): the clocks agree;
 * - else, for a regular-session quote, the quote's time: the upstream's clock, as an offset from the
 *   server's that the page keeps while it ticks;
 * - else the quote's session and its last close are all that is known: the status says that, without
 *   a "now" or a countdown it could not make true.
 */
export type QuoteMoment = Pick<Quote, 'marketSession' | 'tradingDate' | 'time'>;

export type MarketClock =
  /** The market's now is the server's clock plus `offsetMs` (0 when they agree). */
  | { kind: 'running'; offsetMs: number }
  /** The upstream's now is unknown: its quotes are in `session`, with their last close at `close`. */
  | { kind: 'asOf'; session: MarketSession; close: Date };

/** How old a quote may be and still be the upstream's answer for now: the quotes' and the pages' edge caches keep them for less. */
export const QUOTE_AGE_TOLERANCE_MS = 5 * 60_000;

/** The market clock a page reads, from one of its quotes (null: none loaded, the server's clock stands). */
export function marketClockOf(quote: QuoteMoment | null, serverNow: number): MarketClock {
  if (!quote || clockGives(quote, serverNow) || clockGives(quote, serverNow - QUOTE_AGE_TOLERANCE_MS)) return { kind: 'running', offsetMs: 0 };
  const time = Date.parse(quote.time);
  if (quote.marketSession === 'intraDay' && clockGives(quote, time)) return { kind: 'running', offsetMs: time - serverNow };
  return { kind: 'asOf', session: quote.marketSession, close: new Date(time) };
}

/** Whether a clock reading `at` would quote this session and trading date. */
const clockGives = (quote: QuoteMoment, at: number): boolean => Number.isFinite(at) && marketSessionAt(new Date(at)) === quote.marketSession && tradingDateAt(at) === quote.tradingDate;

/**
 * The New York date of the session a price belongs to at an instant: the latest regular session that
 * has opened (before today's open, or on a day without trading, the previous trading day's).
 */
export function tradingDateAt(at: number): string {
  const now = newYorkTime(new Date(at));
  let day = dayNumber(now.year, now.month, now.day);
  if (!isTradingDay(now) || now.minutes < OPEN_MINUTE) {
    do day -= 1;
    while (!isTradingDay(dateOf(day)));
  }
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}
