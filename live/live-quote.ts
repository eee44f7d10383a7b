/**
 * The quote a reader gets (decision 035): the feed's quote cut to what the page shows, and the
 * updates after the first one cut to what changed.
 */
export interface LiveQuote {
  symbol: string;
  price: number;
  change: number;
  changePercent: number;
  volume: number;
  /** The feed's market session: preMarket, intraDay, afterHours, no-trading. */
  session: string;
  /** ISO time of the price. */
  time: string;
  extendedHours: { session: string; price: number; change: number; changePercent: number; time: string } | null;
  /** True while the room has lost its upstream feed: the price is the last one known. */
  delayed: boolean;
}

/** The feed's quote frame (sandbox/quote-feed/protocol.ts) as a reader's quote. */
export function liveQuoteOf(feedQuote: Record<string, unknown>, delayed = false): LiveQuote | null {
  const { id, price, change, changePercent, volume, marketSession, time, extendedHours } = feedQuote;
  if (typeof id !== 'string' || typeof price !== 'number' || typeof change !== 'number' || typeof changePercent !== 'number' || typeof time !== 'string') return null;
  return {
    symbol: id,
    price,
    change,
    changePercent,
    volume: typeof volume === 'number' ? volume : 0,
    session: typeof marketSession === 'string' ? marketSession : 'no-trading',
    time,
    extendedHours: extendedHours && typeof extendedHours === 'object' ? (extendedHours as LiveQuote['extendedHours']) : null,
    delayed,
  };
}

/**
 * The update from `previous` to `next`: the symbol and each field whose value changed; the time
 * only with another change (a price that stands still is not news). Null when nothing changed.
 */
export function quoteUpdate(previous: LiveQuote | undefined, next: LiveQuote): Partial<LiveQuote> & { symbol: string } | null {
  if (!previous) return next;
  const changed: Partial<LiveQuote> & { symbol: string } = { symbol: next.symbol };
  let any = false;
  for (const key of ['price', 'change', 'changePercent', 'volume', 'session', 'extendedHours', 'delayed'] as const) {
    if (JSON.stringify(previous[key]) !== JSON.stringify(next[key])) {
      (changed as Record<string, unknown>)[key] = next[key];
      any = true;
    }
  }
  if (!any) return null;
  changed.time = next.time;
  return changed;
}
