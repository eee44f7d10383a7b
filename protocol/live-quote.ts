/**
 * The live quote a reader's socket carries (decision 035), read in one place: the live Worker's hubs
 * write it (live/live-quote.ts), the page's live runtime reads it (src/components/live). The first
 * quote of a symbol is whole; later ones carry the symbol, what changed and the time.
 */

/** The market sessions a quote can be in, as the business service names them. */
const SESSIONS = ['preMarket', 'intraDay', 'afterHours', 'no-trading'] as const;
type MarketSession = (typeof SESSIONS)[number];
const isSession = (value: unknown): value is MarketSession => (SESSIONS as readonly unknown[]).includes(value);

export interface LiveExtendedHours {
  session: MarketSession;
  price: number;
  change: number;
  changePercent: number;
  time: string;
}

export interface LiveQuote {
  symbol: string;
  price: number;
  change: number;
  changePercent: number;
  volume: number;
  /** The feed's market session: preMarket, intraDay, afterHours, no-trading. */
  session: MarketSession;
  /** ISO time of the price. */
  time: string;
  /** New York date (YYYY-MM-DD) of the session the price belongs to: the day whose bar it moves. */
  tradingDate?: string;
  extendedHours: LiveExtendedHours | null;
  /** True while the room has lost its upstream feed: the price is the last one known. */
  delayed: boolean;
}

export type LiveQuoteUpdate = Partial<LiveQuote> & { symbol: string };

/**
 * The symbols one reader's socket may hold (decision 035): the hubs refuse more, the page asks for no
 * more, and a hub's frame carries no more quotes than that.
 */
export const MAX_SYMBOLS_PER_SOCKET = 100;

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTime = (value: unknown): value is string => typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));

function readExtended(value: unknown): LiveExtendedHours | null | undefined {
  if (value === null) return null;
  if (typeof value !== 'object') return undefined;
  const { session, price, change, changePercent, time } = value as Record<string, unknown>;
  if (!isSession(session) || !isFiniteNumber(price) || !isFiniteNumber(change) || !isFiniteNumber(changePercent) || !isTime(time)) return undefined;
  return { session, price, change, changePercent, time };
}

/**
 * A hub's text frame as quote updates: a `quotes` frame carries a subscribe's whole quotes, or a
 * second's changes of all the reader's symbols (a single `quote` frame, the hubs' first form, is read
 * too). Only well-formed fields are kept (a page never shows `NaN` or markup from a frame); anything
 * else is no update.
 */
export function readLiveQuoteFrames(text: string): LiveQuoteUpdate[] {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof frame !== 'object' || frame === null) return [];
  const body = frame as Record<string, unknown>;
  if (body.type === 'quote') return [readQuote(body)].filter((update) => update !== null);
  if (body.type !== 'quotes' || !Array.isArray(body.quotes)) return [];
  return body.quotes
    .slice(0, MAX_SYMBOLS_PER_SOCKET)
    .map((quote: unknown) => (typeof quote === 'object' && quote !== null ? readQuote(quote as Record<string, unknown>) : null))
    .filter((update) => update !== null);
}

function readQuote(body: Record<string, unknown>): LiveQuoteUpdate | null {
  if (typeof body.symbol !== 'string' || !/^[A-Z0-9.#^=$-]{1,20}$/.test(body.symbol)) return null;
  const update: LiveQuoteUpdate = { symbol: body.symbol };
  for (const key of ['price', 'change', 'changePercent', 'volume'] as const) if (isFiniteNumber(body[key])) update[key] = body[key];
  if (isSession(body.session)) update.session = body.session;
  if (isTime(body.time)) update.time = body.time;
  if (typeof body.tradingDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.tradingDate)) update.tradingDate = body.tradingDate;
  if (typeof body.delayed === 'boolean') update.delayed = body.delayed;
  const extended = readExtended(body.extendedHours);
  if (extended !== undefined) update.extendedHours = extended;
  return update;
}

/** The quote after an update; null while there is no whole quote yet (an update never seen whole). */
export function mergeLiveQuote(previous: LiveQuote | undefined, update: LiveQuoteUpdate): LiveQuote | null {
  const merged = { ...previous, ...update };
  const { price, change, changePercent, session, time } = merged;
  if (price === undefined || change === undefined || changePercent === undefined || session === undefined || time === undefined) return null;
  return { volume: 0, extendedHours: null, delayed: false, ...merged, price, change, changePercent, session, time };
}

/**
 * Whether a quote is older than the one a page shows (`shownTime`, the ISO time its server rendered or
 * the runtime last wrote): its price time is earlier. A hub answers a subscribe from memory, and that
 * quote may predate the page's own (the page was rendered a moment later, or a market clock that was
 * set back in the sandbox): written, it would take the page back, and a closed session in it would
 * even end the page's socket. An equal time is not older: an extended-hours tick keeps the close's
 * time, and the quote that turns the session no-trading at 20:00 carries the 16:00 close.
 */
export function isOlderThanShown(quoteTime: string, shownTime: string | null): boolean {
  if (shownTime === null) return false;
  const shown = Date.parse(shownTime);
  return Number.isFinite(shown) && Date.parse(quoteTime) < shown;
}
