import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { dayNumber, isTradingDay, newYorkClock, parseIsoDate, sessionOpenUtc } from './calendar.ts';
import { priceHistory } from './history.ts';
import { intradayBars, intradayPath } from './intraday.ts';
import { ANCHOR_DATE } from './params.ts';
import { quoteAt } from './quote.ts';
import { dailySeries, indexOnOrBefore, recentSessions } from './series.ts';

const catalogue = loadCatalogue([]);
const entry = (id: string) => {
  const found = catalogue.get(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const TODAY = dayNumber(2026, 11, 20);
/** Friday 20 November 2026, 11:00 New York. */
const DURING_SESSION = Date.parse('2026-11-20T16:00:00Z');

describe('recent sessions (the movers read them)', () => {
  it('are the last sessions of the full series through the day, before the anchor day too', () => {
    for (const id of ['NVDA', 'KO', 'SPY']) {
      for (const day of [TODAY, dayNumber(2026, 11, 22), dayNumber(2025, 3, 3)]) {
        const recent = recentSessions(entry(id), day, 5);
        const full = dailySeries(entry(id), day);
        const last = indexOnOrBefore(full, day);
        expect(recent.length).toBe(5);
        expect(Array.from(recent.days)).toEqual(Array.from(full.days.slice(last - 4, last + 1)));
        for (const field of ['open', 'high', 'low', 'close', 'volume'] as const) {
          expect(Array.from(recent[field]), `${id} ${day} ${field}`).toEqual(Array.from(full[field].slice(last - 4, last + 1)));
        }
      }
    }
  });

  it('give the same quote as the full series', () => {
    const recent = recentSessions(entry('AAPL'), TODAY, 5);
    expect(quoteAt(entry('AAPL'), DURING_SESSION, recent)).toEqual(quoteAt(entry('AAPL'), DURING_SESSION));
  });
});

describe('daily series', () => {
  it('is the same every time it is generated, and differs between symbols', () => {
    const first = dailySeries(entry('NVDA'), TODAY);
    const second = dailySeries({ ...entry('NVDA') }, TODAY); // another entry object: generated afresh
    expect(second).not.toBe(first);
    expect(Array.from(second.close)).toEqual(Array.from(first.close));
    expect(Array.from(second.volume)).toEqual(Array.from(first.volume));
    const apple = dailySeries(entry('AAPL'), TODAY);
    expect(Array.from(apple.close.slice(-20))).not.toEqual(Array.from(first.close.slice(-20)));
  });

  it('does not change a past day when time moves on', () => {
    const earlier = dailySeries({ ...entry('MSFT') }, dayNumber(2026, 9, 30)); // not the cached series of TODAY
    const later = dailySeries(entry('MSFT'), TODAY);
    const day = indexOnOrBefore(earlier, dayNumber(2026, 9, 15));
    expect(later.days[day]).toBe(earlier.days[day]);
    expect(later.close[day]).toBe(earlier.close[day]);
    expect(later.high[day]).toBe(earlier.high[day]);
  });

  it('covers at least five years of trading days for the S&P 500 and the indices', () => {
    const fiveYearsAgo = dayNumber(2021, 11, 20);
    for (const member of [...catalogue.indices(), ...catalogue.sp500Members().slice(0, 40)]) {
      const series = dailySeries(member, TODAY);
      expect((series.days[0] as number) <= fiveYearsAgo, member.id).toBe(true);
      expect(series.days[series.length - 1]).toBe(TODAY);
      // One assertion per series, not per day (44 series × 2,000 days of expect() took seconds).
      expect(
        Array.from(series.days).filter((day) => !isTradingDay(day)),
        member.id,
      ).toEqual([]);
    }
  });

  it('hits the anchor price and keeps bars sane', () => {
    const nvda = dailySeries(entry('NVDA'), TODAY);
    const anchor = indexOnOrBefore(nvda, parseIsoDate(ANCHOR_DATE) as number);
    expect(nvda.close[anchor]).toBeCloseTo(180, 2);
    for (let i = 0; i < nvda.length; i++) {
      const [open, high, low, close] = [nvda.open[i], nvda.high[i], nvda.low[i], nvda.close[i]] as number[];
      expect(low).toBeLessThanOrEqual(Math.min(open as number, close as number));
      expect(high).toBeGreaterThanOrEqual(Math.max(open as number, close as number));
      expect(nvda.volume[i]).toBeGreaterThan(0);
    }
  });

  it('keeps index levels near their real magnitudes', () => {
    const level = (id: string) => {
      const series = dailySeries(entry(id), TODAY);
      return series.close[series.length - 1] as number;
    };
    expect(level('#GSPC')).toBeGreaterThan(4000);
    expect(level('#GSPC')).toBeLessThan(9000);
    expect(level('#DJI')).toBeGreaterThan(30_000);
    expect(level('#DJI')).toBeLessThan(60_000);
    expect(level('#IXIC')).toBeGreaterThan(14_000);
    expect(level('#IXIC')).toBeLessThan(30_000);
    // SPY follows the S&P 500.
    const spy = dailySeries(entry('SPY'), TODAY);
    const gspc = dailySeries(entry('#GSPC'), TODAY);
    expect((spy.close[100] as number) / (gspc.close[100] as number)).toBeCloseTo((spy.close[1500] as number) / (gspc.close[1500] as number), 5);
  });
});

describe('intraday and quotes', () => {
  it('a session path opens, closes, and touches the day high and low', () => {
    const series = dailySeries(entry('TSLA'), TODAY);
    const index = series.length - 1;
    const path = intradayPath(series, index);
    expect(path.minutes).toBe(390);
    expect(path.price[0]).toBeCloseTo(series.open[index] as number, 6);
    expect(path.price[390]).toBeCloseTo(series.close[index] as number, 6);
    expect(Math.max(...path.price)).toBeCloseTo(series.high[index] as number, 4);
    expect(Math.min(...path.price)).toBeCloseTo(series.low[index] as number, 4);
    const volume = path.volume.reduce((sum, v) => sum + v, 0);
    expect(volume).toBeCloseTo(series.volume[index] as number, -2);
    const bars = intradayBars(path, 5);
    expect(bars).toHaveLength(78);
  });

  it('the price moves during the session, by timestamp only', () => {
    const nvda = entry('NVDA');
    const a = quoteAt(nvda, DURING_SESSION);
    const b = quoteAt(nvda, DURING_SESSION + 37 * 60_000);
    expect(quoteAt(nvda, DURING_SESSION)).toEqual(a);
    expect(b.price).not.toBe(a.price);
    expect(a.marketSession).toBe('intraDay');
    expect(a.volume).toBeLessThan(b.volume);
    expect(a.high).toBeGreaterThanOrEqual(a.price);
    expect(a.low).toBeLessThanOrEqual(a.price);
    expect(a.change).toBeCloseTo(a.price - a.previousClose, 2);
  });

  it('before the open the quote is the previous session', () => {
    const nvda = entry('NVDA');
    const before = quoteAt(nvda, Date.parse('2026-11-20T12:00:00Z'));
    const yesterdayClose = quoteAt(nvda, Date.parse('2026-11-19T22:00:00Z'));
    expect(before.tradingDate).toBe('2026-11-19');
    expect(before.price).toBe(yesterdayClose.price);
    expect(before.marketSession).toBe('preMarket');
  });

  it('answers every range with the right interval and a live last bar', () => {
    const nvda = entry('NVDA');
    const oneDay = priceHistory(nvda, '1D', DURING_SESSION);
    expect(oneDay.interval).toBe('5m');
    expect(oneDay.bars).toHaveLength(18); // 09:30–11:00
    expect(oneDay.bars[0]?.time).toBe(sessionOpenUtc(TODAY) / 1000);
    expect(priceHistory(nvda, '5D', DURING_SESSION).bars).toHaveLength(4 * 26 + 6);
    const year = priceHistory(nvda, '1Y', DURING_SESSION);
    expect(year.interval).toBe('1d');
    expect(year.bars.length).toBeGreaterThan(245);
    expect(year.bars.at(-1)?.close).toBe(quoteAt(nvda, DURING_SESSION).price);
    const fiveYears = priceHistory(nvda, '5Y', DURING_SESSION);
    expect(fiveYears.interval).toBe('1wk');
    expect(fiveYears.bars.length).toBeGreaterThan(255);
    const ytd = priceHistory(nvda, 'YTD', DURING_SESSION);
    expect(ytd.bars[0]?.date).toBe('2026-01-02');
    expect(newYorkClock((ytd.bars.at(-1)?.time ?? 0) * 1000).day).toBe(TODAY);
  });
});
