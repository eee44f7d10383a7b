import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Author, UnlockedArticle, UnlockedPage, UnlockedQuery } from '@/lib/upstream/article';
import { UpstreamError } from '@/lib/upstream/errors';

/**
 * /article/purchase's list with the article client mocked: rows in the lists' look, "load more"
 * links back to /article/purchase, the empty and error states, and a refused cursor.
 */
const getUnlockedArticles = vi.fn<(ctx: unknown, query: UnlockedQuery) => Promise<UnlockedPage>>();
const queryAuthorsByIds = vi.fn<(ctx: unknown, ids: readonly number[]) => Promise<Author[]>>();
vi.mock('@/lib/server/request-context', () => ({ getUpstreamContext: () => ({ token: 'member-token', tokenKind: 'member' }), getConfig: () => ({ IMAGE_PROXY_URL: 'https://img.test/proxy' }) }));
vi.mock('@/lib/upstream/article', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upstream/article')>()),
  getUnlockedArticles: (ctx: unknown, query: UnlockedQuery) => getUnlockedArticles(ctx, query),
  queryAuthorsByIds: (ctx: unknown, ids: readonly number[]) => queryAuthorsByIds(ctx, ids),
}));

const { UnlockedFeed, NO_UNLOCKED_TEXT } = await import('./UnlockedFeed');

const unlocked = (articleId: number, title: string): UnlockedArticle => ({
  articleId,
  authorId: 9,
  version: 1,
  title,
  summary: `${title} 摘要`,
  cover: null,
  categoryTags: ['美股個股'],
  tags: [],
  stockTags: ['NVDA'],
  isPaid: true,
  price: 10,
  status: 'published',
  visibility: 'public',
  totalViews: 1,
  publishedAt: '2026-08-01T00:00:00Z',
  updatedAt: '2026-08-02T00:00:00Z',
  unlockedAt: '2026-08-03T00:00:00Z',
  pricePaid: 10,
});
const author: Author = { authorId: 9, type: 'author', name: '付費作者', avatar: 'https://img.test/a.png', bio: '', officialId: null, memberId: null, articleCount: 3 };

const render = async (cursor: string | null, rejected = false) => renderToStaticMarkup(await UnlockedFeed({ cursor: { cursor, rejected } }));

beforeEach(() => {
  getUnlockedArticles.mockReset();
  queryAuthorsByIds.mockReset().mockResolvedValue([author]);
});

describe('UnlockedFeed', () => {
  it('asks for the unlocked list by article update, 10 a page, and shows the rows like the other lists', async () => {
    getUnlockedArticles.mockResolvedValue({ articles: [unlocked(146, '付費文章一'), unlocked(147, '付費文章二')], nextCursor: 'abc_DEF-1', total: 12 });
    const html = await render(null);
    expect(getUnlockedArticles).toHaveBeenCalledWith(expect.objectContaining({ token: 'member-token' }), { unlockType: 'bonusPoint', orderType: 'articleUpdate', startCursor: null, fetch: 10 });
    expect(html).toContain('data-testid="article-list"');
    expect(html.match(/data-testid="article-item"/g)).toHaveLength(2);
    expect(html).toContain('href="/article/146"');
    expect(html).toContain('付費文章二');
    expect(html).toContain('付費作者');
    expect(html).toMatch(/<a href="\/article\/purchase\?cursor=abc_DEF-1" rel="next"[^>]*>載入更多<\/a>/);
  });

  it('the last page says so instead of offering more', async () => {
    getUnlockedArticles.mockResolvedValue({ articles: [unlocked(146, '付費文章一')], nextCursor: null, total: 1 });
    const html = await render(null);
    expect(html).toContain('已經到底了');
    expect(html).not.toContain('載入更多');
  });

  it('nothing unlocked: the empty state with its text and a way to the articles', async () => {
    getUnlockedArticles.mockResolvedValue({ articles: [], nextCursor: null, total: 0 });
    const html = await render(null);
    expect(html).toContain('data-empty-state="noResult"');
    expect(html).toContain(NO_UNLOCKED_TEXT);
    expect(html).toContain('href="/article"');
    expect(queryAuthorsByIds).not.toHaveBeenCalled();
  });

  it('an outage is the error state, not a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getUnlockedArticles.mockRejectedValue(new UpstreamError('article', 503, 'down'));
    const html = await render(null);
    expect(html).toContain('data-empty-state="error"');
    expect(html).toContain('已解鎖文章暫時無法載入');
    error.mockRestore();
  });

  it('a cursor the service refuses gives the first page with a notice', async () => {
    getUnlockedArticles.mockImplementation(async (_ctx, query) => {
      if (query.startCursor) throw new UpstreamError('article', 400, 'invalidCursor');
      return { articles: [unlocked(146, '付費文章一')], nextCursor: null, total: 1 };
    });
    const html = await render('tampered');
    expect(getUnlockedArticles).toHaveBeenCalledTimes(2);
    expect(html).toContain('data-testid="cursor-notice"');
    expect(html).toContain('付費文章一');
  });

  it('a later page links back to the first', async () => {
    getUnlockedArticles.mockResolvedValue({ articles: [unlocked(150, '較舊的文章')], nextCursor: null, total: 11 });
    const html = await render('page2');
    expect(getUnlockedArticles.mock.calls[0]?.[1]).toMatchObject({ startCursor: 'page2' });
    expect(html).toMatch(/<a href="\/article\/purchase"[^>]*data-testid="first-page"/);
  });

  it('article text is rendered as text', async () => {
    getUnlockedArticles.mockResolvedValue({ articles: [unlocked(146, '<img src=x onerror=alert(1)>')], nextCursor: null, total: 1 });
    const html = await render(null);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
