import { BETTER_RULES, bestIndexes, type CompareMetric } from '@/lib/compare/better';
import { priceDirection } from '@/lib/format/numbers';
import type { CompareCell } from './CompareTable';

/** One compared figure of /compare's tables: how to read it from a column's data and write it. */
export interface MetricSpec<T> {
  metric: CompareMetric;
  label: string;
  /** The unit or basis, under the label (the figures stay short enough for a phone). */
  hint?: string;
  value: (data: T) => number | null;
  format: (value: number | null) => string;
  /** The exact figure behind a shortened one (市值 4.27兆), for hover. */
  title?: (value: number | null) => string | undefined;
  /** A change: coloured by direction (its sign is in the text too). */
  change?: boolean;
}

/** A figure's cells across the columns ('-' where a column has no data), the best of them marked (BETTER_RULES). */
export function metricCells<T>(spec: MetricSpec<T>, columns: readonly (T | null)[]): CompareCell[] {
  const values = columns.map((data) => (data ? spec.value(data) : null));
  const best = bestIndexes(values, BETTER_RULES[spec.metric]);
  return values.map((value, index) => ({ text: spec.format(value), title: spec.title?.(value), direction: spec.change && value !== null ? priceDirection(value) : undefined, best: best.has(index) }));
}
