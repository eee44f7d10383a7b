/**
 * The sandbox quote feed's wire contract (docs/decisions/035-live-quotes.md), what a production feed
 * would honour: JSON text frames over one WebSocket per client.
 *
 * Client → feed: `{"type":"subscribe","symbols":["NVDA","#DJI"]}` and `{"type":"unsubscribe","symbols":[…]}`.
 * Feed → client: `{"type":"snapshot","quotes":[Quote…]}` answering each subscribe (the quotes as the
 * REST quote call gives them now), `{"type":"tick","quote":Quote}` when a subscribed symbol's quote
 * changes while a session (pre-market, regular, after-hours) runs, and
 * `{"type":"error","code","message","symbols"?}` for a frame it cannot take. Nothing ticks while the
 * market is closed.
 */
import { normaliseStockId } from '../business/http.ts';

/** A frame larger than this is not a subscription: the socket is closed (1009). */
export const MAX_FRAME_BYTES = 8 * 1024;
/** Symbols one client may hold at once (the edge multiplexes many readers onto one client). */
export const MAX_SYMBOLS_PER_CLIENT = 200;

export type ClientFrame = { type: 'subscribe' | 'unsubscribe'; symbols: string[] };

export type FeedErrorCode = 'malformed' | 'unknownSymbol' | 'badSymbol' | 'tooManySymbols';

export class FeedFrameError extends Error {
  readonly code: FeedErrorCode;
  readonly symbols: string[];
  constructor(code: FeedErrorCode, message: string, symbols: string[] = []) {
    super(message);
    this.code = code;
    this.symbols = symbols;
  }
}

/**
 * Reads one client frame: a subscribe or unsubscribe with 1 to MAX_SYMBOLS_PER_CLIENT symbols, each
 * a stock id (normalised as the REST calls do: `nvda` is NVDA, `.DJI` is #DJI). Throws FeedFrameError.
 */
export function parseClientFrame(text: string): ClientFrame {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FeedFrameError('malformed', 'a frame is one JSON object');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new FeedFrameError('malformed', 'a frame is one JSON object');
  const { type, symbols } = body as { type?: unknown; symbols?: unknown };
  if (type !== 'subscribe' && type !== 'unsubscribe') throw new FeedFrameError('malformed', 'type is "subscribe" or "unsubscribe"');
  if (!Array.isArray(symbols) || symbols.length === 0 || !symbols.every((s) => typeof s === 'string')) {
    throw new FeedFrameError('malformed', 'symbols is a non-empty array of stock ids');
  }
  if (symbols.length > MAX_SYMBOLS_PER_CLIENT) throw new FeedFrameError('tooManySymbols', `at most ${MAX_SYMBOLS_PER_CLIENT} symbols per client`);
  const ids: string[] = [];
  const bad: string[] = [];
  for (const raw of symbols as string[]) {
    try {
      ids.push(normaliseStockId(raw));
    } catch {
      bad.push(raw.replace(/[^A-Za-z0-9.$#^=-]/g, '?').slice(0, 20));
    }
  }
  if (bad.length > 0) throw new FeedFrameError('badSymbol', 'not stock ids (e.g. NVDA, BRK.B, #DJI)', bad);
  return { type, symbols: [...new Set(ids)] };
}
