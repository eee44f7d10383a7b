/**
 * How a stock id is spelt, wherever one arrives (a URL, a live subscription frame, an upstream
 * answer): upper-case symbols such as NVDA or BRK.B; indices carry a '#' (#DJI), which URLs spell
 * with a leading '.' (/stock/.DJI/info).
 */

/** Letters and digits, with the class and preferred marks of US listings ('.', '$', '-', '^', '='). */
const STOCK_ID = /^#?[A-Z0-9][A-Z0-9.$^=-]{0,15}$/;

/** Trims, upper-cases and turns a leading '.' into '#': ".dji" → "#DJI", " brk.b" → "BRK.B". */
export function normaliseStockId(raw: string): string {
  const id = raw.trim().toUpperCase();
  return id.startsWith('.') ? `#${id.slice(1)}` : id;
}

/** Whether a normalised id can be a symbol at all (rejects markup, paths, control characters, long strings). */
export const isWellFormedStockId = (id: string): boolean => STOCK_ID.test(id);

/** "#DJI" → ".DJI" for URLs; other ids unchanged. */
export const stockIdToUrlSegment = (id: string): string => (id.startsWith('#') ? `.${id.slice(1)}` : id);
