import {
  formatDecimal,
  formatPercent,
  formatPercentagePoints,
  formatSignedPercent,
  formatTimes,
  fullNumberTitle,
  MISSING,
  percentChange,
  type PriceDirection,
  priceDirection,
  round2,
  shortenNumber,
} from '../format/numbers';
import type { FinancialStatement } from '../upstream/business';

/**
 * Financial-statement maths: quarter keys (YYYYQn), year-over-year change and
 * the way statement values are written. Pure, so the finance pages and their tests share it.
 */

export type StatementUnit = FinancialStatement['rows'][number]['unit'];

/** What a missing value, or a YoY without a usable base, is shown as: '-'. */
export { MISSING };

const QUARTER_KEY = /^(\d{4})Q([1-4])$/;
const YEAR_KEY = /^(\d{4})$/;

export interface PeriodKey {
  year: number;
  /** null for a fiscal year (annual statements). */
  quarter: 1 | 2 | 3 | 4 | null;
}

/** 2026, 3 → "2026Q3": quarters are written YYYYQn. */
export function quarterKey(year: number, quarter: 1 | 2 | 3 | 4): string {
  return `${String(year).padStart(4, '0')}Q${quarter}`;
}

/** "2026Q3" → { year: 2026, quarter: 3 }; "2025" → { year: 2025, quarter: null }; anything else → null. */
export function parsePeriodKey(key: string): PeriodKey | null {
  const q = QUARTER_KEY.exec(key);
  if (q) return { year: Number(q[1]), quarter: Number(q[2]) as 1 | 2 | 3 | 4 };
  const y = YEAR_KEY.exec(key);
  return y ? { year: Number(y[1]), quarter: null } : null;
}

/**
 * Newest first: a later year first, and within a year Q4 before Q1. A fiscal year sorts after its
 * own quarters (it closes with Q4). Unparseable keys sink to the end, in their original order.
 */
export function compareQuarterKeysNewestFirst(a: string, b: string): number {
  const pa = parsePeriodKey(a);
  const pb = parsePeriodKey(b);
  if (!pa || !pb) return (pa ? 0 : 1) - (pb ? 0 : 1);
  return pb.year - pa.year || (pb.quarter ?? 5) - (pa.quarter ?? 5);
}

/** The period a year-over-year change compares with: "2026Q3" → "2025Q3", "2025" → "2024". */
export function yearAgoKey(key: string): string | null {
  const parsed = parsePeriodKey(key);
  if (!parsed || parsed.year <= 0) return null;
  return parsed.quarter ? quarterKey(parsed.year - 1, parsed.quarter) : String(parsed.year - 1).padStart(4, '0');
}

/**
 * YoY of the value at `index`: compared with the same quarter a year earlier, or the
 * previous fiscal year. The base is looked up by key, not by position, so a gap in the periods
 * (a missing quarter) can never pair a value with the wrong base. null when either value is
 * missing or the base is 0.
 */
export function yearOverYear(keys: readonly string[], values: readonly (number | null)[], index: number): number | null {
  const baseIndex = yearAgoIndex(keys, index);
  return baseIndex === null ? null : percentChange(values[index], values[baseIndex]);
}

function yearAgoIndex(keys: readonly string[], index: number): number | null {
  const key = keys[index];
  const baseKey = key === undefined ? null : yearAgoKey(key);
  const baseIndex = baseKey === null ? -1 : keys.indexOf(baseKey);
  return baseIndex < 0 ? null : baseIndex;
}

/**
 * The year-over-year change of a row that is itself a percentage (a margin, a return): the
 * difference in percentage points, since "+5%" of a 20 % margin would read as 25 %. null when a
 * value is missing (a base of 0 is fine here: 0 % → 3 % is +3 points).
 */
export function yearOverYearPoints(keys: readonly string[], values: readonly (number | null)[], index: number): number | null {
  const baseIndex = yearAgoIndex(keys, index);
  const value = values[index];
  const base = baseIndex === null ? null : values[baseIndex];
  if (value == null || base == null || !Number.isFinite(value) || !Number.isFinite(base)) return null;
  return round2(value - base);
}

/** How a row's YoY is measured: per cent of the base, or percentage points for percentage rows. */
export type YoyKind = 'percent' | 'points';
export const yoyKindOf = (unit: StatementUnit): YoyKind => (unit === 'percent' ? 'points' : 'percent');

/** A YoY change as "+12.34%" / "−5.60%" (or "+1.20 個百分點"), or '-' when there is none. */
export function formatYoy(change: number | null, kind: YoyKind = 'percent'): string {
  return kind === 'points' ? formatPercentagePoints(change) : formatSignedPercent(change);
}

