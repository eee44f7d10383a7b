import { css, cx } from 'styled-system/css';
import { SearchBox } from '@/components/search/SearchBox';
import { RETURN_HOME_NOTICE, RETURN_HOME_SECONDS } from '@/lib/http/return-home-timer';
import { getRequest } from '@/lib/server/request-context';
import { isStockRequestPath } from './stock-not-found';

/**
 * Stock not found is a fatal 404 that goes to /. Rendered by the 404 page: on a stock URL it offers
 * the site's search (a plain GET form: a symbol or a stock's name goes to its page, without JavaScript),
 * and says the page will go home by itself, which it does unless the reader acts first
 * (src/lib/http/return-home-timer.ts: the edge's script, or the <noscript> refresh without JavaScript).
 * The response keeps its 404 status, so crawlers drop the URL (bots get the edge's plain-text 404
 * anyway). Nothing from the URL is written into the page.
 */
export function StockNotFoundSearch() {
  if (!isStockRequestPath(new URL(getRequest().url).pathname)) return null;
  return (
    <div className={boxClass} data-testid="stock-not-found-search">
      <p className={noteClass}>找不到這檔股票，可以用代號或名稱搜尋：</p>
      <SearchBox />
      <p className={cx(noteClass, returnHomeClass)} {...{ [RETURN_HOME_NOTICE]: '' }} data-testid="stock-not-found-return-home">
        {RETURN_HOME_SECONDS} 秒後將自動回到首頁。
      </p>
      {/*
        Inside <noscript> React leaves the meta where it is (not hoisted into <head>), and a browser with
        scripting reads none of it. Not displayed: a refresh works on insertion, and an empty grid item would add a gap.
      */}
      <noscript className={noscriptClass}>
        <meta httpEquiv="refresh" content={`${RETURN_HOME_SECONDS};url=/`} />
      </noscript>
    </div>
  );
}

const boxClass = css({ display: 'grid', justifyItems: 'center', gap: '3', w: '100%', maxW: '480px' });
const noteClass = css({ m: 0, color: 'muted', fontSize: '14px' });
const noscriptClass = css({ display: 'none' });
/**
 * Seen only while the timer runs (<html> marked armed by the script) or where no script runs (the
 * refresh then goes home); hidden, in the room it keeps, before the script, once the reader acted and on
 * a client-side navigation, where no timer runs.
 */
const returnHomeClass = css({
  visibility: 'hidden',
  // Panda reads selectors statically: RETURN_HOME_STATE spelled out (the e2e test in stock-routes.spec.ts checks they agree).
  ':root[data-return-home="armed"] &': { visibility: 'visible' },
  _noscript: { visibility: 'visible' },
});
