import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { themeVar } from '@/lib/design/palette';
import { formatPrice } from '@/lib/format/numbers';
import type { IndicatorSeries } from '@/lib/market/indicators';
import { linePath, type PaneScale } from './svg-geometry';

/** Fixed heights (px) of a pane's parts: the skeleton adds them up, so nothing shifts on arrival. */
export const PANE_LEGEND_HEIGHT = 40;
export const DATE_AXIS_HEIGHT = 22;

export interface LegendItem {
  label: string;
  value: string;
  colour: string;
}

export interface AxisLabel {
  value: number;
  label: string;
}

/**
 * One server-rendered chart pane: a legend row (the latest values), the SVG plot stretched to the
 * pane's width, and a price axis on the right. Axis labels are HTML, not SVG text, so the stretched
 * viewBox does not distort them.
 */
export function IndicatorPane({
  testId,
  title,
  legend,
  scale,
  axis,
  gridIndexes,
  label,
  children,
}: {
  testId: string;
  title: string;
  legend: readonly LegendItem[];
  scale: PaneScale;
  axis: readonly AxisLabel[];
  /** Bars where a month starts: light vertical grid lines shared by every pane. */
  gridIndexes: readonly number[];
  /** What the plot shows, for screen readers. */
  label: string;
  children: ReactNode;
}) {
  return (
    <figure className={paneClass} data-testid={testId}>
      <figcaption className={legendClass} style={{ height: PANE_LEGEND_HEIGHT }}>
        <strong className={titleClass}>{title}</strong>
        {legend.map((item) => (
          <span key={item.label} className={legendItemClass}>
            <span className={swatchClass} style={{ background: item.colour }} aria-hidden="true" />
            {item.label} <span className={valueClass}>{item.value}</span>
          </span>
        ))}
      </figcaption>
      <div className={plotRowClass} style={{ height: scale.height }}>
        <svg className={svgClass} viewBox={`0 0 ${scale.width} ${scale.height}`} preserveAspectRatio="none" role="img" aria-label={label}>
          {axis.map((tick) => (
            <line key={`h${tick.value}`} x1={0} x2={scale.width} y1={scale.y(tick.value)} y2={scale.y(tick.value)} {...gridLine} />
          ))}
          {gridIndexes.map((index) => (
            <line key={`v${index}`} x1={scale.x(index)} x2={scale.x(index)} y1={0} y2={scale.height} {...gridLine} />
          ))}
          {children}
        </svg>
        <div className={axisClass} aria-hidden="true">
          {axis.map((tick) => (
            <span key={tick.value} className={axisLabelClass} style={{ top: `${(scale.y(tick.value) / scale.height) * 100}%` }}>
              {tick.label}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}

/** An indicator's line: drawn in its pane and named in the pane's legend with its latest value. */
export interface NamedLine {
  label: string;
  values: IndicatorSeries;
  colour: string;
}

/** A series' latest value, '-' before it has one. */
export const latest = (series: IndicatorSeries): string => {
  const value = series.at(-1);
  return value == null ? '-' : formatPrice(value);
};

/** The legend entries of a pane's named lines. */
export const lineLegend = (lines: readonly NamedLine[]): LegendItem[] => lines.map(({ label, values, colour }) => ({ label, value: latest(values), colour }));

/** The pane's named lines, in order. */
export function SeriesLines({ lines, scale }: { lines: readonly NamedLine[]; scale: PaneScale }) {
  return lines.map((line) => <SeriesLine key={line.label} d={linePath(line.values, scale)} colour={line.colour} />);
}

/** A line of an indicator (its stroke keeps 1.5 px however far the SVG is stretched). */
export function SeriesLine({ d, colour, dashed = false }: { d: string; colour: string; dashed?: boolean }) {
  if (!d) return null;
  return <path d={d} fill="none" stroke={colour} strokeWidth={dashed ? 1 : 1.5} strokeDasharray={dashed ? '4 3' : undefined} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />;
}

const AXIS_WIDTH = 52;
const gridLine = { stroke: themeVar('grid'), strokeWidth: 1, vectorEffect: 'non-scaling-stroke' } as const;

const paneClass = css({ m: 0, minW: 0 });
const legendClass = css({ display: 'flex', flexWrap: 'wrap', alignContent: 'center', columnGap: '3', rowGap: '0', fontSize: '12px', lineHeight: '18px', overflow: 'hidden', color: 'muted' });
const titleClass = css({ color: 'ink', fontSize: '13px' });
const legendItemClass = css({ display: 'inline-flex', alignItems: 'center', gap: '1', whiteSpace: 'nowrap' });
const swatchClass = css({ display: 'inline-block', w: '10px', h: '3px', borderRadius: '1px' });
const valueClass = css({ color: 'ink', fontVariantNumeric: 'tabular-nums' });
const plotRowClass = css({ display: 'flex', borderTop: '1px solid token(colors.line)', borderBottom: '1px solid token(colors.line)' });
const svgClass = css({ flex: 1, minW: 0, h: '100%', display: 'block', overflow: 'hidden' });
const axisClass = css({ position: 'relative', flex: `0 0 ${AXIS_WIDTH}px`, borderLeft: '1px solid token(colors.line)' });
const axisLabelClass = css({ position: 'absolute', left: '6px', transform: 'translateY(-50%)', fontSize: '11px', color: 'muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const DATE_AXIS_INSET = AXIS_WIDTH;
