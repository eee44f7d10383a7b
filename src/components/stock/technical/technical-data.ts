import { movingAverageConvergenceDivergence, relativeStrengthIndex, simpleMovingAverage, stochasticKd } from '@/lib/market/indicators';
import { marketSessionAt, newYorkTime } from '@/lib/market/session';
import type { PriceBar, Quote } from '@/lib/upstream/business';
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
  /** The date of the last bar (the signals are as of its close, or its price so far: `last`), or null with no bars. */
  asOf: string | null;
  last: LastBar;
}

/**
 * What the last daily bar's close is: the day's close, or while its session trades the
 * price so far (盤中, with the time of that price when the quote says it), which is not a close.
 */
export interface LastBar {
  basis: '盤中' | '收盤';
  /** ISO time of the intraday price; null for a close or when only the clock says the session is on. */
  time: string | null;
}

const CLOSED: LastBar = { basis: '收盤', time: null };

/**
 * The last bar's basis from the stock's quote: intraday when the quote is in the regular session of the
 * bar's own day (a pre-market quote's price is the last close, an after-hours one's the day's close).
 * Without a quote (its call failed) the New York clock at `now` decides, as the session badge does.
 */
export function lastBarOf(lastDate: string | null, quote: Pick<Quote, 'marketSession' | 'tradingDate' | 'time'> | null, now: Date): LastBar {
  if (lastDate === null) return CLOSED;
  if (quote) return quote.marketSession === 'intraDay' && quote.tradingDate === lastDate ? { basis: '盤中', time: quote.time } : CLOSED;
  const today = newYorkTime(now);
  const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  return marketSessionAt(now) === 'intraDay' && todayIso === lastDate ? { basis: '盤中', time: null } : CLOSED;
}

const isUsableBar = (bar: PriceBar) => [bar.open, bar.high, bar.low, bar.close].every((n) => Number.isFinite(n) && n > 0) && bar.high >= bar.low;

export interface TechnicalOptions {
  visibleBars?: number;
  /** The stock's quote, which says whether the last bar's session still trades (null: its call failed). */
  quote?: Parameters<typeof lastBarOf>[1];
  now?: Date;
}

export function buildTechnicalData(bars: readonly PriceBar[], { visibleBars = VISIBLE_BARS, quote = null, now = new Date() }: TechnicalOptions = {}): TechnicalData {
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
  const asOf = usable.at(-1)?.date ?? null;
  const last = lastBarOf(asOf, quote, now);
  return {
    candles: usable.slice(from).map(({ date, open, high, low, close }) => ({ date, open, high, low, close })),
    ...linesFrom(lines, from),
    signals: technicalSignals({ closes, ...lines }, last.basis),
    asOf,
    last,
  };
}

/** Every line from bar `from` on (the bars shown). */
function linesFrom(lines: IndicatorLines, from: number): IndicatorLines {
  return Object.fromEntries(Object.entries(lines).map(([name, series]) => [name, series.slice(from)])) as IndicatorLines;
}
