import { describe, expect, it } from 'vitest';
import { NVDA_KEYPOINTS } from '@tests/keypoints-fixture';
import { extendedHoursSchedule, nextEarningsText, quoteSummaryView, summaryFactCount } from './quote-summary';

describe('quoteSummaryView', () => {
  it('dates a close on both clocks: New York for the market, Taipei for the reader', () => {
    const view = quoteSummaryView(NVDA_KEYPOINTS, 'stock');
    expect(view.asOf).toEqual({ basis: '收盤', iso: '2026-11-20T21:00:00.000Z', newYork: '11/20 16:00 美東', taipei: '11/21 05:00 台北' });
    expect(quoteSummaryView({ ...NVDA_KEYPOINTS, marketSession: 'intraDay', time: '2026-11-20T16:30:00.000Z' }, 'stock').asOf).toMatchObject({
      basis: '盤中',
      newYork: '11/20 11:30 美東',
      taipei: '11/21 00:30 台北',
    });
  });

  it('shows the after-hours price with its change and time, only in the after-hours', () => {
    const extendedHours = { session: 'afterHours', price: 184.1, change: 0.35, changePercent: 0.19, time: '2026-11-20T22:30:00.000Z' } as const;
    const view = quoteSummaryView({ ...NVDA_KEYPOINTS, marketSession: 'afterHours', extendedHours }, 'stock');
    expect(view.extended).toEqual({ label: '盤後', session: 'afterHours', price: '184.10', change: '+0.35 (+0.19%)', direction: 'rise', iso: '2026-11-20T22:30:00.000Z', newYork: '11/20 17:30 美東' });
    expect(quoteSummaryView({ ...NVDA_KEYPOINTS, marketSession: 'no-trading', extendedHours }, 'stock').extended).toBeNull();
    const preMarket = { session: 'preMarket', price: 183.1, change: -0.65, changePercent: -0.35, time: '2026-11-23T13:00:00.000Z' } as const;
    expect(quoteSummaryView({ ...NVDA_KEYPOINTS, marketSession: 'preMarket', extendedHours: preMarket }, 'etf').extended).toMatchObject({ label: '盤前', change: '−0.65 (−0.35%)', direction: 'fall' });
  });

  it('tells the extended hours of the session’s day, for the room of their price while there is none', () => {
    expect(extendedHoursSchedule(null)).toBe('盤前 04:00–09:30・盤後 16:00–20:00 美東');
    // The day after Thanksgiving closes at 13:00, its after-hours four hours later.
    expect(extendedHoursSchedule({ year: 2026, month: 11, day: 27 })).toBe('盤前 04:00–09:30・盤後 13:00–17:00 美東');
    const view = (patch: Partial<typeof NVDA_KEYPOINTS>) => quoteSummaryView({ ...NVDA_KEYPOINTS, ...patch }, 'stock').schedule;
    expect(view({ marketSession: 'intraDay', tradingDate: '2026-11-27' })).toContain('盤後 13:00–17:00');
    expect(view({ marketSession: 'intraDay', tradingDate: '2026-11-25' })).toContain('盤後 16:00–20:00');
    // In the pre-market the quote's date is the session before; the extended-hours price's is the day's.
    const preMarket = { session: 'preMarket', price: 183.1, change: -0.65, changePercent: -0.35, time: '2026-11-27T13:00:00.000Z' } as const;
    expect(view({ marketSession: 'preMarket', tradingDate: '2026-11-25', extendedHours: preMarket })).toContain('盤後 13:00–17:00');
  });

  it('places the price in its 52-week range and says so in words', () => {
    const { range } = quoteSummaryView(NVDA_KEYPOINTS, 'stock');
    expect(range.low).toBe('144.41');
    expect(range.high).toBe('191.84');
    expect(range.position).toBeCloseTo((183.75 - 144.41) / (191.84 - 144.41), 10);
    expect(range.description).toBe('52 週區間：最低 144.41，最高 191.84；目前價格 183.75，位於區間的 82.94%');
  });

  it('lists average volume and the year so far for every kind, the next earnings release for companies', () => {
    const facts = (kind: 'stock' | 'etf' | 'index') => quoteSummaryView(NVDA_KEYPOINTS, kind).facts;
    expect(facts('stock')).toEqual([
      { key: 'averageVolume', label: '平均成交量（3 個月）', value: '1.06億', title: '106,263,501' },
      { key: 'yearToDate', label: '今年以來漲跌', value: '+15.72%', direction: 'rise' },
      { key: 'nextEarnings', label: '下次財報', value: '2027/02/16 16:05 美東（盤後）' },
    ]);
    for (const kind of ['etf', 'index'] as const) {
      expect(facts(kind).map((fact) => fact.key)).toEqual(['averageVolume', 'yearToDate']);
      expect(facts(kind)).toHaveLength(summaryFactCount(kind));
    }
    expect(facts('stock')).toHaveLength(summaryFactCount('stock'));
  });

  it('writes a release before the open as 盤前, and a missing one as -', () => {
    expect(nextEarningsText({ quarter: '2027Q1', date: '2027-04-22', time: '2027-04-22T11:00:00.000Z', timing: 'beforeOpen' })).toBe('2027/04/22 07:00 美東（盤前）');
    expect(nextEarningsText(null)).toBe('-');
  });
});
