/**
 * The price chart's first paint: the chart lightweight-charts will draw, computed on the
 * server, so a phone shows the candles, the volume and both axes without running the chart library
 * (which loads when the reader reaches for the chart). The picture and the chart look the
 * same, so the swap moves nothing. Pure: the pane's paths in `width` × `height` user units (stretched to
 * the pane), the price axis's width and, for each of the page's breakpoints (the pane's height and the
 * labels' spacing change at them), the labels of both axes.
 */
import { svgNumber } from '@/lib/format/svg';
import { formatPrice } from '@/lib/format/numbers';
import { CHART_BREAKPOINTS, type ChartBreakpoint, PANE_HEIGHTS, TIME_LABELS_PER_PANE, VOLUME_TOP } from './chart-box';
import type { ChartData } from './chart-data';
import { chartPriceRange, priceAxisWidth, priceLabels, priceY } from './chart-price-axis';
import { axisPoints, pointCentre, slotCount, type TimeLabel, timeLabels } from './chart-time-axis';

export interface ChartPicture {
  /**
   * Candle bodies, wicks and volume bars as vertical strokes (their width is the page's: PriceChartPicture.tsx),
   * of bars that closed at or above their open, and below.
   */
  riseBodies: string;
  fallBodies: string;
  riseWicks: string;
  fallWicks: string;
  riseVolume: string;
  fallVolume: string;
  /** How many slots the pane's width is divided into (a bar's stroke is a share of it). */
  slots: number;
  /** The price axis's width in px (the chart is given the same: lightweight-price-chart.ts). */
  axisWidth: number;
  axes: Record<ChartBreakpoint, PictureAxes>;
  /** The last close on the price axis, in its bar's colour; and the 1D chart's previous close (昨收), dashed. */
  last: PriceMark & { direction: 'rise' | 'fall' };
  previousClose: PriceMark | null;
}

/** A price on the scale: its text and its row as a share of the pane's height. */
export interface PriceMark {
  text: string;
  y: number;
}

export interface PictureAxes {
  prices: PriceMark[];
  times: TimeLabel[];
}

export function chartPicture(data: ChartData, width: number, height: number): ChartPicture | null {
  const range = chartPriceRange(data);
  const lastBar = data.bars.at(-1);
  if (!range || !lastBar) return null;
  const points = axisPoints(data);
  const indexOf = new Map(points.map((time, i) => [time, i]));
  const slots = slotCount(data, points.length);
  // The candles' rows are the phone pane's, as shares: the other panes' differ by under half a pixel.
  const paneHeight = PANE_HEIGHTS.phone;
  const share = (price: number) => priceY(range, paneHeight, price) / paneHeight;
  const y = (price: number) => share(price) * height;
  /** A body is at least a pixel tall, as the library draws a bar that closed at its open. */
  const pixel = height / paneHeight;
  let maxVolume = 0;
  for (const bar of data.bars) maxVolume = Math.max(maxVolume, bar[5] ?? 0);
  const volumeHeight = height * (1 - VOLUME_TOP);
  const paths = { riseBodies: [] as string[], fallBodies: [] as string[], riseWicks: [] as string[], fallWicks: [] as string[], riseVolume: [] as string[], fallVolume: [] as string[] };
  const stroke = (x: number, from: number, to: number) => `M${svgNumber(x)} ${svgNumber(from)}V${svgNumber(to)}`;
  for (const bar of data.bars) {
    const [time, open, high, low, close, volume] = bar;
    const centre = pointCentre(data, points.length, indexOf.get(time) ?? 0) * width;
    const rise = close >= open;
    (rise ? paths.riseWicks : paths.fallWicks).push(stroke(centre, y(high), y(low)));
    const top = y(Math.max(open, close));
    (rise ? paths.riseBodies : paths.fallBodies).push(stroke(centre, top, Math.max(top + pixel, y(Math.min(open, close)))));
    if (maxVolume > 0 && volume !== null && volume > 0) (rise ? paths.riseVolume : paths.fallVolume).push(stroke(centre, height, height - (volumeHeight * volume) / maxVolume));
  }
  const axes = Object.fromEntries(
    CHART_BREAKPOINTS.map((breakpoint) => [
      breakpoint,
      { prices: priceLabels(range, PANE_HEIGHTS[breakpoint]).map((label) => ({ text: label.text, y: label.y / PANE_HEIGHTS[breakpoint] })), times: timeLabels(data, TIME_LABELS_PER_PANE[breakpoint]) },
    ]),
  ) as Record<ChartBreakpoint, PictureAxes>;
  return {
    ...(Object.fromEntries(Object.entries(paths).map(([name, parts]) => [name, parts.join('')])) as Record<keyof typeof paths, string>),
    slots,
    axisWidth: priceAxisWidth(data),
    axes,
    last: { text: formatPrice(lastBar[4]), y: share(lastBar[4]), direction: lastBar[4] >= lastBar[1] ? 'rise' : 'fall' },
    previousClose: data.session && data.previousClose !== null ? { text: formatPrice(data.previousClose), y: share(data.previousClose) } : null,
  };
}
