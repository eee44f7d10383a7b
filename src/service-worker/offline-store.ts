import { offlinePageHtml, offlinePagePolicy, OFFLINE_SCRIPT, OFFLINE_STYLE, type RecentArticle } from '@/lib/pwa/offline-page';
import { articlesOverBudget, articleTitle, ARTICLE_MAX_BYTES, isArticlePath, isStorable, linkedStyleSheets } from '@/lib/pwa/recent-articles';

/**
 * The service worker's offline part: it keeps the articles the reader opens (within the budget of
 * recent-articles.ts) and answers a navigation the network could not with the kept page, or else with
 * the offline page listing what is kept.
 */

/** Bump when what is stored changes shape: the worker's activation deletes every other cache. */
export const ARTICLES_CACHE = 'recent-articles-v1';
export const STYLES_CACHE = 'recent-styles-v1';
export const OFFLINE_CACHES = [ARTICLES_CACHE, STYLES_CACHE];

/** Stored beside each kept page (headers of the stored copy): when, its title, the style sheets it links. */
const STORED_AT = 'x-offline-stored-at';
const TITLE = 'x-offline-title';
const STYLES = 'x-offline-styles';

/** Keeps an article page the network just answered, then trims the kept set to the budget. */
export async function keepArticle(caches: CacheStorage, fetchStyle: (url: string) => Promise<Response>, url: URL, response: Response): Promise<void> {
  if (!isArticlePath(url.pathname) || !isStorable(response.status, response.headers)) return;
  const html = await response.text();
  if (html.length > ARTICLE_MAX_BYTES) return;
  const title = articleTitle(html);
  if (!title) return;
  const styles = linkedStyleSheets(html);
  const headers = new Headers(response.headers);
  headers.set(STORED_AT, String(Date.now()));
  headers.set(TITLE, encodeURIComponent(title));
  headers.set(STYLES, styles.join(' '));
  const articles = await caches.open(ARTICLES_CACHE);
  const styleCache = await caches.open(STYLES_CACHE);
  for (const style of styles) {
    if (await styleCache.match(style)) continue;
    const answer = await fetchStyle(style);
    if (answer.ok) await styleCache.put(style, answer);
  }
  await articles.put(url.pathname, new Response(html, { status: 200, headers }));
  await trim(articles, styleCache);
}

async function kept(articles: Cache): Promise<{ url: string; storedAt: number; title: string; styles: string[] }[]> {
  const requests = await articles.keys();
  const entries = await Promise.all(
    requests.map(async (request) => {
      const response = await articles.match(request);
      const headers = response?.headers;
      return {
        url: new URL(request.url).pathname,
        storedAt: Number(headers?.get(STORED_AT) ?? 0),
        title: decodeURIComponent(headers?.get(TITLE) ?? ''),
        styles: (headers?.get(STYLES) ?? '').split(' ').filter(Boolean),
      };
    }),
  );
  return entries.sort((a, b) => b.storedAt - a.storedAt);
}

/** Drops the oldest pages past the budget, and the style sheets no kept page links any more. */
async function trim(articles: Cache, styleCache: Cache): Promise<void> {
  const entries = await kept(articles);
  const over = new Set(articlesOverBudget(entries));
  await Promise.all([...over].map((url) => articles.delete(url)));
  const linked = new Set(entries.filter((entry) => !over.has(entry.url)).flatMap((entry) => entry.styles));
  const styles = await styleCache.keys();
  await Promise.all(styles.filter((request) => !linked.has(new URL(request.url).pathname)).map((request) => styleCache.delete(request)));
}

/** The kept copy of `pathname` (its style sheets are served from the styles cache by keptStyle), or null. */
export async function keptArticle(caches: CacheStorage, pathname: string): Promise<Response | null> {
  if (!isArticlePath(pathname)) return null;
  return (await (await caches.open(ARTICLES_CACHE)).match(pathname)) ?? null;
}

export async function keptStyle(caches: CacheStorage, pathname: string): Promise<Response | null> {
  return (await (await caches.open(STYLES_CACHE)).match(pathname)) ?? null;
}

async function sha256(crypto: Crypto, text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return `sha256-${btoa(String.fromCharCode(...digest))}`;
}

let policy: Promise<string> | undefined;

/** The offline page with the kept articles, newest first. 503: the page the reader asked for is not here. */
export async function offlineResponse(caches: CacheStorage, crypto: Crypto): Promise<Response> {
  policy ??= Promise.all([sha256(crypto, OFFLINE_SCRIPT), sha256(crypto, OFFLINE_STYLE)]).then(([script, style]) => offlinePagePolicy(script, style));
  const articles: RecentArticle[] = (await kept(await caches.open(ARTICLES_CACHE))).filter((entry) => entry.title).map(({ url, title }) => ({ url, title }));
  return new Response(offlinePageHtml(articles), {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': await policy, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' },
  });
}
