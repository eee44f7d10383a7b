import { extent, niceTicks } from '@/components/stock/technical/svg-geometry';
import type { PerformanceSeries } from '@/lib/compare/performance';
import { svgNumber } from '@/lib/format/svg';

/**
 * Geometry of the compare page's performance chart, drawn on the server: the lines of several
 * securities on one time axis (x by time, so a series with a missing day still lines up by date) and
 * one 100-scale y axis that always includes the starting 100. The viewBox is stretched to the box's
 * width (preserveAspectRatio none, strokes that do not scale); labels are HTML beside it.
 */
export const PLOT = { width: 600, height: 220, padding: 10 } as const;

export interface PerformanceGeometry {
  /** One path per series ('' where it has fewer than two points, or none). */
  paths: string[];
  /** y-axis ticks: value and position as a fraction of the height (0 = top). */
  ticks: { value: number; at: number }[];
  /** Where the 100 line lies, as a fraction of the height. */
  baseline: number;
  /** The first, middle and last dates of the period. */
  dates: string[];
}

export function performanceGeometry(series: readonly (Pick<PerformanceSeries, 'points'> | null)[]): PerformanceGeometry {
  const points = series.flatMap((s) => s?.points ?? []);
  if (points.length === 0) return { paths: series.map(() => ''), ticks: [], baseline: 0.5, dates: [] };
  const times = points.map((p) => p.time);
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const [lo, hi] = extent([points.map((p) => p.value), [100]]);
  const span = hi - lo || 1;
  const y = (value: number) => PLOT.padding + (PLOT.height - 2 * PLOT.padding) * (1 - (value - lo) / span);
  const x = (time: number) => (t1 === t0 ? PLOT.width / 2 : ((time - t0) / (t1 - t0)) * PLOT.width);
  const paths = series.map((s) => (!s || s.points.length < 2 ? '' : s.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${svgNumber(x(p.time))} ${svgNumber(y(p.value))}`).join('')));
  const dated = [...points].sort((a, b) => a.time - b.time);
  const middle = dated[Math.floor(dated.length / 2)]!;
  return { paths, ticks: niceTicks(lo, hi, 4).map((value) => ({ value, at: y(value) / PLOT.height })), baseline: y(100) / PLOT.height, dates: [dated[0]!.date, middle.date, dated.at(-1)!.date] };
}
