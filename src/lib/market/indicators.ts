/**
 * Technical indicators of the technical-analysis page, as pure functions over price series.
 *
 * Every function returns one entry per input bar, aligned with the input, and `null` where the
 * indicator is not defined yet (its warm-up) — never NaN or Infinity, so the output can be drawn
 * and serialised as it is. Inputs must be finite numbers: a non-finite value throws a RangeError
 * (the caller drops bad bars first; one NaN would otherwise poison every recursive average after it).
 */

/** An indicator line: a value per bar, null during the warm-up. */
export type IndicatorSeries = (number | null)[];

export interface PriceBarValues {
  high: number;
  low: number;
  close: number;
}

function checkPeriod(period: number, name = 'period'): void {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`${name} must be a positive integer, got ${period}`);
}

function checkFinite(values: readonly number[]): void {
  for (const value of values) {
    if (!Number.isFinite(value)) throw new RangeError(`indicator input must be finite, got ${value}`);
  }
}

/** Simple moving average: the mean of the last `period` values (MA5, MA20, MA60). */
export function simpleMovingAverage(values: readonly number[], period: number): IndicatorSeries {
  checkPeriod(period);
  checkFinite(values);
  const out: IndicatorSeries = [];
  let windowSum = 0;
  for (let i = 0; i < values.length; i += 1) {
    windowSum += values[i]!;
    if (i >= period) windowSum -= values[i - period]!;
    out.push(i >= period - 1 ? windowSum / period : null);
  }
  return out;
}

/**
 * Exponential moving average with α = 2 / (period + 1), seeded with the simple average of the
 * first `period` values (the TA-Lib / TradingView convention, so the first value is not biased
 * towards the very first close). Nulls in the input (an upstream indicator's warm-up) are skipped:
 * the average starts with the first non-null run.
 */
export function exponentialMovingAverage(values: readonly (number | null)[], period: number): IndicatorSeries {
  checkPeriod(period);
  checkFinite(values.filter((value): value is number => value !== null));
  const alpha = 2 / (period + 1);
  const out: IndicatorSeries = [];
  let previous: number | null = null;
  let seedSum = 0;
  let seedCount = 0;
  for (const value of values) {
    if (value === null) {
      out.push(null);
      continue;
    }
    if (previous === null) {
      seedSum += value;
      seedCount += 1;
      if (seedCount === period) previous = seedSum / period;
      out.push(previous);
      continue;
    }
    previous = alpha * value + (1 - alpha) * previous;
    out.push(previous);
  }
  return out;
}

/** RSI from Wilder's average gain and loss; 100 with no losses, 50 when nothing moved at all. */
function rsiFromAverages(averageGain: number, averageLoss: number): number {
  if (averageLoss === 0) return averageGain === 0 ? 50 : 100;
  return 100 - 100 / (1 + averageGain / averageLoss);
}

/**
 * Relative strength index (Wilder): the first averages are the means of the first `period` changes,
 * then avg = (avg × (period − 1) + current) / period. Defined from bar `period` on.
 */
export function relativeStrengthIndex(closes: readonly number[], period = 14): IndicatorSeries {
  checkPeriod(period);
  checkFinite(closes);
  const out: IndicatorSeries = closes.map(() => null);
  if (closes.length <= period) return out;
  let averageGain = 0;
  let averageLoss = 0;
  for (let i = 1; i <= period; i += 1) {
    const change = closes[i]! - closes[i - 1]!;
    averageGain += Math.max(change, 0) / period;
    averageLoss += Math.max(-change, 0) / period;
  }
  out[period] = rsiFromAverages(averageGain, averageLoss);
  for (let i = period + 1; i < closes.length; i += 1) {
    const change = closes[i]! - closes[i - 1]!;
    averageGain = (averageGain * (period - 1) + Math.max(change, 0)) / period;
    averageLoss = (averageLoss * (period - 1) + Math.max(-change, 0)) / period;
    out[i] = rsiFromAverages(averageGain, averageLoss);
  }
  return out;
}

export interface MacdSeries {
  /** DIF: fast EMA − slow EMA. */
  dif: IndicatorSeries;
  /** The signal line (Taiwanese charts call it MACD, others DEA): EMA of DIF. */
  signal: IndicatorSeries;
  /** OSC, the histogram: DIF − signal (not doubled, as Taiwanese charts show it). */
  histogram: IndicatorSeries;
}

/** MACD(12, 26, 9): DIF from the close EMAs, its 9-bar EMA, and their difference. */
export function movingAverageConvergenceDivergence(closes: readonly number[], fast = 12, slow = 26, signalPeriod = 9): MacdSeries {
  checkPeriod(fast, 'fast');
  checkPeriod(slow, 'slow');
  checkPeriod(signalPeriod, 'signal');
  if (fast >= slow) throw new RangeError(`fast (${fast}) must be shorter than slow (${slow})`);
  const fastEma = exponentialMovingAverage(closes, fast);
  const slowEma = exponentialMovingAverage(closes, slow);
  const dif = closes.map((_, i) => {
    const f = fastEma[i];
    const s = slowEma[i];
    return f == null || s == null ? null : f - s;
  });
  const signal = exponentialMovingAverage(dif, signalPeriod);
  const histogram = dif.map((d, i) => {
    const s = signal[i];
    return d == null || s == null ? null : d - s;
  });
  return { dif, signal, histogram };
}

export interface StochasticSeries {
  /** Raw stochastic value: where the close sits in the last `period` bars' range, 0–100. */
  rsv: IndicatorSeries;
  k: IndicatorSeries;
  d: IndicatorSeries;
}

/**
 * KD (stochastic 9, 3, 3) the Taiwanese way: RSV over `period` bars, then
 * K = (1 − 1/kSmoothing)·K_prev + RSV/kSmoothing and D likewise from K, both starting at 50.
 * A window with no range (high = low) has RSV 50: the close is neither high nor low in it.
 */
export function stochasticKd(bars: readonly PriceBarValues[], period = 9, kSmoothing = 3, dSmoothing = 3): StochasticSeries {
  checkPeriod(period);
  checkPeriod(kSmoothing, 'kSmoothing');
  checkPeriod(dSmoothing, 'dSmoothing');
  for (const bar of bars) checkFinite([bar.high, bar.low, bar.close]);
  const rsv: IndicatorSeries = [];
  const k: IndicatorSeries = [];
  const d: IndicatorSeries = [];
  let previousK = 50;
  let previousD = 50;
  for (let i = 0; i < bars.length; i += 1) {
    if (i < period - 1) {
      rsv.push(null);
      k.push(null);
      d.push(null);
      continue;
    }
    let highest = -Infinity;
    let lowest = Infinity;
    for (let j = i - period + 1; j <= i; j += 1) {
      highest = Math.max(highest, bars[j]!.high, bars[j]!.close);
      lowest = Math.min(lowest, bars[j]!.low, bars[j]!.close);
    }
    const range = highest - lowest;
    const raw = range === 0 ? 50 : ((bars[i]!.close - lowest) / range) * 100;
    previousK = previousK * (1 - 1 / kSmoothing) + raw / kSmoothing;
    previousD = previousD * (1 - 1 / dSmoothing) + previousK / dSmoothing;
    rsv.push(raw);
    k.push(previousK);
    d.push(previousD);
  }
  return { rsv, k, d };
}

/** The last value of a series and the one before it (null where undefined): what signals compare. */
export function lastTwo(series: IndicatorSeries): { current: number | null; previous: number | null } {
  return { current: series.at(-1) ?? null, previous: series.at(-2) ?? null };
}
