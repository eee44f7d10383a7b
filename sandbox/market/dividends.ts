import type { CatalogueEntry } from '../catalogue/types.ts';
import { dayNumber, isoDate, isTradingDay, MS_PER_DAY, newYorkClock, newYorkTimeToUtc, nextTradingDay } from './calendar.ts';
import { symbolParams } from './params.ts';
import { createRandom, hashString } from './prng.ts';
import { round2 } from './quote.ts';
import { isDepositaryReceipt } from './security-kind.ts';
import { dailySeries, indexOnOrBefore } from './series.ts';

/**
 * Cash dividends. A payer raises its dividend once a year at a steady rate, goes ex on about the same
 * day of the same month of each period, and pays two to four weeks later. Most pay quarterly; income
 * funds and many REITs monthly, many foreign companies' ADRs twice a year or once (dividendFrequency).
 * A year's total is the same whatever the frequency. The cash-flow statement uses the same amounts
 * (dividends paid in a quarter = what went ex in it × shares).
 */
export interface DividendItem {
  exDate: string;
  recordDate: string;
  payDate: string;
  declaredDate: string;
  /** USD per share. */
  amount: number;
  type: 'cash';
}

/** Settlement moved to T+1 on 2024-05-28: since then the record date is the ex-date. */
const T_PLUS_ONE_FROM = dayNumber(2024, 5, 28);

const forwardToTradingDay = (day: number): number => (isTradingDay(day) ? day : nextTradingDay(day));

export type DividendFrequency = 'monthly' | 'quarterly' | 'semiannual' | 'annual';
export const PAYMENTS_PER_YEAR: Readonly<Record<DividendFrequency, number>> = { monthly: 12, quarterly: 4, semiannual: 2, annual: 1 };

/** Known payers that do not pay quarterly; every other S&P 500 or hand-described company does, as their pages always showed. */
const KNOWN_FREQUENCY: Readonly<Record<string, DividendFrequency>> = { O: 'monthly', UMC: 'annual', ASX: 'annual', CHT: 'annual' };
const INCOME_FUND = /Treasury|Bond|Income|Municipal|\bBill|Premium|Covered Call|Yield|Dividend/i;
const MONTHLY_PAYER_NAME = /\bREIT\b|Realty|Capital Corp|Investment Corp|BDC|Royalty/i;

/** How often a security pays, when it pays (drawn per security from its kind; fixed for its life). */
export function dividendFrequency(entry: CatalogueEntry): DividendFrequency {
  const known = KNOWN_FREQUENCY[entry.id];
  if (known) return known;
  if (entry.sp500 || entry.wellKnown) return 'quarterly';
  const draw = hashString(`dividend-frequency:${entry.id}`) % 100;
  if (entry.isEtf) return INCOME_FUND.test(entry.securityName) || draw < 20 ? 'monthly' : 'quarterly';
  if (isDepositaryReceipt(entry)) return draw < 45 ? 'semiannual' : draw < 80 ? 'annual' : 'quarterly';
  if (entry.sector === 'Real Estate' || MONTHLY_PAYER_NAME.test(entry.securityName)) return draw < 50 ? 'monthly' : 'quarterly';
  return draw < 4 ? 'monthly' : draw < 7 ? 'semiannual' : draw < 9 ? 'annual' : 'quarterly';
}

/** The ex-dates' months of a year: each quarter's month for quarterly payers, every month, or one or two of the quarters' months. */
function paymentMonths(frequency: DividendFrequency, monthInQuarter: number, annualQuarter: number): number[] {
  const quarterMonth = (quarter: number) => (quarter - 1) * 3 + monthInQuarter + 1;
  if (frequency === 'monthly') return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
  if (frequency === 'semiannual') return [quarterMonth(2), quarterMonth(4)];
  if (frequency === 'annual') return [quarterMonth(annualQuarter)];
  return [1, 2, 3, 4].map(quarterMonth);
}

function policy(entry: CatalogueEntry) {
  const params = symbolParams(entry);
  const habit = hashString(`dividend-habit:${entry.id}`);
  return {
    quarterly: params.quarterlyDividend,
    since: params.dividendSince,
    growth: 0.02 + (habit % 9) / 100,
    monthInQuarter: 1 + ((habit >>> 4) % 2),
    dayOfMonth: 5 + ((habit >>> 8) % 20),
    payLag: 14 + ((habit >>> 12) % 17),
    declareLead: 20 + ((habit >>> 16) % 16),
    annualQuarter: 2 + ((habit >>> 20) % 2),
    frequency: dividendFrequency(entry),
  };
}

/** One payment of a year: the year's amount spread over its payments (0 for non-payers and before the first year). */
function paymentAmount(entry: CatalogueEntry, year: number): number {
  const p = policy(entry);
  if (p.quarterly <= 0 || year < p.since || entry.isIndex) return 0;
  // × 1 for a quarterly payer: its amounts are what they always were.
  const amount = p.quarterly * (1 + p.growth) ** (year - 2026) * (4 / PAYMENTS_PER_YEAR[p.frequency]);
  return amount >= 0.1 ? round2(amount) : Math.max(0.0001, Math.round(amount * 10_000) / 10_000);
}

