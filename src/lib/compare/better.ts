import { round2 } from '../format/numbers';

/**
 * Which figure of a row is "better", marked in text (「較佳」), never by colour alone.
 * Only where better is unambiguous: a higher return over the same period, faster revenue growth and
 * a wider margin. Everything else has two readings and is left unmarked, and the page says so:
 * a low P/E is cheap or a business in decline, a high yield a generous payer or a falling price,
 * a low beta calm or sluggish, a large market cap or revenue size and not quality, and EPS is per
 * share of share counts that differ. (Decision 041.)
 */
export type BetterRule = 'higher' | null;

export const BETTER_RULES = {
  price: null,
  dayChange: null,
  marketCap: null,
  peRatio: null,
  eps: null,
  dividendYield: null,
  beta: null,
  week52High: null,
  week52Low: null,
  yearToDate: 'higher',
  oneYear: 'higher',
  periodChange: 'higher',
  revenue: null,
  revenueGrowth: 'higher',
  grossMargin: 'higher',
  operatingMargin: 'higher',
  netMargin: 'higher',
  marginChange: null,
} as const satisfies Record<string, BetterRule>;
export type CompareMetric = keyof typeof BETTER_RULES;

/**
 * Indexes of the best values of a row under `rule`, compared as shown (2 decimals, so 10.001 and
 * 10.004 tie). Nothing is marked without a rule, with fewer than two figures to compare, or when all
 * the figures tie (no one is better); figures tied for best are all marked.
 */
export function bestIndexes(values: readonly (number | null | undefined)[], rule: BetterRule): ReadonlySet<number> {
  if (rule === null) return new Set();
  const shown = values.map((value) => (value != null && Number.isFinite(value) ? round2(value) : null));
  const present = shown.filter((value): value is number => value !== null);
  if (present.length < 2) return new Set();
  const best = Math.max(...present);
  if (present.every((value) => value === best)) return new Set();
  return new Set(shown.flatMap((value, index) => (value === best ? [index] : [])));
}

/** The mark's word: 「較佳」 between two, 「最佳」 among more. */
export const betterLabel = (compared: number): string => (compared > 2 ? '最佳' : '較佳');
