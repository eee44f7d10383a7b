import { beforeAll, describe, expect, it } from 'vitest';
import { type CatalogueEntry, loadCatalogue } from '../catalogue/index.ts';
import { fundPortfolio } from '../market/fund-holdings.ts';
import { dayNumber, isoDate } from '../market/calendar.ts';
import type { ScreenerRow } from '../market/screener-row.ts';
import { createSandboxStorage } from '../storage.ts';
import { createBusinessService } from './index.ts';
import { nasdaq100Members } from '../market/index-members.ts';
import { sessionDayAt } from './screener.ts';
import { buildHere, threadBuilder } from './screener-build.ts';
import { harness, TEST_NOW } from './test-support.ts';

interface Page {
  tradingDate: string;
  asOf: string;
  marketSession: string;
  page: number;
  pageSize: number;
  total: number;
  rows: ScreenerRow[];
}

const { request } = harness(TEST_NOW, 'small');
// The first call of a session builds the session's bases (seconds on a busy machine): here, not inside a test.
beforeAll(() => request('GET', '/api/Stock/Screener?pageSize=1'));
const page = async (query: string): Promise<Page> => {
  const res = await request('GET', `/api/Stock/Screener?${query}`);
  expect(res.status, query).toBe(200);
  return ((await res.json()) as { data: Page }).data;
};

