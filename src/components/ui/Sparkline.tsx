import { svgNumber } from '@/lib/format/svg';
import type { PriceDirection } from '@/lib/format/numbers';
import { PALETTE } from '@/lib/design/palette';

/**
 * A tiny server-rendered line chart (no client JavaScript): the closes scaled into the box,
 * coloured by the period's direction.
 */
export function Sparkline({
  values,
  direction,
  width = 120,
  height = 36,
  label,
}: {
  values: readonly number[];
  direction: PriceDirection;
  width?: number;
  height?: number;
  label: string;
}) {
  const points = sparklinePoints(values, width, height);
  const colour = PALETTE[direction];
  return (
    // preserveAspectRatio="none": the line stretches to whatever width the card gives it.
    <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={label}>
      {points && (
        <polyline points={points} fill="none" stroke={colour} strokeWidth="1.6" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
      )}
    </svg>
  );
}

/** "x,y x,y …" for the values in a width × height box (1 px padding), or '' with fewer than two values. */
export function sparklinePoints(values: readonly number[], width: number, height: number): string {
  const finite = values.filter(Number.isFinite);
  if (finite.length < 2) return '';
  const min = Math.min(...finite);
  const max = Math.max(...finite);
  const span = max - min || 1;
  const step = (width - 2) / (finite.length - 1);
  return finite
    .map((v, i) => `${svgNumber(1 + i * step)},${svgNumber(1 + (height - 2) * (1 - (v - min) / span))}`)
    .join(' ');
}
