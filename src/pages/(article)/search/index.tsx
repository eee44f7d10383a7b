import { css } from 'styled-system/css';
import { ListHeader } from '../../../components/article/list/ListHeader';
import { ListSeo } from '../../../components/article/list/ListSeo';
import { SearchBox } from '../../../components/search/SearchBox';
import { SearchHistory } from '../../../components/search/SearchHistory';
import { EmptyState } from '../../../components/ui/EmptyState';
import { MAX_KEYWORD_LENGTH, queryParams, readSearchType, searchFormTarget } from '../../../lib/articles/search-params';
import { redirect } from '../../../lib/server/request-context';

/**
 * /search: the target of the search form (GET ?q=…&type=…). A usable keyword is redirected to
 * /search/{keyword} (303: "see the result there"); without one the page offers the form and the
 * recent searches, and a keyword too long to search says so here instead of becoming a huge URL.
 */
export default function SearchFormPage({ query }: { query?: string }) {
  const params = queryParams(query);
  const target = searchFormTarget(params);
  if (target.kind === 'redirect') return redirect(target.href, 303);
  return (
    <div className={pageClass}>
      <ListSeo title="搜尋文章" description="搜尋美股通的投資文章：依標籤、股票代號、標題或內容，找最新或最多人看的文章。" path="/search" noindex={target.kind === 'tooLong'} />
      <SearchBox type={readSearchType(params)} />
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
