/**
 * Number rules of spec §5 and §9, used wherever prices and statements are shown.
 */

/** Rounds to 2 decimals (spec §9), avoiding binary artefacts like 1.005 → 1.00. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Percentage change (a − b) / |b| × 100, rounded to 2 decimals (spec §5); null when b is 0 or missing. */
export function percentChange(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return round2(((a - b) / Math.abs(b)) * 100);
}

/** Price direction (spec §4): positive change rises, negative falls, zero is stable. */
export type PriceDirection = 'rise' | 'fall' | 'stable';
export const priceDirection = (change: number): PriceDirection => (change > 0 ? 'rise' : change < 0 ? 'fall' : 'stable');

const priceFormat = new Intl.NumberFormat('zh-Hant-TW', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → "1,234.50" */
export const formatPrice = (value: number): string => priceFormat.format(round2(value));

/** +1.23 / −1.23 with an explicit sign (the colour carries the direction too, but not for everyone). */
export const formatSigned = (value: number): string => `${value > 0 ? '+' : value < 0 ? '−' : ''}${formatPrice(Math.abs(value))}`;

/** "+1.23%" */
export const formatSignedPercent = (value: number): string => `${formatSigned(value)}%`;

/** Large-number shortening (spec §9): k, m, b at 1e3, 1e6, 1e9, rounded to 2 decimals. */
export function shortenNumber(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 1e9) return `${sign}${round2(abs / 1e9)}b`;
  if (abs >= 1e6) return `${sign}${round2(abs / 1e6)}m`;
  if (abs >= 1e3) return `${sign}${round2(abs / 1e3)}k`;
  return `${sign}${round2(abs)}`;
}
