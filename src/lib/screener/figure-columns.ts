import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import type { FigureContext, ScreenerFilter } from './filter-kinds';
import type { ColumnDefinition } from './types';

/**
 * The snapshot's figures laid out by column, built the first time a screen asks for one and kept
 * while the snapshot's rows are the same array (it changes only on a refresh): a screen then compares
 * numbers in a typed array instead of calling a figure's function for each of 13,000 rows. A missing
 * figure is NaN, which no range comparison lets through. Kept in a WeakMap, so a replaced snapshot takes
 * its columns with it.
 */

const bySnapshot = new WeakMap<readonly ScreenerRow[], Map<string, unknown>>();

function cached<T>(rows: readonly ScreenerRow[], key: string, build: () => T): T {
  let columns = bySnapshot.get(rows);
  if (!columns) {
    columns = new Map();
    bySnapshot.set(rows, columns);
  }
  let column = columns.get(key) as T | undefined;
  if (column === undefined) {
    column = build();
    columns.set(key, column);
  }
  return column;
}

const numbers = (rows: readonly ScreenerRow[], pick: (row: ScreenerRow) => unknown): Float64Array => {
  const values = new Float64Array(rows.length);
  rows.forEach((row, index) => {
    const value = pick(row);
    values[index] = typeof value === 'number' ? value : Number.NaN;
  });
  return values;
};

/** A range filter's figure for every row, in the reader's unit (the trading date is part of the key: 「幾天內除息」 counts from it). */
export const rangeFigures = (rows: readonly ScreenerRow[], filter: ScreenerFilter & { kind: 'range' }, context: FigureContext): Float64Array =>
  cached(rows, `range:${filter.key}:${context.today}`, () => numbers(rows, (row) => filter.figure(row, context)));

/** A choice filter's option id for every row (null for none). */
export const choiceIds = (rows: readonly ScreenerRow[], filter: ScreenerFilter & { kind: 'choice' }): readonly (string | null)[] =>
  cached(rows, `choice:${filter.key}`, () => rows.map((row) => filter.idOf(row)));

/** A flag filter's answer for every row: 1 yes, 0 no, −1 cannot be told. */
export const flagAnswers = (rows: readonly ScreenerRow[], filter: ScreenerFilter & { kind: 'flag' }): Int8Array =>
  cached(rows, `flag:${filter.key}`, () =>
    Int8Array.from(rows, (row) => {
      const answer = filter.test(row);
      return answer === null ? -1 : answer ? 1 : 0;
    }),
  );

/** The rank of each row's text among the distinct texts (NaN for none), so a text column sorts as numbers. */
function textRanks(rows: readonly ScreenerRow[], pick: (row: ScreenerRow) => unknown): Float64Array {
  const texts = rows.map((row) => {
    const value = pick(row);
    return typeof value === 'string' ? value : null;
  });
  const distinct = [...new Set(texts)].filter((text): text is string => text !== null).sort();
  const rank = new Map(distinct.map((text, index) => [text, index]));
  return Float64Array.from(texts, (text) => (text === null ? Number.NaN : (rank.get(text) as number)));
}

/** A column's sort keys, numbers for every column (a text's rank among the column's texts); NaN for none. */
export const sortKeys = (rows: readonly ScreenerRow[], column: ColumnDefinition): Float64Array =>
  cached(rows, `sort:${column.key}`, () => (column.format === 'text' || column.format === 'date' ? textRanks(rows, column.value) : numbers(rows, column.value)));
