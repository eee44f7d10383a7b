import { beforeAll, describe, expect, it, vi } from 'vitest';
import StockInfoPage from '@/pages/stock/[id]/info';
import { attrOf, inside, type PageHtml, single, textIn } from '@tests/page-html';
import { renderStockPage } from '@tests/stock-page-html';

/**
 * What the info tab's server HTML shows for an ETF (SPY: fees, assets, NAV and
 * premium/discount, the ten largest holdings, sector weights; TLT, a bond fund), rendered in workerd
 * against the sandbox. What only a browser shows (the bars drawn, a holding's link followed, axe,
 * no sideways scroll) stays in tests/e2e/etf-and-index.spec.ts. Any call of the request context
 * this mock lacks (notFound, getRequest: the guard's 404 path) fails the render.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

/** "8.09%", "1,234.50" → the number. */
const numberOf = (text: string): number => Number(text.replace(/[+,%\s]/g, ''));
/** Text as a locator's toHaveText compares it: whitespace collapsed, trimmed. */
const squashed = (text: string) => text.replace(/\s+/g, ' ').trim();
const sortedDescending = (values: number[]) => values.every((value, i) => i === 0 || (values[i - 1] as number) >= value);

const factValues = (page: PageHtml, key: string) =>
  inside(single(page.byTestId('fund-overview'), 'fund overview'), (element) => attrOf(element, 'data-fact') === key).flatMap((fact) => inside(fact, 'dd').map((dd) => squashed(textIn(dd))));
const tabLink = (page: PageHtml, name: string) => inside(single(page.byTestId('stock-tabs'), 'stock tabs'), 'a').filter((link) => textIn(link).includes(name));

// Cold sandbox answers (fund facts, quotes, a month of prices) on a busy machine: more than the 5 s default.
describe('ETF info tab (SPY) in the server HTML', { timeout: 20_000 }, () => {
  let spy: PageHtml;
  beforeAll(async () => {
    spy = await renderStockPage(StockInfoPage, 'info', 'SPY');
  });

  it('shows expense ratio, assets, NAV with its date, premium/discount and the index it tracks', () => {
    expect(factValues(spy, 'expenseRatio')[0]).toMatch(/^0\.09%$/);
    expect(factValues(spy, 'assets')[0]).toMatch(/^[\d,.]+[億兆]$/);
    expect(factValues(spy, 'nav')[0]).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(factValues(spy, 'nav')[1]).toMatch(/^\d{4}\/\d{2}\/\d{2} 收盤$/);
    expect(factValues(spy, 'premiumDiscount')[0]).toMatch(/^(溢價|折價|平價) \d+\.\d{2}%$/);
    expect(factValues(spy, 'inceptionDate')[0]).toMatch(/^1993\/01\/22$/);
    const tracked = spy.where((element) => attrOf(element, 'data-fact') === 'trackedIndex');
    const indexLinks = tracked.flatMap((fact) => inside(fact, 'a')).filter((link) => textIn(link).includes('S&P 500'));
    expect(indexLinks.map((link) => attrOf(link, 'href'))).toEqual(['/stock/.GSPC/info']);
    // A fund is not a company.
    expect(tabLink(spy, '基金簡介').map((link) => attrOf(link, 'href'))).toEqual(['/stock/SPY/profile']);
    expect(tabLink(spy, '公司簡介')).toHaveLength(0);
  });

  it('lists its ten largest holdings with weights, largest first, each linking to its page', () => {
    const holdings = spy.byTestId('fund-holding');
    expect(holdings).toHaveLength(10);
    const weights = holdings.flatMap((row) => inside(row, 'td')).map((cell) => textIn(cell).trim());
    for (const weight of weights) expect(weight).toMatch(/^\d{1,2}\.\d{2}%$/);
    expect(sortedDescending(weights.map(numberOf))).toBe(true);
    const hrefs = holdings.flatMap((row) => inside(row, 'a')).map((link) => attrOf(link, 'href'));
    expect(hrefs).toHaveLength(10);
    for (const href of hrefs) expect(href).toMatch(/^\/stock\/[A-Z][A-Z0-9.]*\/info$/);
    expect(hrefs[0]).toBe('/stock/NVDA/info');
  });

  it('shows its sector weights, largest first, adding up to 100 %', () => {
    single(spy.byTestId('fund-sectors'), 'sector list');
    const sectors = spy.byTestId('fund-sector');
    expect(sectors.length).toBeGreaterThanOrEqual(8);
    expect(textIn(sectors[0])).toContain('資訊科技');
    const weights = sectors.flatMap((sector) => inside(sector, (element) => attrOf(element, 'data-weight') !== undefined)).map((cell) => numberOf(textIn(cell)));
    expect(weights).toHaveLength(sectors.length);
    expect(sortedDescending(weights)).toBe(true);
    expect(Math.abs(weights.reduce((sum, weight) => sum + weight, 0) - 100)).toBeLessThan(0.2);
  });

  it('none of the fund sections shows a P/E', () => {
    for (const id of ['stock-info-fund', 'stock-info-holdings', 'stock-info-sectors']) {
      const section = single(spy.byTestId(id), id);
      expect(textIn(section), id).not.toContain('本益比');
    }
  });

  it('the key statistics show no P/E or EPS for a fund', () => {
    const statistics = single(spy.byTestId('stock-info-statistics'), 'key statistics');
    expect(inside(statistics, 'dl')).toHaveLength(1);
    expect(textIn(statistics)).not.toContain('本益比');
    expect(textIn(statistics)).not.toContain('EPS');
  });
});

describe('a bond fund (TLT)', { timeout: 20_000 }, () => {
  it('says it holds no stocks instead of an empty table', async () => {
    const tlt = await renderStockPage(StockInfoPage, 'info', 'TLT');
    expect(factValues(tlt, 'assetClass')[0]).toBe('債券');
    const holdings = single(tlt.byTestId('stock-info-holdings'), 'holdings section');
    const empty = inside(holdings, (element) => attrOf(element, 'data-empty-state') === 'noResult');
    expect(empty).toHaveLength(1);
    expect(textIn(empty[0])).toContain('不持有個股');
  });
});
