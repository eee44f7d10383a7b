import { MAX_SYMBOLS_PER_SOCKET } from '../protocol/live-quote.ts';
import type { StockId } from '../protocol/stock-id.ts';
import { echoAsRead, isFrameProblem, parseSubscriptionFrame, type SubscriptionFrame } from '../protocol/subscription-frame.ts';

/**
 * What a reader's socket may send a hub (decision 035): `{"type":"subscribe","symbols":[…]}` and
 * `{"type":"unsubscribe","symbols":[…]}`, text frames only. Limits keep one tab from costing the
 * others: a frame's size, the symbols one socket holds, and how many frames it sends in a while.
 */
export const MAX_READER_FRAME_BYTES = 4 * 1024;
/** More frames than this within FLOOD_WINDOW_MS is a flood: the socket is closed (1008). */
export const MAX_FRAMES_PER_WINDOW = 20;
export const FLOOD_WINDOW_MS = 10_000;

/** WebSocket close codes the hub uses, with the reasons readers see. */
export const CLOSE = {
  binary: { code: 1003, reason: 'text frames only' },
  tooBig: { code: 1009, reason: 'frame too large' },
  flood: { code: 1008, reason: 'too many frames' },
  clientFlood: { code: 1008, reason: 'too many frames from one client' },
  tooManySockets: { code: 1008, reason: 'too many sockets from one client' },
  notReading: { code: 1008, reason: 'not reading its frames' },
} as const;

const encoder = new TextEncoder();
/** Room for the largest frame a reader may send: the size check encodes into it, never into a new copy. */
const scratch = new Uint8Array(MAX_READER_FRAME_BYTES);

/**
 * Whether a text frame is over MAX_READER_FRAME_BYTES in UTF-8, told from its length where that is
 * enough (every UTF-16 unit is 1 to 3 bytes) and otherwise by encoding at most the limit into one
 * reused buffer: a frame of megabytes is refused without a byte of it copied or parsed.
 */
export function isOversized(text: string): boolean {
  if (text.length > MAX_READER_FRAME_BYTES) return true;
  if (text.length * 3 <= MAX_READER_FRAME_BYTES) return false;
  return encoder.encodeInto(text, scratch).read < text.length;
}

export type ReaderFrame = SubscriptionFrame;

export type ReaderErrorCode = 'malformed' | 'badSymbol' | 'tooManySymbols' | 'unknownSymbol';

/** An error frame for the reader: the socket stays open. */
export interface ReaderError {
  type: 'error';
  code: ReaderErrorCode;
  message: string;
  symbols?: string[];
}

const error = (code: ReaderErrorCode, message: string, symbols?: string[]): ReaderError => ({ type: 'error', code, message, ...(symbols ? { symbols } : {}) });

/** Reads a text frame (protocol/subscription-frame.ts); an error frame for anything that is not a subscribe or unsubscribe of stock ids. */
export function parseReaderFrame(text: string): ReaderFrame | ReaderError {
  const read = parseSubscriptionFrame(text, { maxSymbols: MAX_SYMBOLS_PER_SOCKET, per: 'socket' });
  if (!isFrameProblem(read)) return read;
  return error(read.problem, read.message, read.rejected?.map(echoAsRead));
}

/**
 * The symbols a socket holds after a frame, or an error when a subscribe would take it past
 * MAX_SYMBOLS_PER_SOCKET (then it holds what it held).
 */
export function applyFrame(held: readonly StockId[], frame: ReaderFrame): { symbols: StockId[] } | ReaderError {
  if (frame.type === 'unsubscribe') return { symbols: held.filter((symbol) => !frame.symbols.includes(symbol)) };
  const next = [...new Set([...held, ...frame.symbols])];
  if (next.length > MAX_SYMBOLS_PER_SOCKET) return error('tooManySymbols', `at most ${MAX_SYMBOLS_PER_SOCKET} symbols per socket`);
  return { symbols: next };
}

/** The frame times of the last window plus this one, and whether that is more than `max` (a socket's, by default). */
export function countFrame(recent: readonly number[], now: number, max = MAX_FRAMES_PER_WINDOW): { recent: number[]; flood: boolean } {
  const kept = [...recent.filter((at) => now - at < FLOOD_WINDOW_MS), now];
  return { recent: kept, flood: kept.length > max };
}

export { error as readerError };
