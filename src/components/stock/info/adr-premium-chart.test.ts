import { describe, expect, it } from 'vitest';
import { premiumChartGeometry } from './adr-premium-chart';

const series = (values: number[], start = Date.UTC(2026, 0, 26)) => values.map((premium, i) => ({ date: new Date(start + i * 7 * 86_400_000).toISOString().slice(0, 10), premium }));

describe('premiumChartGeometry', () => {
  it('spans the points with round percent ticks, at most five lines, the highest at the top', () => {
    const g = premiumChartGeometry(series([11.2, 17.5, 24.1, 15]));
    expect(g?.ticks.map((t) => t.value)).toEqual([10, 15, 20, 25]);
    expect(g?.ticks[0]?.top).toBe(100);
    expect(g?.ticks.at(-1)?.top).toBe(0);
    expect(g?.zeroTop).toBeNull();
    expect(g?.path.startsWith('M0.0 ')).toBe(true);
    expect(g?.path).toContain('L1000.0 ');
  });

  it('shows the parity line when premiums cross zero (a discount and a premium)', () => {
    const g = premiumChartGeometry(series([-2.4, 1.2, 3.1]));
    expect(g?.ticks.map((t) => t.value)).toEqual([-4, -2, 0, 2, 4]);
    expect(g?.zeroTop).toBe(50);
  });

  it('a flat line still has an axis; one point or none draws nothing', () => {
    expect(premiumChartGeometry(series([5, 5]))?.ticks.map((t) => t.value)).toEqual([4.5, 5, 5.5]);
    expect(premiumChartGeometry(series([5]))).toBeNull();
    expect(premiumChartGeometry([])).toBeNull();
  });

  it('labels the first session of each month, the year at January', () => {
    const g = premiumChartGeometry(series([1, 2, 3, 4, 5, 6, 7, 8, 9], Date.UTC(2025, 11, 15)));
    expect(g?.months.map((m) => m.label)).toEqual(['2026年', '2月']);
    expect(g?.months[0]?.left).toBeCloseTo((3 / 8) * 100, 9);
  });
});
