import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import type { UpstreamContext } from '../upstream/http';
import { resolveAuthor, resolveAuthors } from './authors';

const config = { ARTICLE_API_URL: 'http://up.test/article', FORUM_API_URL: 'http://up.test/forum', PROFILE_API_URL: 'http://up.test/profile' } as AppConfig;

const author = (authorId: number, extra: Partial<Record<string, unknown>> = {}) => ({
  authorId,
  type: 'author',
  name: `作者${authorId}`,
  avatar: `http://up.test/static/a${authorId}.svg`,
  bio: '簡介',
  officialId: null,
  memberId: null,
  articleCount: 3,
  ...extra,
});

/** Authors 1–30: every third an official, every third a member, the rest columnists. */
const KNOWN = Array.from({ length: 30 }, (_, i) => {
  const id = i + 1;
  if (id % 3 === 0) return author(id, { type: 'official', officialId: 500 + id, name: '舊官方名' });
  if (id % 3 === 1) return author(id, { type: 'member', memberId: 9000 + id, name: '舊暱稱' });
  return author(id);
});

interface Options {
  failForum?: boolean;
  failProfile?: boolean;
  failArticle?: boolean;
}

/** An upstream that answers from KNOWN and records every request it receives. */
function upstream(options: Options = {}) {
  const calls: { path: string; body: unknown; query: string }[] = [];
  const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { 'content-type': 'application/json' } });
  const ctx: UpstreamContext = {
    config,
    edgeCache: false,
    fetch: async (input, init) => {
      const req = new Request(input, init);
      const url = new URL(req.url);
      const body = req.method === 'POST' ? await req.json() : null;
      calls.push({ path: url.pathname, body, query: url.search });
      if (url.pathname === '/article/api/Author/QueryByAuthorIds') {
        if (options.failArticle) return json({ error: { code: 'down', message: 'down' } }, 503);
        const ids = (body as { authorIds: number[] }).authorIds;
        return json(ids.flatMap((id) => KNOWN.filter((a) => a.authorId === id)));
      }
      const one = /^\/article\/api\/Author\/(\d+)$/.exec(url.pathname);
      if (one) {
        if (options.failArticle) return json({ error: { code: 'down', message: 'down' } }, 503);
        const found = KNOWN.find((a) => a.authorId === Number(one[1]));
        return found ? json(found) : json({ error: { code: 'authorNotFound', message: 'no author' } }, 404);
      }
      if (url.pathname === '/forum/api/Official/GetOfficialsByIds') {
        if (options.failForum) return json({ error: { code: 'down', message: 'down' } }, 500);
        const ids = (url.searchParams.get('officialIds') ?? '').split(',').map(Number);
        return json(ids.map((id) => ({ id, name: `官方${id}`, avatar: `http://up.test/o${id}.svg`, description: '' })));
      }
      if (url.pathname === '/profile/graphql/query/members') {
        if (options.failProfile) return new Response('boom', { status: 502 });
        const ids = (body as { memberIds: number[] }).memberIds;
        return json({ data: { members: ids.map((id) => ({ id, nickname: `會員${id}`, image: null })) } });
      }
      return json({ error: { code: 'notFound', message: url.pathname } }, 404);
    },
  };
  return { ctx, calls };
}

