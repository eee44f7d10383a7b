import { svgNumber } from '@/lib/format/svg';
import type { PriceDirection } from '@/lib/format/numbers';
import { themeVar } from '@/lib/design/palette';

/**
 * A tiny server-rendered line chart (no client JavaScript): the values scaled into the box, in the
 * colour of `direction`. With a `baseline` (the previous close of a day's line) the scale includes
 * it and it is drawn as a dashed line, so whether the line ends above or below it — and so its
 * colour — can be seen, not only read.
 */
export function Sparkline({
  values,
  direction,
  baseline,
  width = 120,
  height = 36,
  label,
}: {
  values: readonly number[];
  direction: PriceDirection;
  baseline?: number | undefined;
  width?: number;
  height?: number;
  label: string;
}) {
  const points = sparklinePoints(values, width, height, baseline);
  const baselineY = baseline === undefined ? null : sparklineY(baseline, values, height, baseline);
  const colour = themeVar(direction);
  return (
    // preserveAspectRatio="none": the line stretches to whatever width the card gives it.
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={label} data-direction={direction}>
      {baselineY !== null && points && <line x1="0" x2={width} y1={baselineY} y2={baselineY} stroke={themeVar('stable')} strokeWidth="1" strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />}
      {points && <polyline points={points} fill="none" stroke={colour} strokeWidth="1.6" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />}
    </svg>
  );
}

/** The lowest and highest of the finite values and the baseline. */
function extent(finite: readonly number[], baseline: number | undefined): { min: number; max: number } {
  const all = baseline !== undefined && Number.isFinite(baseline) ? [...finite, baseline] : finite;
  return { min: Math.min(...all), max: Math.max(...all) };
}

/** The y of a value in a box of `height` (1 px padding), on the scale the line is drawn with. */
export function sparklineY(value: number, values: readonly number[], height: number, baseline?: number): string {
  const { min, max } = extent(values.filter(Number.isFinite), baseline);
  return svgNumber(1 + (height - 2) * (1 - (value - min) / (max - min || 1)));
}

/**
 * "x,y x,y …" for the values in a width × height box (1 px padding), or '' with fewer than two
 * values. A baseline widens the scale so that it fits in the box too.
 */
export function sparklinePoints(values: readonly number[], width: number, height: number, baseline?: number): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return '';
  const { min, max } = extent(finite, baseline);
  const span = max - min || 1;
  const step = (width - 2) / (finite.length - 1);
  return finite.map((v, i) => `${svgNumber(1 + i * step)},${svgNumber(1 + (height - 2) * (1 - (v - min) / span))}`).join(' ');
}
