import { upstreamRequest, type UpstreamContext } from '../../http';
import { ArticleVersionPageSchema, ArticleVersionSchema, type ArticleVersion, type ArticleVersionPage } from '../schemas';
import { ARTICLE_DEFAULTS, idSegment, type ArticleRef, type IdLike } from './shared';

/** An article's saved versions, for the author's editors. */

/** No version asked for: the answer is an empty object. */
export type NoArticleVersion = Record<string, never>;

/** GET /api/Article/{id}/Author/{authorId}/Version/{version}. Without all three → {} without a call. */
export async function getArticleVersion(ctx: UpstreamContext, ref: ArticleRef & { version: IdLike }): Promise<ArticleVersion | NoArticleVersion> {
  const articleId = idSegment(ref.articleId);
  const authorId = idSegment(ref.authorId);
  const version = idSegment(ref.version);
  if (!articleId || !authorId || !version) return {};
  return await upstreamRequest(ctx, { service: 'article', path: `/api/Article/${articleId}/Author/${authorId}/Version/${version}`, auth: true, schema: ArticleVersionSchema });
}

export interface VersionsQuery extends ArticleRef {
  startCursor?: string | null | undefined;
  page?: number | undefined;
  fetch?: number | undefined;
}

/** GET /api/Article/{id}/Author/{authorId}/Versions (page 0, fetch 20). Without both ids → no versions, without a call. */
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
