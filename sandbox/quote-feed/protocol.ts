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
 *
 * The codec is the sandbox's own, written from that contract: the edge's reader of these frames is
 * tested against it (tests/contract), so the two sides cannot share a mistake.
 */
import { STOCK_ID_PATTERN } from '../catalogue/fixture-schema.ts';
import type { Quote } from '../market/quote.ts';

/** A frame larger than this is not a subscription: the socket is closed (1009). */
export const MAX_FRAME_BYTES = 8 * 1024;
/** Symbols one subscribe or unsubscribe frame may name. */
export const MAX_SYMBOLS_PER_FRAME = 200;
/**
 * Symbols one client may hold at once. The edge multiplexes many readers onto one client per shard of
 * symbols: 16 shards of the 13,000 US listings are about 820 each.
 */
export const MAX_SYMBOLS_PER_CLIENT = 5_000;

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

export interface ClientFrame {
  type: 'subscribe' | 'unsubscribe';
  /** Normalised (`nvda` → NVDA, `.DJI` → #DJI), each once, in the order first named. */
  symbols: string[];
}

/** The spelling the REST calls accept too: trimmed, upper-case, a leading '.' meaning '#'. */
function asStockId(raw: string): string | null {
  const upper = raw.trim().toUpperCase();
  const id = upper.startsWith('.') ? `#${upper.slice(1)}` : upper;
  return STOCK_ID_PATTERN.test(id) ? id : null;
}

/** An entry that is not a stock id, as an error frame may repeat it: no markup, no control characters, short. */
const shownAs = (raw: string): string => raw.slice(0, 20).replace(/[^A-Za-z0-9.$#^=-]/g, '?');

const SHAPE = 'a frame is one JSON object';

/**
 * Reads one client frame: a subscribe or unsubscribe with 1 to MAX_SYMBOLS_PER_FRAME stock ids.
 * Throws FeedFrameError, naming the entries that are not ids.
 */
export function parseClientFrame(text: string): ClientFrame {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new FeedFrameError('malformed', SHAPE);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new FeedFrameError('malformed', SHAPE);
  const { type, symbols } = body as Record<string, unknown>;
  if (type !== 'subscribe' && type !== 'unsubscribe') throw new FeedFrameError('malformed', 'type is "subscribe" or "unsubscribe"');
  if (!Array.isArray(symbols) || symbols.length === 0 || symbols.some((entry) => typeof entry !== 'string')) {
    throw new FeedFrameError('malformed', 'symbols is a non-empty array of stock ids');
  }
  if (symbols.length > MAX_SYMBOLS_PER_FRAME) throw new FeedFrameError('tooManySymbols', `at most ${MAX_SYMBOLS_PER_FRAME} symbols per frame`);
  const ids = (symbols as string[]).map(asStockId);
  const bad = (symbols as string[]).filter((_, index) => ids[index] === null);
  if (bad.length > 0) throw new FeedFrameError('badSymbol', 'not stock ids (e.g. NVDA, BRK.B, #DJI)', bad.map(shownAs));
  return { type, symbols: [...new Set(ids as string[])] };
}

/** The feed's frames, as text. */
export const snapshotFrame = (quotes: Quote[]): string => JSON.stringify({ type: 'snapshot', quotes });
export const tickFrame = (quote: Quote): string => JSON.stringify({ type: 'tick', quote });
export const errorFrame = (code: FeedErrorCode, message: string, symbols: string[] = []): string => JSON.stringify({ type: 'error', code, message, ...(symbols.length > 0 ? { symbols } : {}) });
/**
 * The sandbox's own frame, no production feed's: asks the client (a quote room) to restart. A room obeys only
 * in a test stack (live/test-restart.ts: LIVE_TEST_HOOKS); the alerts journey restarts NVDA's room this way.
 */
export const testRestartFrame = (): string => JSON.stringify({ type: 'testRestart' });
