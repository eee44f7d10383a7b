import type { UpstreamService } from './errors';

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

const policy = (name: string, ttl: number, staleWhileRevalidate: number, staleIfError: number): CachePolicy => ({
  name,
  ttl,
  staleWhileRevalidate,
  staleIfError,
});

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
  stockNews: feed('stock-news', MINUTE),
  stockEvents: reference('stock-events', HOUR),
  statements: reference('statements', 6 * HOUR),
  stockRecords: reference('stock-records', HOUR),
  directory: reference('directory', 6 * HOUR),
  indices: reference('indices', 6 * HOUR),
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

interface CacheRule {
  service: UpstreamService;
  method: 'GET' | 'POST';
  /** Matched against the API path without the service prefix or the query. */
  path: RegExp;
  policy: CachePolicy;
}

const STOCK = '/api/Stock/[^/]+';

/**
 * The cacheable calls. Anything not listed is never cached: the watchlist, roles, ownership, unlocked
 * articles, versions, authorized authors, the author-side article view, the current member, identity
 * calls, and every write. Those answers depend on who asks, or change state.
 */
const RULES: readonly CacheRule[] = [
  { service: 'business', method: 'POST', path: /^\/api\/Stock\/Quotes$/, policy: POLICIES.quotes },
  { service: 'business', method: 'POST', path: /^\/api\/Stock\/Keypoints$/, policy: POLICIES.keypoints },
  { service: 'business', method: 'POST', path: /^\/api\/Stock\/AdditionalInformation$/, policy: POLICIES.stockRecords },
  { service: 'business', method: 'POST', path: /^\/api\/Stock\/Sparklines$/, policy: POLICIES.priceHistory },
  { service: 'business', method: 'GET', path: /^\/api\/Stock\/Indices$/, policy: POLICIES.indices },
  { service: 'business', method: 'GET', path: /^\/api\/Stock\/Directory$/, policy: POLICIES.directory },
  { service: 'business', method: 'GET', path: new RegExp(`^${STOCK}/PriceHistory$`), policy: POLICIES.priceHistory },
  { service: 'business', method: 'GET', path: new RegExp(`^${STOCK}/(Financials/[^/]+|Dividends|Profile|EarningsCalls|Peers)$`), policy: POLICIES.statements },
  { service: 'business', method: 'GET', path: new RegExp(`^${STOCK}/Events$`), policy: POLICIES.stockEvents },
  { service: 'business', method: 'GET', path: new RegExp(`^${STOCK}/News$`), policy: POLICIES.stockNews },
  { service: 'article', method: 'GET', path: /^\/api\/Article\/Recent\/Summary$/, policy: POLICIES.recentArticles },
  { service: 'article', method: 'GET', path: /^\/api\/Article\/\d+$/, policy: POLICIES.article },
  { service: 'article', method: 'POST', path: /^\/api\/Article\/Search(\/Tags)?$/, policy: POLICIES.articleSearch },
  { service: 'article', method: 'POST', path: /^\/api\/Product\/Products$/, policy: POLICIES.products },
  { service: 'article', method: 'GET', path: /^\/api\/Author\/\d+$/, policy: POLICIES.authors },
  { service: 'article', method: 'POST', path: /^\/api\/Author\/QueryByAuthorIds$/, policy: POLICIES.authors },
  { service: 'forum', method: 'POST', path: /^\/api\/Channel\/GetChannelsArticleByWeight$/, policy: POLICIES.posts },
  { service: 'forum', method: 'GET', path: /^\/api\/Official\/GetOfficialsByIds$/, policy: POLICIES.officials },
  { service: 'forum', method: 'GET', path: /^\/api\/Rank\/USCommodity$/, policy: POLICIES.popularRank },
  { service: 'profile', method: 'POST', path: /^\/graphql\/query\/members$/, policy: POLICIES.members },
];

/** What the cache needs to know about one upstream call. */
export interface CallDescription {
  service: UpstreamService;
  method: string;
  path: string;
  /** The call carries the reader's bearer token. */
  sendsToken: boolean;
  /** What that token is, when the code that verified it says so; unknown counts as personal. */
  tokenKind?: 'guest' | 'member' | undefined;
}

/**
 * The policy of a call, or undefined when it must not go through the shared cache.
 *
 * The rule: a call is cached only when it is listed above AND its answer cannot depend on who asks —
 * it carries no token, or only a guest token (guests are anonymous and all alike). A member token, or a
 * token nobody vouched for, means personal fields (isUnlocked, canEdit, content of a paid article), so
 * the answer never enters the shared cache. The cache key never includes the token.
 */
export function cachePolicyFor(call: CallDescription): CachePolicy | undefined {
  if (call.sendsToken && call.tokenKind !== 'guest') return undefined;
  const method = call.method.toUpperCase();
  return RULES.find((rule) => rule.service === call.service && rule.method === method && rule.path.test(call.path))?.policy;
}
