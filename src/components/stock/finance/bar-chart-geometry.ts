/**
 * Geometry of the small server-rendered bar charts (finance headline, dividend yield): bars from
 * a zero baseline, "nice" axis ticks (1, 2, 5 × 10ⁿ), and room for the axis labels. Pure, so it
 * is unit-tested and the SVG component only draws what it is given.
 */

export interface BarDatum {
  label: string;
  value: number | null;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the y-axis labels on the left and the x-axis labels below. */
  marginLeft: number;
  marginBottom: number;
  marginTop: number;
  marginRight: number;
}

export interface BarGeometry {
  label: string;
  value: number | null;
  /** Centre of the bar's slot (where its x label goes). */
  centerX: number;
  x: number;
  y: number;
  width: number;
  height: number;
  sign: 'positive' | 'negative' | 'none';
}

export interface ChartGeometry {
  bars: BarGeometry[];
  ticks: Array<{ value: number; y: number }>;
  baselineY: number;
  plot: { left: number; top: number; right: number; bottom: number };
}

/** The step of about `target` ticks over `span`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(span: number, target = 4): number {
  if (!(span > 0) || !Number.isFinite(span)) return 1;
  const raw = span / target;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Ticks covering [min, max] (zero always included), as multiples of a nice step. */
export function axisTicks(min: number, max: number, target = 4): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  // All zero (a non-payer's yields): a plain 0–1 axis rather than fractions of nothing.
  if (high === low) return [0, 1];
  const step = niceStep(high - low, target);
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  const ticks: number[] = [];
  // Built from integers so 0.1 + 0.2 artefacts never reach a label.
  for (let i = first; i <= last && ticks.length <= 50; i++) ticks.push(Math.round(i * step * 1e9) / 1e9);
  if (ticks.length === 1) ticks.push(Math.round((last + 1) * step * 1e9) / 1e9);
  return ticks;
}

export function barChartGeometry(data: readonly BarDatum[], box: ChartBox): ChartGeometry {
  const plot = { left: box.marginLeft, top: box.marginTop, right: box.width - box.marginRight, bottom: box.height - box.marginBottom };
  const finite = data.map((d) => d.value).filter((v): v is number => v !== null && Number.isFinite(v));
  const ticks = axisTicks(finite.length ? Math.min(...finite) : 0, finite.length ? Math.max(...finite) : 0);
  const low = ticks[0] ?? 0;
  const high = ticks[ticks.length - 1] ?? 1;
  const span = high - low || 1;
  const yOf = (value: number) => plot.bottom - ((value - low) / span) * (plot.bottom - plot.top);
  const baselineY = yOf(0);
  const slot = data.length > 0 ? (plot.right - plot.left) / data.length : 0;
  const barWidth = Math.max(2, Math.min(40, slot * 0.6));
  const bars = data.map((d, i): BarGeometry => {
    const centerX = plot.left + slot * (i + 0.5);
    const value = d.value !== null && Number.isFinite(d.value) ? d.value : null;
    const top = value === null ? baselineY : Math.min(yOf(value), baselineY);
    const height = value === null ? 0 : Math.abs(yOf(value) - baselineY);
    return { label: d.label, value, centerX, x: centerX - barWidth / 2, y: top, width: barWidth, height, sign: value === null || value === 0 ? 'none' : value > 0 ? 'positive' : 'negative' };
  });
  return { bars, ticks: ticks.map((value) => ({ value, y: yOf(value) })), baselineY, plot };
}
