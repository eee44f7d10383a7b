import { type BarDatum, barChartGeometry } from './bar-chart-geometry';
import { themeVar } from '@/lib/design/palette';

// marginLeft: room for a tick label as wide as "−5,000億" (about 45 px at 11 px) and its 6 px gap.
const BOX = { width: 320, height: 210, marginLeft: 54, marginBottom: 32, marginTop: 10, marginRight: 6 };

/**
 * A small bar chart drawn on the server as SVG (no client JavaScript): y-axis ticks with their
 * labels, one x label per bar. Its figures are amounts (revenue, income, dividends), not moves, so the
 * bars are in neutral colours: red and green mean up and down to a Taiwanese reader
 * (rise red, fall green), and a red revenue bar read as a fall. Above zero the brand blue, below zero (a loss) the
 * slate grey, and the sign is also the bar's side of the zero line. The viewBox scales to the width it
 * is given; each bar carries a <title> tooltip.
 */
export function BarChart({
  data,
  label,
  formatValue,
  formatTick = formatValue,
  axisLabels,
  testId,
}: {
  data: readonly BarDatum[];
  /** What the chart shows, read by screen readers ("營業收入長條圖"). */
  label: string;
  formatValue: (value: number) => string;
  formatTick?: (value: number) => string;
  /** x labels by bar index, "\n" for a second line (default: each bar's label). */
  axisLabels?: readonly string[];
  testId?: string;
}) {
  const g = barChartGeometry(data, BOX);
  const [brand, stable, muted, line] = [themeVar('brand'), themeVar('stable'), themeVar('muted'), themeVar('line')];
  return (
    <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} width="100%" role="img" aria-label={label} data-testid={testId} style={{ display: 'block', maxWidth: '100%', height: 'auto' }}>
      {g.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={g.plot.left} x2={g.plot.right} y1={tick.y} y2={tick.y} stroke={line} strokeWidth={tick.value === 0 ? 1.2 : 0.8} />
          <text x={g.plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle" fontSize="11" fill={muted}>
            {formatTick(tick.value)}
          </text>
        </g>
      ))}
      {g.bars.map((bar, i) => (
        <g key={bar.label} data-sign={bar.sign}>
          {bar.value !== null && (
            <rect x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 0.5)} rx="2" fill={bar.sign === 'negative' ? stable : brand}>
              <title>{`${bar.label}：${formatValue(bar.value)}`}</title>
            </rect>
          )}
          <text x={bar.centerX} y={g.plot.bottom + 14} textAnchor="middle" fontSize="11" fill={muted}>
            {(axisLabels?.[i] ?? bar.label).split('\n').map((line, n) => (
              <tspan key={n} x={bar.centerX} dy={n === 0 ? 0 : 13}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
      <line x1={g.plot.left} x2={g.plot.right} y1={g.baselineY} y2={g.baselineY} stroke={muted} strokeWidth="1" />
    </svg>
  );
}
