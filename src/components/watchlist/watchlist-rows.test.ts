import { describe, expect, it } from 'vitest';
import type { Quote, Sparkline, Watchlist } from '@/lib/upstream/business';
import { sortWatchlistRows, watchlistRows } from './watchlist-rows';
import type { StockId } from '@protocol/stock-id';

type Item = Watchlist['items'][number];
// As the service answers (its schema brands the id as it stands), an empty one included.
const item = (id: string, name: string, customName: string | null = null, commodityType = 1): Item => ({
  id: id as StockId,
  name,
  customName,
  marketType: id.startsWith('#') ? 70 : 1,
  commodityType,
  exchange: 3,
  addedAt: '2026-07-31T12:00:00.000Z',
});
const quote = (id: string, price: number, change: number, changePercent: number, marketSession: Quote['marketSession'] = 'intraDay') => ({ id, price, change, changePercent, marketSession }) as Quote;
const line = (id: string, closes: number[]): Sparkline => ({ id, range: '1M', previousClose: null, closes, from: null, to: null });

describe('watchlistRows', () => {
  it('names rows in Chinese when it can, links each to its info page and adds quote, session and line', () => {
    const rows = watchlistRows(
      [item('NVDA', 'Nvidia', '輝達'), item('#DJI', 'Dow Jones', '道瓊工業指數'), item('ZZZZ', 'Zed Co'), item('SPY', 'SPDR', null, 14)],
      { NVDA: quote('NVDA', 180.5, 2.1, 1.18), '#DJI': quote('#DJI', 44500, -120, -0.27, 'no-trading') },
      { NVDA: line('NVDA', [190, 180.5]), ZZZZ: line('ZZZZ', [5]) },
    );
    expect(rows).toEqual([
      {
        id: 'NVDA',
        symbol: 'NVDA',
        name: '輝達',
        subtitle: 'Nvidia',
        href: '/stock/NVDA/info',
        kind: 'stock',
        order: 0,
        quote: { price: 180.5, change: 2.1, changePercent: 1.18, marketSession: 'intraDay', session: '盤中' },
        sparkline: { closes: [190, 180.5], direction: 'fall' },
      },
      {
        id: '#DJI',
        symbol: '#DJI',
        name: '道瓊工業指數',
        subtitle: 'Dow Jones',
        href: '/stock/.DJI/info',
        kind: 'index',
        order: 1,
        quote: { price: 44500, change: -120, changePercent: -0.27, marketSession: 'no-trading', session: '休市' },
        sparkline: null,
      },
      // One close is no line.
      { id: 'ZZZZ', symbol: 'ZZZZ', name: 'Zed Co', subtitle: null, href: '/stock/ZZZZ/info', kind: 'stock', order: 2, quote: null, sparkline: null },
      { id: 'SPY', symbol: 'SPY', name: 'SPDR', subtitle: null, href: '/stock/SPY/info', kind: 'etf', order: 3, quote: null, sparkline: null },
    ]);
  });

  it('keeps the service order, drops repeats and never shows an empty name', () => {
    const rows = watchlistRows([item('B', '  '), item('A', 'Alpha'), item('B', 'Beta again'), item('', 'nothing')], {});
    expect(rows.map((row) => [row.id, row.name, row.order])).toEqual([
      ['B', 'B', 0],
      ['A', 'Alpha', 1],
    ]);
  });

  it('shows and sorts the PHLX index by its reader symbol #SOX, and keeps its id for links and quotes', () => {
    const rows = watchlistRows([item('SOXX', 'iShares Semiconductor ETF', null, 14), item('#SOXX', 'PHLX Semiconductor Index', '費城半導體指數'), item('#SOXQ', 'Sorter')], {});
    expect(rows.map((row) => [row.id, row.symbol, row.href])).toEqual([
      ['SOXX', 'SOXX', '/stock/SOXX/info'],
      ['#SOXX', '#SOX', '/stock/.SOXX/info'],
      ['#SOXQ', '#SOXQ', '/stock/.SOXQ/info'],
    ]);
    expect(sortWatchlistRows(rows, 'symbol', 'ascending').map((row) => row.symbol)).toEqual(['#SOX', '#SOXQ', 'SOXX']);
  });

  it('ignores a quote without a finite price', () => {
    const rows = watchlistRows([item('X', 'X Co')], { X: quote('X', Number.NaN, 0, 0) });
    expect(rows[0]?.quote).toBeNull();
  });
});

describe('sortWatchlistRows', () => {
  const rows = watchlistRows([item('MSFT', 'Microsoft'), item('AMD', 'AMD'), item('ZZZZ', 'Zed'), item('NVDA', 'Nvidia')], {
    MSFT: quote('MSFT', 500, 5, 1),
    AMD: quote('AMD', 160, -3, -1.8),
    NVDA: quote('NVDA', 180, 4, 2.3),
  });
  const ids = (sorted: ReturnType<typeof sortWatchlistRows>) => sorted.map((row) => row.id);

  it('the list order, by default', () => {
    expect(ids(sortWatchlistRows(rows, 'order', 'ascending'))).toEqual(['MSFT', 'AMD', 'ZZZZ', 'NVDA']);
  });
  it('by symbol both ways', () => {
    expect(ids(sortWatchlistRows(rows, 'symbol', 'ascending'))).toEqual(['AMD', 'MSFT', 'NVDA', 'ZZZZ']);
    expect(ids(sortWatchlistRows(rows, 'symbol', 'descending'))).toEqual(['ZZZZ', 'NVDA', 'MSFT', 'AMD']);
  });
  it('by price and change, rows without a quote last either way', () => {
    expect(ids(sortWatchlistRows(rows, 'price', 'descending'))).toEqual(['MSFT', 'NVDA', 'AMD', 'ZZZZ']);
    expect(ids(sortWatchlistRows(rows, 'price', 'ascending'))).toEqual(['AMD', 'NVDA', 'MSFT', 'ZZZZ']);
    expect(ids(sortWatchlistRows(rows, 'changePercent', 'descending'))).toEqual(['NVDA', 'MSFT', 'AMD', 'ZZZZ']);
  });
  it('does not change the rows it is given', () => {
    sortWatchlistRows(rows, 'symbol', 'ascending');
    expect(ids(rows)).toEqual(['MSFT', 'AMD', 'ZZZZ', 'NVDA']);
  });
});
