/**
 * The price chart's first paint (issue 25): the same bars the interactive chart will draw, as SVG path
 * data computed on the server, so a phone shows candles and volume without running the chart library
 * (which loads when the reader reaches for the chart). Pure: the paths for a box of `width` × `height`
 * user units (the chart's pane: without its price and time axes), laid out as lightweight-price-chart.ts
 * lays them out. Bars are spread evenly; with a session (1D) they sit at their time within it.
 */
import { svgNumber } from '@/lib/format/svg';
import { type ChartBar, type ChartData, INTERVAL_SECONDS } from './chart-data';

export interface ChartPicture {
  /** Wicks and bodies of bars that closed at or above their open (rise colour), and below (fall colour). */
  riseCandles: string;
  fallCandles: string;
  riseVolume: string;
  fallVolume: string;
}

const EMPTY: ChartPicture = { riseCandles: '', fallCandles: '', riseVolume: '', fallVolume: '' };
/** The chart library's margins (lightweight-price-chart.ts): candles 8–72 % of the pane, volume its last 20 %. */
const PRICE_TOP = 0.08;
const PRICE_BOTTOM = 0.72;
const VOLUME_TOP = 0.8;

export function chartPicture(data: ChartData, width: number, height: number): ChartPicture {
  const bars = data.bars;
  if (bars.length === 0) return EMPTY;
  let low = Infinity;
  let high = -Infinity;
  let maxVolume = 0;
  for (const bar of bars) {
    low = Math.min(low, bar[3]);
    high = Math.max(high, bar[2]);
    maxVolume = Math.max(maxVolume, bar[5] ?? 0);
  }
  const span = high - low || 1;
  const session = data.session;
  const slots = session ? Math.max(1, (session.close - session.open) / INTERVAL_SECONDS[data.interval]) : bars.length;
  const slot = width / slots;
  const x = session
    ? (bar: ChartBar) => ((bar[0] - session.open) / INTERVAL_SECONDS[data.interval] + 0.5) * slot
    : (_bar: ChartBar, i: number) => (i + 0.5) * slot;
  const y = (price: number) => height * (PRICE_TOP + (PRICE_BOTTOM - PRICE_TOP) * (1 - (price - low) / span));
  const bodyWidth = Math.max(0.6, slot * 0.7);
  const wickWidth = Math.min(bodyWidth, Math.max(1.5, slot * 0.12));
  const volumeBottom = height;
  const volumeHeight = height * (1 - VOLUME_TOP);
  const parts = { riseCandles: [] as string[], fallCandles: [] as string[], riseVolume: [] as string[], fallVolume: [] as string[] };
  /** A filled rectangle as path data. */
  const rect = (left: number, top: number, w: number, h: number) => `M${svgNumber(left)} ${svgNumber(top)}h${svgNumber(w)}v${svgNumber(h)}h${svgNumber(-w)}z`;
  bars.forEach((bar, i) => {
    const [, open, barHigh, barLow, close, volume] = bar;
    const cx = x(bar, i);
    const left = cx - bodyWidth / 2;
    const rise = close >= open;
    const candles = rise ? parts.riseCandles : parts.fallCandles;
    candles.push(rect(cx - wickWidth / 2, y(barHigh), wickWidth, Math.max(0.8, y(barLow) - y(barHigh))));
    const top = y(Math.max(open, close));
    candles.push(rect(left, top, bodyWidth, Math.max(0.8, y(Math.min(open, close)) - top)));
    if (maxVolume > 0 && volume !== null && volume > 0) {
      const h = (volumeHeight * volume) / maxVolume;
      (rise ? parts.riseVolume : parts.fallVolume).push(rect(left, volumeBottom - h, bodyWidth, h));
    }
  });
  return {
    riseCandles: parts.riseCandles.join(''),
    fallCandles: parts.fallCandles.join(''),
    riseVolume: parts.riseVolume.join(''),
    fallVolume: parts.fallVolume.join(''),
  };
}
