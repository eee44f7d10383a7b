import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { columnByKey, DEFAULT_SORT } from './columns';
import { choiceIds, flagAnswers, rangeFigures, sortKeys } from './figure-columns';
import { dayNumber, type FigureContext } from './filter-kinds';
import { filterByKey } from './filters';
import { type ColumnDefinition, type FilterValue, SCREENER_PAGE_SIZE, type Screen, type ScreenResult } from './types';

/**
 * A screen run over the snapshot's rows, in memory: every filter must hold (a null figure never
 * matches a filter on it), then the sort (nulls last in either direction, ties by id), then the page.
 */

/** Whether the row at an index of the snapshot passes one filter. */
type Predicate = (index: number) => boolean;

function predicate(rows: readonly ScreenerRow[], key: string, value: FilterValue, context: FigureContext): Predicate | null {
  const filter = filterByKey(key);
  if (!filter) return null;
  if (filter.kind === 'range' && value.kind === 'range') {
    const figures = rangeFigures(rows, filter, context);
    const min = value.min ?? -Infinity;
    const max = value.max ?? Infinity;
    // A missing figure is NaN: both comparisons are false.
    return (index) => (figures[index] as number) >= min && (figures[index] as number) <= max;
  }
  if (filter.kind === 'choice' && value.kind === 'choice') {
    const ids = choiceIds(rows, filter);
    const wanted = new Set(value.ids);
    return (index) => {
      const id = ids[index];
      return id != null && wanted.has(id);
    };
  }
  if (filter.kind === 'flag' && value.kind === 'flag') {
    const answers = flagAnswers(rows, filter);
    const wanted = value.value ? 1 : 0;
    return (index) => answers[index] === wanted;
  }
  return null;
}

/**
 * Every row the screen matches, sorted: what the table pages through and the CSV writes whole.
 * `today` is the snapshot's New York trading date (YYYY-MM-DD), for 「幾天內除息」.
 */
export function matchingRows(rows: readonly ScreenerRow[], screen: Screen, today: string): ScreenerRow[] {
  const context: FigureContext = { today: dayNumber(today) ?? Number.NaN };
  const tests = [...screen.filters].map(([key, value]) => predicate(rows, key, value, context)).filter((test): test is Predicate => test !== null);
  const column = columnByKey(screen.sort) ?? (columnByKey(DEFAULT_SORT) as ColumnDefinition);
  const keys = sortKeys(rows, column);
  // Rows with a sort key are sorted; those without one (NaN) go last, by id.
  const keyed: number[] = [];
  const missing: number[] = [];
  rows: for (let index = 0; index < rows.length; index += 1) {
    // Plain loops: this runs for every row of the snapshot.
    for (const test of tests) if (!test(index)) continue rows;
    if (Number.isNaN(keys[index])) missing.push(index);
    else keyed.push(index);
  }
  const byId = (a: number, b: number) => {
    const [idA, idB] = [(rows[a] as ScreenerRow).id, (rows[b] as ScreenerRow).id];
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  };
  const sign = screen.direction === 'asc' ? 1 : -1;
  keyed.sort((a, b) => ((keys[a] as number) - (keys[b] as number)) * sign || byId(a, b));
  missing.sort(byId);
  return [...keyed, ...missing].map((index) => rows[index] as ScreenerRow);
}

/** One page of the screen's result (a page past the last gives the last). */
export function runScreen(rows: readonly ScreenerRow[], screen: Screen, today: string): ScreenResult {
  const matched = matchingRows(rows, screen, today);
  const pages = Math.max(1, Math.ceil(matched.length / SCREENER_PAGE_SIZE));
  const page = Math.min(Math.max(1, screen.page), pages);
  return { total: matched.length, page, pages, rows: matched.slice((page - 1) * SCREENER_PAGE_SIZE, page * SCREENER_PAGE_SIZE) };
}