describe('GET /api/Stock/Screener', () => {
  it('answers every listed security once, in id order, in pages that add up to the whole', async () => {
    const whole = await page('page=1&pageSize=2000');
    expect(whole.total).toBe(whole.rows.length);
    expect(whole.rows.every((row, i) => i === 0 || (whole.rows[i - 1] as ScreenerRow).id < row.id)).toBe(true);
    expect(whole.rows.some((row) => row.id.startsWith('#'))).toBe(false);
    const pages = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => page(`page=${n}&pageSize=50`)));
    expect(pages.flatMap((p) => p.rows)).toEqual(whole.rows);
    expect(pages[1]).toMatchObject({ page: 2, pageSize: 50, total: whole.total, tradingDate: '2026-11-20', asOf: '2026-11-20T16:00:00.000Z', marketSession: 'intraDay' });
    expect((await page('page=500&pageSize=2000')).rows).toEqual([]);
  });

  it.each([
    ['page=0', 'page=0'],
    ['a negative page', 'page=-1'],
    ['a fraction', 'page=1.5'],
    ['a word', 'page=abc'],
    ['pageSize=0', 'pageSize=0'],
    ['more than 2,000 a page', 'pageSize=2001'],
    ['an exponent', 'pageSize=1e3'],
    ['a 10 kB number', `page=${'9'.repeat(10_000)}`],
  ])('refuses %s with a 400 and a reason', async (_, query) => {
    const res = await request('GET', `/api/Stock/Screener?${query}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^Screener \((page|pageSize)\)/);
  });
});

describe('what a row says of a security', () => {
  const ids = new Set(['TSM', 'UMC', 'ABVX', 'AAPL', 'NVDA', 'JPM', 'KO', 'SPY', 'BRK.B', 'BFH$A', 'ZVIA']);
  const catalogue = loadCatalogue([], { only: (entry) => entry.isIndex || ids.has(entry.id) });
  const app = createBusinessService({ storage: createSandboxStorage('memory'), verifyBearer: () => Promise.resolve(null), publicUrl: 'http://sandbox.test', catalogue, now: () => TEST_NOW });
  const rows = async () => {
    const res = await app.request('/api/Stock/Screener?pageSize=100', { headers: { 'x-app-id': 'usstock-web' } });
    return new Map(((await res.json()) as { data: Page }).data.rows.map((row) => [row.id, row]));
  };

  it('its kind, lists and Taiwan listing', async () => {
    const byId = await rows();
    const pick = (id: string) => {
      const row = byId.get(id);
      return row && { kind: row.kind, sp500: row.sp500, dow: row.dow, taiwanCode: row.taiwanCode };
    };
    expect(pick('TSM')).toEqual({ kind: 'adr', sp500: false, dow: false, taiwanCode: '2330' });
    expect(pick('UMC')).toEqual({ kind: 'adr', sp500: false, dow: false, taiwanCode: '2303' });
    expect(pick('ABVX')).toEqual({ kind: 'adr', sp500: false, dow: false, taiwanCode: null });
    expect(pick('AAPL')).toEqual({ kind: 'stock', sp500: true, dow: true, taiwanCode: null });
    expect(pick('BFH$A')).toEqual({ kind: 'stock', sp500: false, dow: false, taiwanCode: null });
    expect(pick('SPY')).toEqual({ kind: 'etf', sp500: false, dow: false, taiwanCode: null });
  });

  it('null where a figure does not apply: a fund has no P/E or sector, a company no expense ratio', async () => {
    const byId = await rows();
    expect(byId.get('SPY')).toMatchObject({ peRatio: null, sector: null, marketCap: null, revenueGrowth: null, payoutRatio: null });
    expect(byId.get('SPY')?.aum).toBeGreaterThan(1e11);
    expect(byId.get('NVDA')).toMatchObject({ expenseRatio: null, aum: null, holdingsCount: null, sector: 'Information Technology', sectorZh: '資訊科技' });
  });

  it('valuation ratios are the market cap at the price over the statements', async () => {
    const nvda = (await rows()).get('NVDA') as ScreenerRow;
    const income = (
      (await (await app.request('/api/Stock/NVDA/Financials/income-statement?period=quarterly', { headers: { 'x-app-id': 'usstock-web' } })).json()) as {
        data: { rows: Array<{ key: string; values: number[] }> };
      }
    ).data;
    const line = (key: string) => income.rows.find((row) => row.key === key)?.values ?? [];
    const sum = (values: number[], from: number) => values.slice(from, from + 4).reduce((total, value) => total + value, 0);
    const revenue = sum(line('revenue'), 0);
    expect(nvda.priceToSales).toBeCloseTo((nvda.marketCap as number) / revenue, 2);
    expect(nvda.grossMargin).toBeCloseTo((sum(line('grossProfit'), 0) / revenue) * 100, 2);
    expect(nvda.netMargin).toBeCloseTo((sum(line('netIncome'), 0) / revenue) * 100, 2);
    expect(nvda.revenueGrowth).toBeCloseTo((revenue / sum(line('revenue'), 4) - 1) * 100, 2);
    expect(nvda.revenueGrowth3y).toBeCloseTo(((revenue / sum(line('revenue'), 12)) ** (1 / 3) - 1) * 100, 2);
    expect(nvda.peRatio).toBeGreaterThan(0);
    expect(nvda.forwardPe).toBeCloseTo((nvda.peRatio as number) / (1 + (nvda.revenueGrowth as number) / 100), 0);
  });

  it('trend figures are the price charts’ changes, and the averages their closes’', async () => {
    const aapl = (await rows()).get('AAPL') as ScreenerRow;
    const chart = async (range: string) =>
      (
        (await (await app.request(`/api/Stock/AAPL/PriceHistory?range=${range}`, { headers: { 'x-app-id': 'usstock-web' } })).json()) as {
          data: { previousClose: number; bars: Array<{ close: number }> };
        }
      ).data;
    const change = (base: number) => Math.round(((aapl.price - base) / base) * 10_000) / 100;
    expect(aapl.change1m).toBe(change((await chart('1M')).previousClose));
    expect(aapl.change6m).toBe(change((await chart('6M')).previousClose));
    expect(aapl.changeYtd).toBe(change((await chart('YTD')).previousClose));
    const closes = (await chart('1Y')).bars.map((bar) => bar.close);
    const mean = (values: number[]) => values.reduce((total, value) => total + value, 0) / values.length;
    expect(aapl.sma50).toBeCloseTo(mean(closes.slice(-50)), 1);
    expect(aapl.sma200).toBeCloseTo(mean(closes.slice(-200)), 1);
    // RSI 14, Wilder's smoothing over the year's closes (the session's price last).
    let gain = 0;
    let loss = 0;
    closes.forEach((close, i) => {
      if (i === 0) return;
      const up = Math.max(close - (closes[i - 1] as number), 0);
      const down = Math.max((closes[i - 1] as number) - close, 0);
      gain = i <= 14 ? gain + up / 14 : (gain * 13 + up) / 14;
      loss = i <= 14 ? loss + down / 14 : (loss * 13 + down) / 14;
    });
    expect(aapl.rsi14).toBeCloseTo(100 - 100 / (1 + gain / loss), 0);
    expect(aapl.week52Low).toBeLessThanOrEqual(Math.min(...closes));
    expect(aapl.week52High).toBeGreaterThanOrEqual(Math.max(...closes));
  });
});

describe('the session bases', () => {
  it('a build thread gives the very bases this thread builds, with the sandbox’s own entries', async () => {
    const catalogue = loadCatalogue([], { only: (entry) => entry.isIndex || ['AAPL', 'TSM', 'SPY', 'KO', 'ZVIA'].includes(entry.id) });
    const entries = catalogue.all().filter((entry) => !entry.isIndex);
    const day = sessionDayAt(TEST_NOW);
    const [threaded, here] = await Promise.all([threadBuilder()(catalogue, entries, day), buildHere(catalogue, entries, day)]);
    expect(threaded).toEqual(here);
    expect(threaded.get('AAPL')?.entry).toBe(catalogue.get('AAPL'));
    expect(threaded.get('SPY')?.fund).toEqual({ expenseRatio: 0.0945, holdingsCount: expect.any(Number) });
  });
});

describe('the lists a row names', () => {
  it('the Nasdaq-100 is the hundred largest Nasdaq companies outside finance, as QQQ holds them', () => {
    const catalogue = loadCatalogue([]);
    const members = new Set(nasdaq100Members(catalogue).map((entry) => entry.id));
    expect(members.size).toBe(100);
    for (const id of ['AAPL', 'NVDA', 'MSFT', 'AMZN', 'GOOGL']) expect(members.has(id), id).toBe(true);
    for (const id of ['JPM', 'KO', 'SPY', 'QQQ']) expect(members.has(id), id).toBe(false);
    expect(new Set(fundPortfolio(catalogue, catalogue.get('QQQ') as CatalogueEntry).holdings.map((holding) => holding.entry.id))).toEqual(members);
  });

  it('a quote belongs to the session that has opened: before the open, the one before; on a weekend, Friday’s', () => {
    const dateAt = (iso: string) => isoDate(sessionDayAt(Date.parse(iso)));
    expect(dateAt('2026-11-20T14:29:00Z')).toBe('2026-11-19');
    expect(dateAt('2026-11-20T14:30:00Z')).toBe('2026-11-20');
    expect(dateAt('2026-11-22T15:00:00Z')).toBe('2026-11-20');
    // Thanksgiving: closed all day.
    expect(sessionDayAt(Date.parse('2026-11-26T18:00:00Z'))).toBe(dayNumber(2026, 11, 25));
  });
});
