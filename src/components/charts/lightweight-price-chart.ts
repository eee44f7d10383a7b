import {
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  type ISeriesApi,
  type Time,
  TickMarkType,
  type UTCTimestamp,
} from 'lightweight-charts';
import { formatPrice, shortenNumber } from '@/lib/format/numbers';
import { type ChartData, formatChartTime, formatTick, isIntraday } from './chart-data';
import { chartTouchMode } from './chart-touch';
import { PALETTE, withAlpha } from '@/lib/design/palette';

/**
 * The lightweight-charts part of the price chart. Only PriceChart imports it, through a dynamic
 * import(), so the library (~60 kB gzip) is a separate chunk fetched after the page is interactive.
 */

export const RISE_COLOUR = PALETTE.rise;
export const FALL_COLOUR = PALETTE.fall;
const RISE_VOLUME = withAlpha(PALETTE.rise, 0.45);
const FALL_VOLUME = withAlpha(PALETTE.fall, 0.45);
const TEXT = PALETTE.muted;
const GRID = '#eef1f5';
const BORDER = PALETTE.line;
const FONT = "-apple-system, BlinkMacSystemFont, 'PingFang TC', 'Noto Sans TC', 'Noto Sans CJK TC', 'Microsoft JhengHei', sans-serif";

export interface PriceChartHandle {
  setData: (data: ChartData) => void;
  /** Phone or not (the 600 px rule): the touch behaviour of chart-touch.ts. */
  setPhone: (phone: boolean) => void;
  remove: () => void;
}

const asTime = (seconds: number) => seconds as UTCTimestamp;
const secondsOf = (time: Time): number => (typeof time === 'number' ? time : 0);

const TICK_KINDS: Partial<Record<TickMarkType, 'year' | 'month' | 'day' | 'time'>> = {
  [TickMarkType.Year]: 'year',
  [TickMarkType.Month]: 'month',
  [TickMarkType.DayOfMonth]: 'day',
  [TickMarkType.Time]: 'time',
  [TickMarkType.TimeWithSeconds]: 'time',
};

/**
 * Creates the chart in `host` (which has a fixed size: autoSize follows it with a ResizeObserver, so
 * the chart fills a phone's width and never changes the page's layout) and reports the hovered bar.
 */
export function mountPriceChart(host: HTMLElement, onHover: (index: number | null) => void): PriceChartHandle {
  let current: ChartData | null = null;
  const chart: IChartApi = createChart(host, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: '#ffffff' },
      textColor: TEXT,
      fontFamily: FONT,
      fontSize: 11,
      // The logo widget injects a <style> element, which our Content-Security-Policy (style-src
      // 'self') blocks; the page shows the TradingView attribution link beside the chart instead.
      attributionLogo: false,
    },
    grid: { vertLines: { color: GRID }, horzLines: { color: GRID } },
    crosshair: { mode: CrosshairMode.Normal },
    rightPriceScale: { borderColor: BORDER },
    timeScale: {
      borderColor: BORDER,
      secondsVisible: false,
      tickMarkFormatter: (time: Time, type: TickMarkType) => {
        const kind = TICK_KINDS[type];
        return kind ? formatTick(secondsOf(time), kind) : null;
      },
    },
    localization: {
      locale: 'zh-TW',
      priceFormatter: (price: number) => formatPrice(price),
      timeFormatter: (time: Time) => (current ? formatChartTime(secondsOf(time), current.interval) : ''),
    },
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
    if (!param.point || param.logical === undefined || !current) {
      onHover(null);
      return;
    }
    const index = Math.round(param.logical);
    onHover(index >= 0 && index < current.bars.length ? index : null);
  });

  return {
    setData(data) {
      current = data;
      chart.applyOptions({ timeScale: { timeVisible: isIntraday(data.interval) } });
      candles.setData(data.bars.map(([time, open, high, low, close]) => ({ time: asTime(time), open, high, low, close })));
      volume.setData(
        data.bars.map(([time, open, , , close, value]) => ({
          time: asTime(time),
          value,
          color: close >= open ? RISE_VOLUME : FALL_VOLUME,
        })),
      );
      chart.timeScale().fitContent();
    },
    setPhone: applyTouchMode,
    remove() {
      current = null;
      chart.remove();
    },
  };
}
