import { ArticleFeed } from '@/components/article/list/ArticleFeed';
import type { CursorParam } from '@/lib/articles/cursor';
import { SEARCH_TYPE_LABELS, searchHref } from '@/lib/articles/search-params';
import type { DirectoryEntry } from '@/lib/directory/entry';
import { type OrderType, SEARCH_TYPES, type SearchType } from '@/lib/upstream/article/schemas';
import { css } from 'styled-system/css';
import { keywordsFor } from './search-keywords';
import type { SearchTypeCounts } from './SearchFilters';

interface SearchResultsProps {
  keyword: string;
  /** The keyword as the page shows it (shortened). */
  shown: string;
  /** The field searched: named by the URL, or picked from the counts (defaultSearchType). */
  type: Promise<SearchType>;
  order: OrderType;
  cursor: CursorParam;
  stock: DirectoryEntry | null;
  counts: Promise<SearchTypeCounts>;
}

/**
 * The article list of a search, in the field the page opens on. Its links (load more, later pages) name
 * that field, so a reader's next page stays in it. Wrap it in <Suspense fallback={<ArticleListSkeleton/>}>.
 */
export async function SearchResults({ keyword, shown, type: typePromise, order, cursor, stock, counts }: SearchResultsProps) {
  const type = await typePromise;
  return (
    <ArticleFeed
      source={{ kind: 'search', keywords: keywordsFor(type, keyword, stock), searchType: type, orderType: order }}
      cursor={cursor}
      hrefBase={searchHref(keyword, { type, order })}
      emptyText={<NothingInThisField keyword={keyword} shown={shown} type={type} order={order} counts={counts} />}
    />
  );
}

/**
 * An empty field says so, and where the results are: 「標籤」 empty for 「NVDA」 links to
 * 股票代號 (9) and 內容 (5). Only read when the list is empty, so a list with results never waits on the counts.
 */
async function NothingInThisField({ keyword, shown, type, order, counts }: { keyword: string; shown: string; type: SearchType; order: OrderType; counts: Promise<SearchTypeCounts> }) {
  const known = await counts;
  const elsewhere = SEARCH_TYPES.filter((other) => other !== type && (known[other] ?? 0) > 0);
  const nothing = `找不到${SEARCH_TYPE_LABELS[type]}符合「${shown}」的文章`;
  if (elsewhere.length === 0) return <>{nothing}，試試其他關鍵字。</>;
  return (
    <>
      {nothing}。其他搜尋範圍有結果：
      {elsewhere.map((other, index) => (
        <span key={other}>
          {index > 0 && '、'}
          <a href={searchHref(keyword, { type: other, order })} className={linkClass} data-testid="search-elsewhere">
            {SEARCH_TYPE_LABELS[other]} ({known[other]})
          </a>
        </span>
      ))}
    </>
  );
}

const linkClass = css({ color: 'brand', textDecoration: 'underline', textUnderlineOffset: '2px' });
