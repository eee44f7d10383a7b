import type { Hono } from 'hono';
import * as v from 'valibot';
import { SandboxHttpError } from '../../http-errors.ts';
import { callerOf, canWriteFor, requireMember } from '../access.ts';
import { paginate } from '../cursor.ts';
import type { RouteDeps } from '../deps.ts';
import { cursorParam, fetchParam, pathId, readQuery } from '../http.ts';
import { notFound, ORDER_TYPES, sortKeyOf } from '../library.ts';
import { articleDetail, articleSummary } from '../views.ts';

const RecentQuery = v.object({ fetch: fetchParam(10), startCursor: cursorParam });
const ArticleQuery = v.object({ fetch: fetchParam(10), startCursor: cursorParam, orderType: v.optional(v.picklist(ORDER_TYPES, `orderType must be one of ${ORDER_TYPES.join(', ')}`), 'updatedAt') });

/**
 * Reading articles: the recent list, the reader's view (with more from the same author),
 * the author-side view (drafts too) and deleting.
 */
export function registerArticleRoutes(app: Hono, deps: RouteDeps): void {
  const { library, publicUrl } = deps;

  // Registered before /api/Article/:id so "Recent" is never taken for an id.
  app.get('/api/Article/Recent/Summary', async (c) => {
    const query = readQuery(c, RecentQuery);
    const page = paginate(await library.published(), { order: 'updatedAt', keyOf: sortKeyOf('updatedAt'), idOf: (a) => a.id, fetch: query.fetch, startCursor: query.startCursor });
    return c.json({ articles: page.items.map((a) => articleSummary(publicUrl, a, 'published')), nextCursor: page.nextCursor, total: page.total });
  });

  // GET /api/Article/Unlocked is registered before this route (see index.ts).
  app.get('/api/Article/:id', async (c) => {
    const articleId = pathId(c.req.param('id'), 'article');
    const query = readQuery(c, ArticleQuery);
    const caller = await callerOf(c, deps.verifyBearer);
    const a = await library.readable(articleId);
    const access = await library.accessOf(caller.memberId, a);
    const others = (await library.published()).filter((o) => o.authorId === a.authorId && o.id !== a.id);
    const page = paginate(others, { order: query.orderType, keyOf: sortKeyOf(query.orderType), idOf: (o) => o.id, fetch: query.fetch, startCursor: query.startCursor });
    return c.json({
      article: articleDetail(publicUrl, a, 'published', access, 'reader'),
      moreFromAuthor: { articles: page.items.map((o) => articleSummary(publicUrl, o, 'published')), nextCursor: page.nextCursor, total: page.total },
    });
  });

  // The author-side view: published articles for everyone; drafts and deleted ones only for
  // a member who may write for the author (preview and editing).
  app.get('/api/Article/:id/Author/:authorId', async (c) => {
    const articleId = pathId(c.req.param('id'), 'article');
    const authorId = pathId(c.req.param('authorId'), 'author');
    const a = library.byAuthor(articleId, authorId);
    const status = await library.statusOf(a);
    const caller = await callerOf(c, deps.verifyBearer);
    const canEdit = canWriteFor(library.content, caller.memberId, authorId);
    const public_ = status === 'published' && a.visibility === 'public';
    if (!public_ && !canEdit) {
      if (status === 'deleted') throw notFound(articleId, authorId);
      requireMember(caller);
      throw new SandboxHttpError(403, 'forbidden', `member ${caller.memberId} may not read drafts of author ${authorId}`);
    }
    return c.json(articleDetail(publicUrl, a, status, await library.accessOf(caller.memberId, a)));
  });

  app.delete('/api/Article/:id/Author/:authorId', async (c) => {
    const articleId = pathId(c.req.param('id'), 'article');
    const authorId = pathId(c.req.param('authorId'), 'author');
    const memberId = requireMember(await callerOf(c, deps.verifyBearer));
    const a = library.byAuthor(articleId, authorId);
    if (!canWriteFor(library.content, memberId, authorId)) {
      throw new SandboxHttpError(403, 'forbidden', `member ${memberId} may not delete articles of author ${authorId}`);
    }
    if ((await library.statusOf(a)) !== 'deleted') {
      await library.state.markDeleted({ articleId, memberId, deletedAt: deps.now().toISOString() });
    }
    return c.json({ articleId, authorId, status: 'deleted' as const });
  });
}
