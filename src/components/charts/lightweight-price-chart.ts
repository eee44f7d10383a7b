import {
  type AutoscaleInfo,
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type Logical,
  type Time,
  TickMarkType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { formatPrice, shortenNumber } from '@/lib/format/numbers';
import { type ChartBar, type ChartData, formatChartTime, formatTick, isIntraday, sessionWhitespace } from './chart-data';
import { chartTouchMode } from './chart-touch';
import { breakpointOf, CHART_FONT, CHART_FONT_SIZE, TIME_LABELS_PER_PANE } from './chart-box';
import { priceAxisWidth } from './chart-price-axis';
import { labelStride, slotCount, timeLabelCharacters } from './chart-time-axis';
import { TAIWAN_COLOURS, withAlpha } from '@/lib/design/palette';
import { type ChartColours, readChartColours, watchChartColours } from './theme-colours';

/**
 * The lightweight-charts part of the price chart. Only PriceChart imports it, through a dynamic
 * import(), so the library (~60 kB gzip) is a separate chunk fetched after the page is interactive.
 */

// Rise and fall are the same in both themes; the grounds, text and lines follow it (theme-colours.ts).
export const RISE_COLOUR = TAIWAN_COLOURS.rise;
export const FALL_COLOUR = TAIWAN_COLOURS.fall;
const RISE_VOLUME = withAlpha(RISE_COLOUR, 0.45);
const FALL_VOLUME = withAlpha(FALL_COLOUR, 0.45);

export interface PriceChartHandle {
  setData: (data: ChartData) => void;
  /** The last bar moved or a new one opened (a live quote: live-bar.ts), without fitting the view again. */
  updateLastBar: (data: ChartData) => void;
  /** Phone or not (the 600 px rule): the touch behaviour of chart-touch.ts. */
  setPhone: (phone: boolean) => void;
  remove: () => void;
}

const asTime = (seconds: number) => seconds as UTCTimestamp;
/** A bar's volume in the histogram; a bar whose volume is unknown yet (live-bar.ts) has none drawn. */
const volumePoint = ([time, open, , , close, value]: ChartBar) => (value === null ? { time: asTime(time) } : { time: asTime(time), value, color: close >= open ? RISE_VOLUME : FALL_VOLUME });
const secondsOf = (time: Time): number => (typeof time === 'number' ? time : 0);

const TICK_KINDS: Partial<Record<TickMarkType, 'year' | 'month' | 'day' | 'time'>> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'time',
};

/**
 * Creates the chart in `host` and reports the hovered bar. The host has a fixed height and takes the
 * width of its column (it is absolutely placed in the chart's box, so nothing the chart does can move
 * the page). A ResizeObserver on it resizes the canvas and fits the bars again whenever the box
 * changes — a window resized, a phone rotated — instead of keeping the old bar spacing and cutting
 * bars off; lightweight-charts' own autoSize only resized the canvas.
 *
 * For tests (and curious readers of the DOM) the host carries what the chart shows as data attributes:
 * data-width, data-visible-from / data-visible-to (chart seconds), data-bar-spacing (px),
 * data-previous-close when the 1D baseline is drawn, and data-background (the theme's ground it painted).
 */
