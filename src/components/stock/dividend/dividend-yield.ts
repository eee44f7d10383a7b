import { round2 } from '@/lib/format/numbers';

/**
 * The yield of one dividend: its amount over the close before it went ex-dividend, the way
 * Taiwanese sites quote a single payout's 殖利率. Closes come from weekly bars (the 5-year price
 * history), each dated by its first day; a bar's close is that week's last close.
 */
export interface DatedClose {
  /** YYYY-MM-DD, the first day the bar covers. */
  date: string;
  close: number;
}

/**
 * The last close strictly before `date`: the close of the bar before the one that contains the
 * date. null when the history does not reach that far back (or the date is malformed).
 */
export function closeBefore(bars: readonly DatedClose[], date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  // ISO dates compare correctly as strings. Find the bar that contains `date`…
  let containing = -1;
  for (let i = 0; i < bars.length; i++) {
    if ((bars[i]?.date ?? '') <= date) containing = i;
    else break;
  }
  // …and take the one before it: its close is the last one before the ex-date.
  if (containing < 1) return null;
  const close = bars[containing - 1]?.close;
  return close !== undefined && Number.isFinite(close) && close > 0 ? close : null;
}

/** amount / close × 100, rounded to 2 decimals; null without a usable close. */
export function payoutYield(amount: number, close: number | null): number | null {
  if (close === null || !(close > 0) || !Number.isFinite(amount)) return null;
  return round2((amount / close) * 100);
}
