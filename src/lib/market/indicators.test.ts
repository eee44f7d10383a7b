import { describe, expect, it } from 'vitest';
import { exponentialMovingAverage, type IndicatorSeries, lastTwo, movingAverageConvergenceDivergence, relativeStrengthIndex, simpleMovingAverage, stochasticKd } from './indicators';

/** Compares a series with expected values to 4 decimals (null must stay null). */
function expectSeries(actual: IndicatorSeries, expected: (number | null)[]) {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, i) => {
    if (value === null) expect(actual[i], `index ${i}`).toBeNull();
    else expect(actual[i], `index ${i}`).toBeCloseTo(value, 4);
  });
}

const expectNaNFree = (series: IndicatorSeries) => {
  for (const value of series) if (value !== null) expect(Number.isFinite(value)).toBe(true);
};

/** A deterministic zig-zag walk (no Math.random: the test must be reproducible). */
const walk = (n: number) => Array.from({ length: n }, (_, i) => 100 + 10 * Math.sin(i / 5) + (i % 3) - i * 0.05);

describe('simpleMovingAverage', () => {
  it('averages the last n values and is null during the warm-up', () => {
    expectSeries(simpleMovingAverage([1, 2, 3, 4, 5], 3), [null, null, 2, 3, 4]);
    expectSeries(simpleMovingAverage([10, 20, 60], 2), [null, 15, 40]);
  });

  it('is all null for a series shorter than the period, and empty for an empty series', () => {
    expectSeries(simpleMovingAverage([1, 2], 5), [null, null]);
    expect(simpleMovingAverage([], 5)).toEqual([]);
  });

  it('period 1 is the series itself; a flat series averages to itself', () => {
    expectSeries(simpleMovingAverage([3, 1, 4], 1), [3, 1, 4]);
    expectSeries(simpleMovingAverage([7, 7, 7, 7], 2), [null, 7, 7, 7]);
  });

  it('rejects a bad period and non-finite input', () => {
    expect(() => simpleMovingAverage([1], 0)).toThrow(RangeError);
    expect(() => simpleMovingAverage([1], 2.5)).toThrow(RangeError);
    expect(() => simpleMovingAverage([1, Number.NaN], 1)).toThrow(RangeError);
    expect(() => simpleMovingAverage([1, Infinity], 1)).toThrow(RangeError);
  });
});

describe('exponentialMovingAverage', () => {
  it('seeds with the simple average, then weights by 2 / (n + 1)', () => {
    // α = 2/3: seed (2 + 4) / 2 = 3; 2/3·6 + 1/3·3 = 5; 2/3·8 + 1/3·5 = 7; 2/3·4 + 1/3·7 = 5
    expectSeries(exponentialMovingAverage([2, 4, 6, 8, 4], 2), [null, 3, 5, 7, 5]);
  });

  it('skips leading nulls (the warm-up of the series it smooths)', () => {
    expectSeries(exponentialMovingAverage([null, null, 2, 4, 6], 2), [null, null, null, 3, 5]);
  });
});

