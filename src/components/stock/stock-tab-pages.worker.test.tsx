import { describe, expect, it, vi } from 'vitest';
import DiscussionPage from '@/pages/stock/[id]/discussion';
import EarningsCallPage from '@/pages/stock/[id]/earningsCall';
import StockInfoPage from '@/pages/stock/[id]/info';
import NewsPage from '@/pages/stock/[id]/news';
import { attrOf, type Element, inside, type PageHtml, single, squashed, textIn } from '@tests/page-html';
import { renderStockPage } from '@tests/stock-page-html';

/**
 * The server HTML of stock tabs (info, earnings calls, news, discussion) rendered in workerd against
 * the sandbox: what they list and the plain links that page through them, each followed by rendering
 * the URL its href names. Moved from tests/e2e/stock-routes.spec.ts, stock-tabs.spec.ts and
 * stock-quote.spec.ts, which keep what needs a browser (layout, clicks, axe).
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

const QUARTER = /^\d{4}Q[1-4]$/;
const withAttr = (root: Element | undefined, name: string, value?: string) => inside(root, (element) => (value === undefined ? attrOf(element, name) !== undefined : attrOf(element, name) === value));
const section = (page: PageHtml, testId: string) => single(page.byTestId(testId), testId);
const idsOf = (page: PageHtml, testId: string, name: string) => page.byTestId(testId).map((element) => attrOf(element, name));
const linksNamed = (page: PageHtml, name: string) => page.where((element) => element.tagName === 'a' && textIn(element).trim() === name);
/** The query of a link's href, as the page component receives it. */
const queryOf = (href: string | undefined) => new URL(href ?? '', 'http://x').search;

