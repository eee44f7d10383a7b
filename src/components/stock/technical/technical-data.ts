import {
  movingAverageConvergenceDivergence,
  relativeStrengthIndex,
  simpleMovingAverage,
  stochasticKd,
} from '@/lib/market/indicators';
import type { PriceBar } from '@/lib/upstream/business';
import { type IndicatorLines, type TechnicalSignal, technicalSignals } from './signals';

/**
 * Everything the technical-analysis panes draw, computed on the server from a year of daily bars.
 * The indicators need history before the first bar shown (MA60 needs 60 bars, MACD 34), so they are
 * computed over the whole year and only the last `visibleBars` are drawn.
 */

/** About six months of trading days: enough to read a trend, few enough to see each candle on a phone. */
export const VISIBLE_BARS = 120;

export interface CandleValues {
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

export interface TechnicalData extends IndicatorLines {
  candles: CandleValues[];
  signals: TechnicalSignal[];
  /** The date of the last bar (the signals are as of its close), or null with no bars. */
  asOf: string | null;
}

const isUsableBar = (bar: PriceBar) =>
  [bar.open, bar.high, bar.low, bar.close].every((n) => Number.isFinite(n) && n > 0) && bar.high >= bar.low;

export function buildTechnicalData(bars: readonly PriceBar[], visibleBars = VISIBLE_BARS): TechnicalData {
  // A bar the upstream got wrong (zero, NaN, high below low) would bend every average after it.
  const usable = bars.filter(isUsableBar);
  const closes = usable.map((bar) => bar.close);
  const macd = movingAverageConvergenceDivergence(closes, 12, 26, 9);
  const kd = stochasticKd(usable, 9, 3, 3);
  const lines: IndicatorLines = {
    ma5: simpleMovingAverage(closes, 5),
    ma20: simpleMovingAverage(closes, 20),
    ma60: simpleMovingAverage(closes, 60),
    rsi: relativeStrengthIndex(closes, 14),
    dif: macd.dif,
    macdSignal: macd.signal,
    histogram: macd.histogram,
    k: kd.k,
    d: kd.d,
  };
  const from = Math.max(0, usable.length - visibleBars);
  return {
    candles: usable.slice(from).map(({ date, open, high, low, close }) => ({ date, open, high, low, close })),
    ...linesFrom(lines, from),
    signals: technicalSignals({ closes, ...lines }),
    asOf: usable.at(-1)?.date ?? null,
  };
}

/** Every line from bar `from` on (the bars shown). */
function linesFrom(lines: IndicatorLines, from: number): IndicatorLines {
  return Object.fromEntries(Object.entries(lines).map(([name, series]) => [name, series.slice(from)])) as IndicatorLines;
}
