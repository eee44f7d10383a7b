import { percentChange } from '../format/numbers';
import type { PriceHistory } from '../upstream/business';

/**
 * Price performance normalised to 100: each security's closes divided by its close
 * before the period's first bar (the chart's baseline; YTD: last year's last close), times 100. Lines
 * of a $30 and a $900 stock then start together and read as "what 100 dollars became".
 */

export interface PerformancePoint {
  /** Unix seconds of the bar. */
  time: number;
  /** New York date of the bar. */
  date: string;
  /** The close on the 100 scale. */
  value: number;
}

export interface PerformanceSeries {
  /** The close the period starts from; null when the history has no usable price. */
  base: number | null;
  /** The last close of the period. */
  last: number | null;
  /** New York dates of the first and last bars. */
  from: string | null;
  to: string | null;
  points: PerformancePoint[];
  /** Change over the period in per cent, 2 decimals; null without a base or a close. */
  change: number | null;
}

const usable = (value: number | null | undefined): value is number => value != null && Number.isFinite(value) && value > 0;

export function normalisedSeries(history: Pick<PriceHistory, 'previousClose' | 'bars'>): PerformanceSeries {
  const bars = history.bars.filter((bar) => usable(bar.close));
  const base = usable(history.previousClose) ? history.previousClose : (bars[0]?.close ?? null);
  const lastBar = bars.at(-1);
  if (base === null || !lastBar) return { base: null, last: lastBar?.close ?? null, from: bars[0]?.date ?? null, to: lastBar?.date ?? null, points: [], change: null };
  return {
    base,
    last: lastBar.close,
    from: bars[0]!.date,
    to: lastBar.date,
    points: bars.map((bar) => ({ time: bar.time, date: bar.date, value: (bar.close / base) * 100 })),
    change: percentChange(lastBar.close, base),
  };
}
