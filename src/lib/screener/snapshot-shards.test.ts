import { describe, expect, it } from 'vitest';
import type { ScreenerRow } from '../upstream/business/schemas/screener';
import { SCREENER_SHARDS, screenerShards, shardOfIndex } from './snapshot-shards';

/** A row whose every field differs from the others, so a field read from the wrong place shows. */
const row = {
  id: 'TSM',
  name: 'Taiwan Semiconductor Manufacturing Company Ltd.',
  customName: '台積電',
  exchange: 1,
  kind: 'adr',
  sector: 'Information Technology',
  sectorZh: '資訊科技',
  industry: 'Semiconductors',
  industryZh: '半導體',
  sp500: false,
  nasdaq100: true,
  dow: false,
  taiwanCode: '2330',
  ...Object.fromEntries(
    ['price', 'change', 'changePercent', 'volume', 'averageVolume', 'marketCap', 'peRatio', 'forwardPe', 'priceToSales', 'priceToBook', 'evToEbitda', 'dividendYield', 'payoutRatio'].map((key, i) => [
      key,
      100 + i,
    ]),
  ),
  dividendFrequency: 'quarterly',
  dividendYears: 17,
  exDividendDate: '2026-12-11',
  ...Object.fromEntries(
    [
      'revenueGrowth',
      'revenueGrowth3y',
      'epsGrowth',
      'epsGrowth3y',
      'grossMargin',
      'operatingMargin',
      'netMargin',
      'roe',
      'debtToEquity',
      'change1m',
      'change6m',
      'changeYtd',
      'change1y',
      'week52High',
      'week52Low',
      'sma50',
      'sma200',
      'rsi14',
      'beta',
      'expenseRatio',
      'aum',
    ].map((key, i) => [key, 200 + i]),
  ),
  holdingsCount: null,
} as unknown as ScreenerRow;

const header = { tradingDate: '2026-11-20', asOf: '2026-11-20T21:00:00.000Z', marketSession: 'no-trading' as const, total: 1 };

describe("the screener's shards", () => {
  it('store a row as an array and read it back field for field, with the header', () => {
    const text = screenerShards.encode(2, [row], 42, header);
    expect(JSON.parse(text)).toMatchObject({ v: 1, shard: 2, fetchedAt: 42, header, rows: [expect.any(Array)] });
    expect(screenerShards.decode(text, 2)).toEqual({ key: 2, fetchedAt: 42, header, entries: [row] });
  });

  it('read a row of the wrong shape, a missing header or another shard as missing', () => {
    const text = screenerShards.encode(2, [row], 42, header);
    expect(screenerShards.decode(text, 3)).toBeNull();
    expect(screenerShards.decode(text.replace('"price":', '"x":').replace(',100,', ',"100",'), 2)).toBeNull();
    expect(screenerShards.decode(text.replace(/"header":\{[^}]*\},/, ''), 2)).toBeNull();
  });

  it('cut the table into runs of consecutive rows, in order', () => {
    const shards = Array.from({ length: 13_106 }, (_, i) => shardOfIndex(i, 13_106));
    expect(shards[0]).toBe(0);
    expect(shards.at(-1)).toBe(SCREENER_SHARDS - 1);
    expect(shards.every((shard, i) => i === 0 || shard === shards[i - 1] || shard === (shards[i - 1] ?? 0) + 1)).toBe(true);
    expect(new Set(shards).size).toBe(SCREENER_SHARDS);
  });
});