/**
 * A statement value in its unit: money and share counts in 萬/億/兆, per-share amounts
 * and multiples to 2 decimals, ratios as percentages.
 */
export function formatStatementValue(value: number | null | undefined, unit: StatementUnit): string {
  if (value == null || !Number.isFinite(value)) return MISSING;
  switch (unit) {
    case 'usd':
    case 'shares':
      return shortenNumber(value);
    case 'usdPerShare':
      return formatDecimal(value);
    case 'percent':
      return formatPercent(value);
    case 'times':
      return formatTimes(value);
  }
}

/** The exact figure behind a shortened money or share value (616億 → 61,600,000,000), for hover. */
export const statementValueTitle = (value: number | null | undefined, unit: StatementUnit): string | undefined => (unit === 'usd' || unit === 'shares' ? fullNumberTitle(value) : undefined);

/** What a statement's figures are counted in: money in US dollars, and share counts (if it has any) in shares. */
export const statementUnitsText = (units: readonly StatementUnit[]): string => (units.includes('shares') ? '金額單位為美元，股數單位為股' : '金額單位為美元');

/** Which way a number points, for colouring (rise red, fall green, the Taiwan convention). */
export const signOf = (value: number | null): PriceDirection => priceDirection(value);

export interface StatementCell {
  text: string;
  /** The exact figure behind a shortened one, for hover. */
  title: string | undefined;
  yoy: string;
  yoyDirection: PriceDirection;
}

export interface StatementTableRow {
  key: string;
  label: string;
  unit: StatementUnit;
  /** Percentage rows compare in percentage points. */
  yoyKind: YoyKind;
  cells: StatementCell[];
}

export interface StatementTable {
  /** Column headers, newest first (YYYYQn or YYYY). */
  columns: string[];
  rows: StatementTableRow[];
}

/** Quarters shown as columns; older quarters the service sends still serve as YoY bases. */
export const QUARTERLY_COLUMNS = 8;
/** Fiscal years shown as columns. */
export const ANNUAL_COLUMNS = 6;

/**
 * The table a statement page shows: the newest `columnCount` periods (sorted newest first
 * whatever order the service used), each value written in its unit with its YoY.
 */
export function buildStatementTable(statement: FinancialStatement, columnCount: number): StatementTable {
  const order = statement.periods.map((period, index) => ({ key: period.key, index })).sort((a, b) => compareQuarterKeysNewestFirst(a.key, b.key));
  const keys = statement.periods.map((period) => period.key);
  const shown = order.slice(0, Math.max(0, columnCount));
  return {
    columns: shown.map((period) => period.key),
    rows: statement.rows.map((row) => ({
      key: row.key,
      label: row.label,
      unit: row.unit,
      yoyKind: yoyKindOf(row.unit),
      cells: shown.map(({ index }) => {
        const kind = yoyKindOf(row.unit);
        const change = kind === 'points' ? yearOverYearPoints(keys, row.values, index) : yearOverYear(keys, row.values, index);
        return { text: formatStatementValue(row.values[index], row.unit), title: statementValueTitle(row.values[index], row.unit), yoy: formatYoy(change, kind), yoyDirection: signOf(change) };
      }),
    })),
  };
}

export interface HeadlineSeries {
  key: string;
  label: string;
  unit: StatementUnit;
  /** Oldest first, as a chart reads left to right. */
  points: Array<{ label: string; value: number | null }>;
}

/**
 * The line charted beside the table: the row the service names as headline (revenue, total
 * assets, free cash flow, net margin…), or the first row when it names none that exists.
 */
export function headlineSeries(statement: FinancialStatement, columns: readonly string[]): HeadlineSeries | null {
  const row = statement.rows.find((r) => r.key === statement.headline) ?? statement.rows[0];
  if (!row) return null;
  const keys = statement.periods.map((period) => period.key);
  const points = [...columns].reverse().map((key) => {
    const index = keys.indexOf(key);
    const value = index < 0 ? null : (row.values[index] ?? null);
    return { label: key, value: value !== null && Number.isFinite(value) ? value : null };
  });
  return { key: row.key, label: row.label, unit: row.unit, points };
}

/**
 * Short x-axis labels for a chart of periods (oldest first): "Q3", with the year on a second
 * line under the first bar and wherever the year changes; fiscal years stay "2025".
 */
export function periodAxisLabels(keys: readonly string[]): string[] {
  let previousYear: number | null = null;
  return keys.map((key) => {
    const parsed = parsePeriodKey(key);
    if (!parsed || parsed.quarter === null) return key;
    const showYear = parsed.year !== previousYear;
    previousYear = parsed.year;
    return showYear ? `Q${parsed.quarter}\n${parsed.year}` : `Q${parsed.quarter}`;
  });
}
