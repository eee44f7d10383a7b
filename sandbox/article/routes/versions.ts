import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { ArticleRecord } from '../../content/index.ts';
import { SandboxHttpError } from '../../http-errors.ts';
import { callerOf, canWriteFor, requireMember } from '../access.ts';
import { encodeCursor, paginate } from '../cursor.ts';
import type { RouteDeps } from '../deps.ts';
import { cursorParam, fetchParam, pathId, readQuery } from '../http.ts';
import { versionDetail, versionsOf, versionSummary } from '../views.ts';

const VersionsQuery = v.object({
  startCursor: cursorParam,
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'page must be a whole number from 0'), v.transform(Number)), '0'),
  fetch: fetchParam(20),
});

/**
 * An article's version history, for its author's editors only (versions of a paid article hold
 * its whole body, and drafts have versions too).
 */
export function registerVersionRoutes(app: Hono, deps: RouteDeps): void {
  const { library, publicUrl } = deps;

  const editableArticle = async (c: Context): Promise<ArticleRecord> => {
    const articleId = pathId(c.req.param('id'), 'article');
    const authorId = pathId(c.req.param('authorId'), 'author');
    const memberId = requireMember(await callerOf(c, deps.verifyBearer));
    const a = library.byAuthor(articleId, authorId);
    if (!canWriteFor(library.content, memberId, authorId)) {
      throw new SandboxHttpError(403, 'forbidden', `member ${memberId} may not read versions of author ${authorId}`);
    }
    return a;
  };

  app.get('/api/Article/:id/Author/:authorId/Version/:version', async (c) => {
    const a = await editableArticle(c);
    const raw = c.req.param('version');
    const found = /^[1-9]\d{0,5}$/.test(raw) ? versionsOf(a).find((x) => x.version === Number(raw)) : undefined;
    if (!found) throw new SandboxHttpError(404, 'versionNotFound', `article ${a.id} has no version ${JSON.stringify(raw).slice(0, 20)}`);
    return c.json(versionDetail(publicUrl, a, await library.statusOf(a), found));
  });

  app.get('/api/Article/:id/Author/:authorId/Versions', async (c) => {
    const a = await editableArticle(c);
    const query = readQuery(c, VersionsQuery);
    const all = versionsOf(a);
    const byVersion = { order: 'version', keyOf: (x: (typeof all)[number]) => x.version, idOf: (x: (typeof all)[number]) => x.version, fetch: query.fetch };
    // A cursor wins over a page number; without one, `page` counts pages of `fetch` from 0.
    let items: typeof all;
    let nextCursor: string | null;
    if (query.startCursor) {
      ({ items, nextCursor } = paginate(all, { ...byVersion, startCursor: query.startCursor }));
    } else {
      const start = query.page * query.fetch;
      items = all.slice(start, start + query.fetch);
      const last = items.at(-1);
      nextCursor = last && all.length > start + query.fetch ? encodeCursor({ o: 'version', k: last.version, id: last.version }) : null;
    }
    return c.json({ versions: items.map((x) => versionSummary(a, x)), nextCursor, page: query.page, fetch: query.fetch, total: all.length });
  });
}
