import { POLICIES } from '../../cache-policy';
import { upstreamRequest, type UpstreamContext } from '../../http';
import { AuthorSchema, AuthorsSchema, OwnershipSchema, RolesSchema, type Author, type OrderType, type Ownership } from '../schemas';
import { ARTICLE_DEFAULTS, idSegment, notFound, type IdLike } from './shared';

/** Authors and who may act for them: roles, ownership, authors by id, the authors a member writes for. */

/** GET /api/Role: the caller's roles; [] without a token, and then without a call. */
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

/** POST /api/Author/QueryByAuthorIds. No ids → [] without a call. */
export async function queryAuthorsByIds(ctx: UpstreamContext, authorIds: readonly number[]): Promise<Author[]> {
  if (authorIds.length === 0) return [];
  return await upstreamRequest(ctx, { service: 'article', method: 'POST', path: '/api/Author/QueryByAuthorIds', cache: POLICIES.authors, json: { authorIds }, schema: AuthorsSchema });
}

/** GET /api/Writer/AuthorizedAuthors: the authors the signed-in member may write for ([] without a token). */
export async function getAuthorizedAuthors(ctx: UpstreamContext): Promise<Author[]> {
  if (!ctx.token) return [];
  return await upstreamRequest(ctx, { service: 'article', path: '/api/Writer/AuthorizedAuthors', auth: true, schema: AuthorsSchema });
}
