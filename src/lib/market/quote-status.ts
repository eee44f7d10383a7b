import type { ExtendedHours, MarketSession, Quote } from '../upstream/business';
import { SESSION_LABELS, type SessionStatus, sessionStatusAt } from './session';

/**
 * What a quote says about its own moment: which session it belongs to, whether its price is a
 * close, and its extended-hours price. The session badge reads the quote's session rather than the
 * server's clock, so a pre-market quote never sits beside 盤中 (a cached quote, a clock a few seconds
 * apart at 09:30, a test that freezes the market clock).
 */

/**
 * The badge of a quote's session. The holiday, weekend or early-close note comes from the clock at
 * `at`, so it is kept only when the clock is in the same session; otherwise the quote's session
 * stands alone.
 */
export function quoteSessionStatus(session: MarketSession, at: Date): SessionStatus {
  const clock = sessionStatusAt(at);
  return clock.session === session ? clock : { session, label: SESSION_LABELS[session], note: null };
}

/** 盤中 while the regular session runs (the price moves), else 收盤 (the price is the last close). */
export const priceBasisLabel = (quote: Pick<Quote, 'marketSession'>): '盤中' | '收盤' => (quote.marketSession === 'intraDay' ? '盤中' : '收盤');

/** The extended-hours price, only when it belongs to the session the quote is in (a stale one is not shown). */
export function currentExtendedHours<E extends { session: string } = ExtendedHours>(quote: { marketSession: MarketSession; extendedHours: E | null }): E | null {
  const extended = quote.extendedHours;
  return extended && extended.session === quote.marketSession ? extended : null;
}

/**
 * Where `value` sits between `low` and `high`, from 0 to 1 (the 52-week range bar). A value outside
 * the range is pinned to its end; a range of no width puts it in the middle. Null when a number is missing.
 */
export function rangePosition(value: number, low: number, high: number): number | null {
  if (![value, low, high].every(Number.isFinite) || high < low) return null;
  if (high === low) return 0.5;
  return Math.min(1, Math.max(0, (value - low) / (high - low)));
}
