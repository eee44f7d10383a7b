import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceBar, PriceHistory } from '@/lib/upstream/business';
import { stockId } from '@tests/stock-ids';

/**
 * The streamed sections of the price and technical-analysis tabs, with the business client mocked:
 * data → the chart / table / panes; an upstream failure → that section's error notice, never a throw.
 */

const getPriceHistory = vi.fn<(ctx: unknown, id: string, range: string) => Promise<PriceHistory>>();
vi.mock('@/lib/server/request-context', () => ({ getUpstreamContext: () => ({ token: 'secret-reader-token' }) }));
vi.mock('@/lib/upstream/business', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upstream/business')>()),
  getPriceHistory: (ctx: unknown, id: string, range: string) => getPriceHistory(ctx, id, range),
  // No quote: the technical analysis reads the clock instead (its own tests: technical/signals.test.ts).
  getQuotes: () => Promise.reject(new Error('no quotes here')),
}));

const { CHART_HEIGHT_LAPTOP, CHART_HEIGHT_PHONE, PriceChartSection } = await import('./PriceChartSection');
const chartBox = await import('@/components/charts/chart-box');
const { DailyPriceTable } = await import('./DailyPriceTable');
const { TechnicalAnalysis } = await import('../technical/TechnicalAnalysis');

const bars = (n: number): PriceBar[] =>
  Array.from({ length: n }, (_, i) => {
    const close = 100 + 10 * Math.sin(i / 9) + i * 0.1;
    return {
      time: Date.UTC(2025, 10, 24 + i, 14, 30) / 1000,
      date: new Date(Date.UTC(2025, 10, 24 + i)).toISOString().slice(0, 10),
      open: close - 0.5,
      high: close + 1,
      low: close - 1.5,
      close,
      volume: 1_000_000 + i,
    };
  });
const history = (n: number, over: Partial<PriceHistory> = {}): PriceHistory => ({ id: 'NVDA', range: '1Y', interval: '1d', previousClose: 99, bars: bars(n), ...over });

const render = async (element: Promise<React.ReactElement>) => renderToStaticMarkup(await element);

beforeEach(() => {
  getPriceHistory.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('PriceChartSection', () => {
  it('asks for the range and renders the chart with the latest bar in the legend', async () => {
    getPriceHistory.mockResolvedValue(history(21, { range: '1M' }));
    const html = await render(PriceChartSection({ stockId: stockId('NVDA'), name: '輝達', range: '1M' }));
    expect(getPriceHistory).toHaveBeenCalledWith(expect.anything(), 'NVDA', '1M');
    expect(html).toContain('data-testid="price-chart"');
    expect(html).toContain('data-interval="1d"');
    expect(html).toContain('data-bars="21"');
    expect(html).toContain(`>${new Date(Date.UTC(2025, 10, 44)).toISOString().slice(0, 10).replaceAll('-', '/')}<`);
    expect(html).not.toContain('NaN');
  });

  it('hands the client chart plain numbers only, never the reader’s token', async () => {
    getPriceHistory.mockResolvedValue(history(5));
    const element = await PriceChartSection({ stockId: stockId('NVDA'), name: '輝達', range: '1M' });
    const props = JSON.stringify(element.props);
    expect(props).not.toContain('secret-reader-token');
    expect((element.props as { data: { bars: unknown[][] } }).data.bars.flat().every((v) => typeof v === 'number')).toBe(true);
  });

  it('reserves the box the chart’s picture lays out (the picture and the chart share one geometry)', () => {
    expect([CHART_HEIGHT_PHONE, CHART_HEIGHT_LAPTOP]).toEqual([chartBox.CHART_HEIGHT_PHONE, chartBox.CHART_HEIGHT_LAPTOP]);
  });

  it('shows an error notice when the service fails, and a no-data notice for an empty range', async () => {
    getPriceHistory.mockRejectedValue(new Error('502'));
    expect(await render(PriceChartSection({ stockId: stockId('NVDA'), name: '輝達', range: '5D' }))).toContain('data-empty-state="error"');
    getPriceHistory.mockResolvedValue(history(0));
    expect(await render(PriceChartSection({ stockId: stockId('NVDA'), name: '輝達', range: '5D' }))).toContain('data-empty-state="noResult"');
  });
});

describe('DailyPriceTable', () => {
  it('renders the last 30 sessions from the one-year history', async () => {
    getPriceHistory.mockResolvedValue(history(250));
    const html = await render(DailyPriceTable({ stockId: stockId('#DJI'), name: '道瓊工業指數' }));
    expect(getPriceHistory).toHaveBeenCalledWith(expect.anything(), '#DJI', '1Y');
    expect(html.match(/data-testid="daily-price-row"/g)).toHaveLength(30);
    expect(html).toContain('<th scope="col">漲跌幅</th>');
  });

  it('shows an error notice when the service fails', async () => {
    getPriceHistory.mockRejectedValue(new Error('timeout'));
    expect(await render(DailyPriceTable({ stockId: stockId('NVDA'), name: '輝達' }))).toContain('每日股價暫時無法載入');
  });
});

describe('TechnicalAnalysis', () => {
  it('renders the signals and the four panes from a year of daily bars, NaN-free', async () => {
    getPriceHistory.mockResolvedValue(history(250));
    const html = await render(TechnicalAnalysis({ stockId: stockId('NVDA'), name: '輝達' }));
    expect(getPriceHistory).toHaveBeenCalledWith(expect.anything(), 'NVDA', '1Y');
    for (const pane of ['pane-price', 'pane-rsi', 'pane-macd', 'pane-kd']) expect(html).toContain(`data-testid="${pane}"`);
    expect(html.match(/data-testid="technical-signal"/g)).toHaveLength(4);
    expect(html).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('a short history still renders, saying which indicators lack data', async () => {
    getPriceHistory.mockResolvedValue(history(10));
    const html = await render(TechnicalAnalysis({ stockId: stockId('NEWCO'), name: 'NewCo' }));
    expect(html).toContain('均線資料不足');
    expect(html).toContain('MACD 資料不足');
    expect(html).not.toMatch(/NaN|Infinity/);
  });

  it('shows an error notice when the service fails, a no-data notice without bars', async () => {
    getPriceHistory.mockRejectedValue(new Error('500'));
    expect(await render(TechnicalAnalysis({ stockId: stockId('NVDA'), name: '輝達' }))).toContain('data-empty-state="error"');
    getPriceHistory.mockResolvedValue(history(0));
    expect(await render(TechnicalAnalysis({ stockId: stockId('NVDA'), name: '輝達' }))).toContain('data-empty-state="noResult"');
  });
});
