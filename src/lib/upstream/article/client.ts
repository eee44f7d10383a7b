import { POLICIES } from '../cache-policy';
import { UpstreamError } from '../errors';
import { upstreamRequest, type UpstreamContext } from '../http';
import {
  ArticleDetailSchema,
  ArticlePageSchema,
  ArticleResponseSchema,
  ArticleVersionPageSchema,
  ArticleVersionSchema,
  AuthorSchema,
  AuthorsSchema,
  DeleteResultSchema,
  OwnershipSchema,
  ProductsResponseSchema,
  RolesSchema,
  UnlockedPageSchema,
  UnlockResultSchema,
  type ArticleDetail,
  type ArticlePage,
  type ArticleResponse,
  type ArticleVersion,
  type ArticleVersionPage,
  type Author,
  type DeleteResult,
  type OrderType,
  type Ownership,
  type ProductsResponse,
  type SearchType,
  type UnlockedOrderType,
  type UnlockedPage,
  type UnlockResult,
  type UnlockType,
} from './schemas';

/** Spec §4, §7, §9 defaults. */
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

/** Spec §5/§8: the message when an author-side article call lacks its ids. */
export const MISSING_ARTICLE_IDS_MESSAGE = '沒有正確的articleId 或 authorId';

/** Ids as they come from routes or data: numbers, strings, or nothing. */
export type IdLike = number | string | null | undefined;

/**
 * A path segment for an id, or null when the value cannot be an id. Checking here keeps hostile
 * route parameters ('..', '%2F', 'x?y') out of upstream URLs altogether.
 */
function idSegment(value: IdLike): string | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  return /^[1-9]\d{0,14}$/.test(text) ? text : null;
}

const notFound = (message: string) => new UpstreamError('article', 404, message);

/** The ids of an author-side call as path segments. Spec §5/§8: both, or 404 without a call. */
function authorSideIds(ref: ArticleRef): { articleId: string; authorId: string } {
  const articleId = idSegment(ref.articleId);
  const authorId = idSegment(ref.authorId);
  if (!articleId || !authorId) throw notFound(MISSING_ARTICLE_IDS_MESSAGE);
  return { articleId, authorId };
}

// Every call is `return await upstreamRequest(…)`: awaiting attaches a handler to the inner promise
// at once, so a call that fails before sending (e.g. 401 without a token) is never reported as an
// unhandled rejection by workerd while the outer async function adopts it.

export interface ArticleQuery {
  articleId: IdLike;
  /** Paging of `moreFromAuthor`. */
  startCursor?: string | null | undefined;
  orderType?: OrderType | undefined;
  fetch?: number | undefined;
}

/** GET /api/Article/{id}: the reader's view (the token, when held, decides paid access) and more from the author. */
export async function getArticle(ctx: UpstreamContext, query: ArticleQuery): Promise<ArticleResponse> {
  const id = idSegment(query.articleId);
  if (!id) throw notFound(`no article ${JSON.stringify(query.articleId ?? null)}`);
  return await upstreamRequest(ctx, {
    service: 'article',
    path: `/api/Article/${id}`, cache: POLICIES.article,
    query: { startCursor: query.startCursor, orderType: query.orderType ?? ARTICLE_DEFAULTS.orderType, fetch: query.fetch ?? ARTICLE_DEFAULTS.fetch },
    auth: Boolean(ctx.token),
    schema: ArticleResponseSchema,
  });
}

export interface ArticleRef {
  articleId: IdLike;
  authorId: IdLike;
}

/** GET /api/Article/{id}/Author/{authorId}: the author-side view (drafts for the author's editors). Spec §5: both ids or 404. */
export async function getArticleForAuthor(ctx: UpstreamContext, ref: ArticleRef): Promise<ArticleDetail> {
  const { articleId, authorId } = authorSideIds(ref);
  return await upstreamRequest(ctx, {
    service: 'article',
    path: `/api/Article/${articleId}/Author/${authorId}`,
    auth: Boolean(ctx.token),
    schema: ArticleDetailSchema,
  });
}

/** GET /api/Article/Recent/Summary: the newest published articles (fetch 10 by default; 3 for the recent block). */
export async function getRecentSummary(ctx: UpstreamContext, query: { fetch?: number | undefined; startCursor?: string | null | undefined } = {}): Promise<ArticlePage> {
  return await upstreamRequest(ctx, {
    service: 'article',
    path: '/api/Article/Recent/Summary', cache: POLICIES.recentArticles,
    query: { fetch: query.fetch ?? ARTICLE_DEFAULTS.fetch, startCursor: query.startCursor },
    schema: ArticlePageSchema,
  });
}

