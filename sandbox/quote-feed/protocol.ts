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
import { echoSafely, isFrameProblem, parseSubscriptionFrame, type SubscriptionFrame } from '../../src/lib/market/subscription-frame.ts';

/** A frame larger than this is not a subscription: the socket is closed (1009). */
export const MAX_FRAME_BYTES = 8 * 1024;
/** Symbols one subscribe or unsubscribe frame may name. */
export const MAX_SYMBOLS_PER_FRAME = 200;
/**
 * Symbols one client may hold at once. The edge multiplexes many readers onto one client per shard of
 * symbols (live/room-shards.ts): 16 shards of the 13,000 US listings are about 820 each.
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

/**
 * Reads one client frame (src/lib/market/subscription-frame.ts): a subscribe or unsubscribe with 1 to
 * MAX_SYMBOLS_PER_FRAME stock ids. Throws FeedFrameError, naming the entries that are not ids.
 */
export function parseClientFrame(text: string): SubscriptionFrame {
  const read = parseSubscriptionFrame(text, { maxSymbols: MAX_SYMBOLS_PER_FRAME, per: 'frame' });
  if (isFrameProblem(read)) throw new FeedFrameError(read.problem, read.message, (read.rejected ?? []).map(echoSafely));
  return read;
}
