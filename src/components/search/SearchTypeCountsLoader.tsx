import type { OrderType, SearchType } from '@/lib/upstream/article/schemas';
import { SearchFilters, type SearchTypeCounts } from './SearchFilters';

/**
 * The search switches once the number of results of each field (countSearchTypes) and the field shown
 * (named by the URL, or picked from the counts) are known. A field whose count failed shows no number.
 * Wrap it in <Suspense fallback={<SearchFilters … />}>.
 */
export async function SearchFiltersWithCounts({ keyword, type, order, counts }: { keyword: string; type: Promise<SearchType>; order: OrderType; counts: Promise<SearchTypeCounts> }) {
  return <SearchFilters keyword={keyword} type={await type} order={order} counts={await counts} />;
}
