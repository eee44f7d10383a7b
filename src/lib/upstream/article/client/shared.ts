import { UpstreamError } from '../../errors';

/**
 * What every call family of the article client (articles, authors, search, unlock, versions; the
 * sandbox's article routes are grouped the same way) shares: the spec's defaults and the checks that
 * turn route ids into path segments.
 *
 * Every call is `return await upstreamRequest(…)`: awaiting attaches a handler to the inner promise
 * at once, so a call that fails before sending (e.g. 401 without a token) is never reported as an
 * unhandled rejection by workerd while the outer async function adopts it.
 */

/** The article calls' defaults: newest updates first, 10 articles a fetch, versions 20 a page. */
export const ARTICLE_DEFAULTS = {
  orderType: 'updatedAt',
  fetch: 10,
  /** The "recent articles" block shows 3. */
  recentArticles: 3,
  searchType: 'tags',
  unlockType: 'bonusPoint',
  unlockedOrderType: 'articleUpdate',
  versionsPage: 0,
  versionsFetch: 20,
} as const;

/** The 404 message when an author-side article call lacks its ids. */
export const MISSING_ARTICLE_IDS_MESSAGE = '沒有正確的articleId 或 authorId';

/** Ids as they come from routes or data: numbers, strings, or nothing. */
export type IdLike = number | string | null | undefined;

/**
 * A path segment for an id, or null when the value cannot be an id. Checking here keeps hostile
 * route parameters ('..', '%2F', 'x?y') out of upstream URLs altogether.
 */
export function idSegment(value: IdLike): string | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  return /^[1-9]\d{0,14}$/.test(text) ? text : null;
}

export const notFound = (message: string) => new UpstreamError('article', 404, message);

/** The ids of an author-side call as path segments: both, or 404 without a call. */
export function authorSideIds(ref: ArticleRef): { articleId: string; authorId: string } {
  const articleId = idSegment(ref.articleId);
  const authorId = idSegment(ref.authorId);
  if (!articleId || !authorId) throw notFound(MISSING_ARTICLE_IDS_MESSAGE);
  return { articleId, authorId };
}

export interface ArticleRef {
  articleId: IdLike;
  authorId: IdLike;
}
