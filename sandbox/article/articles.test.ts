import { describe, expect, it } from 'vitest';
import { HOSTILE_ARTICLE_ID } from '../content/fixtures/hostile.ts';
import { encodeCursor } from './cursor.ts';
import { harness, hostileContent, PUBLIC_URL, walkPages } from './test-support.ts';

const tampered = (cursor: string) => `${cursor.slice(0, -2)}${cursor.endsWith('A') ? 'B' : 'A'}x`;

describe('GET /api/Article/Recent/Summary', () => {
  it('lists 10 published articles, newest first, with absolute cover URLs', async () => {
    // With the hostile fixture, as the e2e stacks run: its articles are older than the 10 a home page shows.
    const h = harness({ content: await hostileContent() });
    const { status, body } = await h.json('/api/Article/Recent/Summary');
    expect(status).toBe(200);
    expect(body.articles).toHaveLength(10);
    const dates = body.articles.map((a: { updatedAt: string }) => Date.parse(a.updatedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.articles[0]).toMatchObject({ articleId: 101, status: 'published', visibility: 'public', isPaid: false });
    expect(body.articles[0].cover.url).toBe(`${PUBLIC_URL}/static/covers/market.svg`);
    expect(body.articles.map((a: { articleId: number }) => a.articleId)).not.toContain(HOSTILE_ARTICLE_ID);
    expect(body.nextCursor).toEqual(expect.any(String));
  });

  it('walks every published article exactly once, never drafts or deleted ones', async () => {
    const h = harness({ content: await hostileContent() });
    const ids = await walkPages(async (cursor) => (await h.json(`/api/Article/Recent/Summary?fetch=7${cursor ? `&startCursor=${cursor}` : ''}`)).body);
    expect(new Set(ids).size).toBe(ids.length);
    const published = [...h.content.articles.values()].filter((a) => a.status === 'published' && a.visibility === 'public');
    expect(ids.sort()).toEqual(published.map((a) => a.id).sort());
    for (const hidden of [190, 191, 192, 193, 194]) expect(ids).not.toContain(hidden);
    expect(ids).toContain(HOSTILE_ARTICLE_ID);
  });

  it('answers 400 JSON for bad fetch values and tampered cursors, never 500', async () => {
    const h = harness();
    for (const fetch of ['0', '51', '-1', 'abc', '1e3', '', '10.5', '99999999999999999999']) {
      const { status, body } = await h.json(`/api/Article/Recent/Summary?fetch=${fetch}`);
      expect(status, fetch).toBe(400);
      expect(body.error.code).toBe('invalidQuery');
    }
    const first = (await h.json('/api/Article/Recent/Summary?fetch=3')).body;
    const badCursors = [
      tampered(first.nextCursor),
      'not-a-cursor!',
      '%00%00',
      'x'.repeat(600),
      Buffer.from('{"o":"updatedAt","k":"1","id":1}').toString('base64url'),
      Buffer.from('[1,2,3]').toString('base64url'),
      encodeCursor({ o: 'totalViews', k: 5, id: 1 }),
      Buffer.from('{"o":"updatedAt","k":1,"id":1,"extra":"<script>"}').toString('base64url'),
    ];
    for (const cursor of badCursors) {
      const { status, body } = await h.json(`/api/Article/Recent/Summary?startCursor=${encodeURIComponent(cursor)}`);
      expect(status, cursor).toBe(400);
      expect(body.error.code, cursor).toMatch(/invalidCursor|invalidQuery/);
    }
  });
});

describe('GET /api/Article/{id}', () => {
  it('gives the whole body of a free article with absolute image URLs and more from the author', async () => {
    const h = harness();
    const { status, body } = await h.json('/api/Article/104');
    expect(status).toBe(200);
    expect(body.article).toMatchObject({ articleId: 104, authorId: 1, isPaid: false, price: 0, isUnlocked: false, canEdit: false });
    expect(body.article.content).toContain(`src="${PUBLIC_URL}/static/covers/charts/candles.svg"`);
    expect(body.article.content).not.toContain('src="/static/');
    expect(body.article.teaser).toMatch(/^<p>/);
    const more = body.moreFromAuthor.articles.map((a: { articleId: number; authorId: number }) => a.articleId);
    expect(more).not.toContain(104);
    expect(more.sort()).toEqual([107, 125, 131, 140, 141, 150]);
    expect(body.moreFromAuthor.total).toBe(6);
  });

  it('pages and orders moreFromAuthor by startCursor, orderType and fetch', async () => {
    const h = harness();
    const byViews = (await h.json('/api/Article/104?orderType=totalViews&fetch=2')).body.moreFromAuthor;
    expect(byViews.articles.map((a: { totalViews: number }) => a.totalViews)).toEqual([14_220, 12_245]);
    const next = (await h.json(`/api/Article/104?orderType=totalViews&fetch=2&startCursor=${byViews.nextCursor}`)).body.moreFromAuthor;
    expect(next.articles.map((a: { articleId: number }) => a.articleId)).toEqual([141, 140]);
    expect((await h.json('/api/Article/104?orderType=popular')).status).toBe(400);
    // A cursor handed out for one order is refused for another.
    expect((await h.json(`/api/Article/104?orderType=updatedAt&startCursor=${byViews.nextCursor}`)).status).toBe(400);
  });

  it('shows only the teaser of a paid article to guests and to members who have not unlocked it', async () => {
    const h = harness();
    for (const token of [undefined, 'guest', 'member', 'forged'] as const) {
      const { status, body } = await h.json('/api/Article/122', token ? { token } : {});
      expect(status, token).toBe(200);
      expect(body.article).toMatchObject({ isPaid: true, price: 80, isUnlocked: false, content: null });
      expect(body.article.teaser).toContain('博通');
      expect(body.article.teaser).not.toContain('護城河在哪裡');
    }
  });

  it('shows the whole paid article to its author and after an unlock', async () => {
    const h = harness();
    const owner = (await h.json('/api/Article/125', { token: 'author' })).body.article;
    expect(owner).toMatchObject({ isUnlocked: true, canEdit: true });
    expect(owner.content).toContain('三類受惠公司');
    await h.json('/api/Authorization/Article/122/Author/2/BonusPoint', { token: 'member', body: { articleId: 122, authorId: 2 } });
    const unlocked = (await h.json('/api/Article/122', { token: 'member' })).body.article;
    expect(unlocked.isUnlocked).toBe(true);
    expect(unlocked.content).toContain('護城河在哪裡');
    // Another member still sees the teaser only.
    expect((await h.json('/api/Article/122', { token: 'writer' })).body.article.content).toBeNull();
  });

  it('answers 404 JSON for unknown, malformed, draft and deleted ids', async () => {
    const h = harness();
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '12345678901234567890', '%3Cscript%3E', '..%2F..%2Fetc', '190', '194', ' 101']) {
      const res = await h.request(`/api/Article/${id}`);
      expect(res.status, id).toBe(404);
      expect((await res.json()).error.code, id).toMatch(/articleNotFound|notFound/);
    }
  });

  it('returns the hostile article untouched (sanitising is the app’s job)', async () => {
    const { body } = await harness({ content: await hostileContent() }).json(`/api/Article/${HOSTILE_ARTICLE_ID}`);
    expect(body.article.content).toContain(`<script>alert('xss-script')</script>`);
    expect(body.article.title).toContain('</script>');
  });
});

