import { describe, expect, it } from 'vitest';
import {
  formatExchangeRate,
  MISSING,
  formatDecimal,
  formatInteger,
  formatPercent,
  formatPercentagePoints,
  formatPrice,
  formatSigned,
  groupedDigits,
  formatSignedPercent,
  formatTimes,
  percentChange,
  priceDirection,
  round2,
  shortenNumber,
} from './numbers';

describe('percentChange (spec §5)', () => {
  it('is (a-b)/|b|*100 rounded to 2 decimals', () => {
    expect(percentChange(110, 100)).toBe(10);
    expect(percentChange(90, 100)).toBe(-10);
    expect(percentChange(101.234, 100)).toBe(1.23);
    expect(percentChange(-50, -100)).toBe(50); // base is negative: divide by |b|
  });
  it('has no value for a zero or missing base', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 3)).toBeNull();
    expect(percentChange(3, undefined)).toBeNull();
    expect(percentChange(Number.NaN, 3)).toBeNull();
  });
});

describe('priceDirection (spec §4)', () => {
  it.each([
    [0.01, 'rise'],
    [-0.01, 'fall'],
    [0, 'stable'],
    // As shown: a change that reads 0.00 is neither red nor green.
    [0.004, 'stable'],
    [-0.004, 'stable'],
    [Number.NaN, 'stable'],
    [null, 'stable'],
  ] as const)('%s → %s', (change, direction) => expect(priceDirection(change)).toBe(direction));
});

describe('formatting', () => {
  it('rounds to 2 decimals without binary artefacts, and never to −0', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });
  it('formats prices and decimals with grouping and exactly 2 decimals', () => {
    expect(formatPrice(44123.456)).toBe('44,123.46');
    expect(formatPrice(0.0097)).toBe('0.01');
    expect(formatPrice(12)).toBe('12.00');
    expect(formatDecimal(-3.456)).toBe('−3.46');
    expect(formatDecimal(null)).toBe('-');
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe('-');
  });
  it('signs changes, and a change that rounds to zero has no sign', () => {
    expect(formatSigned(-12.3)).toBe('−12.30');
    expect(formatSigned(12.3)).toBe('+12.30');
    expect(formatSigned(0)).toBe('0.00');
    expect(formatSigned(-0.001)).toBe('0.00');
    expect(formatSignedPercent(1.5)).toBe('+1.50%');
    expect(formatSignedPercent(-0.004)).toBe('0.00%');
    expect(formatPercent(12.345)).toBe('12.35%');
  });
  it('says percentage points for the change of a percentage', () => {
    expect(formatPercentagePoints(1.2)).toBe('+1.20 個百分點');
    expect(formatPercentagePoints(-0.5)).toBe('−0.50 個百分點');
    expect(formatPercentagePoints(null)).toBe('-');
  });
  it('formats multiples and whole counts', () => {
    expect(formatTimes(12.3)).toBe('12.30倍');
    expect(formatInteger(164000)).toBe('164,000');
    expect(formatInteger(-1234.9)).toBe('−1,234');
  });
});

describe('shortenNumber (spec §9): k, m and b, always 2 decimals', () => {
  it.each([
    [999, '999'],
    [12.5, '12.50'],
    [1_500, '1.50k'],
    [2_345_678, '2.35m'],
    [12e9, '12.00b'],
    [1.1e9, '1.10b'],
    [19_880_000, '19.88m'],
    [4_242_820_000_000, '4,242.82b'],
    [-3_210_000_000, '−3.21b'],
    [null, '-'],
    // Rounding that reaches the next scale moves to it.
    [999_999, '1.00m'],
    [999_995, '1.00m'],
    [999_994, '999.99k'],
    [999.996, '1.00k'],
  ] as const)('%s → %s', (value, text) => expect(shortenNumber(value)).toBe(text));
});

describe('formatExchangeRate', () => {
  it('quotes three decimals, and nothing for a missing, zero or negative rate', () => {
    expect(formatExchangeRate(31.2)).toBe('31.200');
    expect(formatExchangeRate(31.2456)).toBe('31.246');
    expect(formatExchangeRate(1234.5)).toBe('1,234.500');
    for (const bad of [null, undefined, 0, -31, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatExchangeRate(bad)).toBe(MISSING);
  });
});

describe('groupedDigits (Intl.NumberFormat without its first-use cost)', () => {
  /** A deterministic spread of magnitudes and fractions, ties (x.xx5) and the edges of each group. */
  function corpus(): number[] {
    const values = [0, 1e-7, 0.005, 0.0049, 0.00125, 1e21, 1.5e22, 0.5, 1.005, 2.675, 999.995, 999_999.5, 1_000, 12_345_678.9, 4_242_820_000_000, 9_007_199_254_740_991];
    let seed = 20_261_127;
    for (let i = 0; i < 2_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      values.push((seed / 2_147_483_648) * 10 ** (i % 16));
    }
    return values;
  }
  it.each([0, 2, 4])('writes what zh-Hant-TW Intl writes with %i decimals', (decimals) => {
    const intl = new Intl.NumberFormat('zh-Hant-TW', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    const differing = corpus().filter((value) => groupedDigits(value, decimals) !== intl.format(value));
    expect(differing).toEqual([]);
  });
});
