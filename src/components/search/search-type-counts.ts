import type { DirectoryEntry } from '@/lib/directory/entry';
import { getUpstreamContext } from '@/lib/server/request-context';
import { searchArticles } from '@/lib/upstream/article';
import { type OrderType, SEARCH_TYPES } from '@/lib/upstream/article/schemas';
import { keywordsFor } from './search-keywords';
import type { SearchTypeCounts } from './SearchFilters';

/**
 * The number of results of each search field: one search per field asking for a single article (the
 * answer carries the total; each is edge-cached like the result lists). Never rejects: a field whose
 * count fails is null. One promise per page, read by the switches and, when the URL names no field, by
 * the list, which opens on the first field with results (defaultSearchType).
 */
export async function countSearchTypes(keyword: string, order: OrderType, stock: DirectoryEntry | null): Promise<SearchTypeCounts> {
  const ctx = getUpstreamContext();
  const settled = await Promise.allSettled(SEARCH_TYPES.map((searchType) => searchArticles(ctx, { searchType, keywords: keywordsFor(searchType, keyword, stock), orderType: order, fetch: 1 })));
  const counts: SearchTypeCounts = {};
  SEARCH_TYPES.forEach((searchType, index) => {
    const result = settled[index];
    counts[searchType] = result?.status === 'fulfilled' ? result.value.total : null;
    if (result?.status === 'rejected') console.warn('[search] count unavailable', searchType, result.reason);
  });
  return counts;
}
