import type { DirectoryEntry } from '@/lib/directory/entry';
import { getUpstreamContext } from '@/lib/server/request-context';
import { searchArticles } from '@/lib/upstream/article';
import { type OrderType, SEARCH_TYPES, type SearchType } from '@/lib/upstream/article/schemas';
import { keywordsFor } from './search-keywords';
import { SearchFilters, type SearchTypeCounts } from './SearchFilters';

/**
 * The search switches with the number of results of each field: one search per field asking for a
 * single article (the answer carries the total; each is edge-cached like the result lists). A field
 * whose count fails just shows no number. Wrap it in <Suspense fallback={<SearchFilters … />}>.
 */
export async function SearchFiltersWithCounts({
  keyword,
  type,
  order,
  stock,
}: {
  keyword: string;
  type: SearchType;
  order: OrderType;
  /** The stock the keyword stands for (search-keywords.ts), if any. */
  stock: DirectoryEntry | null;
}) {
  const ctx = getUpstreamContext();
  const settled = await Promise.allSettled(
    SEARCH_TYPES.map((searchType) => searchArticles(ctx, { searchType, keywords: keywordsFor(searchType, keyword, stock), orderType: order, fetch: 1 })),
  );
  const counts: SearchTypeCounts = {};
  SEARCH_TYPES.forEach((searchType, index) => {
    const result = settled[index];
    counts[searchType] = result?.status === 'fulfilled' ? result.value.total : null;
    if (result?.status === 'rejected') console.warn('[search] count unavailable', searchType, result.reason);
  });
  return <SearchFilters keyword={keyword} type={type} order={order} counts={counts} />;
}
