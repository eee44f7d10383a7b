import { describe, expect, it } from 'vitest';
import { compactChartGeometry } from './compact-chart';

describe('compactChartGeometry', () => {
  it('maps the lowest close to the bottom and the highest to the top of the padded box', () => {
    const g = compactChartGeometry([10, 20, 15], 108, 58, null, 4);
    expect(g?.line).toBe('M4.0,54.0L54.0,4.0L104.0,29.0');
    expect(g?.area).toBe('M4.0,54.0L54.0,4.0L104.0,29.0L104.0,54.0L4.0,54.0Z');
    expect(g?.min).toBe(10);
    expect(g?.max).toBe(20);
    expect(g?.baselineY).toBeNull();
  });

  it('widens the scale to keep the baseline (previous close) in view', () => {
    const g = compactChartGeometry([10, 20], 108, 58, 30, 4);
    expect(g?.baselineY).toBe(4);
    expect(g?.line).toBe('M4.0,54.0L104.0,29.0');
  });

  it('draws a flat series without dividing by zero', () => {
    const g = compactChartGeometry([5, 5, 5], 100, 50);
    expect(g?.line).not.toContain('NaN');
  });

  it('needs two finite closes', () => {
    expect(compactChartGeometry([], 100, 50)).toBeNull();
    expect(compactChartGeometry([1, Number.NaN], 100, 50)).toBeNull();
  });
});