// First renders ask the sandbox for several kinds of data, cold: more than vitest's 5 s default.
describe('stock tabs in the server HTML', { timeout: 20_000 }, () => {
  it('info: chart, key statistics, news and tagged articles are all there', async () => {
    const page = await renderStockPage(StockInfoPage, 'info', 'NVDA');
    expect(new Set(inside(section(page, 'compact-chart'), 'svg').flatMap((svg) => inside(svg, 'path'))).size).toBe(2);
    const statistics = single(inside(section(page, 'stock-info-statistics'), 'dl'), 'statistics grid');
    expect(statistics.childNodes.filter((node) => 'tagName' in node && node.tagName === 'div')).toHaveLength(12);
    // The 52-week range moved to the quote summary (a bar with the price's place).
    expect(textIn(section(page, 'stock-quote-summary'))).toContain('52 週區間');
    expect(
      withAttr(statistics, 'data-stat', 'marketCap')
        .flatMap((cell) => inside(cell, 'dd'))
        .map(squashed),
    ).toEqual([expect.stringMatching(/^[\d,.]+[萬億兆]$/)]);
    expect(page.byTestId('stock-news-item')).toHaveLength(5);
    const firstArticle = page.byTestId('stock-article')[0];
    expect(inside(firstArticle, 'a').map((link) => attrOf(link, 'href'))).toEqual([expect.stringMatching(/^\/article\/\d+$/)]);
  });

  it('info: average volume, the year so far and the next earnings release with its New York time', async () => {
    const page = await renderStockPage(StockInfoPage, 'info', 'NVDA');
    const facts = withAttr(section(page, 'quote-summary'), 'data-fact').map(squashed);
    expect(facts).toHaveLength(3);
    expect(facts[0]).toMatch(/^平均成交量（3 個月）[\d,.]+[萬億]$/);
    expect(facts[1]).toMatch(/^今年以來漲跌[+−]?\d+\.\d{2}%$/);
    expect(facts[2]).toMatch(/^下次財報\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 美東（盤[前後]）$/);
    // The same release is the first earnings event still to come.
    const upcoming = page.where((element) => attrOf(element, 'data-group') === 'upcoming').flatMap((group) => withAttr(group, 'data-event-type', 'earnings'));
    expect(facts[2]).toContain(attrOf(upcoming[0], 'data-date')?.replaceAll('-', '/') ?? 'missing');
  });

  it('info: an index has no market cap, P/E, EPS or yield rows', async () => {
    const page = await renderStockPage(StockInfoPage, 'info', '.GSPC');
    const statistics = single(inside(section(page, 'stock-info-statistics'), 'dl'), 'statistics grid');
    expect(statistics.childNodes.filter((node) => 'tagName' in node && node.tagName === 'div')).toHaveLength(6);
    expect(page.where((element) => attrOf(element, 'data-stat') === 'peRatio')).toHaveLength(0);
  });

  it('earnings calls are listed newest first with dates and summaries', async () => {
    const page = await renderStockPage(EarningsCallPage, 'earningsCall', 'AAPL');
    const calls = page.byTestId('earnings-call');
    expect(calls.length).toBeGreaterThanOrEqual(2);
    const quarters = page.byTestId('earnings-call-quarter').map((quarter) => textIn(quarter).trim());
    for (const quarter of quarters) expect(quarter).toMatch(QUARTER);
    expect([...quarters].sort().reverse()).toEqual(quarters);
    expect(inside(calls[0], 'time').map(squashed)).toEqual([expect.stringMatching(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 台北$/)]);
    expect(textIn(inside(calls[0], 'p')[0]).length).toBeGreaterThan(10);
  });

  it('news pages with a cursor link: the next page holds older, different news', async () => {
    const page = await renderStockPage(NewsPage, 'news', 'AAPL');
    const firstIds = idsOf(page, 'news-item', 'data-news-id');
    expect(firstIds.length).toBe(10);
    const more = single(page.byTestId('news-more'), 'more link');
    expect(squashed(more)).toBe('更多新聞');
    expect(attrOf(more, 'href')).toMatch(/^\/stock\/AAPL\/news\?cursor=[\w-]+=*$/);
    const next = await renderStockPage(NewsPage, 'news', 'AAPL', queryOf(attrOf(more, 'href')));
    expect(linksNamed(next, '回到最新新聞')).toHaveLength(1);
    const secondIds = idsOf(next, 'news-item', 'data-news-id');
    expect(secondIds.length).toBeGreaterThan(0);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
  });

  it('discussion posts show their authors; 載入更多 brings different posts, never repeats', async () => {
    const page = await renderStockPage(DiscussionPage, 'discussion', 'AAPL');
    const first = idsOf(page, 'discussion-post', 'data-post-id');
    expect(first.length).toBeGreaterThanOrEqual(5);
    const post = page.byTestId('discussion-post')[0];
    expect(squashed(single(withAttr(post, 'data-testid', 'discussion-nickname'), 'nickname'))).not.toBe('');
    // An image of a fixed size, or the nickname's first letter: something to see either way.
    const avatar = single(withAttr(post, 'data-testid', 'discussion-avatar'), 'avatar');
    expect(avatar.tagName === 'img' ? [attrOf(avatar, 'width'), attrOf(avatar, 'height')].every(Boolean) : squashed(avatar).length === 1).toBe(true);
    expect(inside(post, 'time').map(squashed)).toEqual([expect.stringMatching(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} 台北$/)]);
    expect(textIn(post)).toMatch(/讚 \d+/);
    expect(textIn(post)).toMatch(/留言 \d+/);
    const more = single(page.byTestId('discussion-more'), 'more link');
    expect(squashed(more)).toBe('載入更多');
    expect(attrOf(more, 'href')).toMatch(/^\/stock\/AAPL\/discussion\?startScore=\d+(\.\d+)?$/);
    const next = await renderStockPage(DiscussionPage, 'discussion', 'AAPL', queryOf(attrOf(more, 'href')));
    expect(linksNamed(next, '回到第一頁')).toHaveLength(1);
    const second = idsOf(next, 'discussion-post', 'data-post-id');
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
    expect(new Set(second).size).toBe(second.length);
  });
});
