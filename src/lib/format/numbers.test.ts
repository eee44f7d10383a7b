import { describe, expect, it } from 'vitest';
import { formatPrice, formatSigned, formatSignedPercent, percentChange, priceDirection, round2, shortenNumber } from './numbers';

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
  ] as const)('%d → %s', (change, direction) => expect(priceDirection(change)).toBe(direction));
});

describe('formatting', () => {
  it('rounds to 2 decimals without binary artefacts', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
  });
  it('formats prices with grouping and 2 decimals', () => {
    expect(formatPrice(44123.456)).toBe('44,123.46');
    expect(formatSigned(-12.3)).toBe('−12.30');
    expect(formatSigned(12.3)).toBe('+12.30');
    expect(formatSigned(0)).toBe('0.00');
    expect(formatSignedPercent(1.5)).toBe('+1.50%');
  });
  it('shortens with k, m and b (spec §9)', () => {
    expect(shortenNumber(999)).toBe('999');
    expect(shortenNumber(1_500)).toBe('1.5k');
    expect(shortenNumber(2_345_678)).toBe('2.35m');
    expect(shortenNumber(-3_210_000_000)).toBe('-3.21b');
  });
});
