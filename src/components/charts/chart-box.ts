/**
 * The price chart's box, in one place for the server's picture of it (chart-picture.ts) and the chart
 * library that replaces it (lightweight-price-chart.ts), so the two lay out the same pane and axes
 * and the swap moves nothing. The frame's and the legend's heights are the page's CSS (PriceChartSection.tsx, whose
 * heights a test holds equal to these, and PriceChart.tsx; the picture's e2e spec checks the pane the
 * chart draws); the axes' sizes are what lightweight-charts draws for an 11 px font.
 */

/** The frame's height (380 px on phones and tablets, 480 from laptop width), its padding and the legend above the plot. */
export const CHART_HEIGHT_PHONE = 380;
export const CHART_HEIGHT_LAPTOP = 480;
const FRAME_PADDING = 8;
const LEGEND_PHONE = 44;
const LEGEND_TABLET = 32;

export const CHART_FONT_SIZE = 11;
export const CHART_FONT = "-apple-system, BlinkMacSystemFont, 'PingFang TC', 'Noto Sans TC', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif";

/**
 * The time axis under the pane: its border, tick, text and paddings (3/12, 3/12 and 4/12 of the font
 * size) rounded up, as the library sizes it.
 */
export const TIME_AXIS_HEIGHT = Math.ceil(1 + 5 + CHART_FONT_SIZE + (10 * CHART_FONT_SIZE) / 12);

/** The candles' scale keeps 8 % of the pane free above them and 28 % below (the volume's room). */
export const PRICE_MARGINS = { top: 0.08, bottom: 0.28 } as const;
/** The volume bars fill the pane's last fifth. */
export const VOLUME_TOP = 0.8;

/** The page's breakpoints (panda.config.ts): the frame and the legend change height at them. */
export type ChartBreakpoint = 'phone' | 'tablet' | 'laptop';
export const CHART_BREAKPOINTS: readonly ChartBreakpoint[] = ['phone', 'tablet', 'laptop'];
const TABLET_MIN_WIDTH = 576;
const LAPTOP_MIN_WIDTH = 1024;

export const breakpointOf = (viewportWidth: number): ChartBreakpoint => (viewportWidth >= LAPTOP_MIN_WIDTH ? 'laptop' : viewportWidth >= TABLET_MIN_WIDTH ? 'tablet' : 'phone');

/** The pane's height (the candles' and volume's, without the time axis) at each breakpoint. */
export const PANE_HEIGHTS: Readonly<Record<ChartBreakpoint, number>> = {
  phone: CHART_HEIGHT_PHONE - 2 * FRAME_PADDING - LEGEND_PHONE - TIME_AXIS_HEIGHT,
  tablet: CHART_HEIGHT_PHONE - 2 * FRAME_PADDING - LEGEND_TABLET - TIME_AXIS_HEIGHT,
  laptop: CHART_HEIGHT_LAPTOP - 2 * FRAME_PADDING - LEGEND_TABLET - TIME_AXIS_HEIGHT,
};

/**
 * How many time labels fit the pane's width at each breakpoint, at most: the labels are spaced by a
 * share of the pane rather than by pixels, so which bars carry them does not depend on a width the
 * server cannot know (chart-time-axis.ts), and the chart is told the same spacing (timeLabelSpacing).
 */
export const TIME_LABELS_PER_PANE: Readonly<Record<ChartBreakpoint, number>> = { phone: 4, tablet: 6, laptop: 10 };