describe('GET /api/Article/{id}/Author/{authorId}', () => {
  it('lets the authorised member read drafts; others get 401 or 403', async () => {
    const h = harness();
    const own = await h.json('/api/Article/190/Author/1', { token: 'author' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ articleId: 190, status: 'draft', visibility: 'private', canEdit: true, version: 2 });
    expect(own.body.content).toContain('三大主軸');
    expect((await h.json('/api/Article/190/Author/1')).status).toBe(401);
    expect((await h.json('/api/Article/190/Author/1', { token: 'guest' })).status).toBe(401);
    expect((await h.json('/api/Article/190/Author/1', { token: 'forged' })).body.error.code).toBe('invalidToken');
    const other = await h.json('/api/Article/190/Author/1', { token: 'member' });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('forbidden');
  });

  it('shows published articles to everyone, with the reader’s access to paid bodies', async () => {
    const h = harness();
    const guest = await h.json('/api/Article/125/Author/1');
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ status: 'published', content: null, canEdit: false });
    expect((await h.json('/api/Article/125/Author/1', { token: 'author' })).body.content).toContain('三類受惠公司');
  });

  it('answers 404 when the author does not match or the ids are malformed', async () => {
    const h = harness();
    expect((await h.json('/api/Article/125/Author/2', { token: 'author' })).status).toBe(404);
    expect((await h.json('/api/Article/abc/Author/1')).status).toBe(404);
    expect((await h.json('/api/Article/125/Author/x')).status).toBe(404);
    expect((await h.json('/api/Article/194/Author/1')).status).toBe(404);
    expect((await h.json('/api/Article/194/Author/1', { token: 'author' })).body.status).toBe('deleted');
  });
});

