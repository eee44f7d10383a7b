/**
 * The one place numbers become text: every price, change, percentage, ratio, count and
 * shortened amount on the site goes through these, so the same kind of number always reads the same
 * way: 2 decimals for every decimal, large amounts in 萬, 億 and 兆. The linter refuses `toFixed`,
 * `toLocaleString` and `Intl` formatters anywhere else in the app.
 *
 * The digits are grouped here, not by `Intl.NumberFormat`: the first zh-Hant-TW number formatter a
 * page creates loads ICU's locale data, 115–150 ms of a phone's main thread (Chromium, CPU 4×) before
 * the first hydration, on every page, for commas any locale with "," and "." would give (decision 034).
 * numbers.test.ts proves the output equal to Intl's.
 */

/** What a missing value shows, such as a comparison that has no data. */
export const MISSING = '-';

/** A real minus sign: it lines up with the plus sign and is not taken for a hyphen. */
const MINUS = '−';

/** Rounds to 2 decimals, as every decimal the site shows, avoiding binary artefacts like 1.005 → 1.00. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100 || 0;
}

/** Percentage change (a − b) / |b| × 100, rounded to 2 decimals; null when b is 0 or missing. */
export function percentChange(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return round2(((a - b) / Math.abs(b)) * 100);
}

/**
 * Price direction: positive change rises, negative falls, zero is stable. Judged on the
 * value as shown (2 decimals), so a change that reads 0.00 or 0.00% is never coloured.
 */
export type PriceDirection = 'rise' | 'fall' | 'stable';
export const priceDirection = (change: number | null | undefined): PriceDirection => {
  if (change == null || !Number.isFinite(change)) return 'stable';
  const shown = round2(change);
  return shown > 0 ? 'rise' : shown < 0 ? 'fall' : 'stable';
};

/**
 * A non-negative number divided by 10^`power` and rounded to `decimals` places (negative: to tens,
 * hundreds…), as a whole count of its last place: (1234.5, 2) → 123450n; (1234.5, 2, 3) → 123n.
 * Rounded as ICU rounds, half away from zero on the number's shortest decimal form (1.005 → 1.01,
 * where toFixed would work on the binary 1.00499… and write 1.00); the division is a shift of that
 * decimal form, so it adds no binary error either.
 */
function roundedUnits(nonNegative: number, decimals: number, power = 0): bigint {
  // toExponential() without an argument gives the shortest digits that read back as the same number.
  const [mantissa = '0', exponent = '0'] = nonNegative.toExponential().split('e');
  const digits = BigInt(mantissa.replace('.', ''));
  const shift = Number(exponent) - (mantissa.replace('.', '').length - 1) - power + decimals;
  if (shift >= 0) return digits * 10n ** BigInt(shift);
  const divisor = 10n ** BigInt(-shift);
  return digits / divisor + (2n * (digits % divisor) >= divisor ? 1n : 0n);
}

/** `units` of 10^-`decimals` written out, the whole part grouped by thousands: (123450n, 2) → "1,234.50". */
function writeUnits(units: bigint, decimals: number): string {
  const places = Math.max(decimals, 0);
  const text = (units * 10n ** BigInt(places - decimals)).toString().padStart(places + 1, '0');
  const whole = text.slice(0, text.length - places).replace(/\B(?=(\d{3})+$)/gu, ',');
  return places > 0 ? `${whole}.${text.slice(-places)}` : whole;
}

/** Digits of a non-negative number rounded to `decimals`, the whole part grouped by thousands: 1234.5 → "1,234.50". */
export const groupedDigits = (nonNegative: number, decimals: number): string => writeUnits(roundedUnits(nonNegative, decimals), decimals);

const fixed2 = { format: (nonNegative: number) => groupedDigits(nonNegative, 2) };
const whole = { format: (nonNegative: number) => groupedDigits(nonNegative, 0) };

const isNumber = (value: number | null | undefined): value is number => value != null && Number.isFinite(value);

/** |value| with 2 decimals and grouping, the sign left to the caller. */
const unsigned2 = (value: number): string => fixed2.format(Math.abs(round2(value)));
/** The sign of a value as shown: − for a negative, nothing otherwise (or + when `plus`). */
const signOf = (value: number, plus: boolean): string => {
  const shown = round2(value);
  return shown < 0 ? MINUS : shown > 0 && plus ? '+' : '';
};

/** A number with 2 decimals and grouping: prices, per-share amounts, ratios. 1234.5 → "1,234.50"; missing → "-". */
export const formatDecimal = (value: number | null | undefined): string => (isNumber(value) ? `${signOf(value, false)}${unsigned2(value)}` : MISSING);

/** A price (2 decimals, as every decimal the site shows). 1234.5 → "1,234.50". */
export const formatPrice = (value: number | null | undefined): string => formatDecimal(value);

/** A change with its sign: "+1.23", "−1.23", "0.00". */
export const formatSigned = (value: number | null | undefined): string => (isNumber(value) ? `${signOf(value, true)}${unsigned2(value)}` : MISSING);

/** A percentage: "12.34%". */
export const formatPercent = (value: number | null | undefined): string => (isNumber(value) ? `${formatDecimal(value)}%` : MISSING);

/** A percentage change with its sign: "+1.23%", "−1.23%", "0.00%". */
export const formatSignedPercent = (value: number | null | undefined): string => (isNumber(value) ? `${formatSigned(value)}%` : MISSING);

