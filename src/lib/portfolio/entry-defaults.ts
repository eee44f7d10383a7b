import { brokerFee } from './fees';
import { parseDecimal } from './money';
import type { FeeRule } from './transactions';

/**
 * What 記一筆 fills in when the member leaves a field empty: the broker's fee from the account's rule,
 * and the day's USD/TWD rate. Both are worked out on the server when the form is sent, so the form
 * needs no JavaScript and the fee is the one the rule gives for the shares and price actually sent.
 */

/** A rate this many days before the date still counts as the date's: a weekend, a holiday, the Lunar New Year's closing of Taipei's FX market (up to nine days). */
const RATE_LOOKBACK_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rate of `date` (YYYY-MM-DD): the last close on or before it within two weeks (its day, and the rate
 * as exact decimal text), or null when the rates given (oldest first) have none (a date before the
 * service's year, or none at all).
 */
export function rateOnDate(rates: readonly { date: string; rate: number }[], date: string): { date: string; rate: string } | null {
  const earliest = new Date(Date.parse(`${date}T00:00:00Z`) - RATE_LOOKBACK_DAYS * DAY_MS).toISOString().slice(0, 10);
  const found = rates.findLast((row) => row.date <= date);
  // A number's shortest text is its exact decimal as the service wrote it (31.245 → '31.245').
  return found && found.date >= earliest ? { date: found.date, rate: String(found.rate) } : null;
}

/** The broker's fee on `shares` at `price` by the account's rule, as text, or null when either is not a positive number. */
export function ruleFee(rule: FeeRule, shares: string, price: string): string | null {
  const count = parseDecimal(shares);
  const each = parseDecimal(price);
  if (!count || !each || count.lte(0) || each.lte(0)) return null;
  return brokerFee(rule, count.times(each)).toString();
}