/** POST /api/Product/Products: pCoin prices of an author's articles (unitIds are article ids). */
export async function getProducts(ctx: UpstreamContext, query: { authorId: number; unitIds: readonly number[] }): Promise<ProductsResponse> {
  if (query.unitIds.length === 0) return { authorId: query.authorId, products: [] };
  return await upstreamRequest(ctx, {
    service: 'article',
    method: 'POST',
    path: '/api/Product/Products', cache: POLICIES.products,
    json: { authorId: query.authorId, unitIds: query.unitIds },
    schema: ProductsResponseSchema,
  });
}

/** POST /api/Authorization/Article/{id}/Author/{authorId}/BonusPoint: unlock with pCoin (members only; never charges twice). */
export async function unlockArticleWithBonusPoint(ctx: UpstreamContext, ref: { articleId: number; authorId: number }): Promise<UnlockResult> {
  const { articleId, authorId } = authorSideIds(ref);
  return await upstreamRequest(ctx, {
    service: 'article',
    method: 'POST',
    path: `/api/Authorization/Article/${articleId}/Author/${authorId}/BonusPoint`,
    json: { articleId: ref.articleId, authorId: ref.authorId },
    auth: true,
    schema: UnlockResultSchema,
  });
}

export interface SearchQuery {
  keywords: string;
  searchType?: SearchType | undefined;
  orderType?: OrderType | undefined;
  startCursor?: string | null | undefined;
  fetch?: number | undefined;
}

/** What every search pages by: the order and cursor go in the body, the page size in the query. */
type SearchPaging = Pick<SearchQuery, 'orderType' | 'startCursor' | 'fetch'>;

/** POST to a search endpoint: `criteria` plus the paging (order updatedAt, first page, 10 by default). */
async function searchPage(ctx: UpstreamContext, path: string, paging: SearchPaging, criteria: Record<string, unknown>): Promise<ArticlePage> {
  return await upstreamRequest(ctx, {
    service: 'article',
    method: 'POST',
    path, cache: POLICIES.articleSearch,
    query: { fetch: paging.fetch ?? ARTICLE_DEFAULTS.fetch },
    json: { ...criteria, orderType: paging.orderType ?? ARTICLE_DEFAULTS.orderType, startCursor: paging.startCursor ?? null },
    schema: ArticlePageSchema,
  });
}

/** POST /api/Article/Search (search type defaults to tags, order to updatedAt). */
export async function searchArticles(ctx: UpstreamContext, query: SearchQuery): Promise<ArticlePage> {
  return await searchPage(ctx, '/api/Article/Search', query, { searchType: query.searchType ?? ARTICLE_DEFAULTS.searchType, keywords: query.keywords });
}

export interface TagSearchQuery {
  /** Any of these tags; may be empty when a filter narrows the list (e.g. an author's page). */
  tags: readonly string[];
  orderType?: OrderType | undefined;
  startCursor?: string | null | undefined;
  filters?: { authorIds?: readonly number[]; stockTags?: readonly string[]; isPaid?: boolean } | undefined;
  fetch?: number | undefined;
}

/** POST /api/Article/Search/Tags: the listing behind categories, tags and author pages. */
export async function searchArticlesByTags(ctx: UpstreamContext, query: TagSearchQuery): Promise<ArticlePage> {
  return await searchPage(ctx, '/api/Article/Search/Tags', query, { tags: query.tags, filters: query.filters ?? {} });
}

/** GET /api/Role: the caller's roles. Spec §7: defaults to [] (no token, no call). */
export async function getRoles(ctx: UpstreamContext): Promise<string[]> {
  if (!ctx.token) return [];
  return await upstreamRequest(ctx, { service: 'article', path: '/api/Role', auth: true, schema: RolesSchema });
}

export interface OwnershipQuery {
  startCursor?: string | null | undefined;
  orderType?: OrderType | undefined;
  /** Articles a page (1–50; 10 by default). A check that needs no list asks for 1. */
  fetch?: number | undefined;
}

/**
 * GET /api/Author/{id}/Ownership: may the caller act for this author, and (when they may) a page of
 * the author's articles in every status (decision 028). Without a token: no, and no articles, no call.
 */
export async function getAuthorOwnership(ctx: UpstreamContext, authorId: IdLike, query: OwnershipQuery = {}): Promise<Ownership> {
  const id = idSegment(authorId);
  if (!id) throw notFound(`no author ${JSON.stringify(authorId ?? null)}`);
  if (!ctx.token) return { authorId: Number(id), isOwner: false, articles: [], nextCursor: null, total: 0 };
  return await upstreamRequest(ctx, {
    service: 'article',
    path: `/api/Author/${id}/Ownership`,
    query: { startCursor: query.startCursor, orderType: query.orderType ?? ARTICLE_DEFAULTS.orderType, fetch: query.fetch ?? ARTICLE_DEFAULTS.fetch },
    auth: true,
    schema: OwnershipSchema,
  });
}

