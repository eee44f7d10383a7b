import BigJs from 'big.js';

/**
 * Exact decimal arithmetic for the portfolio: money, shares, prices and exchange rates are never binary
 * floats. A constructor of our own (big.js allows several), so its settings are ours alone: written out
 * in plain digits whatever the size (no "1e-7" in storage or in a CSV), division kept to 20 places, and
 * amounts rounded half up to the cent (as a broker's statement is) only where an amount is booked.
 */
export const Decimal = BigJs();
Decimal.DP = 20;
Decimal.RM = Decimal.roundHalfUp;
Decimal.NE = -40;
Decimal.PE = 40;
export type Decimal = BigJs.Big;

export const ZERO: Decimal = new Decimal(0);

/** A decimal from its written form ('12.5', '-3'), or null when it is not a finite decimal number. */
export function parseDecimal(text: string): Decimal | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) || trimmed.length > 40) return null;
  return new Decimal(trimmed);
}

/** Booked to the cent (USD cents, or TWD's two places), half up. */
export const toCents = (amount: Decimal): Decimal => amount.round(2, Decimal.roundHalfUp);

export const sum = (amounts: readonly Decimal[]): Decimal => amounts.reduce((total, amount) => total.plus(amount), ZERO);

export const max = (a: Decimal, b: Decimal): Decimal => (a.gte(b) ? a : b);
