import type { CatalogueEntry } from '../catalogue/types.ts';
import { latestReportedSlot } from './earnings-calendar.ts';
import { hasStatements } from './fundamentals.ts';
import { trailingEps } from './keypoints.ts';
import { round2 } from './quote.ts';
import { ratioRows } from './ratios.ts';
import { periodFigures } from './statements.ts';
import type { PeriodFigures } from './statement-types.ts';

/**
 * What the screener reads of a company's statements, as of its latest reported quarter: trailing
 * twelve months against the twelve before, three-year annual rates, margins, and the balance-sheet
 * items a price turns into valuation ratios. ROE and debt/equity are the ratio page's own figures
 * for the latest quarter (ratioRows), so the two never disagree.
 */
export interface FundamentalsSummary {
  /** The quarter these figures go up to (YYYYQn): a new release makes them stale. */
  quarter: string;
  /** Trailing twelve months' diluted EPS, as the key statistics show it. */
  eps: number;
  /** The sandbox's estimate of the next twelve months: trailing EPS grown at the trailing revenue growth. */
  forwardEps: number | null;
  revenue: number;
  ebitda: number;
  equity: number;
  /** Debt less cash and short-term investments, USD (negative: net cash). */
  netDebt: number;
  revenueGrowth: number | null;
  revenueGrowth3y: number | null;
  epsGrowth: number | null;
  epsGrowth3y: number | null;
  grossMargin: number | null;
  operatingMargin: number | null;
  netMargin: number | null;
  roe: number | null;
  debtToEquity: number | null;
  payoutRatio: number | null;
}

const sum = (quarters: readonly PeriodFigures[], pick: (figures: PeriodFigures) => number): number => quarters.reduce((total, quarter) => total + pick(quarter), 0);
const percentOf = (part: number, whole: number): number | null => (whole === 0 ? null : round2((part / whole) * 100));
const growth = (value: number, base: number): number | null => (base === 0 ? null : round2(((value - base) / Math.abs(base)) * 100));
/** Annual rate over `years`; null unless both ends are positive (a rate from a loss means nothing). */
const annualRate = (value: number, base: number, years: number): number | null => (value > 0 && base > 0 ? round2(((value / base) ** (1 / years) - 1) * 100) : null);

/** The summary at `nowMs` (its latest reported quarter); null for funds and indices. */
export function fundamentalsSummary(entry: CatalogueEntry, nowMs: number): FundamentalsSummary | null {
  if (!hasStatements(entry)) return null;
  const all = periodFigures(entry, 'quarterly', nowMs);
  const latest = all[all.length - 1];
  if (!latest || all.length < 4) return null;
  const ttm = all.slice(-4);
  const yearBefore = all.slice(-8, -4);
  const threeYearsBefore = all.slice(-16, -12);
  const revenue = sum(ttm, (f) => f.revenue);
  const eps = trailingEps(all);
  const revenueGrowth =
    yearBefore.length === 4
      ? growth(
          revenue,
          sum(yearBefore, (f) => f.revenue),
        )
      : null;
  const priorEps = yearBefore.length === 4 ? trailingEps(yearBefore) : null;
  const ratios = new Map(ratioRows(all, all.length - 1, 'quarterly').map((row) => [row.key, row.values[0] ?? null]));
  const netIncome = sum(ttm, (f) => f.netIncome);
  return {
    quarter: latest.period.key,
    eps,
    forwardEps: revenueGrowth === null ? null : round2(eps * (1 + revenueGrowth / 100)),
    revenue,
    ebitda: sum(ttm, (f) => f.ebitda),
    equity: latest.totalEquity,
    netDebt: latest.shortTermDebt + latest.longTermDebt - latest.cashAndEquivalents - latest.shortTermInvestments,
    revenueGrowth,
    revenueGrowth3y:
      threeYearsBefore.length === 4
        ? annualRate(
            revenue,
            sum(threeYearsBefore, (f) => f.revenue),
            3,
          )
        : null,
    epsGrowth: priorEps === null ? null : growth(eps, priorEps),
    epsGrowth3y: threeYearsBefore.length === 4 ? annualRate(eps, trailingEps(threeYearsBefore), 3) : null,
    grossMargin: percentOf(
      sum(ttm, (f) => f.grossProfit),
      revenue,
    ),
    operatingMargin: percentOf(
      sum(ttm, (f) => f.operatingIncome),
      revenue,
    ),
    netMargin: percentOf(netIncome, revenue),
    roe: ratios.get('returnOnEquity') ?? null,
    debtToEquity: ratios.get('debtToEquity') ?? null,
    payoutRatio: netIncome > 0 ? percentOf(-sum(ttm, (f) => f.dividendsPaid), netIncome) : null,
  };
}

/** Whether a summary still stands at `nowMs` (no quarter reported since). */
export const summaryStands = (entry: CatalogueEntry, summary: FundamentalsSummary, nowMs: number): boolean => latestReportedSlot(entry.id, nowMs).key === summary.quarter;
