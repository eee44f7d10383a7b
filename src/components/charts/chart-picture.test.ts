import { describe, expect, it } from 'vitest';
import { PANE_HEIGHTS } from './chart-box';
import type { ChartBar, ChartData } from './chart-data';
import { chartPicture } from './chart-picture';

const at = (date: string, time = '00:00') => Date.parse(`${date}T${time}:00Z`) / 1000;
/** The strokes of a path: [x, from, to]. */
const strokes = (path: string) => [...path.matchAll(/M([\d.]+) ([\d.]+)V([\d.]+)/g)].map((m) => m.slice(1).map(Number) as [number, number, number]);

const twoDays: ChartData = {
  interval: '1d',
  bars: [
    [at('2026-11-19'), 10, 12, 9, 11, 100],
    [at('2026-11-20'), 11, 11.5, 8, 8.5, 50],
  ],
  previousClose: 10,
  session: null,
};

describe('the chart’s picture', () => {
  it('draws each bar once, in the colour of its direction, the candles in the pane’s 8–72 %, the volume in its last fifth', () => {
    const picture = chartPicture(twoDays, 100, 100)!;
    // The first bar rose, the second fell: one wick and one body each, centred in their slots (a quarter and three quarters across).
    expect(strokes(picture.riseWicks).map(([x]) => x)).toEqual([25]);
    expect(strokes(picture.fallWicks).map(([x]) => x)).toEqual([75]);
    expect(strokes(picture.riseBodies)).toHaveLength(1);
    expect(strokes(picture.fallBodies)).toHaveLength(1);
    const candles = [...strokes(picture.riseWicks), ...strokes(picture.fallWicks)].flatMap(([, from, to]) => [from, to]);
    // The highest high at the top margin, the lowest low at the bottom one (a pixel up: the library's rows).
    expect(Math.min(...candles)).toBeCloseTo(8, 0);
    expect(Math.max(...candles)).toBeCloseTo(72, 0);
    // The larger volume fills the fifth, the other half of it.
    expect(strokes(picture.riseVolume)).toEqual([[25, 100, 80]]);
    expect(strokes(picture.fallVolume)).toEqual([[75, 100, 90]]);
    expect(picture.slots).toBe(2);
    expect(picture.last).toMatchObject({ text: '8.50', direction: 'fall' });
    expect(picture.previousClose).toBeNull();
    expect(chartPicture({ ...twoDays, bars: [] }, 100, 100)).toBeNull();
  });

  it('puts 1D bars at their time in the session, with the previous close drawn across it', () => {
    const open = at('2026-11-25', '09:30');
    const bars = [0, 1, 2].map((i): ChartBar => [open + i * 300, 10, 11, 9, 10.5, 100]);
    const picture = chartPicture({ interval: '5m', bars, previousClose: 12, session: { open, close: at('2026-11-25', '16:00') } }, 790, 100)!;
    // 78 slots of the session and one to spare: 10 units each, the first three bars at their centres.
    expect(strokes(picture.riseWicks).map(([x]) => x)).toEqual([5, 15, 25]);
    expect(picture.slots).toBe(79);
    expect(picture.previousClose?.text).toBe('12.00');
    // The previous close is the scale's top.
    expect(picture.previousClose!.y).toBeCloseTo(0.08, 1);
  });

  it('labels both axes for each breakpoint: the pane’s height and the labels that fit its width change at them', () => {
    const days = Array.from({ length: 120 }, (_, i): ChartBar => [at('2026-06-01') + i * 86_400, 100 + i, 102 + i, 99 + i, 101 + i, 10]);
    const { axes } = chartPicture({ interval: '1d', bars: days, previousClose: 100, session: null }, 1000, 400)!;
    expect(axes.phone.times.length).toBeLessThan(axes.laptop.times.length);
    for (const breakpoint of ['phone', 'tablet', 'laptop'] as const) {
      for (const mark of axes[breakpoint].prices) {
        expect(mark.y, `${breakpoint} ${mark.text}`).toBeGreaterThanOrEqual(0);
        expect(mark.y * PANE_HEIGHTS[breakpoint]).toBeLessThanOrEqual(PANE_HEIGHTS[breakpoint] - 1);
      }
    }
  });
});
