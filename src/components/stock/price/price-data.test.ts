import { describe, expect, it } from 'vitest';
import type { PriceBar, PriceHistory } from '@/lib/upstream/business';
import { barChangePercent, dateToChartSeconds, formatChartTime, formatTick, newYorkWallClockSeconds, sessionWhitespace } from '@/components/charts/chart-data';
import { dailyPriceRows, sessionOf, toChartData } from './price-data';
import { PRICE_RANGES } from '@/lib/upstream/business';
import { DEFAULT_PRICE_RANGE, parsePriceRange, priceRangeHref, RANGE_LABELS } from './price-range';

const unix = (iso: string) => Date.parse(iso) / 1000;

describe('newYorkWallClockSeconds', () => {
  it('writes the New York time of day as UTC, in winter (UTC−5) and summer (UTC−4)', () => {
    // 2026-11-20 09:30 New York (EST) is 14:30 UTC.
    expect(formatChartTime(newYorkWallClockSeconds(unix('2026-11-20T14:30:00Z')), '5m')).toBe('2026/11/20 09:30 美東');
    // 2026-07-01 09:30 New York (EDT) is 13:30 UTC.
    expect(formatChartTime(newYorkWallClockSeconds(unix('2026-07-01T13:30:00Z')), '15m')).toBe('2026/07/01 09:30 美東');
  });

  it('is correct on both sides of the DST switch (8 March 2026, 2 am)', () => {
    expect(newYorkWallClockSeconds(unix('2026-03-06T14:30:00Z'))).toBe(unix('2026-03-06T09:30:00Z'));
    expect(newYorkWallClockSeconds(unix('2026-03-09T13:30:00Z'))).toBe(unix('2026-03-09T09:30:00Z'));
  });
});

const bar = (over: Partial<PriceBar>): PriceBar => ({ time: unix('2026-11-20T14:30:00Z'), date: '2026-11-20', open: 10, high: 12, low: 9, close: 11, volume: 1000, ...over });

const history = (over: Partial<PriceHistory>): PriceHistory => ({ id: 'NVDA', range: '1M', interval: '1d', previousClose: 10, bars: [], ...over });

describe('toChartData', () => {
  it('daily bars use midnight UTC of their New York date; intraday bars New York wall time', () => {
    const daily = toChartData(history({ bars: [bar({ date: '2026-11-19', time: unix('2026-11-19T14:30:00Z') }), bar({})] }));
    expect(daily.bars.map((b) => b[0])).toEqual([dateToChartSeconds('2026-11-19'), dateToChartSeconds('2026-11-20')]);
    expect(daily.bars[1]).toEqual([dateToChartSeconds('2026-11-20'), 10, 12, 9, 11, 1000]);
    const intraday = toChartData(history({ range: '1D', interval: '5m', bars: [bar({})] }));
    expect(intraday.bars[0]![0]).toBe(unix('2026-11-20T09:30:00Z'));
    expect(intraday.interval).toBe('5m');
  });

  it('sorts, drops duplicate times (last wins) and unusable bars', () => {
    const data = toChartData(
      history({ bars: [bar({ date: '2026-11-20', close: 1 }), bar({ date: '2026-11-18' }), bar({ date: '2026-11-20', close: 2 }), bar({ date: '2026-11-19', volume: Number.NaN })] }),
    );
    expect(data.bars.map((b) => [b[0], b[4]])).toEqual([
      [dateToChartSeconds('2026-11-18'), 11],
      [dateToChartSeconds('2026-11-20'), 2],
    ]);
  });

  it('keeps an empty history empty', () => {
    expect(toChartData(history({ bars: [], previousClose: null }))).toEqual({ interval: '1d', bars: [], previousClose: null, session: null });
  });
});

describe('the 1D session', () => {
  /** A 1D history of the first `count` five-minute bars of Wednesday 25 November 2026 (EST). */
  const opening = (count: number, date = '2026-11-25', utcOpen = '2026-11-25T14:30:00Z') =>
    history({ range: '1D', interval: '5m', previousClose: 180, bars: Array.from({ length: count }, (_, i) => bar({ date, time: unix(utcOpen) + i * 300 })) });
  const at = (date: string, hhmm: string) => unix(`${date}T${hhmm}:00Z`);

  it('is 09:30–16:00 New York in chart seconds, 09:30–13:00 on an early close (the day after Thanksgiving)', () => {
    expect(sessionOf('2026-11-25')).toEqual({ open: at('2026-11-25', '09:30'), close: at('2026-11-25', '16:00') });
    expect(sessionOf('2026-11-27')).toEqual({ open: at('2026-11-27', '09:30'), close: at('2026-11-27', '13:00') });
  });

  it('belongs to the 1D chart only', () => {
    expect(toChartData(opening(3)).session).toEqual(sessionOf('2026-11-25'));
    expect(toChartData({ ...opening(3), range: '5D', interval: '15m' }).session).toBeNull();
    expect(toChartData({ ...opening(3), range: '1M', interval: '1d' }).session).toBeNull();
    expect(sessionWhitespace(toChartData({ ...opening(3), range: '5D', interval: '15m' }))).toEqual([]);
  });

  it('15 minutes after the open: three bars, then whitespace up to the last slot before the close (15:55)', () => {
    const data = toChartData(opening(3));
    expect(data.bars.map((b) => b[0])).toEqual([at('2026-11-25', '09:30'), at('2026-11-25', '09:35'), at('2026-11-25', '09:40')]);
    const empty = sessionWhitespace(data);
    expect(empty[0]).toBe(at('2026-11-25', '09:45'));
    expect(empty.at(-1)).toBe(at('2026-11-25', '15:55'));
    // 78 five-minute slots in 6.5 hours: bars and whitespace together fill them, none twice.
    const slots = [...data.bars.map((b) => b[0]), ...empty];
    expect(new Set(slots).size).toBe(78);
  });

  it('a whole session needs no whitespace; an early close ends at 12:55', () => {
    expect(sessionWhitespace(toChartData(opening(78)))).toEqual([]);
    const friday = toChartData(opening(2, '2026-11-27', '2026-11-27T14:30:00Z'));
    expect(sessionWhitespace(friday).at(-1)).toBe(at('2026-11-27', '12:55'));
  });
});

