import { Suspense } from 'react';
import { css } from 'styled-system/css';
import { ArticleListSkeleton } from '@/components/article/list/ArticleListSkeleton';
import { ListHeader } from '@/components/article/list/ListHeader';
import { ListSeo } from '@/components/article/list/ListSeo';
import { SearchBox } from '@/components/search/SearchBox';
import { SearchFilters } from '@/components/search/SearchFilters';
import { SearchFiltersWithCounts } from '@/components/search/SearchTypeCountsLoader';
import { SearchResults } from '@/components/search/SearchResults';
import { countSearchTypes } from '@/components/search/search-type-counts';
import { StockMatches, stocksForKeyword } from '@/components/search/StockMatches';
import { SearchHistory } from '@/components/search/SearchHistory';
import { EmptyState } from '@/components/ui/EmptyState';
import { readCursorParam } from '@/lib/articles/cursor';
import {
  AUTO_SEARCH_TYPE,
  checkKeyword,
  defaultSearchType,
  explicitSearchType,
  keywordFromSegment,
  MAX_KEYWORD_LENGTH,
  queryParams,
  readOrderType,
  SEARCH_TYPE_LABELS,
  searchHref,
  shortenForDisplay,
} from '@/lib/articles/search-params';

/**
 * /search/{keyword}: the stocks the keyword names (symbol or name, from the edge
 * directory, with quotes), then the article search by tags, stockTags, title or content
 * (?type=, each switch with its number of results), newest or most viewed first (?order=). Without
 * ?type= it opens on tags when tags has results or nothing does, else on the first field with
 * results; an empty field links to those that have results.
 * 10 a page with "load more". A stock's name searched by stock symbol asks for its symbol
 * (「輝達」 → NVDA). The keyword is whatever the reader typed, markup and emoji included: it is only
 * ever rendered as text, sent as a JSON string, and put in links percent-encoded. One over 200
 * characters is not sent at all. Search results are noindex (they repeat the articles' own pages).
 */
export default async function SearchPage({ keyword: segment, query }: { keyword: string; query?: string }) {
  const params = queryParams(query);
  const type = explicitSearchType(params);
  const order = readOrderType(params);
  const cursor = readCursorParam(params);
  const check = checkKeyword(keywordFromSegment(segment));

  if (check.kind !== 'ok') {
    const tooLong = check.kind === 'tooLong';
    return (
      <div className={pageClass}>
        <ListSeo title={tooLong ? '關鍵字太長' : '搜尋文章'} description="搜尋美股通的投資文章、標籤與股票代號。" noindex />
        <SearchBox type={type ?? AUTO_SEARCH_TYPE} />
        <SearchHistory />
        <ListHeader title={tooLong ? '關鍵字太長' : '搜尋文章'} />
        <EmptyState kind="noResult" text={tooLong ? `關鍵字太長（${check.length} 字），請縮短到 ${MAX_KEYWORD_LENGTH} 字以內再搜尋。` : '請輸入關鍵字。'} minHeight={360} />
      </div>
    );
  }

  const { keyword } = check;
  const shown = shortenForDisplay(keyword);
  const { matches, stock } = await stocksForKeyword(keyword);
  // One count of each field, read by the switches and, when the URL names no field, by the list.
  const counts = countSearchTypes(keyword, order, stock);
  const shownType = type ? Promise.resolve(type) : counts.then(defaultSearchType);
  const field = type ? SEARCH_TYPE_LABELS[type] : '';
  return (
    <div className={pageClass}>
      <ListSeo
        title={`「${shown}」的${field}搜尋結果`}
        description={`在美股通${type ? `以${field}` : ''}搜尋「${shown}」的投資文章。`}
        path={searchHref(keyword, { type: type ?? undefined })}
        noindex
      />
      <SearchBox defaultValue={keyword} type={type ?? AUTO_SEARCH_TYPE} />
      <SearchHistory record={keyword} />
      <ListHeader title={<>搜尋「{shown}」</>} />
      <StockMatches matches={matches} />
      <Suspense key={`counts:${keyword}:${type ?? AUTO_SEARCH_TYPE}:${order}`} fallback={<SearchFilters keyword={keyword} type={type} order={order} />}>
        <SearchFiltersWithCounts keyword={keyword} type={shownType} order={order} counts={counts} />
      </Suspense>
      <Suspense key={`${keyword}:${type ?? AUTO_SEARCH_TYPE}:${order}:${cursor.cursor ?? ''}`} fallback={<ArticleListSkeleton label={`搜尋「${shown}」中…`} />}>
        <SearchResults keyword={keyword} shown={shown} type={shownType} order={order} cursor={cursor} stock={stock} counts={counts} />
      </Suspense>
    </div>
  );
}

const pageClass = css({ display: 'grid', gap: '4', minW: 0 });

export const getConfig = async () => ({ render: 'dynamic' }) as const;
