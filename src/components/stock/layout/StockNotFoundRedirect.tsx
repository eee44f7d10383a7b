import { css } from 'styled-system/css';
import { getRequest } from '@/lib/server/request-context';
import { isStockRequestPath, STOCK_NOT_FOUND_REDIRECT_SECONDS } from './stock-not-found';

/**
 * Spec §8 "Stock not found: fatal 404, redirect to /". Rendered by the 404 page: on a stock URL it
 * adds a meta refresh home after a few seconds, and says so. The response keeps its 404 status, so
 * crawlers drop the URL (bots get the edge's plain-text 404 anyway); no script is needed (the CSP
 * stays strict) and it works without JavaScript. Nothing from the URL is written into the page.
 */
export function StockNotFoundRedirect() {
  if (!isStockRequestPath(new URL(getRequest().url).pathname)) return null;
  return (
    <>
      <meta httpEquiv="refresh" content={`${STOCK_NOT_FOUND_REDIRECT_SECONDS};url=/`} />
      <p className={noteClass} data-testid="stock-not-found-redirect">
        找不到這檔股票，{STOCK_NOT_FOUND_REDIRECT_SECONDS} 秒後將自動回到首頁。
      </p>
    </>
  );
}

const noteClass = css({ textAlign: 'center', color: 'muted', fontSize: '14px', mt: '-10', mb: '8' });
