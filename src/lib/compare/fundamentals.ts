import { round2 } from '../format/numbers';
import { yearOverYear } from '../market/statements';
import type { FinancialStatement } from '../upstream/business';

/**
 * Revenue growth and margins from the latest fiscal year of an annual income statement,
 * with each margin's change against the year before in percentage points (a margin going from 20 %
 * to 25 % is +5 points, not +25 %). Companies close their fiscal years in different months, so the
 * year is carried along and shown.
 */
export interface Fundamentals {
  /** "2026": the fiscal year the figures belong to. */
  fiscalYear: string;
  endDate: string;
  revenue: number | null;
  /** Year-over-year, per cent; null without a usable base. */
  revenueGrowth: number | null;
  grossMargin: number | null;
  grossMarginChange: number | null;
  operatingMargin: number | null;
  operatingMarginChange: number | null;
  netMargin: number | null;
  netMarginChange: number | null;
}

const rowValues = (statement: FinancialStatement, key: string): readonly (number | null)[] => statement.rows.find((row) => row.key === key)?.values ?? [];

/** Part of revenue in per cent; null where revenue is missing or not positive (a margin of nothing means nothing). */
export function marginPercent(part: number | null | undefined, revenue: number | null | undefined): number | null {
  if (part == null || revenue == null || !Number.isFinite(part) || !Number.isFinite(revenue) || revenue <= 0) return null;
  return round2((part / revenue) * 100);
}

const pointsChange = (now: number | null, before: number | null): number | null => (now === null || before === null ? null : round2(now - before));

/** null when the statement has no period at all. */
export function fundamentalsOf(statement: FinancialStatement): Fundamentals | null {
  const latest = statement.periods[0];
  if (!latest) return null;
  const keys = statement.periods.map((period) => period.key);
  const yearAgo = keys.indexOf(String(Number(latest.key.slice(0, 4)) - 1).padStart(4, '0'));
  const revenue = rowValues(statement, 'revenue');
  const margin = (key: string, index: number) => (index < 0 ? null : marginPercent(rowValues(statement, key)[index], revenue[index]));
  const figures = (key: string) => {
    const now = margin(key, 0);
    return { now, change: pointsChange(now, margin(key, yearAgo)) };
  };
  const gross = figures('grossProfit');
  const operating = figures('operatingIncome');
  const net = figures('netIncome');
  return {
    fiscalYear: latest.key,
    endDate: latest.endDate,
    revenue: revenue[0] ?? null,
    revenueGrowth: yearOverYear(keys, revenue, 0),
    grossMargin: gross.now,
    grossMarginChange: gross.change,
    operatingMargin: operating.now,
    operatingMarginChange: operating.change,
    netMargin: net.now,
    netMarginChange: net.change,
  };
}
