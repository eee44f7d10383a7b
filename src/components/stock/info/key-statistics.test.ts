import { describe, expect, it } from 'vitest';
import type { KeyStatistics } from '@/lib/upstream/business';
import { keyStatisticRows } from './key-statistics';

const NVDA: KeyStatistics = {
  id: 'NVDA',
  price: 183.75,
  previousClose: 184.45,
  change: -0.7,
  changePercent: -0.38,
  open: 183.72,
  high: 185.28,
  low: 183.62,
  volume: 146398336,
  marketSession: 'no-trading',
  tradingDate: '2026-11-20',
  time: '2026-11-20T21:00:00.000Z',
  currency: 'USD',
  name: 'Nvidia',
  customName: '輝達',
  averageVolume: 106263501,
  marketCap: 4444298040000,
  sharesOutstanding: 24186656000,
  peRatio: 39.694,
  eps: 4.63,
  dividendYield: 0.02,
  annualDividend: 0.04,
  week52High: 191.84,
  week52Low: 144.41,
  beta: 0.975,
  yearToDateChangePercent: 15.72,
  oneYearChangePercent: -0.8,
  nextEarnings: { quarter: '2026Q4', date: '2027-02-16', time: '2027-02-16T21:05:00.000Z', timing: 'afterClose' },
  extendedHours: null,
};

const byKey = (rows: ReturnType<typeof keyStatisticRows>) => Object.fromEntries(rows.map((row) => [row.key, row.value]));

describe('keyStatisticRows', () => {
  it('formats the eleven statistics of a stock (spec §9: 2 decimals, k/m/b)', () => {
    const rows = keyStatisticRows(NVDA, false);
    expect(rows).toHaveLength(11);
    expect(byKey(rows)).toEqual({
      open: '183.72',
      high: '185.28',
      low: '183.62',
      previousClose: '184.45',
      volume: '146.40m',
      marketCap: '4,444.30b',
      peRatio: '39.69',
      eps: '4.63',
      dividendYield: '0.02%',
      week52Range: '144.41 – 191.84',
      beta: '0.98',
    });
  });

  it("shows '-' for what does not apply (a loss-making stock has no P/E, a non-payer no yield)", () => {
    const values = byKey(keyStatisticRows({ ...NVDA, peRatio: null, dividendYield: null, beta: null, marketCap: null }, false));
    expect(values.peRatio).toBe('-');
    expect(values.dividendYield).toBe('-');
    expect(values.beta).toBe('-');
    expect(values.marketCap).toBe('-');
    expect(byKey(keyStatisticRows({ ...NVDA, volume: Number.NaN }, false)).volume).toBe('-');
  });

  it('leaves out market cap, P/E, EPS and yield for an index, and prints thousands separators', () => {
    const rows = keyStatisticRows({ ...NVDA, open: 44375.1, week52Low: 36909.42, week52High: 48311.35 }, true);
    expect(rows.map((row) => row.key)).toEqual(['open', 'high', 'low', 'previousClose', 'volume', 'beta', 'week52Range']);
    expect(byKey(rows).open).toBe('44,375.10');
    expect(byKey(rows).week52Range).toBe('36,909.42 – 48,311.35');
  });

  it('marks only the 52-week range as needing a whole phone row, and puts it last after an even count', () => {
    for (const isIndex of [false, true]) {
      const rows = keyStatisticRows(NVDA, isIndex);
      expect(rows.filter((row) => row.wide).map((row) => row.key)).toEqual(['week52Range']);
      expect(rows.at(-1)?.key).toBe('week52Range');
      expect((rows.length - 1) % 2).toBe(0); // two phone columns: no hole before the wide row
    }
  });

  it('keeps negative EPS signed', () => {
    expect(byKey(keyStatisticRows({ ...NVDA, eps: -1.234 }, false)).eps).toBe('−1.23');
  });
});