describe('resolveAuthors', () => {
  it('resolves 30 authors of three kinds in exactly three calls (one per kind), not one per author', async () => {
    const { ctx, calls } = upstream();
    const ids = KNOWN.map((a) => a.authorId);
    const views = await resolveAuthors(ctx, [...ids, ...ids]); // duplicates are asked for once
    expect(calls.map((c) => c.path).sort()).toEqual(['/article/api/Author/QueryByAuthorIds', '/forum/api/Official/GetOfficialsByIds', '/profile/graphql/query/members']);
    expect((calls.find((c) => c.path.endsWith('QueryByAuthorIds'))?.body as { authorIds: number[] }).authorIds).toEqual(ids);
    expect(views.size).toBe(30);
    // Officials: the forum's name and picture win over the article service's copy.
    expect(views.get(3)).toMatchObject({ kind: 'official', name: '官方503', avatar: 'http://up.test/o503.svg', href: '/author/3' });
    // Members: the profile's nickname; no picture there → the article service's picture remains.
    expect(views.get(1)).toMatchObject({ kind: 'member', name: '會員9001', avatar: 'http://up.test/static/a1.svg' });
    expect(views.get(2)).toMatchObject({ kind: 'author', name: '作者2', bio: '簡介', articleCount: 3 });
  });

  it('asks only the services it needs: columnists alone cost one call', async () => {
    const { ctx, calls } = upstream();
    const views = await resolveAuthors(ctx, [2, 5, 8]);
    expect(calls.map((c) => c.path)).toEqual(['/article/api/Author/QueryByAuthorIds']);
    expect([...views.keys()]).toEqual([2, 5, 8]);
  });

  it('makes no call at all for an empty list or ids that cannot exist', async () => {
    const { ctx, calls } = upstream();
    expect((await resolveAuthors(ctx, [])).size).toBe(0);
    expect((await resolveAuthors(ctx, [0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2])).size).toBe(0);
    expect(calls).toHaveLength(0);
  });

  it('leaves unknown authors out of the map', async () => {
    const { ctx } = upstream();
    const views = await resolveAuthors(ctx, [2, 404]);
    expect(views.has(2)).toBe(true);
    expect(views.has(404)).toBe(false);
  });

  it('falls back to the article service copy when the forum or profile service fails', async () => {
    const { ctx } = upstream({ failForum: true, failProfile: true });
    const views = await resolveAuthors(ctx, [1, 3]);
    expect(views.get(1)).toMatchObject({ name: '舊暱稱', avatar: 'http://up.test/static/a1.svg' });
    expect(views.get(3)).toMatchObject({ name: '舊官方名' });
  });

  it('throws when the article service itself fails, so the section can show its error state', async () => {
    const { ctx } = upstream({ failArticle: true });
    await expect(resolveAuthors(ctx, [1])).rejects.toMatchObject({ status: 503 });
  });
});

describe('resolveAuthor', () => {
  it('asks GET /api/Author/{id} once (not a batch of one), then the service its kind needs', async () => {
    const { ctx, calls } = upstream();
    expect(await resolveAuthor(ctx, 6)).toMatchObject({ authorId: 6, kind: 'official', name: '官方506', avatar: 'http://up.test/o506.svg', href: '/author/6' });
    expect(calls.map((c) => c.path)).toEqual(['/article/api/Author/6', '/forum/api/Official/GetOfficialsByIds']);
  });

  it('agrees with the list path for every kind of author', async () => {
    const { ctx } = upstream();
    const list = await resolveAuthors(ctx, [1, 2, 3]);
    for (const id of [1, 2, 3]) expect(await resolveAuthor(ctx, id)).toEqual(list.get(id));
  });

  it('a columnist costs exactly one call', async () => {
    const { ctx, calls } = upstream();
    expect(await resolveAuthor(ctx, 5)).toMatchObject({ kind: 'author', name: '作者5', articleCount: 3 });
    expect(calls.map((c) => c.path)).toEqual(['/article/api/Author/5']);
  });

  it('an unknown author is undefined (the page answers 404); an impossible id makes no call', async () => {
    const { ctx, calls } = upstream();
    expect(await resolveAuthor(ctx, 999)).toBeUndefined();
    expect(calls.map((c) => c.path)).toEqual(['/article/api/Author/999']);
    for (const id of [0, -1, 1.5, Number.NaN]) expect(await resolveAuthor(ctx, id)).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('keeps the article service copy when the forum fails, and throws when the article service fails', async () => {
    expect(await resolveAuthor(upstream({ failForum: true }).ctx, 3)).toMatchObject({ name: '舊官方名' });
    await expect(resolveAuthor(upstream({ failArticle: true }).ctx, 3)).rejects.toMatchObject({ status: 503 });
  });
});
