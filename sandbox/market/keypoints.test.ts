import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { dayNumber, newYorkClock } from './calendar.ts';
import { stockEvents } from './events.ts';
import { keyStatistics } from './keypoints.ts';
import { quoteAt } from './quote.ts';
import { dailySeries, indexOnOrBefore } from './series.ts';

const catalogue = loadCatalogue([]);
const entry = (id: string) => {
  const found = catalogue.get(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
/** Wednesday 25 November 2026: 08:00 (pre-market), 12:00 and 18:00 New York. */
const CLOCKS = [Date.parse('2026-11-25T13:00:00Z'), Date.parse('2026-11-25T17:00:00Z'), Date.parse('2026-11-25T23:00:00Z')];

describe('key statistics: the next earnings release', () => {
  it('is the upcoming earnings event of the same calendar, for every company', () => {
    for (const id of ['NVDA', 'AAPL', 'KO', 'BRK.B', 'ZVIA']) {
      for (const now of CLOCKS) {
        const next = keyStatistics(catalogue, entry(id), now).nextEarnings;
        const upcoming = stockEvents(entry(id), now).filter((event) => event.type === 'earnings' && event.upcoming);
        expect(upcoming, id).toHaveLength(1);
        expect(next?.date, id).toBe(upcoming[0]?.date);
        expect(next?.time, id).toBe(upcoming[0]?.time);
        expect(upcoming[0]?.title, id).toContain(next?.timing === 'beforeOpen' ? '盤前' : '盤後');
        expect(Date.parse(next?.time ?? '')).toBeGreaterThan(now);
        expect(next?.quarter).toMatch(/^\d{4}Q[1-4]$/);
      }
    }
  });

  it('does not exist for funds and indices', () => {
    expect(keyStatistics(catalogue, entry('SPY'), CLOCKS[1] as number).nextEarnings).toBeNull();
    expect(keyStatistics(catalogue, entry('#GSPC'), CLOCKS[1] as number).nextEarnings).toBeNull();
  });
});

describe('key statistics: returns and the quote', () => {
  it('measures the year-to-date and one-year change from the series closes', () => {
    const now = CLOCKS[1] as number;
    for (const id of ['NVDA', 'SPY', '#GSPC']) {
      const stats = keyStatistics(catalogue, entry(id), now);
      const series = dailySeries(entry(id), newYorkClock(now).day);
      const lastOf2025 = series.close[indexOnOrBefore(series, dayNumber(2025, 12, 31))] as number;
      const yearAgo = series.close[indexOnOrBefore(series, dayNumber(2025, 11, 25))] as number;
      expect(stats.yearToDateChangePercent, id).toBeCloseTo((stats.price / lastOf2025 - 1) * 100, 1);
      expect(stats.oneYearChangePercent, id).toBeCloseTo((stats.price / yearAgo - 1) * 100, 1);
    }
  });

  it('carries the quote, extended hours included, and keeps the price inside the 52-week range', () => {
    for (const now of CLOCKS) {
      const stats = keyStatistics(catalogue, entry('NVDA'), now);
      expect(stats.extendedHours).toEqual(quoteAt(entry('NVDA'), now).extendedHours);
      expect(stats.price).toBeGreaterThanOrEqual(stats.week52Low);
      expect(stats.price).toBeLessThanOrEqual(stats.week52High);
    }
    expect(keyStatistics(catalogue, entry('NVDA'), CLOCKS[0] as number).extendedHours?.session).toBe('preMarket');
    expect(keyStatistics(catalogue, entry('NVDA'), CLOCKS[1] as number).extendedHours).toBeNull();
  });
});
