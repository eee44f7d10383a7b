import { describe, expect, it } from 'vitest';
import { sparklinePoints, sparklineY } from './Sparkline';

describe('sparklinePoints', () => {
  it('maps the lowest value to the bottom and the highest to the top', () => {
    expect(sparklinePoints([1, 3, 2], 102, 12)).toBe('1.0,11.0 51.0,1.0 101.0,6.0');
  });
  it('draws a flat line through the middle of the range when all values are equal', () => {
    const points = sparklinePoints([5, 5], 10, 10).split(' ');
    expect(points).toHaveLength(2);
    expect(new Set(points.map((p) => p.split(',')[1])).size).toBe(1);
  });
  it('draws nothing with fewer than two finite values', () => {
    expect(sparklinePoints([], 10, 10)).toBe('');
    expect(sparklinePoints([1, Number.NaN], 10, 10)).toBe('');
  });
  it('widens the scale to a baseline outside the values, so both fit in the box', () => {
    // Values 10 and 20 above a baseline of 0: the baseline is the bottom, 20 the top.
    expect(sparklinePoints([10, 20], 12, 12, 0)).toBe('1.0,6.0 11.0,1.0');
    expect(sparklineY(0, [10, 20], 12, 0)).toBe('11.0');
  });
});