describe('chart formatting', () => {
  it('formats daily and weekly times and axis ticks', () => {
    const t = dateToChartSeconds('2026-01-05');
    expect(formatChartTime(t, '1d')).toBe('2026/01/05');
    expect(formatChartTime(t, '1wk')).toBe('2026/01/05 當週');
    expect(formatTick(t, 'year')).toBe('2026');
    expect(formatTick(t, 'month')).toBe('1月');
    expect(formatTick(t, 'day')).toBe('1/5');
    expect(formatTick(unix('2026-01-05T09:35:00Z'), 'time')).toBe('09:35');
  });

  it('measures a bar against the close before it, the first against previousClose', () => {
    const data = toChartData(history({ previousClose: 10, bars: [bar({ date: '2026-11-19', close: 11 }), bar({ close: 8.8 })] }));
    expect(barChangePercent(data, 0)).toBeCloseTo(10);
    expect(barChangePercent(data, 1)).toBeCloseTo(-20);
    expect(barChangePercent({ ...data, previousClose: 0 }, 0)).toBeNull();
    expect(barChangePercent(data, 5)).toBeNull();
  });
});

describe('dailyPriceRows', () => {
  const bars = Array.from({ length: 40 }, (_, i) => bar({ date: new Date(Date.UTC(2026, 8, 1 + i)).toISOString().slice(0, 10), close: 100 + i }));

  it('keeps the last 30 sessions, most recent first, with the change from the session before', () => {
    const rows = dailyPriceRows({ bars, previousClose: 99 });
    expect(rows).toHaveLength(30);
    // 139 / 138 − 1 = 0.7246 %; 110 / 109 − 1 = 0.9174 %
    expect(rows[0]).toMatchObject({ date: '2026-10-10', close: 139, changePercent: 0.72 });
    expect(rows.at(-1)).toMatchObject({ date: '2026-09-11', close: 110, changePercent: 0.92 });
  });

  it('uses previousClose for the oldest bar when the history is short, and never divides by zero', () => {
    const rows = dailyPriceRows({ bars: bars.slice(0, 2), previousClose: 50 });
    expect(rows.map((r) => r.changePercent)).toEqual([1, 100]);
    expect(dailyPriceRows({ bars: bars.slice(0, 1), previousClose: null })[0]!.changePercent).toBeNull();
    expect(dailyPriceRows({ bars: [], previousClose: 1 })).toEqual([]);
  });
});

describe('price ranges in the URL', () => {
  it('reads ?range= case-insensitively and falls back to the default', () => {
    expect(parsePriceRange('?range=5D')).toBe('5D');
    expect(parsePriceRange('range=ytd&x=1')).toBe('YTD');
    expect(parsePriceRange('?range=10Y')).toBe(DEFAULT_PRICE_RANGE);
    expect(parsePriceRange('?range=<script>')).toBe(DEFAULT_PRICE_RANGE);
    expect(parsePriceRange('%E0%A4%A')).toBe(DEFAULT_PRICE_RANGE);
    expect(parsePriceRange(undefined)).toBe(DEFAULT_PRICE_RANGE);
  });

  it('links each range; the default range is the canonical URL without a query', () => {
    expect(priceRangeHref('NVDA', '5D')).toBe('/stock/NVDA/price?range=5D');
    expect(priceRangeHref('#DJI', '1Y')).toBe('/stock/.DJI/price?range=1Y');
    expect(priceRangeHref('BRK.B', DEFAULT_PRICE_RANGE)).toBe('/stock/BRK.B/price');
  });
});

describe('range labels', () => {
  it('count months and years instead of naming them: 1日 5日 1個月 6個月 今年 1年 5年', () => {
    expect(PRICE_RANGES.map((range) => RANGE_LABELS[range]).join(' ')).toBe('1日 5日 1個月 6個月 今年 1年 5年');
  });

  it('never read like a tick of the time axis (「6月」 is June there)', () => {
    const ticks = new Set<string>();
    for (let month = 0; month < 12; month += 1) {
      const time = Date.UTC(2026, month, 1) / 1000;
      for (const kind of ['year', 'month', 'day', 'time'] as const) ticks.add(formatTick(time, kind));
    }
    for (const label of Object.values(RANGE_LABELS)) expect(ticks.has(label), label).toBe(false);
  });
});
