import type { LiveQuote, LiveQuoteUpdate } from '../protocol/live-quote.ts';

/**
 * The quote a reader gets (decision 035): the feed's quote cut to what the page shows
 * (protocol/live-quote.ts, which the page's runtime reads), and the updates after the first
 * one cut to what changed.
 */
export type { LiveQuote };

/** The feed's quote frame (sandbox/quote-feed/protocol.ts) as a reader's quote. */
export function liveQuoteOf(feedQuote: Record<string, unknown>, delayed = false): LiveQuote | null {
  const { id, price, change, changePercent, volume, marketSession, time, tradingDate, extendedHours } = feedQuote;
  if (typeof id !== 'string' || typeof price !== 'number' || typeof change !== 'number' || typeof changePercent !== 'number' || typeof time !== 'string') return null;
  return {
    symbol: id,
    price,
    change,
    changePercent,
    volume: typeof volume === 'number' ? volume : 0,
    session: marketSession === 'preMarket' || marketSession === 'intraDay' || marketSession === 'afterHours' ? marketSession : 'no-trading',
    time,
    ...(typeof tradingDate === 'string' ? { tradingDate } : {}),
    extendedHours: extendedHours && typeof extendedHours === 'object' ? (extendedHours as LiveQuote['extendedHours']) : null,
    delayed,
  };
}

/**
 * The update from `previous` to `next`: the symbol and each field whose value changed; the time
 * only with another change (a price that stands still is not news). Null when nothing changed.
 */
export function quoteUpdate(previous: LiveQuote | undefined, next: LiveQuote): LiveQuoteUpdate | null {
  if (!previous) return next;
  const changed: LiveQuoteUpdate = { symbol: next.symbol };
  let any = false;
  for (const key of ['price', 'change', 'changePercent', 'volume', 'session', 'tradingDate', 'extendedHours', 'delayed'] as const) {
    if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) {
      (changed as Record<string, unknown>)[key] = next[key];
      any = true;
    }
  }
  if (!any) return null;
  changed.time = next.time;
  return changed;
}
