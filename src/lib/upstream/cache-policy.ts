/**
 * How long the edge keeps one upstream answer (docs/decisions/009-edge-cache.md holds the same table
 * with the reasons). Times are in seconds, counted from the moment the answer was stored.
 */
export interface CachePolicy {
  /** Short name for logs and headers ("quotes", "statements"). */
  name: string;
  /** Fresh for this long: served without calling the upstream. */
  ttl: number;
  /** After `ttl`, for this long a stale copy is served at once and refreshed in the background. */
  staleWhileRevalidate: number;
  /** After `ttl`, for this long a stale copy stands in for an upstream failure or timeout (≥ staleWhileRevalidate). */
  staleIfError: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const policy = (name: string, ttl: number, staleWhileRevalidate: number, staleIfError: number): CachePolicy => ({ name, ttl, staleWhileRevalidate, staleIfError });

// Four families of data, by how fast they change and how bad an old copy is.
/** Prices move every second during the session; a minute-old quote is still useful while the upstream is down. */
const live = (name: string) => policy(name, 15, MINUTE, HOUR);
/** Lists that gain items all day (articles, news, posts, rank). */
const feed = (name: string, ttl: number) => policy(name, ttl, 5 * MINUTE, DAY);
/** Reference data that changes a few times a day at most (statements, profiles, directory). */
const reference = (name: string, ttl: number) => policy(name, ttl, DAY, 7 * DAY);

export const POLICIES = {
  quotes: live('quotes'),
  keypoints: live('keypoints'),
  priceHistory: policy('price-history', MINUTE, 5 * MINUTE, DAY),
  /** The service recomputes its lists once a market minute; a list an hour old still beats an error. */
  movers: policy('movers', MINUTE, MINUTE, HOUR),
  stockNews: feed('stock-news', MINUTE),
  // A published story's text does not change; an hour is how late a correction may show.
  stockNewsArticle: reference('stock-news-article', HOUR),
  stockEvents: reference('stock-events', HOUR),
  /** The market-wide calendar: the stocks' own events (same freshness), one answer per range. */
  calendar: reference('calendar', HOUR),
  statements: reference('statements', 6 * HOUR),
  stockRecords: reference('stock-records', HOUR),
  directory: reference('directory', 6 * HOUR),
  indices: reference('indices', 6 * HOUR),
  fund: reference('fund', HOUR),
  constituents: live('constituents'),
  /** Every security's screener row, in pages: read by the snapshot's Cron Trigger past the cache; a page an hour old beats an error elsewhere. */
  screener: policy('screener', MINUTE, 5 * MINUTE, HOUR),
  /** Which ADRs have a Taiwan listing: changes when a company lists or delists (decision 039). */
  adrPairs: reference('adr-pairs', 6 * HOUR),
  /** Taiwan closes and USD/TWD: one new value a Taipei day (13:30 and 16:00); a day-old copy beats an error. */
  taiwanCloses: policy('taiwan-closes', 10 * MINUTE, HOUR, DAY),
  /** The TWSE calendar is published a year ahead. */
  twseCalendar: reference('twse-calendar', 6 * HOUR),
  recentArticles: feed('recent-articles', MINUTE),
  articleSearch: feed('article-search', MINUTE),
  article: policy('article', 5 * MINUTE, HOUR, 7 * DAY),
  products: policy('products', 5 * MINUTE, HOUR, DAY),
  authors: reference('authors', HOUR),
  posts: feed('posts', MINUTE),
  popularRank: feed('popular-rank', 5 * MINUTE),
  officials: reference('officials', HOUR),
  members: reference('members', HOUR),
  // Not upstream calls: the sitemap files (functions/sitemaps.ts) keep their finished XML in the same cache.
  stockSitemap: reference('stock-sitemap', 6 * HOUR),
  sitemapIndex: reference('sitemap-index', 6 * HOUR),
  articleSitemap: policy('article-sitemap', 15 * MINUTE, HOUR, 7 * DAY),
} as const satisfies Record<string, CachePolicy>;

/** What the cache needs to know about who makes a call. */
export interface Caller {
  /** The call carries the reader's bearer token. */
  sendsToken: boolean;
  /** What that token is, when the code that verified it says so; unknown counts as personal. */
  tokenKind?: 'guest' | 'member' | undefined;
}

/**
 * The policy a call stated, or undefined when its answer must not go through the shared cache.
 *
 * Each client function states its policy where it calls `upstreamRequest` (`cache: POLICIES.quotes`);
 * a call without one is never cached: the watchlist, roles, ownership, unlocked articles, versions,
 * authorized authors, the author-side article view, the current member, identity calls and every
 * write. And a stated policy still applies only when the answer cannot depend on who asks: no token,
 * or a guest token (guests are anonymous and all alike). A member token, or a token nobody vouched
 * for, means personal fields (isUnlocked, canEdit, the content of a paid article), so the answer
 * never enters the shared cache. The cache key never includes the token.
 */
export function sharedCachePolicy(policy: CachePolicy | undefined, caller: Caller): CachePolicy | undefined {
  if (!policy) return undefined;
  if (caller.sendsToken && caller.tokenKind !== 'guest') return undefined;
  return policy;
}
