import { css } from 'styled-system/css';
import { formatDate } from '@/lib/format/dates';
import { formatSignedPercent } from '@/lib/format/numbers';
import type { PremiumPoint, PremiumSummary } from '@/lib/market/adr-parity';
import { PLOT_UNITS, type PremiumChartGeometry } from './adr-premium-chart';

/** The plot's height in CSS pixels (fixed at every width: the section reserves it). */
export const PREMIUM_PLOT_HEIGHT = 140;
const AXIS_WIDTH = 52;

/**
 * The one-year premium chart, drawn on the server (no client JavaScript): an SVG line stretched to the
 * column at a fixed height, gridlines at round percents, parity (0 %) dashed when it lies in range, and
 * HTML labels placed by percentages so they stay legible at 390 px. The picture is hidden from screen
 * readers; the figure's caption says what it shows in words (highest, lowest, average, latest).
 */
export function AdrPremiumChart({ geometry, summary, points }: { geometry: PremiumChartGeometry; summary: PremiumSummary; points: readonly PremiumPoint[] }) {
  return (
    <figure className={figureClass} aria-labelledby="adr-premium-title" aria-describedby="adr-premium-summary" data-testid="adr-premium-chart" data-points={points.length}>
      <div id="adr-premium-title" className={titleClass}>
        近一年溢價走勢（%，{formatDate(points[0]?.date ?? '')} 起）
      </div>
      <div className={plotRowClass} aria-hidden="true">
        <div className={axisClass}>
          {geometry.ticks.map((tick) => (
            <span key={tick.value} className={tickLabelClass} style={{ top: `${tick.top}%` }}>
              {tick.value > 0 ? `+${tick.value}` : tick.value}%
            </span>
          ))}
        </div>
        <div className={plotClass}>
          <svg viewBox={`0 0 ${PLOT_UNITS.width} ${PLOT_UNITS.height}`} width="100%" height={PREMIUM_PLOT_HEIGHT} preserveAspectRatio="none" focusable="false">
            {geometry.ticks.map((tick) => (
              <line key={tick.value} x1="0" x2={PLOT_UNITS.width} y1={tick.top} y2={tick.top} className={gridClass} strokeWidth="1" vectorEffect="non-scaling-stroke" />
            ))}
            {geometry.zeroTop !== null && (
              <line
                x1="0"
                x2={PLOT_UNITS.width}
                y1={geometry.zeroTop}
                y2={geometry.zeroTop}
                className={parityClass}
                strokeWidth="1"
                strokeDasharray="4 4"
                vectorEffect="non-scaling-stroke"
                data-chart-part="parity"
              />
            )}
            <path d={geometry.path} fill="none" className={lineClass} strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" data-chart-part="line" />
          </svg>
          <div className={monthsClass}>
            {geometry.months.map((month) => (
              <span key={month.date} className={monthClass} style={{ left: `${month.left}%` }} data-month={month.date.slice(5, 7)}>
                {month.label}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption id="adr-premium-summary" className={captionClass} data-testid="adr-premium-summary">
        溢價最高 {formatSignedPercent(summary.high.premium)}（{formatDate(summary.high.date)}）、最低 {formatSignedPercent(summary.low.premium)}（{formatDate(summary.low.date)}）、平均{' '}
        {formatSignedPercent(summary.average)}；正值為溢價、負值為折價。
      </figcaption>
    </figure>
  );
}

const figureClass = css({ m: 0, display: 'grid', gap: '1' });
const titleClass = css({ fontSize: '13px', lineHeight: '20px', color: 'muted' });
const plotRowClass = css({ display: 'grid', gridTemplateColumns: `${AXIS_WIDTH}px minmax(0, 1fr)`, gap: '2' });
const axisClass = css({ position: 'relative', h: `${PREMIUM_PLOT_HEIGHT}px` });
const tickLabelClass = css({
  position: 'absolute',
  right: 0,
  transform: 'translateY(-50%)',
  fontSize: '11px',
  lineHeight: '14px',
  color: 'muted',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
const plotClass = css({ position: 'relative', minW: 0, '& svg': { display: 'block', overflow: 'visible' } });
const gridClass = css({ stroke: 'line' });
const parityClass = css({ stroke: 'stable' });
const lineClass = css({ stroke: 'brand' });
const monthsClass = css({ position: 'relative', h: '18px' });
// Every month fits from a tablet up; on a phone every other one (the labels would touch).
const monthClass = css({
  position: 'absolute',
  top: '2px',
  transform: 'translateX(-50%)',
  fontSize: '11px',
  lineHeight: '14px',
  color: 'muted',
  whiteSpace: 'nowrap',
  '&[data-month="02"], &[data-month="04"], &[data-month="06"], &[data-month="08"], &[data-month="10"], &[data-month="12"]': { display: 'none', tablet: { display: 'inline' } },
});
const captionClass = css({ fontSize: '13px', lineHeight: '20px', color: 'muted' });
