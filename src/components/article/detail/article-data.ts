import { cache } from 'react';
import { priceOfPaidArticle } from '@/lib/articles/article-price';
import { type AuthorView, resolveAuthor } from '@/lib/articles/authors';
import { articleBodies } from '@/lib/articles/sanitized-bodies';
import { edgeArticleIndex, forgetGoneArticle } from '@/lib/article-index/edge-article-index';
import type { IndexedArticle } from '@/lib/article-index/entry';
import { isBot } from '@/lib/http/bots';
import { getConfig, getRequest, getUpstreamContext, notFound } from '@/lib/server/request-context';
import { type ArticleDetail, getArticle } from '@/lib/upstream/article';
import { UpstreamError } from '@/lib/upstream/errors';
import { failRouteValidation } from '@/lib/server/fail-route-validation';
import { markMainContentUnavailable } from '@/lib/server/main-content-unavailable';
import { markRenderDegraded } from '@/lib/server/request-scope';
import { articleAccess, type Reader, readerOf } from './access';

/** What an article id in a URL may look like (the article client's own rule): 1–15 digits, no leading 0. */
export const ARTICLE_ID_PATTERN = /^[1-9]\d{0,14}$/;
/** The widest the body column gets (CSS px): the `sizes` of body images and the cover. */
export const ARTICLE_BODY_WIDTH = 800;

export interface ReadableArticle {
  kind: 'ok';
  article: ArticleDetail;
  /** Sanitised HTML: the body, or the teaser while locked. */
  html: string;
  locked: boolean;
  /** pCoin to unlock (while locked): the detail's, else the product catalogue's; null when neither can say now. */
  price: number | null;
  reader: Reader;
}

/** The upstream failed (not the reader's fault): the page shows an error state, never a 5xx. */
export type ArticleLoad = ReadableArticle | { kind: 'error' };

/** The article service's answer for a reader: the article, "not there for you" (missing), or a failure. */
export type FetchedArticle = ArticleLoad | { kind: 'missing' };

/**
 * The reader's article, once per request (React cache()), without deciding any status: the eager
 * and the streamed pages below both read it.
 */
const fetchArticle = cache(async (rawId: string): Promise<FetchedArticle> => {
  const ctx = getUpstreamContext();
  let article: ArticleDetail | null;
  try {
    // moreFromAuthor is not shown: ask for the smallest page of it.
    ({ article } = await getArticle(ctx, { articleId: rawId, fetch: 1 }));
  } catch (err) {
    if (!(err instanceof UpstreamError && (err.status === 404 || err.status === 410))) {
      console.error(`[article] ${rawId}`, err);
      return { kind: 'error' };
    }
    article = null;
  }
  // The reader's view only ever holds published articles; anything else is not there for them.
  if (!article || article.status !== 'published') return { kind: 'missing' };

  const access = articleAccess(article);
  const { SITE_URL, IMAGE_PROXY_URL } = getConfig();
  // Through the isolate's copy: readers on URLs of their own share one sanitisation of a long body (decision 038).
  const html = await articleBodies.sanitize(access.html, { siteUrl: SITE_URL, imageProxyUrl: IMAGE_PROXY_URL, imageDisplayWidth: ARTICLE_BODY_WIDTH }, article.articleId);
  // Only a locked article needs its price, and only one whose detail lacks it costs a call (Products).
  const price = access.locked ? await priceOfPaidArticle(ctx, article) : 0;
  return { kind: 'ok', article, html, locked: access.locked, price, reader: readerOf(ctx.tokenKind) };
});

/**
 * The article of /article/{id} and /onlyarticlecontent/{id} when the page waits for it before its
 * first byte (an id the edge article index does not list, or a crawler). A malformed id is a failed
 * route validation (the error "Page Not Found: {path}"); an unknown, draft or deleted article is the
 * 404 page; a failure marks the main content unavailable (503 for the document, decision 022). All
 * of it must happen before the first <Suspense>, while the status can still change.
 */
export const loadArticle = cache(async (rawId: string): Promise<ArticleLoad> => {
  if (!ARTICLE_ID_PATTERN.test(rawId)) return failRouteValidation();
  const fetched = await fetchArticle(rawId);
  if (fetched.kind === 'missing') return notFound();
  if (fetched.kind === 'error') markMainContentUnavailable(`article ${rawId}: the article service failed and no copy was cached`);
  return fetched;
});

/**
 * The article of a page whose 200 has already gone (the index listed it): streamed behind its
 * Suspense boundary. The status cannot change any more, so a 404 from the service (deleted or
 * withdrawn since the index's refresh) shows the not-found state, and this isolate stops listing
 * the id so its next reader waits for the true 404 (decision 029).
 */
export async function loadStreamedArticle(rawId: string): Promise<FetchedArticle> {
  const fetched = await fetchArticle(rawId);
  if (fetched.kind === 'missing') {
    // A 200 that shows "not found" is not the page anyone else should get (the guest page cache, decision 030).
    markRenderDegraded(`article ${rawId}: listed by the index, but the service no longer has it`);
    await forgetGoneArticle(Number(rawId));
  }
  return fetched;
}

/** How an article page starts: with the article loaded (its status decided by it), or with the index's entry at once. */
export type ArticleGate = { kind: 'loaded'; load: ArticleLoad } | { kind: 'listed'; entry: IndexedArticle };

/**
 * Whether an article page may send its 200 before the article arrives (decision 029): a malformed
 * id is an immediate 404 without any upstream call; a published id the edge article index lists
 * starts at once; anything else, and every request from a crawler (which needs the true status:
 * 404, or 503 when the service fails), waits for the article service as before.
 */
export const gateArticle = cache(async (rawId: string): Promise<ArticleGate> => {
  if (!ARTICLE_ID_PATTERN.test(rawId)) return failRouteValidation();
  if (!isBot(getRequest().headers.get('user-agent'))) {
    const entry = await edgeArticleIndex.lookup(Number(rawId), getConfig());
    if (entry) return { kind: 'listed', entry };
  }
  return { kind: 'loaded', load: await loadArticle(rawId) };
});

/**
 * The article's author, once per request whoever asks (byline, JSON-LD, page view). Undefined for
 * an author the service does not know; throws when the service fails (each section shows its own state).
 */
export const loadAuthor = cache(async (authorId: number): Promise<AuthorView | undefined> => resolveAuthor(getUpstreamContext(), authorId));

/** The author for a section that must not fail because of it (JSON-LD, page view): null when unavailable. */
export async function authorOrNull(authorId: number): Promise<AuthorView | null> {
  try {
    return (await loadAuthor(authorId)) ?? null;
  } catch {
    return null;
  }
}
