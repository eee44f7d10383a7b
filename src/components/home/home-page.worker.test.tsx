import { describe, expect, it, vi } from 'vitest';
import Layout from '@/pages/(default)/_layout';
import HomePage from '@/pages/(default)/index';
import { attrOf, inside, renderPageHtml, single, textIn } from '@tests/page-html';

/**
 * The home page's server HTML in its layout, rendered in workerd against the sandbox: the indices,
 * the popular stocks, the recent articles and the footer's demo-data notice. Moved from
 * tests/e2e/home.spec.ts, which keeps the header's menu on hover, the streaming order and the
 * failing services; the document's lang is checked by sandbox-sign-in.spec.ts.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

// A first render asks the sandbox for indices, their day lines, movers, articles and the forum rank, cold.
describe('the home page in the server HTML', { timeout: 20_000 }, () => {
  it('shows live sandbox data: indices, popular stocks and recent articles', async () => {
    const page = await renderPageHtml('/', () => (
      <Layout>
        <HomePage />
      </Layout>
    ));
    expect(page.unavailable).toBeUndefined();
    expect(textIn(page.where((element) => element.tagName === 'title')[0])).toMatch(/美股通/);

    // The four index cards, each with a Chinese name and a price from the sandbox.
    const cards = page.byTestId('index-card');
    expect(cards).toHaveLength(4);
    expect(textIn(cards[0])).toContain('道瓊工業指數');
    expect(textIn(cards[3])).toContain('費城半導體指數');
    // Each card shows the symbol readers know; the PHLX index is SOX, its link keeps the upstream's id.
    expect(cards.map((card) => /#[A-Z]+/.exec(textIn(card))?.[0])).toEqual(['#DJI', '#IXIC', '#GSPC', '#SOX']);
    expect(attrOf(inside(cards[3], 'a')[0], 'href')).toBe('/stock/.SOXX/info');
    for (const price of page.byTestId('index-price').map(textIn)) expect(price).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(cards.flatMap((card) => inside(card, 'svg')).flatMap((svg) => inside(svg, 'polyline'))).toHaveLength(4);

    // Popular stocks: the forum rank without indices, then the static ids, each once, with quotes.
    const popular = page.byTestId('popular-stock');
    expect(popular.length).toBeGreaterThanOrEqual(10);
    const hrefs = popular.flatMap((stock) => inside(stock, 'a')).map((link) => attrOf(link, 'href') ?? '');
    expect(new Set(hrefs).size).toBe(hrefs.length);
    expect(hrefs.some((href) => href.includes('/stock/.'))).toBe(false);
    for (const id of ['NVDA', 'TSLA', 'BRK.B', 'META', 'GOOGL', 'AMD', 'AMZN', 'AVGO', 'LLY', 'INTC']) expect(hrefs).toContain(`/stock/${id}/info`);
    expect(
      textIn(
        single(
          popular.filter((stock) => textIn(stock).includes('NVDA')),
          'popular NVDA',
        ),
      ),
    ).toContain('輝達');

    // The 3 most recent articles from the article service, newest first, linking to their pages.
    const articles = page.byTestId('recent-article');
    expect(articles).toHaveLength(3);
    expect(attrOf(inside(articles[0], 'a')[0], 'href')).toMatch(/^\/article\/[\w-]+$/);
    expect(textIn(articles[0]).length).toBeGreaterThan(8);

    expect(textIn(single(page.byTestId('demo-data-notice'), 'demo-data notice'))).toContain('示範資料');
  });
});
