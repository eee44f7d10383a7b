import { cache } from 'react';
import { priceOfPaidArticle } from '@/lib/articles/article-price';
import { type AuthorView, resolveAuthor } from '@/lib/articles/authors';
import { sanitizeArticleHtml } from '@/lib/articles/sanitize';
import { getConfig, getUpstreamContext, notFound } from '@/lib/server/request-context';
import { type ArticleDetail, getArticle } from '@/lib/upstream/article';
import { UpstreamError } from '@/lib/upstream/errors';
import { failRouteValidation } from '@/lib/server/fail-route-validation';
import { markMainContentUnavailable } from '@/lib/server/main-content-unavailable';
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

/**
 * The article of /article/{id} and /onlyarticlecontent/{id}, once per request (React cache()).
 * A malformed id is a failed route validation (spec §8 "Page Not Found: {path}"); an unknown,
 * draft or deleted article is the 404 page. Both must happen before the first <Suspense>, while the
 * status can still change, so pages await this first.
 */
export const loadArticle = cache(async (rawId: string): Promise<ArticleLoad> => {
  if (!ARTICLE_ID_PATTERN.test(rawId)) return failRouteValidation();
  const ctx = getUpstreamContext();
  let article: ArticleDetail | null;
  try {
    // moreFromAuthor is not shown: ask for the smallest page of it.
    ({ article } = await getArticle(ctx, { articleId: rawId, fetch: 1 }));
  } catch (err) {
    if (!(err instanceof UpstreamError && (err.status === 404 || err.status === 410))) {
      console.error(`[article] ${rawId}`, err);
      markMainContentUnavailable(`article ${rawId}: the article service failed and no copy was cached`);
      return { kind: 'error' };
    }
    article = null;
  }
  // The reader's view only ever holds published articles; anything else is not there for them.
  if (!article || article.status !== 'published') return notFound();

  const access = articleAccess(article);
  const { SITE_URL, IMAGE_PROXY_URL } = getConfig();
  const html = sanitizeArticleHtml(access.html, { siteUrl: SITE_URL, imageProxyUrl: IMAGE_PROXY_URL, imageDisplayWidth: ARTICLE_BODY_WIDTH }, article.articleId);
  // Only a locked article needs its price, and only one whose detail lacks it costs a call (Products).
  const price = access.locked ? await priceOfPaidArticle(ctx, article) : 0;
  return { kind: 'ok', article, html, locked: access.locked, price, reader: readerOf(ctx.tokenKind) };
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
