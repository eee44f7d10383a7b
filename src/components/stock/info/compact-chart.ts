/**
 * Geometry of the info page's compact price chart: the closes as an SVG line and the area under
 * it, in a width × height box with room for the axis labels. Pure, so it is unit-tested.
 */
import { svgNumber } from '@/lib/format/svg';

export interface ChartGeometry {
  line: string;
  area: string;
  min: number;
  max: number;
  /** y of the baseline (the close before the period), when it is inside the box. */
  baselineY: number | null;
}

export function compactChartGeometry(closes: readonly number[], width: number, height: number, baseline: number | null = null, pad = 4): ChartGeometry | null {
  const values = closes.filter(Number.isFinite);
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const low = Math.min(min, baseline ?? min);
  const high = Math.max(max, baseline ?? max);
  const span = high - low || 1;
  const x = (i: number) => pad + (i * (width - 2 * pad)) / (values.length - 1);
  const y = (v: number) => pad + (height - 2 * pad) * (1 - (v - low) / span);
  const points = values.map((v, i) => `${svgNumber(x(i))},${svgNumber(y(v))}`);
  const line = `M${points.join('L')}`;
  const area = `${line}L${svgNumber(x(values.length - 1))},${svgNumber(height - pad)}L${svgNumber(x(0))},${svgNumber(height - pad)}Z`;
  return { line, area, min, max, baselineY: baseline != null && Number.isFinite(baseline) ? Number(svgNumber(y(baseline))) : null };
}
