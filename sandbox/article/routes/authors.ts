import type { Hono } from 'hono';
import * as v from 'valibot';
import { findAccountByMemberId } from '../../accounts.ts';
import type { AuthorSeed } from '../../content/index.ts';
import { SandboxHttpError } from '../../http-errors.ts';
import { callerOf, rejectBadToken, writableAuthorIds } from '../access.ts';
import { paginate } from '../cursor.ts';
import type { RouteDeps } from '../deps.ts';
import { cursorParam, fetchParam, IdInput, pathId, readBody, readQuery } from '../http.ts';
import { ORDER_TYPES, sortKeyOf } from '../library.ts';
import { articleSummary, authorView } from '../views.ts';

/** The author's corner pages through Ownership with the service's cursor fields (startCursor, orderType, fetch). */
const OwnershipQuery = v.object({ fetch: fetchParam(10), startCursor: cursorParam, orderType: v.optional(v.picklist(ORDER_TYPES, `orderType must be one of ${ORDER_TYPES.join(', ')}`), 'updatedAt') });

const QueryByIdsBody = v.object({ authorIds: v.pipe(v.array(IdInput, 'authorIds must be an array of author ids'), v.maxLength(100, 'at most 100 authorIds')) });

/** Authors, roles and who may write for whom. */
export function registerAuthorRoutes(app: Hono, deps: RouteDeps): void {
  const { library, publicUrl } = deps;

  const viewsOf = async (authors: AuthorSeed[]) => {
    const published = await library.published();
    return authors.map((author) => authorView(publicUrl, author, published.filter((a) => a.authorId === author.id).length));
  };

  const authorOr404 = (authorId: number): AuthorSeed => {
    const author = library.content.authors.get(authorId);
    if (!author) throw new SandboxHttpError(404, 'authorNotFound', `no author ${authorId}`);
    return author;
  };

  // The caller's roles list; guests and anonymous callers have none.
  app.get('/api/Role', async (c) => {
    const caller = await callerOf(c, deps.verifyBearer);
    rejectBadToken(caller);
    const roles = caller.memberId === null ? [] : (findAccountByMemberId(caller.memberId)?.roles ?? []);
    return c.json([...roles]);
  });

  // Whether the caller may write for the author and, when they may (owner or admin), a page of the
  // author's articles in every status: published, draft and deleted (decision 028). Everyone else
  // gets isOwner: false and no articles, so the call never reveals a draft.
  app.get('/api/Author/:id/Ownership', async (c) => {
    const authorId = pathId(c.req.param('id'), 'author');
    authorOr404(authorId);
    const query = readQuery(c, OwnershipQuery);
    const caller = await callerOf(c, deps.verifyBearer);
    rejectBadToken(caller);
    const isOwner = writableAuthorIds(library.content, caller.memberId).has(authorId);
    const own = isOwner ? [...library.content.articles.values()].filter((a) => a.authorId === authorId) : [];
    const page = paginate(own, { order: query.orderType, keyOf: sortKeyOf(query.orderType), idOf: (a) => a.id, fetch: query.fetch, startCursor: query.startCursor });
    const articles = await Promise.all(page.items.map(async (a) => articleSummary(publicUrl, a, await library.statusOf(a))));
    return c.json({ authorId, isOwner, articles, nextCursor: page.nextCursor, total: page.total });
  });

  app.get('/api/Author/:id', async (c) => {
    const author = authorOr404(pathId(c.req.param('id'), 'author'));
    const [view] = await viewsOf([author]);
    return c.json(view);
  });

  app.post('/api/Author/QueryByAuthorIds', async (c) => {
    const body = await readBody(c, QueryByIdsBody);
    // In the order asked, without duplicates; unknown ids are left out.
    const authors = [...new Set(body.authorIds)].flatMap((id) => {
      const author = library.content.authors.get(id);
      return author ? [author] : [];
    });
    return c.json(await viewsOf(authors));
  });

  app.get('/api/Writer/AuthorizedAuthors', async (c) => {
    const caller = await callerOf(c, deps.verifyBearer);
    rejectBadToken(caller);
    const ids = [...writableAuthorIds(library.content, caller.memberId)].sort((a, b) => a - b);
    return c.json(await viewsOf(ids.flatMap((id) => library.content.authors.get(id) ?? [])));
  });
}
