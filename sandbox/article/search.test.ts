import { describe, expect, it } from 'vitest';
import { HOSTILE_ARTICLE_ID } from '../content/fixtures/hostile.ts';
import { CATEGORY_TAGS } from '../content/index.ts';
import { harness, hostileContent, walkPages } from './test-support.ts';

type Listed = { articleId: number; authorId: number; totalViews: number; isPaid: boolean; stockTags: string[]; tags: string[]; categoryTags: string[]; title: string };
const ids = (body: { articles: Listed[] }) => body.articles.map((a) => a.articleId);

describe('POST /api/Article/Search', () => {
  it('searches tags by default, every word having to match', async () => {
    const h = harness();
    const { status, body } = await h.json('/api/Article/Search', { body: { keywords: '降息' } });
    expect(status).toBe(200);
    expect(body.total).toBeGreaterThanOrEqual(2);
    for (const a of body.articles as Listed[]) expect([...a.tags, ...a.categoryTags].some((t) => t.includes('降息'))).toBe(true);
    const both = (await h.json('/api/Article/Search', { body: { keywords: '財報 雲端' } })).body;
    expect(ids(both).sort()).toEqual([114, 116, 141]);
  });

  it('searches stock tags case-insensitively, with .GSPC meaning #GSPC', async () => {
    const h = harness();
    const nvda = (await h.json('/api/Article/Search', { body: { searchType: 'stockTags', keywords: 'nvda' } })).body;
    expect(nvda.total).toBeGreaterThanOrEqual(5);
    for (const a of nvda.articles as Listed[]) expect(a.stockTags).toContain('NVDA');
    const index = (await h.json('/api/Article/Search', { body: { searchType: 'stockTags', keywords: '.GSPC' } })).body;
    expect(index.total).toBeGreaterThanOrEqual(3);
  });

  it('searches titles and body text, ordered by updatedAt or totalViews', async () => {
    const h = harness();
    const title = (await h.json('/api/Article/Search', { body: { searchType: 'title', keywords: '個股報告' } })).body;
    expect(ids(title).sort()).toEqual([122, 123, 124, 140]);
    const content = (await h.json('/api/Article/Search', { body: { searchType: 'content', keywords: 'CoWoS', orderType: 'totalViews' } })).body;
    expect(ids(content)).toEqual([127]);
    const byViews = (await h.json('/api/Article/Search', { body: { searchType: 'content', keywords: '輝達', orderType: 'totalViews' } })).body.articles as Listed[];
    expect(byViews.map((a) => a.totalViews)).toEqual(byViews.map((a) => a.totalViews).sort((a, b) => b - a));
  });

  it('pages results with the cursor it hands out', async () => {
    const h = harness();
    const all = await walkPages(async (cursor) => (await h.json('/api/Article/Search?fetch=2', { body: { searchType: 'content', keywords: '美股', startCursor: cursor } })).body);
    const total = (await h.json('/api/Article/Search', { body: { searchType: 'content', keywords: '美股' } })).body.total;
    expect(all.length).toBe(total);
    expect(new Set(all).size).toBe(total);
  });

  it('treats HTML, quotes and emoji in keywords as plain text', async () => {
    const h = harness({ content: await hostileContent() });
    const html = await h.json('/api/Article/Search', { body: { searchType: 'title', keywords: '<script>alert("xss-title")</script>' } });
    expect(html.status).toBe(200);
    expect(ids(html.body)).toEqual([HOSTILE_ARTICLE_ID]);
    for (const keywords of ['🚀📈', `"'><img src=x onerror=alert(1)>`, '.*', '(', '\\', '%', '${x}']) {
      const res = await h.json('/api/Article/Search', { body: { searchType: 'content', keywords } });
      expect(res.status, keywords).toBe(200);
      expect(res.body.articles, keywords).toEqual(expect.any(Array));
    }
  });

  it('refuses keywords over 200 characters, empty ones and wrong types with 400 JSON', async () => {
    const h = harness();
    expect((await h.json('/api/Article/Search', { body: { keywords: 'a'.repeat(200) } })).status).toBe(200);
    const long = await h.json('/api/Article/Search', { body: { keywords: '股'.repeat(2000) } });
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('200');
    const bad = [
      { keywords: '   ' },
      {},
      { keywords: 42 },
      { keywords: ['a'] },
      { keywords: 'a', searchType: 'author' },
      { keywords: 'a', orderType: 'random' },
      { keywords: 'a', startCursor: 'forged' },
      [],
      'keywords',
      null,
    ];
    for (const body of bad) {
      const res = await h.json('/api/Article/Search', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code, JSON.stringify(body)).toMatch(/invalidBody|invalidCursor/);
    }
    for (const rawBody of ['{"keywords":', 'not json', '\u0000']) {
      expect((await h.json('/api/Article/Search', { rawBody })).body.error.code).toBe('invalidJson');
    }
    expect((await h.json('/api/Article/Search', { rawBody: JSON.stringify({ keywords: 'x'.repeat(70_000) }) })).status).toBe(413);
    expect((await h.json('/api/Article/Search?fetch=100', { body: { keywords: 'a' } })).status).toBe(400);
  });
});

