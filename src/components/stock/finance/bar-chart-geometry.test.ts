import { describe, expect, it } from 'vitest';
import { axisTicks, barChartGeometry, niceStep } from './bar-chart-geometry';

const box = { width: 300, height: 200, marginLeft: 40, marginBottom: 20, marginTop: 10, marginRight: 10 };

describe('axis ticks', () => {
  it('use 1, 2, 2.5 and 5 steps', () => {
    expect(niceStep(100)).toBe(25);
    expect(niceStep(120e9)).toBe(50e9);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(0)).toBe(1);
    expect(niceStep(Number.NaN)).toBe(1);
  });

  it('always include zero and cover the data', () => {
    expect(axisTicks(80, 111)).toEqual([0, 50, 100, 150]);
    expect(axisTicks(-30, 70)).toEqual([-50, -25, 0, 25, 50, 75]);
    expect(axisTicks(-5, -1)).toEqual([-6, -4, -2, 0]);
    expect(axisTicks(0, 0)).toEqual([0, 1]);
    expect(axisTicks(0.1, 0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe('bar chart geometry', () => {
  it('draws positive bars up and negative bars down from the zero line', () => {
    const g = barChartGeometry(
      [
        { label: 'a', value: 50 },
        { label: 'b', value: -25 },
        { label: 'c', value: null },
      ],
      box,
    );
    const [up, down, none] = g.bars;
    expect(up?.sign).toBe('positive');
    expect(up!.y + up!.height).toBeCloseTo(g.baselineY);
    expect(down?.sign).toBe('negative');
    expect(down!.y).toBeCloseTo(g.baselineY);
    expect(down!.height).toBeGreaterThan(0);
    expect(up!.height).toBeCloseTo(down!.height * 2);
    expect(none).toMatchObject({ sign: 'none', height: 0 });
    // Bars stay inside the plot and do not overlap.
    for (const bar of g.bars) {
      expect(bar.y).toBeGreaterThanOrEqual(g.plot.top - 0.001);
      expect(bar.y + bar.height).toBeLessThanOrEqual(g.plot.bottom + 0.001);
    }
    expect(up!.x + up!.width).toBeLessThan(down!.x);
  });

  it('places the ticks from the bottom of the plot to its top', () => {
    const g = barChartGeometry([{ label: 'a', value: 100 }], box);
    expect(g.ticks[0]).toEqual({ value: 0, y: g.plot.bottom });
    expect(g.ticks.at(-1)?.y).toBe(g.plot.top);
  });

  it('copes with no data, only nulls and huge values', () => {
    expect(barChartGeometry([], box).bars).toEqual([]);
    expect(barChartGeometry([{ label: 'x', value: null }], box).bars[0]?.height).toBe(0);
    const huge = barChartGeometry([{ label: 'x', value: 1e300 }], box);
    expect(Number.isFinite(huge.bars[0]!.height)).toBe(true);
  });
});