describe('relativeStrengthIndex (Wilder)', () => {
  it('matches a hand-computed series', () => {
    // changes +1, −0.5, +1, −0.5 with period 2:
    // first: gain 0.5, loss 0.25 → RS 2 → 66.667
    // then: gain (0.5 + 1) / 2 = 0.75, loss 0.25 / 2 = 0.125 → RS 6 → 85.714
    // then: gain 0.75 / 2 = 0.375, loss (0.125 + 0.5) / 2 = 0.3125 → RS 1.2 → 54.545
    expectSeries(relativeStrengthIndex([10, 11, 10.5, 11.5, 11], 2), [null, null, 66.6667, 85.7143, 54.5455]);
  });

  it('is 100 with no losses, 0 with no gains and 50 when nothing moves', () => {
    const rising = Array.from({ length: 20 }, (_, i) => 100 + i);
    expect(relativeStrengthIndex(rising).at(-1)).toBe(100);
    const falling = rising.toReversed();
    expect(relativeStrengthIndex(falling).at(-1)).toBe(0);
    const flat = Array.from({ length: 20 }, () => 42);
    expect(relativeStrengthIndex(flat).slice(14)).toEqual(Array(6).fill(50));
  });

  it('needs period + 1 closes; fewer gives only nulls', () => {
    expect(relativeStrengthIndex(Array(14).fill(1))).toEqual(Array(14).fill(null));
    expect(relativeStrengthIndex(Array(15).fill(1))[14]).toBe(50);
    expect(relativeStrengthIndex([])).toEqual([]);
  });

  it('stays within 0–100 and NaN-free on a long walk', () => {
    const rsi = relativeStrengthIndex(walk(300));
    expectNaNFree(rsi);
    for (const value of rsi.slice(14)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });
});

describe('movingAverageConvergenceDivergence', () => {
  it('matches a hand-computed series with short periods', () => {
    // EMA2 (α 2/3): –, 2, 2, 4, 4, 5.3333; EMA3 (α 1/2): –, –, 2, 3.5, 3.75, 4.875
    // DIF: –, –, 0, 0.5, 0.25, 0.4583; signal EMA2 seeded at (0 + 0.5) / 2: 0.25, 0.25, 0.3889
    const { dif, signal, histogram } = movingAverageConvergenceDivergence([1, 3, 2, 5, 4, 6], 2, 3, 2);
    expectSeries(dif, [null, null, 0, 0.5, 0.25, 0.458333]);
    expectSeries(signal, [null, null, null, 0.25, 0.25, 0.388889]);
    expectSeries(histogram, [null, null, null, 0.25, 0, 0.069444]);
  });

  it('with 12/26/9 the histogram starts at bar 33, and a flat series is all zero', () => {
    const { dif, histogram } = movingAverageConvergenceDivergence(Array(40).fill(50));
    expect(dif.findIndex((v) => v !== null)).toBe(25);
    expect(histogram.findIndex((v) => v !== null)).toBe(33);
    expect(histogram.slice(33)).toEqual(Array(7).fill(0));
  });

  it('a steady rise gives a positive DIF; short series give nulls only', () => {
    const rising = Array.from({ length: 60 }, (_, i) => 100 * 1.01 ** i);
    expect(movingAverageConvergenceDivergence(rising).dif.at(-1)).toBeGreaterThan(0);
    const short = movingAverageConvergenceDivergence([1, 2, 3]);
    expect([...short.dif, ...short.signal, ...short.histogram].every((v) => v === null)).toBe(true);
  });

  it('rejects fast ≥ slow and is NaN-free on a long walk', () => {
    expect(() => movingAverageConvergenceDivergence([1, 2], 26, 12)).toThrow(RangeError);
    const { dif, signal, histogram } = movingAverageConvergenceDivergence(walk(300));
    [dif, signal, histogram].forEach(expectNaNFree);
  });
});

describe('stochasticKd (Taiwanese KD 9,3,3)', () => {
  it('matches a hand-computed series, starting from K = D = 50', () => {
    const bars = [
      { high: 10, low: 8, close: 9 },
      { high: 11, low: 9, close: 10 },
      // window 8–12, close 11 → RSV 75; K = 2/3·50 + 1/3·75 = 58.333; D = 2/3·50 + 1/3·58.333 = 52.778
      { high: 12, low: 10, close: 11 },
      // window 9–12, close 9 → RSV 0; K = 2/3·58.333 = 38.889; D = 2/3·52.778 + 1/3·38.889 = 48.148
      { high: 12, low: 9, close: 9 },
    ];
    const { rsv, k, d } = stochasticKd(bars, 3);
    expectSeries(rsv, [null, null, 75, 0]);
    expectSeries(k, [null, null, 58.3333, 38.8889]);
    expectSeries(d, [null, null, 52.7778, 48.1481]);
  });

  it('a flat series stays at 50 (no range is neither high nor low)', () => {
    const flat = Array.from({ length: 12 }, () => ({ high: 5, low: 5, close: 5 }));
    const { k, d } = stochasticKd(flat);
    expect(k.slice(8)).toEqual([50, 50, 50, 50]);
    expect(d.slice(8)).toEqual([50, 50, 50, 50]);
  });

  it('closing at the high every day drives K towards 100, above D', () => {
    const rising = Array.from({ length: 30 }, (_, i) => ({ high: 10 + i, low: 9 + i, close: 10 + i }));
    const { rsv, k, d } = stochasticKd(rising);
    expect(rsv.at(-1)).toBe(100);
    expect(k.at(-1)!).toBeGreaterThan(99);
    expect(k.at(-1)!).toBeGreaterThan(d.at(-1)!);
  });

  it('short series give nulls; output is NaN-free and within 0–100', () => {
    expect(stochasticKd([{ high: 1, low: 1, close: 1 }]).k).toEqual([null]);
    const bars = walk(200).map((close, i) => ({ high: close + 1 + (i % 2), low: close - 1, close }));
    const { k, d } = stochasticKd(bars);
    for (const series of [k, d]) {
      expectNaNFree(series);
      for (const value of series.slice(8)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
    }
    expect(() => stochasticKd([{ high: Number.NaN, low: 1, close: 1 }])).toThrow(RangeError);
  });
});

describe('lastTwo', () => {
  it('returns the current and previous values, null when missing', () => {
    expect(lastTwo([1, 2, 3])).toEqual({ current: 3, previous: 2 });
    expect(lastTwo([null, 4])).toEqual({ current: 4, previous: null });
    expect(lastTwo([])).toEqual({ current: null, previous: null });
  });
});
