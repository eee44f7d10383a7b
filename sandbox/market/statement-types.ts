import type { QuarterFigures } from './fundamentals.ts';

/**
 * The shapes of the business service's financial statements, apart from statements.ts (which builds
 * them) so that ratios.ts, which statements.ts calls, can use them without the two importing each other.
 */
/** The four statements of the finance pages (their URL slugs) and the two period kinds. */
export const STATEMENT_KINDS = ['income-statement', 'balance-sheet', 'cash-flow', 'financial-ratio'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
export const PERIOD_KINDS = ['quarterly', 'annual'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export type RowUnit = 'usd' | 'usdPerShare' | 'shares' | 'percent' | 'times';

export interface StatementPeriod {
  /** Quarterly: YYYYQn; annual: YYYY. */
  key: string;
  fiscalYear: number;
  fiscalQuarter: number | null;
  endDate: string;
  reportDate: string;
}

export interface StatementRow {
  key: string;
  /** zh-TW label. */
  label: string;
  unit: RowUnit;
  /** One value per period, same order as `periods`; null when it cannot be computed. */
  values: Array<number | null>;
}

export interface FinancialStatement {
  id: string;
  statement: StatementKind;
  period: PeriodKind;
  currency: 'USD';
  /** The row to chart beside the table. */
  headline: string;
  /** Newest first. */
  periods: StatementPeriod[];
  rows: StatementRow[];
}

/** A quarter or a fiscal year: the same figures, plus where it sits in time. */
export type PeriodFigures = Omit<QuarterFigures, 'slot'> & { period: StatementPeriod };
