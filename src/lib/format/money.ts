import type { Big } from 'big.js';
import type { PriceDirection } from './numbers';

/**
 * Exact decimals (the portfolio's big.js amounts) as text: money to the cent in US$ or NT$, share counts
 * as given, percentages to two places. Never through a binary float: big.js writes the digits, rounded
 * half up as a broker's statement is, and the whole part is grouped by thousands here (numbers.ts does
 * the same for the site's floats).
 */

export type MoneyCurrency = 'USD' | 'TWD';

const PREFIX: Readonly<Record<MoneyCurrency, string>> = { USD: 'US$', TWD: 'NT$' };
/** big.js's rounding mode 1: half up (the constant lives on a constructor; this file holds no value of the library). */
const HALF_UP = 1;
/** The same real minus sign as numbers.ts: it lines up with the plus and is not taken for a hyphen. */
const MINUS = '−';
/** More places than any share count the ledger keeps (it allows eight). */
const SHARE_PLACES = 8;

const grouped = (digits: string): string => {
  const [whole = '0', fraction] = digits.split('.');
  const groupedWhole = whole.replace(/\B(?=(\d{3})+$)/gu, ',');
  return fraction === undefined ? groupedWhole : `${groupedWhole}.${fraction}`;
};

/** The sign of an amount as shown at `places`: − below zero, + above it when `plus`, nothing at zero. */
function signAt(amount: Big, places: number, plus: boolean): string {
  const shown = amount.round(places, HALF_UP);
  return shown.lt(0) ? MINUS : shown.gt(0) && plus ? '+' : '';
}

/** Money to the cent with its currency: US$1,234.50, −NT$38.00; `signed` adds + to a gain (+US$12.30). */
export function formatMoney(amount: Big, currency: MoneyCurrency, options: { signed?: boolean } = {}): string {
  return `${signAt(amount, 2, options.signed === true)}${PREFIX[currency]}${grouped(amount.abs().toFixed(2, HALF_UP))}`;
}

/** A share count, a rate or a price as the ledger keeps it (eight places at most), without trailing zeros: 1,200 or 0.5. */
export const formatDecimal = (shares: Big): string => `${signAt(shares, SHARE_PLACES, false)}${grouped(shares.abs().round(SHARE_PLACES, HALF_UP).toString())}`;

/** A percentage to two places, signed when asked: 12.34%, +3.20%, −0.50%. */
export const formatDecimalPercent = (percent: Big, options: { signed?: boolean } = {}): string => `${signAt(percent, 2, options.signed === true)}${grouped(percent.abs().toFixed(2, HALF_UP))}%`;

/** A gain's colour (rise, fall or stable), judged to the cent as it is shown: a gain that reads 0.00 is not coloured. */
export function moneyDirection(amount: Big): PriceDirection {
  const shown = amount.round(2, HALF_UP);
  return shown.gt(0) ? 'rise' : shown.lt(0) ? 'fall' : 'stable';
}
