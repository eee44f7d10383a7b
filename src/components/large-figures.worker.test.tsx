import { describe, expect, it, vi } from 'vitest';
import ComparePage from '@/pages/(default)/compare';
import HomePage from '@/pages/(default)/index';
import EarningsCallPage from '@/pages/stock/[id]/earningsCall';
import FinanceStatementPage from '@/pages/stock/[id]/finance/[statement]';
import StockInfoPage from '@/pages/stock/[id]/info';
import StockPricePage from '@/pages/stock/[id]/price';
import ProfilePage from '@/pages/stock/[id]/profile';
import { ENGLISH_SCALE, expectLargeFigure } from '@tests/large-figures';
import { attrOf, type Element, inside, type PageHtml, renderPageHtml, single, textIn } from '@tests/page-html';
import { renderStockPage } from '@tests/stock-page-html';

/**
 * Every large figure a page shows (market caps, volumes, revenue, fund assets,
 * statement amounts and share counts) reads in 萬/億/兆, never k/m/b, with the exact figure in its
 * title for hover, in the server HTML rendered in workerd against the sandbox.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

const withAttr = (root: Element | undefined, name: string, value: string) => inside(root, (element) => attrOf(element, name) === value);
const section = (page: PageHtml, testId: string) => single(page.byTestId(testId), testId);
/** The element that carries a figure and its title: the cell's own span where it has one. */
const figureIn = (cell: Element | undefined) => inside(cell, (element) => attrOf(element, 'title') !== undefined)[0] ?? cell;
const expectNoEnglishScale = (root: Element | undefined, what: string) => expect(textIn(root), what).not.toMatch(ENGLISH_SCALE);

// First renders ask the sandbox for several kinds of data, cold: more than vitest's 5 s default.
describe('large figures in 萬/億/兆 with the exact figure on hover', { timeout: 20_000 }, () => {
  it('info: market cap, volume and average volume', async () => {
    const page = await renderStockPage(StockInfoPage, 'info', 'NVDA');
    const statistics = section(page, 'stock-info-statistics');
    expect(expectLargeFigure(withAttr(statistics, 'data-stat', 'marketCap').flatMap((cell) => inside(cell, 'dd'))[0], '市值')).toBeGreaterThan(1e12);
    expectLargeFigure(withAttr(statistics, 'data-stat', 'volume').flatMap((cell) => inside(cell, 'dd'))[0], '成交量');
    expectLargeFigure(withAttr(section(page, 'quote-summary'), 'data-fact', 'averageVolume').flatMap((cell) => inside(cell, 'dd'))[0], '平均成交量');
    expectNoEnglishScale(section(page, 'stock-info-statistics'), 'key statistics');
  });

  it('an ETF: its assets', async () => {
    const page = await renderStockPage(StockInfoPage, 'info', 'SPY');
    expectLargeFigure(withAttr(section(page, 'fund-overview'), 'data-fact', 'assets').flatMap((cell) => inside(cell, 'dd'))[0], '資產規模');
  });

  it('an income statement: amounts and share counts in the table, the units named, the chart in 億', async () => {
    const page = await renderStockPage((props) => FinanceStatementPage({ ...props, statement: 'income-statement' }), 'finance/income-statement', 'NVDA');
    const table = section(page, 'statement-table');
    for (const row of ['revenue', 'netIncome', 'basicShares']) {
      const cells = withAttr(table, 'data-row', row).flatMap((tr) => inside(tr, 'td'));
      expect(cells).toHaveLength(8);
      for (const cell of cells) expectLargeFigure(inside(cell, 'span')[0], row);
    }
    expectNoEnglishScale(table, 'statement table');
    const note = textIn(section(page, 'statement-section'));
    expect(note).toContain('金額單位為美元，股數單位為股');
    expect(note).not.toContain('k／m／b');
    const chart = section(page, 'statement-chart');
    expectNoEnglishScale(chart, 'chart axis');
    // Each bar's tooltip: the period, the figure as the table writes it, then the exact one.
    const tooltips = inside(chart, 'title').map(textIn);
    expect(tooltips.length).toBeGreaterThan(0);
    for (const tooltip of tooltips) expect(tooltip).toMatch(/^\d{4}Q[1-4]：[\d,.]+[萬億兆]（[\d,]+）$/);
  });

  it('price: the daily table and the chart legend', async () => {
    const page = await renderStockPage(StockPricePage, 'price', 'NVDA');
    const rows = page.byTestId('daily-price-row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expectLargeFigure(figureIn(inside(row, 'td').at(-1)), '成交量');
    expectLargeFigure(section(page, 'legend-volume'), '量');
  });

  it('profile: the peers’ market caps', async () => {
    const page = await renderStockPage(ProfilePage, 'profile', 'NVDA');
    const caps = page.byTestId('peer-row').map((row) => figureIn(inside(row, 'td')[3]));
    expect(caps.length).toBeGreaterThan(0);
    for (const cap of caps) expectLargeFigure(cap, '同業市值');
  });

  it('earnings calls: revenue', async () => {
    const page = await renderStockPage(EarningsCallPage, 'earningsCall', 'AAPL');
    const calls = page.byTestId('earnings-call');
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expectLargeFigure(figureIn(inside(call, 'dd')[0]), '營收');
  });

  it('an index: its members’ market caps', async () => {
    const page = await renderStockPage(StockInfoPage, 'info', '.GSPC');
    const rows = page.byTestId('constituent-row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expectLargeFigure(figureIn(inside(row, 'td')[3]), '成分股市值');
  });

  it('compare: market cap and revenue', async () => {
    const page = await renderPageHtml('/compare', async () => ComparePage({ query: 'ids=NVDA,AMD' }));
    for (const row of ['marketCap', 'revenue']) {
      const cells = page.where((element) => element.tagName === 'tr' && attrOf(element, 'data-row') === row).flatMap((tr) => inside(tr, 'td'));
      expect(cells).toHaveLength(2);
      // The cell's own text, without the 「較佳」 mark.
      for (const cell of cells) expectLargeFigure({ ...cell, childNodes: cell.childNodes.filter((node) => node.nodeName === '#text') }, row);
    }
  });

  it('home: the most active stocks’ volumes', async () => {
    const page = await renderPageHtml('/', () => <HomePage />);
    const volumes = page.byTestId('mover-volume');
    expect(volumes).toHaveLength(5);
    for (const volume of volumes) {
      expect(textIn(volume)).toMatch(/股$/);
      expectLargeFigure(figureIn(volume), '成交量前五');
    }
  });
});
