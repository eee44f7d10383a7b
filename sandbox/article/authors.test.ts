import { describe, expect, it } from 'vitest';
import { harness, PUBLIC_URL, type TestToken, walkPages } from './test-support.ts';

describe('GET /api/Role', () => {
  it('answers the demo account’s roles, and [] for guests and anonymous callers', async () => {
    const h = harness();
    expect(await h.json('/api/Role', { token: 'admin' })).toEqual({ status: 200, body: ['admin', 'writer'] });
    expect((await h.json('/api/Role', { token: 'writer' })).body).toEqual(['writer']);
    expect((await h.json('/api/Role', { token: 'member' })).body).toEqual([]);
    expect((await h.json('/api/Role', { token: 'guest' })).body).toEqual([]);
    expect((await h.json('/api/Role')).body).toEqual([]);
    expect((await h.json('/api/Role', { token: 'forged' })).status).toBe(401);
  });
});

describe('GET /api/Author/{id} and POST /api/Author/QueryByAuthorIds', () => {
  it('describes each kind of author with absolute avatars and a published-article count', async () => {
    const h = harness();
    expect((await h.json('/api/Author/1')).body).toEqual({
      authorId: 1,
      type: 'member',
      name: '華爾街觀察家',
      avatar: `${PUBLIC_URL}/static/avatars/author.svg`,
      bio: expect.any(String),
      officialId: null,
      memberId: 1002,
      articleCount: 7,
    });
    expect((await h.json('/api/Author/7')).body).toMatchObject({ type: 'official', officialId: 1, memberId: null, name: '美股編輯室' });
    expect((await h.json('/api/Author/2')).body).toMatchObject({ type: 'author', officialId: null, memberId: null, name: '陳思穎' });
    for (const id of ['0', '404', 'abc', '-1', '1e3']) expect((await h.json(`/api/Author/${id}`)).status, id).toBe(404);
  });

  it('queries several authors in the order asked, without duplicates or unknown ids', async () => {
    const h = harness();
    const { body } = await h.json('/api/Author/QueryByAuthorIds', { body: { authorIds: [8, 1, 404, 8, '2'] } });
    expect(body.map((a: { authorId: number }) => a.authorId)).toEqual([8, 1, 2]);
    expect((await h.json('/api/Author/QueryByAuthorIds', { body: { authorIds: [] } })).body).toEqual([]);
    for (const bad of [{}, { authorIds: 1 }, { authorIds: [null] }, { authorIds: Array(101).fill(1) }]) {
      expect((await h.json('/api/Author/QueryByAuthorIds', { body: bad })).status, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('GET /api/Author/{id}/Ownership and GET /api/Writer/AuthorizedAuthors', () => {
  it('tells whether the caller may write for an author', async () => {
    const h = harness();
    expect((await h.json('/api/Author/1/Ownership', { token: 'author' })).body).toMatchObject({ authorId: 1, isOwner: true });
    expect((await h.json('/api/Author/2/Ownership', { token: 'author' })).body).toEqual({ authorId: 2, isOwner: false, articles: [], nextCursor: null, total: 0 });
    expect((await h.json('/api/Author/1/Ownership', { token: 'member' })).body.isOwner).toBe(false);
    expect((await h.json('/api/Author/1/Ownership')).body.isOwner).toBe(false);
    expect((await h.json('/api/Author/1/Ownership', { token: 'forged' })).status).toBe(401);
    expect((await h.json('/api/Author/404/Ownership', { token: 'author' })).status).toBe(404);
  });

  it('gives an owner every article of the author in every status, newest update first', async () => {
    const h = harness();
    await h.json('/api/Article/141/Author/1', { method: 'DELETE', token: 'author' });
    const { status, body } = await h.json('/api/Author/1/Ownership?fetch=50', { token: 'author' });
    expect(status).toBe(200);
    const rows = body.articles.map((a: { articleId: number; status: string }) => [a.articleId, a.status]);
    expect(rows).toEqual([
      [190, 'draft'],
      [104, 'published'],
      [191, 'draft'],
      [150, 'published'],
      [125, 'published'],
      [107, 'published'],
      [192, 'draft'],
      [193, 'draft'],
      [141, 'deleted'],
      [140, 'published'],
      [194, 'deleted'],
      [131, 'published'],
    ]);
    expect(body).toMatchObject({ authorId: 1, isOwner: true, total: 12, nextCursor: null });
    expect(body.articles[0]).toMatchObject({ visibility: 'private', version: 2, price: 0, totalViews: expect.any(Number), updatedAt: '2026-11-21T15:30:00Z' });
  });

  it('pages with startCursor, orders by updatedAt or totalViews, and refuses bad paging', async () => {
    const h = harness();
    const ownership = async (query: string) => (await h.json(`/api/Author/1/Ownership${query}`, { token: 'author' })).body;
    const ids = await walkPages(async (cursor) => ownership(`?fetch=5${cursor ? `&startCursor=${cursor}` : ''}`));
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    const byViews = await ownership('?orderType=totalViews&fetch=3');
    const views = byViews.articles.map((a: { totalViews: number }) => a.totalViews);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(byViews.nextCursor).toEqual(expect.any(String));
    expect(await ownership('?fetch=10')).toMatchObject({ total: 12, nextCursor: expect.any(String) });
    for (const bad of ['?fetch=0', '?fetch=51', '?fetch=x', '?orderType=popular', '?startCursor=garbage', `?startCursor=${byViews.nextCursor}`]) {
      expect((await h.json(`/api/Author/1/Ownership${bad}`, { token: 'author' })).status, bad).toBe(400);
    }
  });

  it('lets the writer own author 10 (drafts and a published article) and the admin every author', async () => {
    const h = harness();
    const writer = (await h.json('/api/Author/10/Ownership', { token: 'writer' })).body;
    expect(writer.articles.map((a: { articleId: number; status: string }) => [a.articleId, a.status])).toEqual([
      [195, 'draft'],
      [196, 'draft'],
      [197, 'published'],
    ]);
    expect((await h.json('/api/Author/1/Ownership', { token: 'writer' })).body).toMatchObject({ isOwner: false, articles: [] });
    const admin = (await h.json('/api/Author/2/Ownership', { token: 'admin' })).body;
    expect(admin).toMatchObject({ authorId: 2, isOwner: true });
    expect(admin.articles.length).toBeGreaterThan(0);
    expect((await h.json('/api/Author/10/Ownership', { token: 'admin' })).body.total).toBe(3);
  });

  it('lists the authors the caller may write for', async () => {
    const h = harness();
    const ids = async (token: TestToken) => (await h.json('/api/Writer/AuthorizedAuthors', { token })).body.map((a: { authorId: number }) => a.authorId);
    expect(await ids('author')).toEqual([1]);
    expect(await ids('writer')).toEqual([10]);
    expect(await ids('admin')).toEqual([...h.content.authors.keys()].sort((a, b) => a - b));
    expect((await ids('admin')).length).toBeGreaterThan(10);
    const writerAuthor = (await h.json('/api/Writer/AuthorizedAuthors', { token: 'writer' })).body[0];
    expect(writerAuthor).toMatchObject({ authorId: 10, type: 'member', memberId: 1003, name: '編輯小組', articleCount: 1 });
    expect((await h.json('/api/Writer/AuthorizedAuthors', { token: 'member' })).body).toEqual([]);
    expect((await h.json('/api/Writer/AuthorizedAuthors', { token: 'guest' })).body).toEqual([]);
    expect((await h.json('/api/Writer/AuthorizedAuthors', { token: 'forged' })).status).toBe(401);
  });
});

describe('versions', () => {
  it('lists versions newest first with page/fetch paging and a cursor', async () => {
    const h = harness();
    const { status, body } = await h.json('/api/Article/140/Author/1/Versions', { token: 'author' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 0, fetch: 20, total: 3, nextCursor: null });
    expect(body.versions.map((x: { version: number; isCurrent: boolean }) => [x.version, x.isCurrent])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    const page1 = (await h.json('/api/Article/140/Author/1/Versions?page=1&fetch=2', { token: 'author' })).body;
    expect(page1.versions.map((x: { version: number }) => x.version)).toEqual([1]);
    const first = (await h.json('/api/Article/140/Author/1/Versions?fetch=1', { token: 'author' })).body;
    const next = (await h.json(`/api/Article/140/Author/1/Versions?fetch=1&startCursor=${first.nextCursor}`, { token: 'author' })).body;
    expect(next.versions.map((x: { version: number }) => x.version)).toEqual([2]);
    expect((await h.json('/api/Article/140/Author/1/Versions?page=-1', { token: 'author' })).status).toBe(400);
    expect((await h.json('/api/Article/140/Author/1/Versions?startCursor=zzz', { token: 'author' })).status).toBe(400);
    expect((await h.json('/api/Article/192/Author/1/Versions', { token: 'author' })).body.versions).toHaveLength(1);
  });

  it('draft 191 has more versions than one page of 20: the cursor gives the rest', async () => {
    const h = harness();
    const first = (await h.json('/api/Article/191/Author/1/Versions', { token: 'author' })).body;
    expect(first).toMatchObject({ total: 24, page: 0, fetch: 20 });
    expect(first.versions.map((x: { version: number }) => x.version)).toEqual(Array.from({ length: 20 }, (_, i) => 24 - i));
    expect(first.versions[0]).toMatchObject({ isCurrent: true, updatedAt: '2026-11-15T10:00:00Z' });
    expect(first.versions[1]).toMatchObject({ version: 23, isCurrent: false, note: '補上免責聲明', updatedAt: '2026-11-14T09:00:00Z' });
    const rest = (await h.json(`/api/Article/191/Author/1/Versions?startCursor=${first.nextCursor}`, { token: 'author' })).body;
    expect(rest.versions.map((x: { version: number }) => x.version)).toEqual([4, 3, 2, 1]);
    expect(rest.nextCursor).toBeNull();
    const v1 = (await h.json('/api/Article/191/Author/1/Version/1', { token: 'author' })).body;
    expect(v1).toMatchObject({ title: '（草稿）輝達 vs. 博通', note: '建立草稿', updatedAt: '2026-11-03T09:00:00Z', status: 'draft' });
    expect(v1.content).toBe('<p>輝達與博通都是 AI 基礎建設的核心受惠者。</p>');
  });

  it('gives one version with its body, for the author’s editors only', async () => {
    const h = harness();
    const v2 = await h.json('/api/Article/140/Author/1/Version/2', { token: 'author' });
    expect(v2.status).toBe(200);
    expect(v2.body).toMatchObject({ articleId: 140, authorId: 1, version: 2, isCurrent: false, note: '補上客戶數據與標題', status: 'published' });
    expect(v2.body.content).toContain('美國商業客戶數年增逾六成');
    expect((await h.json('/api/Article/140/Author/1/Version/3', { token: 'author' })).body.isCurrent).toBe(true);
    for (const version of ['4', '0', 'x', '1.5', '9999999']) {
      expect((await h.json(`/api/Article/140/Author/1/Version/${version}`, { token: 'author' })).status, version).toBe(404);
    }
    expect((await h.json('/api/Article/140/Author/1/Version/2')).status).toBe(401);
    expect((await h.json('/api/Article/140/Author/1/Version/2', { token: 'member' })).status).toBe(403);
    expect((await h.json('/api/Article/140/Author/1/Versions', { token: 'member' })).status).toBe(403);
    expect((await h.json('/api/Article/140/Author/2/Versions', { token: 'author' })).status).toBe(404);
  });
});

describe('unknown routes', () => {
  it('answer 404 JSON', async () => {
    const res = await harness().request('/api/Nope');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('notFound');
  });
});
