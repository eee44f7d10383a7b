import { describe, expect, it } from 'vitest';
import { candlePaths, extent, histogramPaths, linePath, monthStarts, niceTicks, paneScale, SLOT } from './svg-geometry';

describe('paneScale', () => {
  it('maps bar indexes to slot centres and values to padded pixels (max at the top)', () => {
    const scale = paneScale(3, 100, 0, 10, 0);
    expect(scale.width).toBe(3 * SLOT);
    expect(scale.x(0)).toBe(SLOT / 2);
    expect(scale.y(10)).toBe(0);
    expect(scale.y(0)).toBe(100);
    expect(paneScale(3, 100, 0, 10, 10).y(10)).toBe(10);
  });

  it('does not divide by zero on a flat range', () => {
    const scale = paneScale(2, 50, 5, 5);
    expect(Number.isFinite(scale.y(5))).toBe(true);
  });
});

describe('linePath', () => {
  it('breaks the line at nulls and skips non-finite values', () => {
    const scale = paneScale(5, 100, 0, 100, 0);
    expect(linePath([null, 50, 100, null, 0], scale)).toBe('M15 50L25 0M45 100');
    expect(linePath([Number.NaN, 0], scale)).toBe('M15 100');
    expect(linePath([], scale)).toBe('');
  });
});

describe('candlePaths', () => {
  it('groups candles by direction, with a visible body for a doji', () => {
    const scale = paneScale(3, 100, 0, 100, 0);
    const paths = candlePaths(
      [
        { open: 40, high: 80, low: 20, close: 60 },
        { open: 60, high: 70, low: 30, close: 40 },
        { open: 50, high: 50, low: 50, close: 50 },
      ],
      scale,
    );
    expect(paths.rise.wicks).toBe('M5 20V80');
    expect(paths.rise.bodies).toBe('M2 40h6v20h-6Z');
    expect(paths.fall.bodies).toBe('M12 40h6v20h-6Z');
    expect(paths.stable.bodies).toBe('M22 50h6v1h-6Z');
  });
});

describe('histogramPaths', () => {
  it('draws positive and negative bars from the zero line', () => {
    const scale = paneScale(3, 100, -10, 10, 0);
    const { positive, negative } = histogramPaths([5, -10, null], scale);
    expect(positive).toBe('M2 25h6v25h-6Z');
    expect(negative).toBe('M12 50h6v50h-6Z');
  });
});

describe('extent and niceTicks', () => {
  it('finds the range over several series, ignoring nulls', () => {
    expect(
      extent([
        [1, null, 5],
        [null, -2],
      ]),
    ).toEqual([-2, 5]);
    expect(extent([[null]], [0, 100])).toEqual([0, 100]);
  });

  it('picks round steps inside the range', () => {
    expect(niceTicks(0, 100, 4)).toEqual([0, 50, 100]);
    expect(niceTicks(151.3, 189.7, 4)).toEqual([160, 170, 180]);
    expect(niceTicks(-0.8, 1.3, 5)).toEqual([-0.5, 0, 0.5, 1]);
    expect(Object.is(niceTicks(-0.8, 1.3, 4)[0], 0)).toBe(true);
    expect(niceTicks(3, 3)).toEqual([3]);
    expect(niceTicks(Number.NaN, 1)).toEqual([]);
  });
});

describe('monthStarts', () => {
  it('labels the first bar of each month, with the year in January', () => {
    const dates = ['2025-11-20', '2025-11-21', '2025-11-24', '2025-11-25', '2025-11-26', '2025-12-01', '2026-01-02', '2026-01-05'];
    expect(monthStarts(dates)).toEqual([
      { index: 0, label: '11月' },
      { index: 5, label: '12月' },
      { index: 6, label: '2026/1' },
    ]);
  });

  it('drops a first partial month that would crowd the next label', () => {
    expect(monthStarts(['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'])).toEqual([{ index: 2, label: '4月' }]);
  });
});
