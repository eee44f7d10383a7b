import { describe, expect, it } from 'vitest';
import type { ChartData } from './chart-data';
import { withLiveQuote } from './live-bar';

// Chart seconds of New York wall-clock times (chart-data.ts): 2026-11-25 10:00 and 10:05.
const at = (hour: number, minute: number) => Date.UTC(2026, 10, 25, hour, minute) / 1000;
const fiveMinutes: ChartData = {
  interval: '5m',
  bars: [
    [at(9, 55), 175, 176, 174.5, 175.5, 1_000],
    [at(10, 0), 175.5, 176, 175.2, 175.8, 800],
  ],
  previousClose: 177.59,
  session: { open: at(9, 30), close: at(16, 0) },
};
// 10:03:20 and 10:06:10 in New York (EST, UTC−5).
// The day's volume so far: the fixture's two bars (1,800) and 500 since.
const quote = (time: string, price: number, session: 'intraDay' | 'afterHours' = 'intraDay', volume = 2_300) => ({ price, volume, session, time, tradingDate: '2026-11-25' });

describe("the chart's last bar, live", () => {
  it('moves the close of the bar the quote falls in, and its high or low when the price passes them', () => {
    const next = withLiveQuote(fiveMinutes, quote('2026-11-25T15:03:20Z', 176.4));
    expect(next.bars.at(-1)).toEqual([at(10, 0), 175.5, 176.4, 175.2, 176.4, 1_300]);
    expect(next.bars[0]).toBe(fiveMinutes.bars[0]);
    expect(withLiveQuote(fiveMinutes, quote('2026-11-25T15:03:20Z', 175.1)).bars.at(-1)).toEqual([at(10, 0), 175.5, 176, 175.1, 175.1, 1_300]);
  });

  it('opens the next bar when the quote is past the last one', () => {
    const next = withLiveQuote(fiveMinutes, quote('2026-11-25T15:06:10Z', 175.9));
    expect(next.bars).toHaveLength(3);
    expect(next.bars.at(-1)).toEqual([at(10, 5), 175.9, 175.9, 175.9, 175.9, 500]);
    // At 10:05:00 sharp nothing has traded in the 10:05 bar yet.
    expect(withLiveQuote(fiveMinutes, quote('2026-11-25T15:05:00Z', 175.9))).toBe(fiveMinutes);
  });

  it("gives a bar the day's volume less the day's bars before it; none, never 0, when that leaves nothing", () => {
    // The feed's day volume not yet past the bars: the new bar's volume is unknown, the last bar keeps its own.
    expect(withLiveQuote(fiveMinutes, quote('2026-11-25T15:06:10Z', 175.9, 'intraDay', 1_800)).bars.at(-1)?.[5]).toBeNull();
    expect(withLiveQuote(fiveMinutes, quote('2026-11-25T15:03:20Z', 176.4, 'intraDay', 1_200)).bars.at(-1)?.[5]).toBe(800);
    // An earlier bar of the day with no volume known: nothing can be said of the next one.
    const unknown: ChartData = { ...fiveMinutes, bars: [fiveMinutes.bars[0]!, [at(10, 0), 175.5, 176, 175.2, 175.8, null]] };
    expect(withLiveQuote(unknown, quote('2026-11-25T15:06:10Z', 175.9)).bars.at(-1)?.[5]).toBeNull();
    // Bars of the days before (five days of 15-minute bars) are not today's volume.
    const fiveDays: ChartData = {
      interval: '15m',
      bars: [
        [at(9, 45) - 86_400, 170, 171, 169, 170, 9_000],
        [at(9, 45), 175, 176, 174.5, 175.5, 1_000],
      ],
      previousClose: 170,
      session: null,
    };
    expect(withLiveQuote(fiveDays, quote('2026-11-25T15:06:10Z', 175.9)).bars.at(-1)).toEqual([at(10, 0), 175.9, 175.9, 175.9, 175.9, 1_300]);
  });

  it('changes nothing for an extended-hours quote, a quote that moves nothing, or one after the session', () => {
    expect(withLiveQuote(fiveMinutes, quote('2026-11-25T15:03:20Z', 176.4, 'afterHours'))).toBe(fiveMinutes);
    expect(withLiveQuote(fiveMinutes, quote('2026-11-25T15:03:20Z', 175.8, 'intraDay', 1_800))).toBe(fiveMinutes);
    expect(withLiveQuote(fiveMinutes, quote('2026-11-25T21:01:00Z', 175.8))).toBe(fiveMinutes);
    expect(withLiveQuote({ ...fiveMinutes, bars: [] }, quote('2026-11-25T15:03:20Z', 176))).toEqual({ ...fiveMinutes, bars: [] });
  });

  it("moves today's daily bar with the day's volume, or opens it; a week's bar takes the days of its week", () => {
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 1000;
    const daily: ChartData = { interval: '1d', bars: [[day('2026-11-24'), 170, 178, 169, 177.59, 9_000_000]], previousClose: 170, session: null };
    const dayQuote = (time: string, price: number) => quote(time, price, 'intraDay', 5_000_000);
    expect(withLiveQuote(daily, dayQuote('2026-11-25T15:03:20Z', 176)).bars.at(-1)).toEqual([day('2026-11-25'), 176, 176, 176, 176, 5_000_000]);
    const today: ChartData = { ...daily, bars: [[day('2026-11-25'), 177, 178, 175, 176, 4_000_000]] };
    expect(withLiveQuote(today, dayQuote('2026-11-25T15:03:20Z', 178.5)).bars.at(-1)).toEqual([day('2026-11-25'), 177, 178.5, 175, 178.5, 5_000_000]);
    const weekly: ChartData = { interval: '1wk', bars: [[day('2026-11-23'), 170, 180, 168, 176, 40_000_000]], previousClose: 165, session: null };
    expect(withLiveQuote(weekly, dayQuote('2026-11-25T15:03:20Z', 181)).bars.at(-1)).toEqual([day('2026-11-23'), 170, 181, 168, 181, 40_000_000]);
    expect(withLiveQuote(weekly, { ...dayQuote('2026-12-01T15:03:20Z', 181), tradingDate: '2026-12-01' })).toBe(weekly);
  });
});