/** GET /api/Author/{id}. */
export async function getAuthor(ctx: UpstreamContext, authorId: IdLike): Promise<Author> {
  const id = idSegment(authorId);
  if (!id) throw notFound(`no author ${JSON.stringify(authorId ?? null)}`);
  return await upstreamRequest(ctx, { service: 'article', path: `/api/Author/${id}`, cache: POLICIES.authors, schema: AuthorSchema });
}

/** DELETE /api/Article/{id}/Author/{authorId}: for the author's editors only. */
export async function deleteArticle(ctx: UpstreamContext, ref: ArticleRef): Promise<DeleteResult> {
  const { articleId, authorId } = authorSideIds(ref);
  return await upstreamRequest(ctx, {
    service: 'article',
    method: 'DELETE',
    path: `/api/Article/${articleId}/Author/${authorId}`,
    auth: true,
    schema: DeleteResultSchema,
  });
}

export interface UnlockedQuery {
  unlockType?: UnlockType | undefined;
  orderType?: UnlockedOrderType | undefined;
  startCursor?: string | null | undefined;
  fetch?: number | undefined;
}

/** GET /api/Article/Unlocked: what the signed-in member unlocked (bonusPoint, by articleUpdate by default). */
export async function getUnlockedArticles(ctx: UpstreamContext, query: UnlockedQuery = {}): Promise<UnlockedPage> {
  return await upstreamRequest(ctx, {
    service: 'article',
    path: '/api/Article/Unlocked',
    query: {
      unlockType: query.unlockType ?? ARTICLE_DEFAULTS.unlockType,
      orderType: query.orderType ?? ARTICLE_DEFAULTS.unlockedOrderType,
      startCursor: query.startCursor,
      fetch: query.fetch,
    },
    auth: true,
    schema: UnlockedPageSchema,
  });
}

/** POST /api/Author/QueryByAuthorIds. Spec §5: no ids → [] without a call. */
export async function queryAuthorsByIds(ctx: UpstreamContext, authorIds: readonly number[]): Promise<Author[]> {
  if (authorIds.length === 0) return [];
  return await upstreamRequest(ctx, {
    service: 'article',
    method: 'POST',
    path: '/api/Author/QueryByAuthorIds', cache: POLICIES.authors,
    json: { authorIds },
    schema: AuthorsSchema,
  });
}

/** No version asked for: spec §5 answers an empty object. */
export type NoArticleVersion = Record<string, never>;

/** GET /api/Article/{id}/Author/{authorId}/Version/{version}. Spec §5: without all three → {} without a call. */
export async function getArticleVersion(ctx: UpstreamContext, ref: ArticleRef & { version: IdLike }): Promise<ArticleVersion | NoArticleVersion> {
  const articleId = idSegment(ref.articleId);
  const authorId = idSegment(ref.authorId);
  const version = idSegment(ref.version);
  if (!articleId || !authorId || !version) return {};
  return await upstreamRequest(ctx, {
    service: 'article',
    path: `/api/Article/${articleId}/Author/${authorId}/Version/${version}`,
    auth: true,
    schema: ArticleVersionSchema,
  });
}

export interface VersionsQuery extends ArticleRef {
  startCursor?: string | null | undefined;
  page?: number | undefined;
  fetch?: number | undefined;
}

/** GET /api/Article/{id}/Author/{authorId}/Versions (page 0, fetch 20). Spec §5: without both ids → no versions, without a call. */
export async function getArticleVersions(ctx: UpstreamContext, query: VersionsQuery): Promise<ArticleVersionPage> {
  const articleId = idSegment(query.articleId);
  const authorId = idSegment(query.authorId);
  const page = query.page ?? ARTICLE_DEFAULTS.versionsPage;
  const fetch = query.fetch ?? ARTICLE_DEFAULTS.versionsFetch;
  if (!articleId || !authorId) return { versions: [], nextCursor: null, page, fetch, total: 0 };
  return await upstreamRequest(ctx, {
    service: 'article',
    path: `/api/Article/${articleId}/Author/${authorId}/Versions`,
    query: { startCursor: query.startCursor, page, fetch },
    auth: true,
    schema: ArticleVersionPageSchema,
  });
}

/** GET /api/Writer/AuthorizedAuthors: the authors the signed-in member may write for ([] without a token). */
export async function getAuthorizedAuthors(ctx: UpstreamContext): Promise<Author[]> {
  if (!ctx.token) return [];
  return await upstreamRequest(ctx, { service: 'article', path: '/api/Writer/AuthorizedAuthors', auth: true, schema: AuthorsSchema });
}
