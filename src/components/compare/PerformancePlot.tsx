import { css } from 'styled-system/css';
import { type PerformanceGeometry, PLOT } from './performance-geometry';

/**
 * The lines of a performance chart drawn on the server (the compare page's price performance, 我的持股's
 * return): the SVG stretched to its column, a dashed base line, the y axis's labels in HTML beside it and
 * the dates below. Each line's colour class and dash come from the caller, in the order of the geometry's
 * paths, with `data-*` attributes that name it.
 */
export interface PlotLine {
  key: string;
  className: string;
  dash: string | undefined;
  attributes: { [attribute: `data-${string}`]: string };
}

const AXIS_HEIGHT = 22;
export const PLOT_HEIGHT = PLOT.height + AXIS_HEIGHT;

export function PerformancePlot({
  geometry,
  lines,
  label,
  tickLabel,
  axisWidth,
}: {
  geometry: PerformanceGeometry;
  lines: readonly PlotLine[];
  label: string;
  tickLabel: (value: number) => string;
  axisWidth: number;
}) {
  return (
    <>
      <div className={plotRowClass} style={{ height: PLOT.height }}>
        <svg className={svgClass} viewBox={`0 0 ${PLOT.width} ${PLOT.height}`} preserveAspectRatio="none" role="img" aria-label={label}>
          {geometry.ticks.map((tick) => (
            <line key={tick.value} x1={0} x2={PLOT.width} y1={tick.at * PLOT.height} y2={tick.at * PLOT.height} className={gridClass} strokeWidth={1} vectorEffect="non-scaling-stroke" />
          ))}
          <line
            x1={0}
            x2={PLOT.width}
            y1={geometry.baseline * PLOT.height}
            y2={geometry.baseline * PLOT.height}
            className={baselineClass}
            strokeWidth={1}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
          {geometry.paths.map((d, index) => {
            const line = lines[index];
            return d && line ? (
              <path
                key={line.key}
                d={d}
                fill="none"
                className={line.className}
                strokeWidth={2}
                strokeDasharray={line.dash}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
                {...line.attributes}
              />
            ) : null;
          })}
        </svg>
        <div className={axisClass} style={{ flexBasis: axisWidth }} aria-hidden="true">
          {geometry.ticks.map((tick) => (
            <span key={tick.value} className={axisLabelClass} style={{ top: `${tick.at * 100}%` }}>
              {tickLabel(tick.value)}
            </span>
          ))}
        </div>
      </div>
      <div className={datesClass} style={{ height: AXIS_HEIGHT, paddingRight: axisWidth }} aria-hidden="true">
        {geometry.dates.map((date, index) => (
          <span key={index}>{slashDate(date)}</span>
        ))}
      </div>
    </>
  );
}

/** A legend's sample of a line: its colour and its dash. */
export function LineSwatch({ className, dash }: { className: string; dash: string | undefined }) {
  return (
    <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true" className={swatchClass}>
      <line x1="1" x2="27" y1="5" y2="5" className={className} strokeWidth="2.5" strokeDasharray={dash} />
    </svg>
  );
}

export const slashDate = (date: string | null | undefined): string => (date ? date.replaceAll('-', '/') : '-');

const plotRowClass = css({ display: 'flex', borderTop: '1px solid token(colors.line)', borderBottom: '1px solid token(colors.line)' });
const svgClass = css({ flex: 1, minW: 0, h: '100%', display: 'block', overflow: 'hidden' });
const gridClass = css({ stroke: 'line' });
const baselineClass = css({ stroke: 'stable' });
const axisClass = css({ position: 'relative', flexGrow: 0, flexShrink: 0, borderLeft: '1px solid token(colors.line)' });
const axisLabelClass = css({ position: 'absolute', left: '6px', transform: 'translateY(-50%)', fontSize: '11px', color: 'muted', fontVariantNumeric: 'tabular-nums' });
const datesClass = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', fontSize: '11px', color: 'muted', fontVariantNumeric: 'tabular-nums' });
const swatchClass = css({ flexShrink: 0 });