describe('DELETE /api/Article/{id}/Author/{authorId}', () => {
  it('lets only the authorised member delete, then hides the article everywhere', async () => {
    const h = harness();
    expect((await h.json('/api/Article/141/Author/1', { method: 'DELETE' })).status).toBe(401);
    expect((await h.json('/api/Article/141/Author/1', { method: 'DELETE', token: 'member' })).status).toBe(403);
    expect((await h.json('/api/Article/141/Author/1', { method: 'DELETE', token: 'writer' })).status).toBe(403);
    expect((await h.json('/api/Article/141/Author/2', { method: 'DELETE', token: 'author' })).status).toBe(404);
    const done = await h.json('/api/Article/141/Author/1', { method: 'DELETE', token: 'author' });
    expect(done).toEqual({ status: 200, body: { articleId: 141, authorId: 1, status: 'deleted' } });
    expect((await h.json('/api/Article/141')).status).toBe(404);
    const ids = await walkPages(async (cursor) => (await h.json(`/api/Article/Recent/Summary?fetch=50${cursor ? `&startCursor=${cursor}` : ''}`)).body);
    expect(ids).not.toContain(141);
    expect((await h.json('/api/Article/141/Author/1', { token: 'author' })).body.status).toBe('deleted');
    // Deleting again is harmless.
    expect((await h.json('/api/Article/141/Author/1', { method: 'DELETE', token: 'author' })).status).toBe(200);
    expect(await h.storage.getKeys('article:deleted')).toEqual(['article:deleted:141']);
  });
});

describe('admins and writers (decision 028)', () => {
  it('an admin may delete any author’s article; a writer only their own author’s', async () => {
    const h = harness();
    expect((await h.json('/api/Article/122/Author/2', { method: 'DELETE', token: 'admin' })).body).toEqual({ articleId: 122, authorId: 2, status: 'deleted' });
    expect((await h.json('/api/Article/122')).status).toBe(404);
    expect((await h.json('/api/Article/197/Author/10', { method: 'DELETE', token: 'author' })).status).toBe(403);
    expect((await h.json('/api/Article/197/Author/10', { method: 'DELETE', token: 'writer' })).status).toBe(200);
    expect(await h.storage.getKeys('article:deleted')).toEqual(expect.arrayContaining(['article:deleted:122', 'article:deleted:197']));
  });

  it('an admin reads any draft and any paid body; the writer reads their own drafts only', async () => {
    const h = harness();
    expect((await h.json('/api/Article/190/Author/1', { token: 'admin' })).body).toMatchObject({ status: 'draft', canEdit: true });
    expect((await h.json('/api/Article/122', { token: 'admin' })).body.article).toMatchObject({ isUnlocked: true, canEdit: true });
    expect((await h.json('/api/Article/195/Author/10', { token: 'writer' })).body).toMatchObject({ status: 'draft', canEdit: true });
    expect((await h.json('/api/Article/190/Author/1', { token: 'writer' })).status).toBe(403);
  });
});
