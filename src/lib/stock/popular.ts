import { parseStockId, type StockId } from '@protocol/stock-id';

/**
 * Popular stocks of the home page: the forum's rank (count 20, index ids
 * already dropped by getPopularSymbols), then the static popular ids, de-duplicated; when the rank
 * cannot be had, the three default stocks.
 */
export const STATIC_POPULAR_IDS: readonly StockId[] = ['NVDA', 'TSLA', 'BRK.B', 'META', 'GOOGL', 'AMD', 'AMZN', 'AVGO', 'LLY', 'INTC'] as StockId[];

/** The three default stocks, with the names to show when nothing else is known. */
export const FALLBACK_POPULAR_STOCKS = [
  { id: 'NVDA', name: 'Nvidia' },
  { id: 'AAPL', name: 'Apple' },
  { id: 'GOOG', name: 'Alphabet' },
] as const;

/** The ranked ids then the static ones, each once, in that order ('#' ids dropped again, defensively). */
export function mergePopularIds(ranked: readonly string[]): StockId[] {
  const seen = new Set<StockId>();
  const out: StockId[] = [];
  for (const raw of [...ranked, ...STATIC_POPULAR_IDS]) {
    const id = parseStockId(raw);
    if (id === null || id.startsWith('#') || seen.has(id)) continue;
    seen.add(id);
    out.push(id);
  }
  return out;
}
