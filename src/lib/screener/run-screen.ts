import type { ScreenerRow } from '@/lib/upstream/business/schemas/screener';
import { columnByKey, DEFAULT_SORT } from './columns';
import { dayNumber, type FigureContext } from './filter-kinds';
import { filterByKey } from './filters';
import { type FilterValue, SCREENER_PAGE_SIZE, type Screen, type ScreenResult } from './types';

/**
 * A screen run over the snapshot's rows, in memory: every filter must hold (a null figure never
 * matches a filter on it), then the sort (nulls last in either direction, ties by id), then the page.
 */

type Predicate = (row: ScreenerRow) => boolean;

function predicate(key: string, value: FilterValue, context: FigureContext): Predicate | null {
  const filter = filterByKey(key);
  if (!filter) return null;
  if (filter.kind === 'range' && value.kind === 'range') {
    const min = value.min ?? -Infinity;
    const max = value.max ?? Infinity;
    return (row) => {
      const figure = filter.figure(row, context);
      return figure !== null && figure >= min && figure <= max;
    };
  }
  if (filter.kind === 'choice' && value.kind === 'choice') {
    const ids = new Set(value.ids);
    return (row) => {
      const id = filter.idOf(row);
      return id !== null && ids.has(id);
    };
  }
  if (filter.kind === 'flag' && value.kind === 'flag') return (row) => filter.test(row) === value.value;
  return null;
}

type SortKey = number | string | null;

const compareKeys = (a: SortKey, b: SortKey, sign: number): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return (a < b ? -1 : 1) * sign;
};

/**
 * Every row the screen matches, sorted: what the table pages through and the CSV writes whole.
 * `today` is the snapshot's New York trading date (YYYY-MM-DD), for 「幾天內除息」.
 */
export function matchingRows(rows: readonly ScreenerRow[], screen: Screen, today: string): ScreenerRow[] {
  const context: FigureContext = { today: dayNumber(today) ?? Number.NaN };
  const tests = [...screen.filters].map(([key, value]) => predicate(key, value, context)).filter((test): test is Predicate => test !== null);
  const matched: { row: ScreenerRow; key: SortKey }[] = [];
  const column = columnByKey(screen.sort) ?? columnByKey(DEFAULT_SORT);
  for (const row of rows) {
    if (tests.every((test) => test(row))) {
      const key = column ? column.value(row) : null;
      // NaN would make the order depend on the sort's path: it sorts as a missing figure.
      matched.push({ row, key: typeof key === 'number' && Number.isNaN(key) ? null : key });
    }
  }
  const sign = screen.direction === 'asc' ? 1 : -1;
  matched.sort((a, b) => compareKeys(a.key, b.key, sign) || (a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));
  return matched.map((entry) => entry.row);
}

/** One page of the screen's result (a page past the last gives the last). */
export function runScreen(rows: readonly ScreenerRow[], screen: Screen, today: string): ScreenResult {
  const matched = matchingRows(rows, screen, today);
  const pages = Math.max(1, Math.ceil(matched.length / SCREENER_PAGE_SIZE));
  const page = Math.min(Math.max(1, screen.page), pages);
  return { total: matched.length, page, pages, rows: matched.slice((page - 1) * SCREENER_PAGE_SIZE, page * SCREENER_PAGE_SIZE) };
}
