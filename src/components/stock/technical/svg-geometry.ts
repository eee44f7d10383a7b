import type { IndicatorSeries } from '@/lib/market/indicators';

/**
 * Geometry of the server-rendered indicator panes. Each pane is an SVG whose viewBox is
 * `bars × SLOT` wide and `height` px high, stretched to the pane's width (preserveAspectRatio
 * none): x is the bar index, y is pixels. Marks of one colour share one <path>, so 120 candles
 * cost four elements, not 240.
 */

/** viewBox units per bar; a candle body takes 60 % of its slot. */
export const SLOT = 10;
const BODY = 6;

export interface PaneScale {
  width: number;
  height: number;
  x: (index: number) => number;
  y: (value: number) => number;
}

/** Padding keeps the extreme marks (and half their stroke) inside the pane. */
export function paneScale(bars: number, height: number, min: number, max: number, padding = 6): PaneScale {
  const span = max - min || 1;
  return { width: Math.max(bars, 1) * SLOT, height, x: (index) => index * SLOT + SLOT / 2, y: (value) => padding + (height - 2 * padding) * (1 - (value - min) / span) };
}

const r = (n: number) => Math.round(n * 100) / 100;

/** "M x y L x y …" through the defined values; a null breaks the line (the indicator's warm-up). */
export function linePath(series: IndicatorSeries, scale: PaneScale): string {
  let path = '';
  let penDown = false;
  series.forEach((value, i) => {
    if (value === null || !Number.isFinite(value)) {
      penDown = false;
      return;
    }
    path += `${penDown ? 'L' : 'M'}${r(scale.x(i))} ${r(scale.y(value))}`;
    penDown = true;
  });
  return path;
}

export type MarkDirection = 'rise' | 'fall' | 'stable';

export interface CandleInput {
  open: number;
  high: number;
  low: number;
  close: number;
}

/** Wicks and bodies of the candles, one path each per direction (rise: close above open). */
export function candlePaths(candles: readonly CandleInput[], scale: PaneScale): Record<MarkDirection, { wicks: string; bodies: string }> {
  const out: Record<MarkDirection, { wicks: string; bodies: string }> = { rise: { wicks: '', bodies: '' }, fall: { wicks: '', bodies: '' }, stable: { wicks: '', bodies: '' } };
  candles.forEach((candle, i) => {
    const direction: MarkDirection = candle.close > candle.open ? 'rise' : candle.close < candle.open ? 'fall' : 'stable';
    const x = r(scale.x(i));
    out[direction].wicks += `M${x} ${r(scale.y(candle.high))}V${r(scale.y(candle.low))}`;
    const top = scale.y(Math.max(candle.open, candle.close));
    // A doji still gets a visible 1 px body.
    const bodyHeight = Math.max(scale.y(Math.min(candle.open, candle.close)) - top, 1);
    out[direction].bodies += `M${r(x - BODY / 2)} ${r(top)}h${BODY}v${r(bodyHeight)}h${-BODY}Z`;
  });
  return out;
}

/** Histogram bars from the zero line: positive bars in one path, negative in another. */
export function histogramPaths(series: IndicatorSeries, scale: PaneScale): { positive: string; negative: string } {
  const zero = scale.y(0);
  let positive = '';
  let negative = '';
  series.forEach((value, i) => {
    if (value === null || !Number.isFinite(value) || value === 0) return;
    const y = scale.y(value);
    const bar = `M${r(scale.x(i) - BODY / 2)} ${r(Math.min(y, zero))}h${BODY}v${r(Math.abs(zero - y))}h${-BODY}Z`;
    if (value > 0) positive += bar;
    else negative += bar;
  });
  return { positive, negative };
}

/** Min and max over several series (nulls ignored), or the fallback when nothing is defined. */
export function extent(series: readonly (readonly (number | null)[])[], fallback: [number, number] = [0, 1]): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const values of series) {
    for (const value of values) {
      if (value === null || !Number.isFinite(value)) continue;
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
  }
  return min === Infinity ? fallback : [min, max];
}

/** About `count` round tick values (steps of 1, 2 or 5 × 10ⁿ) inside [min, max]. */
export function niceTicks(min: number, max: number, count = 4): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return [min];
  const rough = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) {
    ticks.push(Math.round(tick / step) * step + 0); // + 0 turns −0 into 0
  }
  return ticks;
}

/** Bars where a new month starts (the first bar too, unless its month is nearly over), for the date axis and grid. */
export function monthStarts(dates: readonly string[]): { index: number; label: string }[] {
  const starts: { index: number; label: string }[] = [];
  dates.forEach((date, i) => {
    const month = date.slice(0, 7);
    if (i > 0 && month === dates[i - 1]!.slice(0, 7)) return;
    const [year, m] = month.split('-');
    // Skip a first partial month whose label would collide with the next one.
    if (i === 0) {
      const nextMonthAt = dates.findIndex((d) => d.slice(0, 7) !== month);
      if (nextMonthAt > 0 && nextMonthAt < 5) return;
    }
    // Only January carries the year: a longer first label would collide with the next on a phone.
    starts.push({ index: i, label: m === '01' ? `${year}/1` : `${Number(m)}月` });
  });
  return starts;
}
