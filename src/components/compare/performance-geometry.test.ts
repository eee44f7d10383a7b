import { describe, expect, it } from 'vitest';
import { normalisedSeries } from '@/lib/compare/performance';
import { performanceGeometry, PLOT } from './performance-geometry';

const bars = (closes: number[], start = Date.UTC(2026, 0, 5) / 1000) =>
  closes.map((close, i) => ({ time: start + i * 86_400, date: new Date((start + i * 86_400) * 1000).toISOString().slice(0, 10), open: close, high: close, low: close, close, volume: 1 }));

describe('performanceGeometry', () => {
  it('puts every line on one time axis and one scale that includes 100', () => {
    const a = normalisedSeries({ previousClose: 100, bars: bars([110, 120, 130]) });
    const b = normalisedSeries({ previousClose: 10, bars: bars([11, 12, 13]) });
    const g = performanceGeometry([a, b]);
    // Same moves from the same start: the same line, whatever the prices.
    expect(g.paths[0]).toBe(g.paths[1]);
    expect(g.paths[0]?.startsWith('M0.0 ')).toBe(true);
    expect(g.paths[0]).toContain(`L${PLOT.width}.0 ${PLOT.padding}.0`);
    expect(g.baseline).toBeCloseTo((PLOT.height - PLOT.padding) / PLOT.height);
    expect(g.dates).toEqual(['2026-01-05', '2026-01-06', '2026-01-07']);
    expect(g.ticks.every((tick) => tick.at >= 0 && tick.at <= 1)).toBe(true);
  });

  it('a series with one point draws no line; no points at all gives an empty chart', () => {
    const a = normalisedSeries({ previousClose: 100, bars: bars([110]) });
    expect(performanceGeometry([a]).paths).toEqual(['']);
    expect(performanceGeometry([normalisedSeries({ previousClose: null, bars: [] })])).toMatchObject({ ticks: [], dates: [] });
  });
});
