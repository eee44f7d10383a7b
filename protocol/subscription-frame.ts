import { parseStockId, readStockId, type StockId } from './stock-id.ts';

/**
 * The subscription frame of both live-quote hops (decision 035), as the readers of the live Worker's
 * hubs (live/) send it, and as the upstream feed takes it (the sandbox's feed reads it with its own
 * codec, held to this one by tests/contract): `{"type":"subscribe"|"unsubscribe","symbols":[stock ids]}`.
 */
export type SubscriptionFrame = { type: 'subscribe' | 'unsubscribe'; symbols: StockId[] };

export interface FrameProblem {
  problem: 'malformed' | 'badSymbol' | 'tooManySymbols';
  message: string;
  /** For badSymbol: the entries that are not stock ids, as they were sent. */
  rejected?: string[];
}

/** A frame of at most `maxSymbols` symbols (the message names what it is counted `per`). */
export interface FrameLimit {
  maxSymbols: number;
  per: string;
}

export const isFrameProblem = (read: SubscriptionFrame | FrameProblem): read is FrameProblem => 'problem' in read;

/** Text that can be echoed in an error without markup or control characters: `<script>` → `?script?`. */
export const echoSafely = (text: string): string => text.replace(/[^A-Za-z0-9.$#^=-]/g, '?').slice(0, 20);

/** A rejected entry echoed as the parser read it (upper case, '.' turned into '#'), made safe: `.<b>` → `#?B?`. */
export const echoAsRead = (raw: string): string => {
  const read = readStockId(raw);
  return echoSafely(read.id ?? read.refused);
};

/** The frame with its symbols normalised (`nvda` → NVDA, `.DJI` → #DJI) and without repeats, or what is wrong with it. */
export function parseSubscriptionFrame(text: string, limit: FrameLimit): SubscriptionFrame | FrameProblem {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: 'malformed', message: 'a frame is one JSON object' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { problem: 'malformed', message: 'a frame is one JSON object' };
  const { type, symbols } = body as { type?: unknown; symbols?: unknown };
  if (type !== 'subscribe' && type !== 'unsubscribe') return { problem: 'malformed', message: 'type is "subscribe" or "unsubscribe"' };
  if (!Array.isArray(symbols) || symbols.length === 0 || !symbols.every((s): s is string => typeof s === 'string')) {
    return { problem: 'malformed', message: 'symbols is a non-empty array of stock ids' };
  }
  if (symbols.length > limit.maxSymbols) return { problem: 'tooManySymbols', message: `at most ${limit.maxSymbols} symbols per ${limit.per}` };
  const ids = symbols.map(parseStockId);
  const rejected = symbols.filter((_, index) => ids[index] === null);
  if (rejected.length > 0) return { problem: 'badSymbol', message: 'not stock ids (e.g. NVDA, BRK.B, #DJI)', rejected };
  return { type, symbols: [...new Set(ids.filter((id) => id !== null))] };
}