describe('POST /api/Article/Search/Tags', () => {
  it('lists every category tag', async () => {
    const h = harness();
    for (const tag of CATEGORY_TAGS) {
      const { status, body } = await h.json('/api/Article/Search/Tags', { body: { tags: [tag] } });
      expect(status, tag).toBe(200);
      expect(body.total, tag).toBeGreaterThanOrEqual(2);
      for (const a of body.articles as Listed[]) expect(a.categoryTags, tag).toContain(tag);
    }
  });

  it('matches any of several tags, with fetch from the query and a cursor', async () => {
    const h = harness();
    const research = ['美股個股', '美股趨勢', '美股產業', '美股經濟'];
    const first = (await h.json('/api/Article/Search/Tags?fetch=4', { body: { tags: research } })).body;
    expect(first.articles).toHaveLength(4);
    const all = await walkPages(async (cursor) => (await h.json('/api/Article/Search/Tags?fetch=4', { body: { tags: research, startCursor: cursor } })).body);
    expect(all.length).toBe(first.total);
    expect(all.length).toBeGreaterThanOrEqual(12);
  });

  it('applies the authorIds, stockTags and isPaid filters, and lists an author with no tags', async () => {
    const h = harness();
    const paid = (await h.json('/api/Article/Search/Tags', { body: { tags: ['大師選股'], filters: { isPaid: true } } })).body.articles as Listed[];
    expect(paid.map((a) => a.articleId).sort()).toEqual([135, 146]);
    const byAuthor = (await h.json('/api/Article/Search/Tags?fetch=50', { body: { tags: [], filters: { authorIds: [1] } } })).body.articles as Listed[];
    expect(byAuthor.map((a) => a.articleId).sort()).toEqual([104, 107, 125, 131, 140, 141, 150]);
    const nvda = (await h.json('/api/Article/Search/Tags', { body: { tags: [], filters: { stockTags: ['nvda'], authorIds: ['2'] } } })).body.articles as Listed[];
    expect(nvda.map((a) => a.articleId).sort()).toEqual([117, 122, 124]);
  });

  it('answers an empty list for unknown tags and 400 for bad bodies', async () => {
    const h = harness();
    const unknown = await h.json('/api/Article/Search/Tags', { body: { tags: ['不存在的標籤', '<b>x</b>'] } });
    expect(unknown).toMatchObject({ status: 200, body: { articles: [], nextCursor: null, total: 0 } });
    for (const body of [{}, { tags: [] }, { tags: 'a' }, { tags: [1] }, { tags: Array(21).fill('a') }, { tags: ['a'], filters: { isPaid: 'yes' } }, { tags: ['a'], filters: { authorIds: [-1] } }]) {
      expect((await h.json('/api/Article/Search/Tags', { body })).status, JSON.stringify(body)).toBe(400);
    }
  });
});
