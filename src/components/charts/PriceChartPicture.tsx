import type { CSSProperties } from 'react';
import { cssPercent } from '@/lib/format/svg';
import { css, cx } from 'styled-system/css';
import { CHART_BREAKPOINTS, CHART_FONT, CHART_FONT_SIZE, type ChartBreakpoint, TIME_AXIS_HEIGHT } from './chart-box';
import type { ChartData } from './chart-data';
import { chartPicture, type PriceMark } from './chart-picture';
import type { TimeLabel } from './chart-time-axis';

/** The pane's user units, stretched to the pane (preserveAspectRatio none). */
const WIDTH = 1000;
const HEIGHT = 400;

/**
 * The price chart before the reader reaches for it: what the chart library will
 * draw, drawn on the server in its place — the grid, the candles and volume in the rise and fall
 * colours, the price axis with its labels and the last close, the time axis with its labels, the 1D
 * chart's previous close — so a phone shows the whole chart with no script, and the chart that replaces
 * it on the first touch looks the same. The axes' labels depend on the pane's height and on how many fit
 * its width, which change at the page's breakpoints: one set per breakpoint, CSS shows the page's.
 * Decoration for assistive technology (the chart's box carries the description).
 */
export function PriceChartPicture({ data }: { data: ChartData }) {
  const picture = chartPicture(data, WIDTH, HEIGHT);
  if (!picture) return null;
  const { axes, last, previousClose } = picture;
  return (
    <div className={pictureClass} style={rootStyle(picture.axisWidth)} aria-hidden="true" data-testid="price-chart-picture">
      <div className={paneClass} style={{ '--slots': picture.slots } as CSSProperties}>
        {CHART_BREAKPOINTS.map((breakpoint) => (
          <div key={breakpoint} className={cx(layerClass, ONLY_AT[breakpoint])}>
            {axes[breakpoint].prices.map((mark) => (
              <span key={mark.text} className={rowLineClass} style={{ top: cssPercent(mark.y) }} />
            ))}
            {axes[breakpoint].times.map((label) => (
              <span key={label.index} className={columnLineClass} style={{ left: cssPercent(label.centre) }} />
            ))}
          </div>
        ))}
        {previousClose && <span className={previousCloseLineClass} style={{ top: cssPercent(previousClose.y) }} />}
        <svg className={svgClass} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none">
          <path d={picture.riseVolume} className={cx(riseClass, volumeClass)} />
          <path d={picture.fallVolume} className={cx(fallClass, volumeClass)} />
          <path d={picture.riseWicks} className={cx(riseClass, wickClass)} />
          <path d={picture.fallWicks} className={cx(fallClass, wickClass)} />
          <path d={picture.riseBodies} className={cx(riseClass, bodyClass)} />
          <path d={picture.fallBodies} className={cx(fallClass, bodyClass)} />
        </svg>
        {previousClose && <PaneTitle mark={previousClose} />}
      </div>
      <div className={priceAxisClass}>
        {CHART_BREAKPOINTS.map((breakpoint) => (
          <div key={breakpoint} className={cx(layerClass, ONLY_AT[breakpoint])}>
            {axes[breakpoint].prices.map((mark) => (
              <span key={mark.text} className={priceLabelClass} style={{ top: cssPercent(mark.y) }} data-testid="picture-price-label">
                {mark.text}
              </span>
            ))}
          </div>
        ))}
        {previousClose && <AxisMark mark={previousClose} className={previousCloseMarkClass} />}
        <AxisMark mark={last} className={cx(lastMarkClass, last.direction === 'rise' ? riseGroundClass : fallGroundClass)} />
      </div>
      <div className={timeAxisClass}>
        <div className={timeLabelsClass}>
          {CHART_BREAKPOINTS.map((breakpoint) => (
            <div key={breakpoint} className={cx(layerClass, ONLY_AT[breakpoint])}>
              {axes[breakpoint].times.map((label) => (
                <TimeAxisLabel key={label.index} label={label} />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The library's sizes, as style attributes (shared with the chart: chart-box.ts) for the classes below. */
const rootStyle = (axisWidth: number) => ({ '--axis-w': `${axisWidth}px`, '--time-axis-h': `${TIME_AXIS_HEIGHT}px`, fontFamily: CHART_FONT, fontSize: CHART_FONT_SIZE }) as CSSProperties;

/** A price's box on the axis (the last close, the previous close), as the library draws it. */
function AxisMark({ mark, className }: { mark: PriceMark; className: string }) {
  return (
    <span className={cx(axisMarkClass, className)} style={{ top: cssPercent(mark.y) }} data-testid="picture-price-mark">
      {mark.text}
    </span>
  );
}

/** The previous close's title in the pane, against the axis. */
function PaneTitle({ mark }: { mark: PriceMark }) {
  return (
    <span className={cx(axisMarkClass, paneTitleClass, previousCloseMarkClass)} style={{ top: cssPercent(mark.y) }}>
      昨收
    </span>
  );
}

/**
 * A time label centred on its point; one the library keeps inside the axis is kept inside here too
 * (a box of about its width, clamped to the axis's ends, the text centred in it).
 */
function TimeAxisLabel({ label }: { label: TimeLabel }) {
  const width = `${labelWidth(label.text)}px`;
  const style: CSSProperties = label.clamped
    ? { left: `clamp(0px, calc(${cssPercent(label.centre)} - ${width} / 2), calc(100% - ${width}))`, width }
    : { left: cssPercent(label.centre), transform: 'translateX(calc(-50% - 1px))' };
  return (
    <span className={timeLabelClass} style={style} data-testid="picture-time-label">
      {label.text}
    </span>
  );
}

/** About a label's width at the chart's font: digits and CJK characters, and the narrow / and :. */
const labelWidth = (text: string): number => [...text].reduce((width, char) => width + (/\d/.test(char) ? 6.2 : /[/:]/.test(char) ? 3.3 : CHART_FONT_SIZE), 0);

const ONLY_AT: Record<ChartBreakpoint, string> = {
  phone: css({ tablet: { display: 'none' } }),
  tablet: css({ display: 'none', tablet: { display: 'block' }, laptop: { display: 'none' } }),
  laptop: css({ display: 'none', laptop: { display: 'block' } }),
};

// The chart library's layout in its host: the pane, the price axis at its right (`--axis-w`), the time axis under both.
const pictureClass = css({ position: 'absolute', inset: 0, lineHeight: 1, color: 'muted' });
// The pane is the container its bars' widths are shares of (`--slot`: one slot's width in px).
const paneClass = css({ position: 'absolute', top: 0, left: 0, right: 'var(--axis-w)', bottom: 'var(--time-axis-h)', containerType: 'inline-size' });
const layerClass = css({ position: 'absolute', inset: 0 });
const rowLineClass = css({ position: 'absolute', left: 0, right: 0, h: '1px', bg: 'grid' });
const columnLineClass = css({ position: 'absolute', top: 0, bottom: 0, w: '1px', bg: 'grid' });
const previousCloseLineClass = css({ position: 'absolute', left: 0, right: 0, borderTop: '1px dashed token(colors.muted)' });
// The library draws a point's centre a pixel left of its slot's middle, snapped to whole pixels.
const svgClass = css({ position: 'absolute', top: 0, left: '-1px', w: '100%', h: '100%', overflow: 'visible', shapeRendering: 'crispEdges' });
/** Every mark is a vertical stroke whose width is in the page's pixels, whatever the picture's stretch. */
const strokeClass = { fill: 'none', vectorEffect: 'non-scaling-stroke', '--slot': 'calc(100cqw / var(--slots))' } as const;
const riseClass = css({ stroke: 'rise' });
const fallClass = css({ stroke: 'fall' });
const wickClass = css(strokeClass, { strokeWidth: '1px' });
/**
 * The library's candle: the whole slot to 2.5 px, then 80–90 % of it (0.8 × slot + 0.6 px follows it
 * within a pixel), in whole pixels; its volume bar the slot less a pixel.
 */
const bodyClass = css(strokeClass, {
  strokeWidth: 'max(1px, min(var(--slot), calc(var(--slot) * 0.8 + 0.6px)))',
  '@supports (width: round(down, 1.5px, 1px))': { strokeWidth: 'max(1px, round(down, min(var(--slot), var(--slot) * 0.8 + 0.6px), 1px))' },
});
const volumeClass = css(strokeClass, {
  opacity: 0.45,
  strokeWidth: 'max(1px, calc(var(--slot) - 1px))',
  '@supports (width: round(down, 1.5px, 1px))': { strokeWidth: 'max(1px, round(var(--slot), 1px) - 1px)' },
});
const priceAxisClass = css({ position: 'absolute', top: 0, right: 0, w: 'var(--axis-w)', bottom: 'var(--time-axis-h)', borderLeft: '1px solid token(colors.line)' });
// The library writes a price 10 px into the axis, its middle on the price's row.
const priceLabelClass = css({ position: 'absolute', left: '9px', transform: 'translateY(calc(-50% - 1px))', whiteSpace: 'nowrap' });
/** A box 16 px tall on the price's row, the text where the labels' is. */
const axisMarkClass = css({
  position: 'absolute',
  left: '-1px',
  h: '16px',
  display: 'flex',
  alignItems: 'center',
  pl: '10px',
  pr: '5px',
  transform: 'translateY(-50%)',
  whiteSpace: 'nowrap',
  borderRadius: '0 2px 2px 0',
});
const lastMarkClass = css({ color: 'white' });
const riseGroundClass = css({ bg: 'rise' });
const fallGroundClass = css({ bg: 'fall' });
// The muted grey in each theme, under the theme's own ground colour as text (white on the light theme's grey, dark on the dark's).
const previousCloseMarkClass = css({ bg: 'muted', color: 'surface' });
const paneTitleClass = css({ left: 'auto', right: 0, pl: '5px', borderRadius: '2px 0 0 2px' });
const timeAxisClass = css({ position: 'absolute', left: 0, right: 0, bottom: 0, h: 'var(--time-axis-h)', borderTop: '1px solid token(colors.line)' });
const timeLabelsClass = css({ position: 'absolute', top: 0, bottom: 0, left: 0, right: 'var(--axis-w)' });
// The library writes a time label's middle 1 + 5 + 2.75 + 5.5 px below the axis's top (where its glyphs' middle falls).
const timeLabelClass = css({ position: 'absolute', top: '6px', whiteSpace: 'nowrap', textAlign: 'center' });
