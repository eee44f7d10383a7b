import type { Dividends } from './account-valuation';
import type { LedgerError, Position, RealisedSale, Replayed } from './ledger';
import { Decimal, ZERO } from './money';
import { readSale, type SaleText, saleText } from './ledger-text';
import { figuresByYear, type YearFigures } from './yearly';

/**
 * What the portfolio's pages show of an account's ledger, worked out when the ledger is (on every
 * write, in the member's object) and kept beside it: the positions without their lots, the net dividends
 * of each held stock, the figures of each year, and the newest sales. A view reads a few hundred decimals
 * instead of the whole ledger (every sale and dividend: 60,000 decimals at the store's limit). Every
 * figure is the ledger's own, summed exactly (big.js); stored as decimal text, never a binary float.
 */

/** The newest sales a page lists; the rest are in the CSV export and in the yearly figures. */
export const SALES_SHOWN = 100;

export interface LedgerSummary {
  /** Symbols still held, in the order first bought; no lots (a page shows none). */
  positions: Position[];
  /** Net dividends received, by held symbol. */
  dividends: ReadonlyMap<string, Dividends>;
  /** Newest year first (yearly.ts). */
  years: YearFigures[];
  /** The newest SALES_SHOWN sales, newest date first (a day's in booking order). */
  recentSales: RealisedSale[];
  saleCount: number;
}

export type Summarised = { ok: true; summary: LedgerSummary } | { ok: false; errors: LedgerError[] };

/** Newest date first; a stable sort keeps one day's sales in booking order. */
export const newestFirst = <T extends { date: string }>(a: T, b: T): number => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0);

export function summariseLedger(replayed: Replayed): Summarised {
  if (!replayed.ok) return replayed;
  const { positions, sales, dividends } = replayed.ledger;
  const held = new Set(positions.map((position) => position.symbol));
  const received = new Map<string, Dividends>();
  for (const dividend of dividends) {
    if (!held.has(dividend.symbol)) continue;
    const before = received.get(dividend.symbol) ?? { netUsd: ZERO, netTwd: ZERO };
    received.set(dividend.symbol, { netUsd: before.netUsd.plus(dividend.netUsd), netTwd: before.netTwd.plus(dividend.netTwd) });
  }
  return {
    ok: true,
    summary: {
      positions: positions.map((position) => ({ ...position, lots: [] })),
      dividends: received,
      years: figuresByYear(dividends, sales),
      recentSales: [...sales].sort(newestFirst).slice(0, SALES_SHOWN),
      saleCount: sales.length,
    },
  };
}

const YEAR_FIELDS = ['dividendGrossUsd', 'dividendWithheldUsd', 'dividendNetUsd', 'dividendGrossTwd', 'dividendWithheldTwd', 'dividendNetTwd', 'realisedUsd', 'realisedTwd'] as const;
type SummaryText =
  | {
      p: [symbol: string, shares: string, costUsd: string, costTwd: string][];
      d: [symbol: string, netUsd: string, netTwd: string][];
      y: [year: number, ...figures: string[]][];
      s: SaleText[];
      n: number;
    }
  | { e: LedgerError[] };

const text = (value: Decimal): string => value.toString();

/** Compact JSON, every figure in plain digits (money.ts writes no exponent). */
export function writeSummary(summarised: Summarised): string {
  if (!summarised.ok) return JSON.stringify({ e: summarised.errors } satisfies SummaryText);
  const { positions, dividends, years, recentSales, saleCount } = summarised.summary;
  const stored: SummaryText = {
    p: positions.map((p) => [p.symbol, text(p.shares), text(p.costUsd), text(p.costTwd)]),
    d: [...dividends].map(([symbol, { netUsd, netTwd }]) => [symbol, text(netUsd), text(netTwd)]),
    y: years.map((year) => [year.year, ...YEAR_FIELDS.map((field) => text(year[field]))]),
    s: recentSales.map(saleText),
    n: saleCount,
  };
  return JSON.stringify(stored);
}

export function readSummary(stored: string): Summarised {
  const parsed = JSON.parse(stored) as SummaryText;
  if ('e' in parsed) return { ok: false, errors: parsed.e };
  const d = (value: string) => new Decimal(value);
  return {
    ok: true,
    summary: {
      positions: parsed.p.map(([symbol, shares, costUsd, costTwd]) => ({ symbol, shares: d(shares), costUsd: d(costUsd), costTwd: d(costTwd), lots: [] })),
      dividends: new Map(parsed.d.map(([symbol, netUsd, netTwd]) => [symbol, { netUsd: d(netUsd), netTwd: d(netTwd) }])),
      years: parsed.y.map(([year, ...figures]) => ({ year, ...Object.fromEntries(YEAR_FIELDS.map((field, index) => [field, d(figures[index]!)])) }) as YearFigures),
      recentSales: parsed.s.map(readSale),
      saleCount: parsed.n,
    },
  };
}

/** Every account's years added up, newest first (a year appears when some account has one). */
export function addYears(all: readonly (readonly YearFigures[])[]): YearFigures[] {
  const byYear = new Map<number, YearFigures>();
  for (const years of all) {
    for (const year of years) {
      const before = byYear.get(year.year);
      byYear.set(year.year, before ? { ...before, ...Object.fromEntries(YEAR_FIELDS.map((field) => [field, before[field].plus(year[field])])) } : year);
    }
  }
  return [...byYear.values()].sort((a, b) => b.year - a.year);
}
