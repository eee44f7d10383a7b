import { describe, expect, it } from 'vitest';
import type { Quote, Watchlist } from '../../lib/upstream/business';
import { watchlistRows } from './watchlist-rows';

type Item = Watchlist['items'][number];
const item = (id: string, name: string, customName: string | null = null): Item => ({
  id,
  name,
  customName,
  marketType: id.startsWith('#') ? 70 : 1,
  commodityType: 1,
  exchange: 3,
  addedAt: '2026-07-31T12:00:00.000Z',
});
const quote = (id: string, price: number, change: number, changePercent: number) => ({ id, price, change, changePercent }) as Quote;

describe('watchlistRows', () => {
  it('names rows in Chinese when it can, links each to its info page and adds the quote', () => {
    const rows = watchlistRows([item('NVDA', 'Nvidia', '輝達'), item('#DJI', 'Dow Jones', '道瓊工業指數'), item('ZZZZ', 'Zed Co')], {
      NVDA: quote('NVDA', 180.5, 2.1, 1.18),
      '#DJI': quote('#DJI', 44500, -120, -0.27),
    });
    expect(rows).toEqual([
      { id: 'NVDA', name: '輝達', subtitle: 'Nvidia', href: '/stock/NVDA/info', quote: { price: 180.5, change: 2.1, changePercent: 1.18 } },
      { id: '#DJI', name: '道瓊工業指數', subtitle: 'Dow Jones', href: '/stock/.DJI/info', quote: { price: 44500, change: -120, changePercent: -0.27 } },
      { id: 'ZZZZ', name: 'Zed Co', subtitle: null, href: '/stock/ZZZZ/info', quote: null },
    ]);
  });

  it('keeps the service order, drops repeats and never shows an empty name', () => {
    const rows = watchlistRows([item('AAPL', 'Apple'), item('GONE', '  ', '  '), item('AAPL', 'Apple again')], {});
    expect(rows.map((row) => [row.id, row.name, row.subtitle])).toEqual([
      ['AAPL', 'Apple', null],
      ['GONE', 'GONE', null],
    ]);
  });

  it('escapes odd symbols in links rather than building another path', () => {
    const [row] = watchlistRows([item('BRK.B', 'Berkshire', '波克夏-B'), item('A/../B', 'x')], {});
    expect(row?.href).toBe('/stock/BRK.B/info');
    expect(watchlistRows([item('A/../B', 'x')], {})[0]?.href).toBe('/stock/A%2F..%2FB/info');
  });

  it('an empty list is empty', () => {
    expect(watchlistRows([], {})).toEqual([]);
  });
});
