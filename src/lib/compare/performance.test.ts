import { describe, expect, it } from 'vitest';
import { normalisedSeries } from './performance';

const bar = (date: string, close: number) => ({ time: Date.parse(`${date}T14:30:00Z`) / 1000, date, open: close, high: close, low: close, close, volume: 1 });

describe('normalisedSeries', () => {
  it('divides by the close before the period (previousClose) and scales to 100', () => {
    const series = normalisedSeries({ previousClose: 50, bars: [bar('2026-01-02', 55), bar('2026-01-05', 40)] });
    expect(series.points.map((p) => p.value.toFixed(6))).toEqual(['110.000000', '80.000000']);
    expect(series.change).toBe(-20);
    expect(series).toMatchObject({ base: 50, last: 40, from: '2026-01-02', to: '2026-01-05' });
  });

  it('without a previous close starts from the first bar', () => {
    const series = normalisedSeries({ previousClose: null, bars: [bar('2026-01-02', 20), bar('2026-01-05', 30)] });
    expect(series.points.map((p) => p.value)).toEqual([100, 150]);
    expect(series.change).toBe(50);
  });

  it('skips bars without a usable close, and a zero base', () => {
    const series = normalisedSeries({ previousClose: 0, bars: [bar('2026-01-02', 0), bar('2026-01-05', 10), bar('2026-01-06', Number.NaN), bar('2026-01-07', 12)] });
    expect(series.points.map((p) => p.value)).toEqual([100, 120]);
    expect(series.change).toBe(20);
  });

  it('no bars: no points, no change', () => {
    expect(normalisedSeries({ previousClose: 10, bars: [] })).toMatchObject({ points: [], change: null, base: null });
  });
});