/** Dividends per share going ex in a fiscal quarter (0 for non-payers, before the first year, and in a quarter without a payment). */
export function dividendPerShare(entry: CatalogueEntry, year: number, quarter: number): number {
  const amount = paymentAmount(entry, year);
  if (amount <= 0) return 0;
  const p = policy(entry);
  const payments = paymentMonths(p.frequency, p.monthInQuarter, p.annualQuarter).filter((month) => Math.ceil(month / 3) === quarter).length;
  return Math.round(amount * payments * 10_000) / 10_000;
}

function itemFor(entry: CatalogueEntry, year: number, month: number): DividendItem | null {
  const amount = paymentAmount(entry, year);
  if (amount <= 0) return null;
  const p = policy(entry);
  // A quarterly payer's seed names the quarter (its dates are what they always were).
  const period = p.frequency === 'quarterly' ? `Q${Math.ceil(month / 3)}` : `M${month}`;
  const jitter = createRandom(`dividend:${entry.id}:${year}${period}`).int(-2, 2);
  const ex = forwardToTradingDay(dayNumber(year, month, p.dayOfMonth + jitter));
  const record = ex >= T_PLUS_ONE_FROM ? ex : nextTradingDay(ex);
  return {
    exDate: isoDate(ex),
    recordDate: isoDate(record),
    payDate: isoDate(forwardToTradingDay(ex + p.payLag)),
    declaredDate: isoDate(forwardToTradingDay(ex - p.declareLead)),
    amount,
    type: 'cash',
  };
}

/** When a dividend becomes known: 08:00 New York on its declaration date. */
export const declaredAtMs = (item: DividendItem): number => newYorkTimeToUtc(Date.parse(`${item.declaredDate}T00:00:00Z`) / MS_PER_DAY, 8 * 60);

/** The latest payment a year (times the payments a year), USD per share. */
export const annualDividendOf = (latest: number, frequency: DividendFrequency): number => Math.round(latest * PAYMENTS_PER_YEAR[frequency] * 10_000) / 10_000;

/** The annual dividend against a price, percent (0 for a non-payer). */
export const dividendYieldAt = (annualDividend: number, price: number): number => (price > 0 ? round2((annualDividend / price) * 100) : 0);

/** Declared dividends (declaration on or before now), newest first, back to `fromYear`. */
export function dividendItems(entry: CatalogueEntry, nowMs: number, fromYear: number): DividendItem[] {
  const today = newYorkClock(nowMs).day;
  const thisYear = new Date(today * MS_PER_DAY).getUTCFullYear();
  const items: DividendItem[] = [];
  const p = policy(entry);
  const months = paymentMonths(p.frequency, p.monthInQuarter, p.annualQuarter).reverse();
  for (let year = thisYear + 1; year >= fromYear; year--) {
    for (const month of months) {
      const item = itemFor(entry, year, month);
      if (!item) continue;
      if (declaredAtMs(item) <= nowMs) items.push(item);
    }
  }
  return items;
}

export interface DividendSummary {
  id: string;
  currency: 'USD';
  frequency: DividendFrequency | null;
  /** Latest amount × payments a year, USD per share. */
  annualDividend: number;
  /** annualDividend / current price, percent. */
  dividendYield: number;
  items: DividendItem[];
  /** Per calendar year: total paid (by ex-date) and its yield on the year's last close. */
  yearly: Array<{ year: number; amount: number; yieldPercent: number | null }>;
}

export function dividendSummary(entry: CatalogueEntry, nowMs: number, price: number): DividendSummary {
  const thisYear = new Date(newYorkClock(nowMs).day * MS_PER_DAY).getUTCFullYear();
  const items = dividendItems(entry, nowMs, thisYear - 6);
  const series = dailySeries(entry, newYorkClock(nowMs).day);
  const latest = items[0]?.amount ?? 0;
  const frequency = dividendFrequency(entry);
  const annualDividend = annualDividendOf(latest, frequency);
  const yearly: DividendSummary['yearly'] = [];
  for (let year = thisYear; year >= thisYear - 5; year--) {
    const amount = items.filter((item) => item.exDate.startsWith(`${year}-`)).reduce((sum, item) => sum + item.amount, 0);
    const index = indexOnOrBefore(series, Math.min(dayNumber(year, 12, 31), newYorkClock(nowMs).day));
    const close = index >= 0 ? (series.close[index] as number) : 0;
    yearly.push({ year, amount: Math.round(amount * 10_000) / 10_000, yieldPercent: close > 0 ? round2((amount / close) * 100) : null });
  }
  return { id: entry.id, currency: 'USD', frequency: latest > 0 ? frequency : null, annualDividend, dividendYield: dividendYieldAt(annualDividend, price), items, yearly };
}
