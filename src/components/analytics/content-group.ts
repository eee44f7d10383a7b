import { percentDecoded } from '@/lib/http/percent-decode';
import { parseStockId, type StockId } from '@protocol/stock-id';
import { STOCK_TABS } from '@/lib/stock/tabs';

/**
 * What kind of page a path is, for the page view's content group. From the path alone, so
 * every page type gets one without each page having to say it; a page that knows better (the 404 view
 * under an article's address) overrides it through PageViewDetails. No React; unit-tested.
 */

export type ContentGroup =
  | 'home'
  | 'watchlist'
  | `stock/${string}`
  | 'article'
  | 'article-only'
  | 'article-list'
  | 'article-purchase'
  | 'article-preview'
  | 'article-mine'
  | 'category'
  | 'tag'
  | 'author'
  | 'search'
  | 'not-found';

/** Stock sub-pages, the route's own tab list; `finance/{statement}` counts as `finance`, one item's `news/{newsId}` as `news`. */
const STOCK_TAB_SEGMENTS: ReadonlySet<string> = new Set(STOCK_TABS);

/** Paths that are not pages a reader views: sign-in steps, frames, the silent renew target. */
const NOT_A_VIEW = /^\/(login|logout|refresh|auth)(\/|$)/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The content group of a path, or null for a path that is not a page view (sign-in steps). */
export function contentGroupFor(path: string): ContentGroup | null {
  if (NOT_A_VIEW.test(path)) return null;
  const [first, second, third, ...rest] = segmentsOf(path);
  if (first === undefined) return 'home';
  switch (first) {
    case 'watchlist':
      return second === undefined ? 'watchlist' : 'not-found';
    case 'stock': {
      if (second === undefined) return 'home'; // /stock alone goes home
      if (third === undefined) return 'stock/info'; // /stock/{id} shows the info tab
      return STOCK_TAB_SEGMENTS.has(third) && (rest.length === 0 || ((third === 'finance' || third === 'news') && rest.length === 1)) ? `stock/${third}` : 'not-found';
    }
    case 'article':
      if (second === undefined) return 'article-list';
      if (third !== undefined) return 'not-found';
      if (second === 'purchase') return 'article-purchase';
      if (second === 'preview') return 'article-preview';
      if (second === 'mine') return 'article-mine';
      return 'article';
    case 'onlyarticlecontent':
      return second !== undefined && third === undefined ? 'article-only' : 'not-found';
    case 'category':
    case 'tag':
    case 'author':
      return second !== undefined && third === undefined ? first : 'not-found';
    case 'search':
      return third === undefined ? 'search' : 'not-found';
    default:
      return 'not-found';
  }
}

/** Groups whose page streams in the details of its view (an article's author and tags): wait for them. */
export function awaitsPageDetails(group: ContentGroup): boolean {
  return group === 'article' || group === 'article-only';
}

/** A stock page's stock, as its stock tag ("#GSPC" for /stock/.GSPC/…); none for other pages. */
export function stockTagsFor(path: string): StockId[] {
  const [first, second] = segmentsOf(path);
  if (first !== 'stock' || second === undefined) return [];
  const decoded = percentDecoded(second);
  if (decoded === null) return [];
  const id = parseStockId(decoded);
  return id === null ? [] : [id];
}
