import type { PremiumPoint } from '@/lib/market/adr-parity';
import { svgNumber } from '@/lib/format/svg';

/**
 * The geometry of the one-year premium chart. The line is drawn in a 1000 × 100 box that the SVG
 * stretches to any width at a fixed height (so the skeleton's height is the chart's at every width);
 * the labels are HTML placed by percentages, so they stay crisp and legible instead of scaling with it.
 */
export const PLOT_UNITS = { width: 1000, height: 100 } as const;
/** Steps of the percent axis, smallest first: the first that needs at most MAX_INTERVALS intervals wins. */
const STEPS = [0.5, 1, 2, 2.5, 5, 10, 20, 25, 50, 100];
const MAX_INTERVALS = 4;

export interface PremiumChartGeometry {
  /** The premium line, in PLOT_UNITS. */
  path: string;
  /** Percent gridlines: value and distance from the top in % of the plot's height. */
  ticks: { value: number; top: number }[];
  /** The 0 % line's distance from the top (% of height) when parity lies inside the axis, else null. */
  zeroTop: number | null;
  /** One label at the first session of each month: distance from the left in % of the width. */
  months: { label: string; left: number; date: string }[];
}

function axisOf(min: number, max: number): { low: number; high: number; step: number } {
  for (const step of STEPS) {
    let low = Math.floor(min / step) * step;
    let high = Math.ceil(max / step) * step;
    if (high === low) {
      low -= step;
      high += step;
    }
    if ((high - low) / step <= MAX_INTERVALS) return { low, high, step };
  }
  const step = Math.ceil((max - min) / MAX_INTERVALS);
  return { low: Math.floor(min / step) * step, high: Math.ceil(max / step) * step || step, step };
}

/** Null below two points: a line needs two. Points are New York sessions, ascending, evenly spaced on the x axis. */
export function premiumChartGeometry(points: readonly PremiumPoint[]): PremiumChartGeometry | null {
  if (points.length < 2) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { premium } of points) {
    min = Math.min(min, premium);
    max = Math.max(max, premium);
  }
  const { low, high, step } = axisOf(min, max);
  const y = (value: number) => ((high - value) / (high - low)) * PLOT_UNITS.height;
  const x = (index: number) => (index / (points.length - 1)) * PLOT_UNITS.width;
  const path = points.map((point, index) => `${index === 0 ? 'M' : 'L'}${svgNumber(x(index))} ${svgNumber(y(point.premium))}`).join('');
  const ticks: PremiumChartGeometry['ticks'] = [];
  for (let value = low; value <= high + step / 2; value += step) ticks.push({ value: Math.round(value * 100) / 100, top: y(value) });
  const months: PremiumChartGeometry['months'] = [];
  points.forEach((point, index) => {
    const month = point.date.slice(0, 7);
    if (index === 0 || month === (points[index - 1] as PremiumPoint).date.slice(0, 7)) return;
    const monthNumber = Number(point.date.slice(5, 7));
    months.push({ label: monthNumber === 1 ? `${point.date.slice(0, 4)}年` : `${monthNumber}月`, left: (x(index) / PLOT_UNITS.width) * 100, date: point.date });
  });
  return { path, ticks, zeroTop: low <= 0 && high >= 0 ? y(0) : null, months };
}