/** A change with its percentage, as one text: "+0.33 (+0.19%)" (an extended-hours price's change). */
export const formatChangeWithPercent = (change: number, changePercent: number): string => `${formatSigned(change)} (${formatSignedPercent(changePercent)})`;

/**
 * A change of a ratio that is itself a percentage (a margin, a yield): in percentage points, not
 * per cent, so a margin going from 20 % to 21.2 % reads "+1.20 個百分點", never "+1.2%".
 */
export const formatPercentagePoints = (value: number | null | undefined): string => (isNumber(value) ? `${formatSigned(value)} 個百分點` : MISSING);

/** A multiple: "12.34倍". */
export const formatTimes = (value: number | null | undefined): string => (isNumber(value) ? `${formatDecimal(value)}倍` : MISSING);

/** A whole count with grouping: 164000 → "164,000". */
export const formatInteger = (value: number | null | undefined): string => (isNumber(value) ? `${signOf(Math.trunc(value), false)}${whole.format(Math.abs(Math.trunc(value)))}` : MISSING);

/** The units a Taiwanese reader counts in, largest first, by power of ten: 萬 10⁴, 億 10⁸, 兆 10¹². */
const UNITS: ReadonlyArray<readonly [power: number, name: string]> = [
  [12, '兆'],
  [8, '億'],
  [4, '萬'],
  [0, ''],
];
/** A shortened number keeps at most this many significant digits, and at most 2 decimals. */
const SIGNIFICANT_DIGITS = 4;

/** Drops the zeros a fraction ends with, and its point when nothing is left: "616.00" → "616", "1.50" → "1.5". */
const withoutTrailingZeros = (text: string): string => (text.includes('.') ? text.replace(/\.?0+$/u, '') : text);

/**
 * A large number in 萬, 億 and 兆, as a Taiwanese reader counts: 4,271,670,000,000 →
 * "4.27兆", 30,660,000 → "3,066萬", 61,600,000,000 → "616億". At most 4 significant digits and at
 * most 2 decimals, whichever keeps fewer, trailing zeros dropped, so a figure stays as short as
 * "30.66m" was; below 萬 the number itself ("9,999", "12.5"). A value that rounds up to the next unit
 * is written in it (9,999.5萬 → "1億", never "10,000萬"). Exactly what
 * `Intl.NumberFormat('zh-Hant-TW', { notation: 'compact', maximumSignificantDigits: 4,
 * maximumFractionDigits: 2, roundingPriority: 'lessPrecision', useGrouping: 'always' })` writes
 * (numbers.test.ts compares them), with a real minus sign and '-' for a missing value; written
 * here because the browser formats live volumes too, and a first Intl number formatter costs a
 * phone's main thread (decision 034).
 */
export function shortenNumber(value: number | null | undefined): string {
  if (!isNumber(value)) return MISSING;
  const abs = Math.abs(value);
  const magnitude = abs === 0 ? 0 : Number(abs.toExponential().split('e')[1]);
  let index = UNITS.findIndex(([power]) => magnitude >= power);
  if (index < 0) index = UNITS.length - 1;
  const [power, name] = UNITS[index] as readonly [number, string];
  const decimals = Math.min(2, SIGNIFICANT_DIGITS - (magnitude - power + 1));
  const units = roundedUnits(abs, decimals, power);
  // Rounding carried it to 10,000 of its unit: that is one of the next.
  const carried = index > 0 && units >= 10n ** BigInt(SIGNIFICANT_DIGITS + decimals);
  const text = carried ? `1${(UNITS[index - 1] as readonly [number, string])[1]}` : `${withoutTrailingZeros(writeUnits(units, decimals))}${name}`;
  return units === 0n ? text : `${value < 0 ? MINUS : ''}${text}`;
}

/**
 * The exact figure behind a shortened number, for its `title` (hover): 4,271,670,000,000, to 2
 * decimals at most. undefined when the short text already is the figure (999, or a missing value).
 */
export function fullNumberTitle(value: number | null | undefined): string | undefined {
  if (!isNumber(value)) return undefined;
  const digits = withoutTrailingZeros(groupedDigits(Math.abs(value), 2));
  const full = digits === '0' || value > 0 ? digits : `${MINUS}${digits}`;
  return full === shortenNumber(value) ? undefined : full;
}

/** An exchange rate as quoted, three decimals (USD/TWD 31.245); nothing positive → MISSING. */
export const formatExchangeRate = (value: number | null | undefined): string => (isNumber(value) && value > 0 ? groupedDigits(value, 3) : MISSING);

/** A pCoin balance: "1,200 pCoin". */
export const formatPCoinAmount = (value: number): string => `${formatInteger(value)} pCoin`;

const fixed4 = { format: (nonNegative: number) => groupedDigits(nonNegative, 4) };

/**
 * A per-share cash amount (a dividend): 2 decimals like every price, except an amount under one
 * cent, which 2 decimals would show as 0.00 (a fund paying $0.0025): that one keeps 4.
 */
export const formatPerShareAmount = (value: number | null | undefined): string => {
  if (!isNumber(value)) return MISSING;
  if (value !== 0 && Math.abs(value) < 0.005) return `${signOf(value * 1e4, false)}${fixed4.format(Math.abs(value))}`;
  return formatDecimal(value);
};
