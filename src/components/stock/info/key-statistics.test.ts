import { describe, expect, it } from 'vitest';
import type { SecurityKind } from '@/lib/market/security-labels';
import { amplitudePercent, GRID_COLUMNS, gridRows, keyStatisticRows, lastCellSpan, STATISTICS_BY_KIND } from './key-statistics';
import { NVDA_KEYPOINTS as NVDA } from '@tests/keypoints-fixture';

const byKey = (rows: ReturnType<typeof keyStatisticRows>) => Object.fromEntries(rows.map((row) => [row.key, row.value]));
const KINDS: SecurityKind[] = ['stock', 'etf', 'index'];

describe('keyStatisticRows', () => {
  it('formats the twelve statistics of a stock (2 decimals; 萬/億/兆)', () => {
    const rows = keyStatisticRows(NVDA, 'stock');
    expect(byKey(rows)).toEqual({
      open: '183.72',
      high: '185.28',
      low: '183.62',
      previousClose: '184.45',
      volume: '1.46億',
      amplitude: '0.90%',
      marketCap: '4.44兆',
      peRatio: '39.69',
      eps: '4.63',
      dividendYield: '0.02%',
      annualDividend: '0.04',
      beta: '0.98',
    });
    // The exact figures behind the shortened ones, for hover; none where nothing was shortened.
    expect(Object.fromEntries(rows.filter((row) => row.title).map((row) => [row.key, row.title]))).toEqual({ volume: '146,398,336', marketCap: '4,444,298,040,000' });
    expect(rows.map((row) => row.label)).toEqual(['開盤價', '最高價', '最低價', '昨收價', '成交量', '振幅', '市值', '本益比', '每股盈餘（EPS）', '殖利率', '年化股利', 'Beta 值']);
  });

  it('gives a fund no P/E, EPS or market cap, and its distributions and one-year change instead', () => {
    const rows = keyStatisticRows({ ...NVDA, peRatio: 25, eps: 20 }, 'etf');
    expect(rows.map((row) => row.key)).toEqual(['open', 'high', 'low', 'previousClose', 'volume', 'amplitude', 'dividendYield', 'annualDividend', 'beta', 'oneYearChange']);
    expect(rows.find((row) => row.key === 'annualDividend')?.label).toBe('年化配息');
    expect(rows.find((row) => row.key === 'oneYearChange')).toMatchObject({ label: '近一年漲跌', value: '−0.80%', direction: 'fall' });
  });

  it('gives an index only the day of trading, with thousands separators', () => {
    const rows = keyStatisticRows({ ...NVDA, open: 44375.1, high: 44600, low: 44100.5, previousClose: 44400 }, 'index');
    expect(rows.map((row) => row.key)).toEqual(['open', 'high', 'low', 'previousClose', 'volume', 'amplitude']);
    expect(byKey(rows).open).toBe('44,375.10');
    expect(byKey(rows).amplitude).toBe('1.13%'); // 499.50 ÷ 44,400 = 1.125 %
  });

  it("shows '-' for what does not exist (a loss-making stock has no P/E, a missing change no colour)", () => {
    const values = byKey(keyStatisticRows({ ...NVDA, peRatio: null, dividendYield: null, beta: null, marketCap: null, eps: -1.234 }, 'stock'));
    expect(values).toMatchObject({ peRatio: '-', dividendYield: '-', beta: '-', marketCap: '-', eps: '−1.23' });
    expect(byKey(keyStatisticRows({ ...NVDA, volume: Number.NaN }, 'index')).volume).toBe('-');
    expect(keyStatisticRows({ ...NVDA, oneYearChangePercent: null }, 'etf').at(-1)).toMatchObject({ value: '-', direction: 'stable' });
    expect(amplitudePercent({ high: 2, low: 1, previousClose: 0 })).toBeNull();
  });
});

describe('the grid has no empty cell', () => {
  it.each(KINDS)('%s: every row full at 2 columns and at 3, the last cell spanning what is left', (kind) => {
    const count = keyStatisticRows(NVDA, kind).length;
    expect(count).toBe(STATISTICS_BY_KIND[kind].length);
    for (const columns of [GRID_COLUMNS.narrow, GRID_COLUMNS.wide]) {
      const span = lastCellSpan(count, columns);
      // Cells laid out row by row, the last one widened: exactly rows × columns places are filled.
      expect(count - 1 + span, `${kind} at ${columns} columns`).toBe(gridRows(count, columns) * columns);
      expect(span).toBeGreaterThanOrEqual(1);
      expect(span).toBeLessThanOrEqual(columns);
    }
  });

  it('spans only when a row would be short, and only a fund needs it', () => {
    expect(lastCellSpan(12, 2)).toBe(1);
    expect(lastCellSpan(12, 3)).toBe(1);
    expect(lastCellSpan(6, 3)).toBe(1);
    expect(lastCellSpan(10, 3)).toBe(3);
    expect(lastCellSpan(11, 3)).toBe(2);
    expect(lastCellSpan(7, 2)).toBe(2);
    expect(STATISTICS_BY_KIND.stock.length % 6).toBe(0);
    expect(STATISTICS_BY_KIND.index.length % 6).toBe(0);
  });
});