export function mountPriceChart(host: HTMLElement, onHover: (index: number | null) => void): PriceChartHandle {
  let current: ChartData | null = null;
  /** Bar index by chart time: whitespace before the first bar would shift logical indexes. */
  let indexByTime = new Map<number, number>();
  /** The previous close the 1D chart draws, kept inside the price scale's range. */
  let baseline: number | null = null;
  let baselineLine: IPriceLine | null = null;
  const colours = readChartColours();
  const chart: IChartApi = createChart(host, {
    width: host.clientWidth,
    height: host.clientHeight,
    layout: {
      background: { type: ColorType.Solid, color: colours.surface },
      textColor: colours.muted,
      fontFamily: CHART_FONT,
      fontSize: CHART_FONT_SIZE,
      // The logo widget injects a <style> element, which our Content-Security-Policy (style-src
      // 'self') blocks; the page shows the TradingView attribution link beside the chart instead.
      attributionLogo: false,
    },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: { borderColor: colours.line },
    timeScale: {
      borderColor: colours.line,
      secondsVisible: false,
      // The range is all there is: no scrolling past its first bar (nor its last: setData) into empty
      // time. With an edge fixed the library also pulls a tick label that would straddle it inside the
      // axis; otherwise, with the bars packed tight (6 months on a 390 px phone), the first label lost
      // its left half (「6月」 drawn as 「月」) and the last ran under the price scale.
      fixLeftEdge: true,
      // The server's picture writes every label in one weight (chart-picture.ts).
      allowBoldLabels: false,
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const kind = TICK_KINDS[type];
        return kind ? formatTick(secondsOf(time), kind) : null;
      },
    },
    localization: { locale: 'zh-TW', priceFormatter: (price: number) => formatPrice(price), timeFormatter: (time: Time) => (current ? formatChartTime(secondsOf(time), current.interval) : '') },
    // A vertical swipe on a phone scrolls the page instead of being swallowed by the chart.
    handleScroll: { vertTouchDrag: false },
  });
  const applyTouchMode = (phone: boolean) => {
    const mode = chartTouchMode(phone);
    chart.applyOptions({
      crosshair: { mode: mode.crosshair === 'magnet' ? CrosshairMode.Magnet : CrosshairMode.Normal },
      handleScale: { axisPressedMouseMove: mode.axisDrag },
      handleScroll: { vertTouchDrag: !mode.verticalSwipeScrollsPage },
    });
  };

  const candles: ISeriesApi<'Candlestick'> = chart.addSeries(CandlestickSeries, {
    upColor: RISE_COLOUR,
    downColor: FALL_COLOUR,
    borderUpColor: RISE_COLOUR,
    borderDownColor: FALL_COLOUR,
    wickUpColor: RISE_COLOUR,
    wickDownColor: FALL_COLOUR,
    priceLineVisible: false,
    // The 1D baseline stays on screen even when the day traded wholly above or below it.
    autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
      const info = original();
      if (!info?.priceRange || baseline === null) return info;
      const { minValue, maxValue } = info.priceRange;
      return { ...info, priceRange: { minValue: Math.min(minValue, baseline), maxValue: Math.max(maxValue, baseline) } };
    },
  });
  candles.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.28 } });

  // Volume on its own overlay scale in the bottom fifth, under the candles.
  const volume: ISeriesApi<'Histogram'> = chart.addSeries(HistogramSeries, {
    priceScaleId: 'volume',
    priceFormat: { type: 'custom', formatter: (value: number) => shortenNumber(value), minMove: 1 },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 }, visible: false });

  chart.subscribeCrosshairMove((param) => {
    const index = param.point && param.time !== undefined ? indexByTime.get(secondsOf(param.time)) : undefined;
    onHover(index ?? null);
  });

  const describe = () => {
    const timeScale = chart.timeScale();
    const visible = timeScale.getVisibleRange();
    const spacing = (timeScale.logicalToCoordinate(1 as Logical) ?? 0) - (timeScale.logicalToCoordinate(0 as Logical) ?? 0);
    host.dataset.width = String(timeScale.width());
    host.dataset.visibleFrom = visible ? String(secondsOf(visible.from)) : '';
    host.dataset.visibleTo = visible ? String(secondsOf(visible.to)) : '';
    host.dataset.barSpacing = String(Math.round(spacing * 10) / 10);
    host.dataset.priceAxisWidth = String(chart.priceScale('right').width());
    if (baseline === null) delete host.dataset.previousClose;
    else host.dataset.previousClose = String(baseline);
  };
  chart.timeScale().subscribeVisibleLogicalRangeChange(describe);

  /** Points on the time axis: the bars, plus the 1D session's whitespace. */
  let points = 0;
  /** The price axis's width (setData). */
  let axisWidth = 0;
  const fit = () => {
    // The time labels sit where the server's picture put them (chart-time-axis.ts): `stride` points
    // apart at least, for the page's breakpoint, whatever the width.
    if (current) {
      const slots = slotCount(current, points);
      const stride = labelStride(slots, TIME_LABELS_PER_PANE[breakpointOf(window.innerWidth)]);
      // The pane's width: the chart's less the price axis it was given (its own measure lags a frame behind).
      const spacing = (size.width - axisWidth) / slots;
      chart.applyOptions({ timeScale: { tickMarkMaxCharacterLength: timeLabelCharacters(stride, spacing, CHART_FONT_SIZE) } });
    }
    // fitContent anchors the right edge at the last bar, so a session's whitespace (after it) would
    // stay off screen: a session is fitted by its points, 09:30 to the close, instead.
    if (current?.session) chart.timeScale().setVisibleLogicalRange({ from: -0.5, to: points - 0.5 });
    else chart.timeScale().fitContent();
    describe();
  };

  let size = { width: host.clientWidth, height: host.clientHeight };
  const observer = new ResizeObserver((entries) => {
    const box = entries[0]?.contentRect;
    if (!box) return;
    const width = Math.floor(box.width);
    const height = Math.floor(box.height);
    // Hidden (0 × 0) or unchanged: nothing to redraw.
    if (width === 0 || height === 0 || (width === size.width && height === size.height)) return;
    size = { width, height };
    // forceRepaint: the new width is laid out now, so fit() fits the bars to it (and the host's data
    // attributes say so with the canvas, in one task). Left to the next frame, the time scale kept its
    // old width until then, and with the left edge fixed that later change moved no visible range:
    // nothing would describe it.
    chart.resize(width, height, true);
    fit();
  });
  observer.observe(host);

  /** The bars (and a session's whitespace) into both series. */
  const fillSeries = (data: ChartData) => {
    current = data;
    indexByTime = new Map(data.bars.map((bar, i) => [bar[0], i]));
    const empty = sessionWhitespace(data).map((time) => ({ time: asTime(time) }));
    points = data.bars.length + empty.length;
    candles.setData([...data.bars.map(([time, open, high, low, close]) => ({ time: asTime(time), open, high, low, close })), ...empty].sort((a, b) => a.time - b.time));
    volume.setData(data.bars.map(volumePoint));
  };

  const applyColours = (next: ChartColours) => {
    chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: next.surface }, textColor: next.muted },
      grid: { vertLines: { color: next.grid }, horzLines: { color: next.grid } },
      rightPriceScale: { borderColor: next.line },
      timeScale: { borderColor: next.line },
    });
    baselineLine?.applyOptions({ color: next.muted });
    host.dataset.background = next.surface;
  };
  host.dataset.background = colours.surface;
  const stopWatchingTheme = watchChartColours(applyColours);

  return {
    setData(data) {
      fillSeries(data);
      // The picture's price axis width (chart-price-axis.ts): a little over what the labels need, so the library keeps to it.
      axisWidth = priceAxisWidth(data);
      chart.applyOptions({ rightPriceScale: { minimumWidth: axisWidth } });
      // A session's right edge is its close, in whitespace after the last bar, where a fixed right edge
      // (which stops at the last bar) would cut the view short; its late labels sit mid-axis anyway.
      chart.applyOptions({ timeScale: { timeVisible: isIntraday(data.interval), fixRightEdge: !data.session } });
      // The previous close as a dashed line across the 1D session, labelled on the price axis.
      if (baselineLine) candles.removePriceLine(baselineLine);
      baselineLine = null;
      baseline = data.session ? data.previousClose : null;
      if (baseline !== null) {
        baselineLine = candles.createPriceLine({ price: baseline, color: readChartColours().muted, lineWidth: 1, lineStyle: LineStyle.Dashed, axisLabelVisible: true, title: '昨收' });
      }
      fit();
    },
    updateLastBar(data) {
      const bar = data.bars.at(-1);
      if (!bar) return;
      // A session chart has whitespace after its last bar, which series.update() cannot write before:
      // its series are filled again (the same view: no fitting).
      if (data.session) {
        fillSeries(data);
        return;
      }
      current = data;
      indexByTime.set(bar[0], data.bars.length - 1);
      const [time, open, high, low, close] = bar;
      candles.update({ time: asTime(time), open, high, low, close });
      volume.update(volumePoint(bar));
    },
    setPhone: applyTouchMode,
    remove() {
      observer.disconnect();
      stopWatchingTheme();
      current = null;
      chart.remove();
    },
  };
}
