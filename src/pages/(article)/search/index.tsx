import { css } from 'styled-system/css';
import { ListHeader } from '@/components/article/list/ListHeader';
import { ListSeo } from '@/components/article/list/ListSeo';
import { SearchBox } from '@/components/search/SearchBox';
import { SearchHistory } from '@/components/search/SearchHistory';
import { EmptyState } from '@/components/ui/EmptyState';
import { AUTO_SEARCH_TYPE, explicitSearchType, MAX_KEYWORD_LENGTH, queryParams, searchFormTarget } from '@/lib/articles/search-params';
import { namedStockInEdgeDirectory } from '@/lib/directory/edge-directory';
import { getUpstreamContext, redirect } from '@/lib/server/request-context';
import { stockPath } from '@/lib/stock/tabs';

/**
 * /search: the target of the search forms (GET ?q=…[&type=…]), with or without JavaScript.
 * - Without `type` (the header, the phone panel, the sidebar): the stock the text names (namedStock: a
 *   symbol, a whole name, an alias, a Taiwan code, or a word only one stock matches: "nvda", ".GSPC",
 *   「輝達」, "apple", "2330", 「台積」) goes straight to the stock page (303), from the edge directory.
 * - Anything else usable goes to /search/{keyword} (303: "see the result there").
 * Without a keyword the page offers the form and the recent searches, and a keyword too long to
 * search says so here instead of becoming a huge URL.
 */
export default async function SearchFormPage({ query }: { query?: string }) {
  const params = queryParams(query);
  const target = searchFormTarget(params);
  if (target.kind === 'redirect' && !params.has('type')) {
    const stock = await namedStockInEdgeDirectory(params.get('q') ?? '', getUpstreamContext());
    if (stock) return redirect(stockPath(stock.id, 'info'), 303);
  }
  if (target.kind === 'redirect') return redirect(target.href, 303);
  return (
    <div className={pageClass}>
      <ListSeo title="搜尋文章" description="搜尋美股通的投資文章：依標籤、股票代號、標題或內容，找最新或最多人看的文章。" path="/search" noindex={target.kind === 'tooLong'} />
      <SearchBox type={params.has('type') ? (explicitSearchType(params) ?? AUTO_SEARCH_TYPE) : undefined} />
      <SearchHistory />
      {target.kind === 'tooLong' ? (
        <>
          <ListHeader title="關鍵字太長" />
          <EmptyState kind="noResult" text={`關鍵字太長（${target.length} 字），請縮短到 ${MAX_KEYWORD_LENGTH} 字以內再搜尋。`} minHeight={360} />
        </>
      ) : (
        <ListHeader title="搜尋文章" intro="輸入標籤、股票代號（例如 NVDA）、標題或內文中的字詞。" />
      )}
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
