import { checkKeyword, searchHref } from '@/lib/articles/search-params';
import type { StockSuggestion } from '@/lib/stock/suggestion';

/**
 * The options of the header search's listbox: the stock suggestions, then always
 * 「搜尋文章：{keyword}」. Pure, so the keyboard rules are unit-tested without a browser.
 */
export type SearchOption = { kind: 'stock'; key: string; href: string; stock: StockSuggestion } | { kind: 'articles'; key: string; href: string; keyword: string };

export const ARTICLE_SEARCH_LABEL = '搜尋文章：';

export function searchOptions(typed: string, stocks: readonly StockSuggestion[]): SearchOption[] {
  const check = checkKeyword(typed);
  if (check.kind !== 'ok') return [];
  return [
    ...stocks.map((stock): SearchOption => ({ kind: 'stock', key: `stock:${stock.id}`, href: stock.href, stock })),
    { kind: 'articles', key: 'articles', href: searchHref(check.keyword), keyword: check.keyword },
  ];
}

/** The active option after an arrow key: wraps around; -1 (none) moves to the first or last. */
export function moveActive(active: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return active < 0 || active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** Where Enter goes when no option is active: the stock the text names (namedStock), else the article search. */
export function enterTarget(typed: string, named: StockSuggestion | null): string | null {
  const check = checkKeyword(typed);
  if (check.kind !== 'ok') return null;
  return named ? named.href : searchHref(check.keyword);
}
