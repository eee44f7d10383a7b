/**
 * The one place numbers become text (issue 14 §6): every price, change, percentage, ratio, count and
 * shortened amount on the site goes through these, so the same kind of number always reads the same
 * way. The rules are spec §5 and §9 (2 decimals, k/m/b). The linter refuses `toFixed`,
 * `toLocaleString` and `Intl` formatters anywhere else in the app.
 *
 * The digits are grouped here, not by `Intl.NumberFormat`: the first zh-Hant-TW number formatter a
 * page creates loads ICU's locale data, 115–150 ms of a phone's main thread (Chromium, CPU 4×) before
 * the first hydration, on every page, for commas any locale with "," and "." would give (decision 034).
 * numbers.test.ts proves the output equal to Intl's.
 */

/** What a missing value shows (spec §5: '-' where a comparison has no data). */
export const MISSING = '-';

/** A real minus sign: it lines up with the plus sign and is not taken for a hyphen. */
const MINUS = '−';

/** Rounds to 2 decimals (spec §9), avoiding binary artefacts like 1.005 → 1.00. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100 || 0;
}

/** Percentage change (a − b) / |b| × 100, rounded to 2 decimals (spec §5); null when b is 0 or missing. */
export function percentChange(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return round2(((a - b) / Math.abs(b)) * 100);
}

/**
 * Price direction (spec §4): positive change rises, negative falls, zero is stable. Judged on the
 * value as shown (2 decimals), so a change that reads 0.00 or 0.00% is never coloured.
 */
export type PriceDirection = 'rise' | 'fall' | 'stable';
export const priceDirection = (change: number | null | undefined): PriceDirection => {
  if (change == null || !Number.isFinite(change)) return 'stable';
  const shown = round2(change);
  return shown > 0 ? 'rise' : shown < 0 ? 'fall' : 'stable';
};

/**
 * Digits of a non-negative number rounded to `decimals`, the whole part grouped by thousands:
 * 1234.5 → "1,234.50". Rounded as ICU rounds, half away from zero on the number's shortest decimal
 * form (1.005 → "1.01", where toFixed would work on the binary 1.00499… and write "1.00").
 */
export function groupedDigits(nonNegative: number, decimals: number): string {
  // toExponential() without an argument gives the shortest digits that read back as the same number.
  const [mantissa = '0', exponent = '0'] = nonNegative.toExponential().split('e');
  const digits = BigInt(mantissa.replace('.', ''));
  const shift = Number(exponent) - (mantissa.replace('.', '').length - 1) + decimals;
  let scaled: bigint;
  if (shift >= 0) scaled = digits * 10n ** BigInt(shift);
  else {
    const divisor = 10n ** BigInt(-shift);
    scaled = digits / divisor + (2n * (digits % divisor) >= divisor ? 1n : 0n);
  }
  const text = scaled.toString().padStart(decimals + 1, '0');
  const whole = text.slice(0, text.length - decimals).replace(/\B(?=(\d{3})+$)/gu, ',');
  return decimals > 0 ? `${whole}.${text.slice(-decimals)}` : whole;
}

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

/** A price (spec §9: 2 decimals, as every decimal the site shows). 1234.5 → "1,234.50". */
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
export const formatPercentagePoints = (value: number | null | undefined): string =>
  isNumber(value) ? `${formatSigned(value)} 個百分點` : MISSING;

/** A multiple: "12.34倍". */
export const formatTimes = (value: number | null | undefined): string => (isNumber(value) ? `${formatDecimal(value)}倍` : MISSING);

/** A whole count with grouping: 164000 → "164,000". */
export const formatInteger = (value: number | null | undefined): string =>
  isNumber(value) ? `${signOf(Math.trunc(value), false)}${whole.format(Math.abs(Math.trunc(value)))}` : MISSING;

const SCALES: ReadonlyArray<readonly [number, string]> = [
  [1e9, 'b'],
  [1e6, 'm'],
  [1e3, 'k'],
];

/**
 * Large-number shortening (spec §9): k, m, b at 1e3, 1e6, 1e9, always with 2 decimals, so a column
 * of amounts lines up (12.00b, 3.00b, 1.10b, 19.88m). Below a thousand: whole numbers stay whole
 * (a volume of 999 shares), fractions take 2 decimals. A value that rounds up to the next scale is
 * shown in it (999,999 → 1.00m, not 1000.00k).
 */
export function shortenNumber(value: number | null | undefined): string {
  if (!isNumber(value)) return MISSING;
  const sign = value < 0 ? MINUS : '';
  const abs = Math.abs(value);
  // The largest scale the value reaches; one up when its rounding would read 1,000.00 of it.
  const index = SCALES.findIndex(([scale]) => abs >= scale);
  const reached = index < 0 ? SCALES.length : index;
  const shownBelow = reached === SCALES.length ? round2(abs) : round2(abs / (SCALES[reached] as readonly [number, string])[0]);
  const at = shownBelow >= 1000 && reached > 0 ? reached - 1 : reached;
  const scale = SCALES[at];
  if (scale) return `${sign}${fixed2.format(round2(abs / scale[0]))}${scale[1]}`;
  return Number.isInteger(abs) ? `${sign}${whole.format(abs)}` : `${sign}${unsigned2(abs)}`;
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
