/**
 * How a stock id is spelt, wherever one arrives (a URL, a live subscription frame, an upstream
 * answer): upper-case symbols such as NVDA or BRK.B; indices carry a '#' (#DJI), which URLs spell
 * with a leading '.' (/stock/.DJI/info).
 *
 * parseStockId is the one place a symbol is normalised: it runs where the route, the request or the
 * answer is read, and every layer after it takes the StockId it returns, never a raw string to
 * upper-case again (the normalising itself is private to this file, and eslint.config.js refuses a hand-written one elsewhere).
 */

/** A symbol already normalised and checked by parseStockId; only the parser (or a list written in its spelling) makes one. */
export type StockId = string & { readonly __brand: 'StockId' };

/** Letters and digits, with the class and preferred marks of US listings ('.', '$', '-', '^', '='). */
const STOCK_ID = /^#?[A-Z0-9][A-Z0-9.$^=-]{0,15}$/;

/** Trims, upper-cases and turns a leading '.' into '#': ".dji" → "#DJI", " brk.b" → "BRK.B". */
function normaliseStockId(raw: string): string {
  const id = raw.trim().toUpperCase();
  return id.startsWith('.') ? `#${id.slice(1)}` : id;
}

/** Whether a normalised id can be a symbol at all (rejects markup, paths, control characters, long strings). */
const isWellFormedStockId = (id: string): id is StockId => STOCK_ID.test(id);

/** The id a raw symbol names (normalised), or null when it can never be one: "nvda" → NVDA, "<b>" → null. */
export const parseStockId = (raw: string): StockId | null => readStockId(raw).id;

/**
 * What a raw symbol reads as: its id, or, when it cannot be one, the normalised spelling that was
 * refused (so "<b>" and "<B>" are one refusal, and an echo shows what the parser saw).
 */
export function readStockId(raw: string): { id: StockId } | { id: null; refused: string } {
  const spelling = normaliseStockId(raw);
  return isWellFormedStockId(spelling) ? { id: spelling } : { id: null, refused: spelling };
}

/** "#DJI" → ".DJI" for URLs; other ids unchanged. */
export const stockIdToUrlSegment = (id: string): string => (id.startsWith('#') ? `.${id.slice(1)}` : id);
