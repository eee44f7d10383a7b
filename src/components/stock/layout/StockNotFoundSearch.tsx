import { css } from 'styled-system/css';
import { SearchBox } from '@/components/search/SearchBox';
import { getRequest } from '@/lib/server/request-context';
import { isStockRequestPath } from './stock-not-found';

/**
 * Spec §8 "Stock not found: fatal 404". Rendered by the 404 page: on a stock URL it offers the site's
 * search (a plain GET form: a symbol or a stock's name goes to its page, without JavaScript), so a
 * mistyped symbol is one search away. It no longer sends the reader home on a timer (issue 41 §15):
 * that took the page away while it was being read, and 回到首頁 is there for whoever wants it. The
 * response keeps its 404 status, so crawlers drop the URL (bots get the edge's plain-text 404
 * anyway). Nothing from the URL is written into the page.
 */
export function StockNotFoundSearch() {
  if (!isStockRequestPath(new URL(getRequest().url).pathname)) return null;
  return (
    <div className={boxClass} data-testid="stock-not-found-search">
      <p className={noteClass}>找不到這檔股票，可以用代號或名稱搜尋：</p>
      <SearchBox />
    </div>
  );
}

const boxClass = css({ display: 'grid', justifyItems: 'center', gap: '3', w: '100%', maxW: '480px' });
const noteClass = css({ m: 0, color: 'muted', fontSize: '14px' });
