import type { CatalogueEntry } from '../catalogue/types.ts';
import { dayNumber, isoDate, isTradingDay, MS_PER_DAY, newYorkClock, newYorkTimeToUtc, nextTradingDay } from './calendar.ts';
import { symbolParams } from './params.ts';
import { createRandom, hashString } from './prng.ts';
import { round2 } from './quote.ts';
import { dailySeries, indexOnOrBefore } from './series.ts';

/**
 * Quarterly cash dividends. A payer raises its dividend once a year at a steady rate, goes ex on
 * about the same day of the same month of each quarter, and pays two to four weeks later. The
 * cash-flow statement uses the same amounts (dividends paid = amount × shares).
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
  };
}

/** Dividend per share going ex in a fiscal quarter (0 for non-payers and before the first year). */
export function dividendPerShare(entry: CatalogueEntry, year: number, _quarter: number): number {
  const p = policy(entry);
  if (p.quarterly <= 0 || year < p.since || entry.isIndex) return 0;
  const amount = p.quarterly * (1 + p.growth) ** (year - 2026);
  return amount >= 0.1 ? round2(amount) : Math.max(0.0001, Math.round(amount * 10_000) / 10_000);
}

function itemFor(entry: CatalogueEntry, year: number, quarter: number): DividendItem | null {
  const amount = dividendPerShare(entry, year, quarter);
  if (amount <= 0) return null;
  const p = policy(entry);
  const month = (quarter - 1) * 3 + p.monthInQuarter + 1;
  const jitter = createRandom(`dividend:${entry.id}:${year}Q${quarter}`).int(-2, 2);
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

/** The latest amount a year: four times a quarter's, USD per share. */
export const annualDividendOf = (latest: number): number => Math.round(latest * 4 * 10_000) / 10_000;

/** The annual dividend against a price, percent (0 for a non-payer). */
export const dividendYieldAt = (annualDividend: number, price: number): number => (price > 0 ? round2((annualDividend / price) * 100) : 0);

/** Declared dividends (declaration on or before now), newest first, back to `fromYear`. */
export function dividendItems(entry: CatalogueEntry, nowMs: number, fromYear: number): DividendItem[] {
  const today = newYorkClock(nowMs).day;
  const thisYear = new Date(today * MS_PER_DAY).getUTCFullYear();
  const items: DividendItem[] = [];
  for (let year = thisYear + 1; year >= fromYear; year--) {
    for (let quarter = 4; quarter >= 1; quarter--) {
      const item = itemFor(entry, year, quarter);
      if (!item) continue;
      if (declaredAtMs(item) <= nowMs) items.push(item);
    }
  }
  return items;
}

export interface DividendSummary {
  id: string;
  currency: 'USD';
  frequency: 'quarterly' | null;
  /** Latest amount × 4, USD per share. */
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
  const annualDividend = annualDividendOf(latest);
  const yearly: DividendSummary['yearly'] = [];
  for (let year = thisYear; year >= thisYear - 5; year--) {
    const amount = items.filter((item) => item.exDate.startsWith(`${year}-`)).reduce((sum, item) => sum + item.amount, 0);
    const index = indexOnOrBefore(series, Math.min(dayNumber(year, 12, 31), newYorkClock(nowMs).day));
    const close = index >= 0 ? (series.close[index] as number) : 0;
    yearly.push({ year, amount: Math.round(amount * 10_000) / 10_000, yieldPercent: close > 0 ? round2((amount / close) * 100) : null });
  }
  return { id: entry.id, currency: 'USD', frequency: latest > 0 ? 'quarterly' : null, annualDividend, dividendYield: dividendYieldAt(annualDividend, price), items, yearly };
}
