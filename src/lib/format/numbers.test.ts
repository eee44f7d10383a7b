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
  fullNumberTitle,
} from './numbers';

describe('percentChange', () => {
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

describe('priceDirection', () => {
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

describe('shortenNumber: 萬, 億 and 兆, at most 4 significant digits and 2 decimals', () => {
  it.each([
    // The figures, once k/m/b.
    [4_271_670_000_000, '4.27兆'],
    [30_660_000, '3,066萬'],
    [61_600_000_000, '616億'],
    [27_750_000, '2,775萬'],
    // Each unit's edges.
    [9_999, '9,999'],
    [10_000, '1萬'],
    [99_999, '10萬'],
    [12_345, '1.23萬'],
    [99_999_999, '1億'],
    [1e8, '1億'],
    [123_456_789, '1.23億'],
    [999_949_999_999, '9,999億'],
    [1e12, '1兆'],
    [15_000e12, '15,000兆'],
    [12_345.678e12, '12,350兆'],
    // Rounding that reaches the next unit is written in it, never 10,000 of this one.
    [99_995_000, '1億'],
    [99_994_999, '9,999萬'],
    [9_999.5, '1萬'],
    [999_950_000_000, '1兆'],
    [9_999_500, '1,000萬'],
    // Negatives take a real minus sign; what rounds to zero has none.
    [-3_210_000_000, '−32.1億'],
    [-12_345, '−1.23萬'],
    [-0.001, '0'],
    [0, '0'],
    // Below 萬 the number itself, to 2 decimals at most.
    [999, '999'],
    [12.5, '12.5'],
    [1_234.56, '1,235'],
    [0.125, '0.13'],
    // Ties round away from zero on the decimal form (ICU's halfExpand), with no binary error.
    [1.005e8, '1.01億'],
    [null, '-'],
    [undefined, '-'],
    [Number.NaN, '-'],
    [Number.POSITIVE_INFINITY, '-'],
  ] as const)('%s → %s', (value, text) => expect(shortenNumber(value)).toBe(text));

  /** Magnitudes from 10⁻³ to 10¹⁷ with every kind of fraction, the ties and the edges of each unit. */
  function corpus(): number[] {
    const edges = [0, 0.005, 0.015, 9_999.49, 9_999.5, 99_994_999.99, 99_995_000, 1.005e8, 2.675e12, 9_999.5e8, 9_999.5e12, 1.5e16];
    const values = [...edges, ...edges.map((edge) => -edge)];
    let seed = 20_261_203;
    for (let i = 0; i < 3_000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      const value = (seed / 2_147_483_648) * 10 ** ((i % 21) - 3);
      // Every third one cut to few digits, so ties (x.xx5) and round figures come up, as real amounts have them.
      values.push(i % 3 === 0 ? Number(value.toPrecision(1 + (i % 5))) : value, -value);
    }
    return values;
  }
  it('writes what zh-Hant-TW Intl writes in compact notation (with a real minus sign)', () => {
    const intl = new Intl.NumberFormat('zh-Hant-TW', { notation: 'compact', maximumSignificantDigits: 4, maximumFractionDigits: 2, roundingPriority: 'lessPrecision', useGrouping: 'always' });
    const differing = corpus()
      .map((value) => ({
        value,
        ours: shortenNumber(value),
        intl: intl
          .format(value)
          .replace(/^-(0)$/u, '$1')
          .replace('-', '−'),
      }))
      .filter(({ ours, intl: theirs }) => ours !== theirs);
    expect(differing).toEqual([]);
  });
});

describe('fullNumberTitle: the exact figure behind a shortened one', () => {
  it.each([
    [4_271_670_000_000, '4,271,670,000,000'],
    [30_660_000, '30,660,000'],
    [-3_210_000_000, '−3,210,000,000'],
    [45_123_456.7, '45,123,456.7'],
    [1_234.56, '1,234.56'],
  ] as const)('%s → %s', (value, title) => expect(fullNumberTitle(value)).toBe(title));
  it('is undefined where the short text is already the figure, or there is none', () => {
    for (const value of [0, 999, 9_999, 12.5, -42, null, undefined, Number.NaN]) expect(fullNumberTitle(value)).toBeUndefined();
  });
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
