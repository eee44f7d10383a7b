import type { PriceHistory, PriceRange } from '../upstream/business';
import type { DatedValue } from './performance';

/**
 * The return chart's periods and currency, carried in the page's query (?period=6M&returns=USD) so each
 * choice is a plain link that works without JavaScript; the defaults have no parameter. The price
 * service's ranges give the dates: daily bars up to a year, weekly bars for 全部 beyond one (at most
 * five years, the longest range it has), which also bounds a chart to about 260 points.
 */

export const PERFORMANCE_PERIODS = ['1M', '6M', 'YTD', '1Y', 'ALL'] as const;
export type PerformancePeriod = (typeof PERFORMANCE_PERIODS)[number];
export const PERIOD_LABELS: Readonly<Record<PerformancePeriod, string>> = { '1M': '1個月', '6M': '6個月', YTD: '今年', '1Y': '1年', ALL: '全部' };

export const RETURN_CURRENCIES = ['TWD', 'USD'] as const;
export type ReturnCurrency = (typeof RETURN_CURRENCIES)[number];
export const CURRENCY_LABELS: Readonly<Record<ReturnCurrency, string>> = { TWD: '新台幣', USD: '美元' };

export interface PerformanceChoice {
  period: PerformancePeriod;
  currency: ReturnCurrency;
}
/** A Taiwanese investor counts in NT$; a year is long enough to say something, short enough to be daily. */
const DEFAULT_CHOICE: PerformanceChoice = { period: '1Y', currency: 'TWD' };
const PERIOD_PARAM = 'period';
const CURRENCY_PARAM = 'returns';
/** A notice after a form's write (?answer=): shown once, not carried by a chart's link. */
const ONE_SHOT_PARAMS = ['answer'];

const paramsOf = (query: string): URLSearchParams => new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
/** Any case: a hand-typed ?period=ytd is still the year to date. */
const pick = <T extends string>(options: readonly T[], raw: string | null, fallback: T): T =>
  options.find((option) => option.localeCompare(raw?.trim() ?? '', 'en', { sensitivity: 'base' }) === 0) ?? fallback;

/** The choice in a query string; anything missing or unknown is the default, never an error. */
export function parsePerformanceChoice(query: string): PerformanceChoice {
  const params = paramsOf(query);
  return { period: pick(PERFORMANCE_PERIODS, params.get(PERIOD_PARAM), DEFAULT_CHOICE.period), currency: pick(RETURN_CURRENCIES, params.get(CURRENCY_PARAM), DEFAULT_CHOICE.currency) };
}

/** The page's query with the chart's choice changed ('' or '?…'): the page's other parameters are kept. */
export function performanceQuery(query: string, choice: PerformanceChoice): string {
  const params = paramsOf(query);
  for (const name of [PERIOD_PARAM, CURRENCY_PARAM, ...ONE_SHOT_PARAMS]) params.delete(name);
  if (choice.period !== DEFAULT_CHOICE.period) params.set(PERIOD_PARAM, choice.period);
  if (choice.currency !== DEFAULT_CHOICE.currency) params.set(CURRENCY_PARAM, choice.currency);
  const search = params.toString();
  return search ? `?${search}` : '';
}

const YEAR_MS = 365 * 86_400_000;

/** The price range a period is drawn from; 全部 is daily while the first transaction is within a year. */
export function historyRange(period: PerformancePeriod, firstDate: string, today: string): PriceRange {
  if (period !== 'ALL') return period;
  return Date.parse(today) - Date.parse(firstDate) <= YEAR_MS ? '1Y' : '5Y';
}

/**
 * A history's closes, each on the date it values the portfolio at: a daily bar on its own date; a
 * weekly bar (dated by its first day) on the day before the next bar starts, the last on `today`, so
 * the week's trades are in before its close is used.
 */
export function valuationCloses(history: Pick<PriceHistory, 'interval' | 'bars'>, today: string): DatedValue[] {
  const bars = history.bars.filter((bar) => Number.isFinite(bar.close) && bar.close > 0);
  if (history.interval !== '1wk') return bars.map((bar) => ({ date: bar.date, value: bar.close }));
  return bars.map((bar, index) => {
    const next = bars[index + 1];
    return { date: next ? new Date(Date.parse(next.date) - 86_400_000).toISOString().slice(0, 10) : today, value: bar.close };
  });
}
