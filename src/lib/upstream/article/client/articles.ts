import { POLICIES } from '../../cache-policy';
import { upstreamRequest, type UpstreamContext } from '../../http';
import {
  ArticleDetailSchema,
  ArticlePageSchema,
  ArticleResponseSchema,
  DeleteResultSchema,
  type ArticleDetail,
  type ArticlePage,
  type ArticleResponse,
  type DeleteResult,
  type OrderType,
} from '../schemas';
import { ARTICLE_DEFAULTS, authorSideIds, idSegment, notFound, type ArticleRef, type IdLike } from './shared';

/** The article calls: the reader's and the author's view of one article, the newest, a deletion. */

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
    path: `/api/Article/${id}`,
    cache: POLICIES.article,
    query: { startCursor: query.startCursor, orderType: query.orderType ?? ARTICLE_DEFAULTS.orderType, fetch: query.fetch ?? ARTICLE_DEFAULTS.fetch },
    auth: Boolean(ctx.token),
    schema: ArticleResponseSchema,
  });
}

/** GET /api/Article/{id}/Author/{authorId}: the author-side view (drafts for the author's editors). Both ids or 404. */
export async function getArticleForAuthor(ctx: UpstreamContext, ref: ArticleRef): Promise<ArticleDetail> {
  const { articleId, authorId } = authorSideIds(ref);
  return await upstreamRequest(ctx, { service: 'article', path: `/api/Article/${articleId}/Author/${authorId}`, auth: Boolean(ctx.token), schema: ArticleDetailSchema });
}

/** GET /api/Article/Recent/Summary: the newest published articles (fetch 10 by default; 3 for the recent block). */
export async function getRecentSummary(ctx: UpstreamContext, query: { fetch?: number | undefined; startCursor?: string | null | undefined } = {}): Promise<ArticlePage> {
  return await upstreamRequest(ctx, {
    service: 'article',
    path: '/api/Article/Recent/Summary',
    cache: POLICIES.recentArticles,
    query: { fetch: query.fetch ?? ARTICLE_DEFAULTS.fetch, startCursor: query.startCursor },
    schema: ArticlePageSchema,
  });
}

/** DELETE /api/Article/{id}/Author/{authorId}: for the author's editors only. */
export async function deleteArticle(ctx: UpstreamContext, ref: ArticleRef): Promise<DeleteResult> {
  const { articleId, authorId } = authorSideIds(ref);
  return await upstreamRequest(ctx, { service: 'article', method: 'DELETE', path: `/api/Article/${articleId}/Author/${authorId}`, auth: true, schema: DeleteResultSchema });
}
