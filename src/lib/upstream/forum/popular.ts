import type { PopularRankEntry } from './schemas';

/** The popular rank asks for 20 symbols. */
export const POPULAR_RANK_COUNT = 20;

/**
 * Index ids (starting with '#') are dropped from the popular ranking, which lists stocks.
 * Order is kept; repeated ids appear once.
 */
export function popularSymbolsFromRank(entries: readonly PopularRankEntry[]): string[] {
  const symbols = entries.map((entry) => entry.id).filter((id) => id.length > 0 && !id.startsWith('#'));
  return [...new Set(symbols)];
}
