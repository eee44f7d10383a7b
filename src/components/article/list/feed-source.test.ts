import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@/lib/config';
import { MAIN_CATEGORIES, SUB_CATEGORIES } from '@/lib/articles/categories';
import type { UpstreamContext } from '@/lib/upstream/http';
import { FEED_PAGE_SIZE, fetchFeedPage, parseFeedSource } from './feed-source';

const config = { ARTICLE_API_URL: 'http://article.test/article' } as AppConfig;

function recording() {
  const requests: { method: string; url: URL; body: unknown }[] = [];
  const ctx: UpstreamContext = {
    config,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = await request.text();
      requests.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined });
      return new Response(JSON.stringify({ articles: [], nextCursor: null, total: 0 }), { headers: { 'content-type': 'application/json' } });
    },
  };
  return { ctx, requests };
}

describe('parseFeedSource (what "load more" sends back)', () => {
  it('accepts the sources the pages build', () => {
    expect(parseFeedSource({ kind: 'recent' })).toEqual({ kind: 'recent' });
    expect(parseFeedSource({ kind: 'tags', tags: [...MAIN_CATEGORIES.report.tags] })).toEqual({ kind: 'tags', tags: ['美股個股', '美股趨勢', '美股產業', '美股經濟'] });
    expect(parseFeedSource({ kind: 'tags', tags: [], authorId: 1 })).toEqual({ kind: 'tags', tags: [], authorId: 1 });
    expect(parseFeedSource({ kind: 'search', keywords: ' 輝達 ', searchType: 'title', orderType: 'totalViews' })).toEqual({
      kind: 'search',
      keywords: '輝達',
      searchType: 'title',
      orderType: 'totalViews',
    });
  });

  it('refuses anything else', () => {
    const hostile: unknown[] = [
      null,
      'recent',
      {},
      { kind: 'recent', extra: 1 },
      { kind: 'tags', tags: [] },
      { kind: 'tags', tags: ['x'.repeat(51)] },
      { kind: 'tags', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { kind: 'tags', tags: ['a'], authorId: -1 },
      { kind: 'tags', tags: ['a'], authorId: 1.5 },
      { kind: 'tags', tags: ['a'], authorId: '1' },
      { kind: 'tags', tags: [{ $ne: 1 }] },
      { kind: 'search', keywords: '', searchType: 'tags', orderType: 'updatedAt' },
      { kind: 'search', keywords: 'x'.repeat(201), searchType: 'tags', orderType: 'updatedAt' },
      { kind: 'search', keywords: 'NVDA', searchType: 'regex', orderType: 'updatedAt' },
      { kind: 'search', keywords: 'NVDA', searchType: 'tags', orderType: 'articleUpdate' },
      { kind: '__proto__' },
    ];
    for (const input of hostile) expect(parseFeedSource(input), JSON.stringify(input)?.slice(0, 60)).toBeNull();
  });
});

describe('fetchFeedPage (feed calls, fetch 10)', () => {
  it('lists the newest articles through Recent/Summary', async () => {
    const { ctx, requests } = recording();
    await fetchFeedPage(ctx, { kind: 'recent' }, 'abc');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url.pathname).toBe('/article/api/Article/Recent/Summary');
    expect(Object.fromEntries(requests[0]!.url.searchParams)).toEqual({ fetch: String(FEED_PAGE_SIZE), startCursor: 'abc' });
  });

  it("lists a category's tags through Search/Tags, from the first page without a cursor", async () => {
    const { ctx, requests } = recording();
    await fetchFeedPage(ctx, { kind: 'tags', tags: [...SUB_CATEGORIES.trend.tags] }, null);
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url.pathname).toBe('/article/api/Article/Search/Tags');
    expect(requests[0]!.url.searchParams.get('fetch')).toBe('10');
    expect(requests[0]!.body).toEqual({ tags: ['美股趨勢', '美股產業', '美股經濟'], orderType: 'updatedAt', startCursor: null, filters: {} });
  });

  it("lists an author's articles with no tag and the author filter", async () => {
    const { ctx, requests } = recording();
    await fetchFeedPage(ctx, { kind: 'tags', tags: [], authorId: 7 }, 'c1');
    expect(requests[0]!.body).toEqual({ tags: [], orderType: 'updatedAt', startCursor: 'c1', filters: { authorIds: [7] } });
  });

  it('searches with the type and order asked for', async () => {
    const { ctx, requests } = recording();
    await fetchFeedPage(ctx, { kind: 'search', keywords: 'NVDA', searchType: 'stockTags', orderType: 'totalViews' }, null);
    expect(requests[0]!.url.pathname).toBe('/article/api/Article/Search');
    expect(requests[0]!.body).toEqual({ searchType: 'stockTags', keywords: 'NVDA', orderType: 'totalViews', startCursor: null });
  });
});
