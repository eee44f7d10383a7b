import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ArticleFeed } from '@/components/article/list/ArticleFeed';
import { ArticleListSkeleton } from '@/components/article/list/ArticleListSkeleton';
import { ListHeader } from '@/components/article/list/ListHeader';
import { ListSeo } from '@/components/article/list/ListSeo';
import { SearchBox } from '@/components/search/SearchBox';
import { keywordsFor } from '@/components/search/search-keywords';
import { SearchFilters } from '@/components/search/SearchFilters';
import { SearchFiltersWithCounts } from '@/components/search/SearchTypeCountsLoader';
import { StockMatches, stocksForKeyword } from '@/components/search/StockMatches';
import { SearchHistory } from '@/components/search/SearchHistory';
import { EmptyState } from '@/components/ui/EmptyState';
import { readCursorParam } from '@/lib/articles/cursor';
import {
  checkKeyword,
  keywordFromSegment,
  MAX_KEYWORD_LENGTH,
  queryParams,
  readOrderType,
  readSearchType,
  SEARCH_TYPE_LABELS,
  searchHref,
  shortenForDisplay,
} from '@/lib/articles/search-params';

/**
 * /search/{keyword}: the stocks the keyword names (issue 10 §2: symbol or name, from the edge
 * directory, with quotes), then the article search (spec §2) by tags (default), stockTags, title or
 * content (?type=, each switch with its number of results), newest or most viewed first (?order=),
 * 10 a page with "load more". A stock's name searched by stock symbol asks for its symbol
 * (「輝達」 → NVDA). The keyword is whatever the reader typed, markup and emoji included: it is only
 * ever rendered as text, sent as a JSON string, and put in links percent-encoded. One over 200
 * characters is not sent at all. Search results are noindex (they repeat the articles' own pages).
 */
export default async function SearchPage({ keyword: segment, query }: { keyword: string; query?: string }) {
  const params = queryParams(query);
  const type = readSearchType(params);
  const order = readOrderType(params);
  const cursor = readCursorParam(params);
  const check = checkKeyword(keywordFromSegment(segment));

  if (check.kind !== 'ok') {
    const tooLong = check.kind === 'tooLong';
    return (
      <div className={pageClass}>
        <ListSeo title={tooLong ? '關鍵字太長' : '搜尋文章'} description="搜尋美股通的投資文章、標籤與股票代號。" noindex />
        <SearchBox type={type} />
        <SearchHistory />
        <ListHeader title={tooLong ? '關鍵字太長' : '搜尋文章'} />
        <EmptyState
          kind="noResult"
          text={tooLong ? `關鍵字太長（${check.length} 字），請縮短到 ${MAX_KEYWORD_LENGTH} 字以內再搜尋。` : '請輸入關鍵字。'}
          minHeight={360}
        />
      </div>
    );
  }

  const { keyword } = check;
  const shown = shortenForDisplay(keyword);
  const { matches, stock } = await stocksForKeyword(keyword);
  return (
    <div className={pageClass}>
      <ListSeo
        title={`「${shown}」的${SEARCH_TYPE_LABELS[type]}搜尋結果`}
        description={`在美股通以${SEARCH_TYPE_LABELS[type]}搜尋「${shown}」的投資文章。`}
        path={searchHref(keyword, { type })}
        noindex
      />
      <SearchBox defaultValue={keyword} type={type} />
      <SearchHistory record={keyword} />
      <ListHeader title={<>搜尋「{shown}」</>} />
      <StockMatches matches={matches} />
      <Suspense key={`counts:${keyword}:${type}:${order}`} fallback={<SearchFilters keyword={keyword} type={type} order={order} />}>
        <SearchFiltersWithCounts keyword={keyword} type={type} order={order} stock={stock} />
      </Suspense>
      <Suspense key={`${keyword}:${type}:${order}:${cursor.cursor ?? ''}`} fallback={<ArticleListSkeleton label={`搜尋「${shown}」中…`} />}>
        <ArticleFeed
          source={{ kind: 'search', keywords: keywordsFor(type, keyword, stock), searchType: type, orderType: order }}
          cursor={cursor}
          hrefBase={searchHref(keyword, { type, order })}
          emptyText={`找不到${SEARCH_TYPE_LABELS[type]}符合「${shown}」的文章，試試其他關鍵字或搜尋範圍。`}
        />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
