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

const byId = (a: ScreenerRow, b: ScreenerRow) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

interface Keyed<K> {
  row: ScreenerRow;
  key: K;
}

/**
 * Every row the screen matches, sorted: what the table pages through and the CSV writes whole.
 * `today` is the snapshot's New York trading date (YYYY-MM-DD), for 「幾天內除息」.
 */
export function matchingRows(rows: readonly ScreenerRow[], screen: Screen, today: string): ScreenerRow[] {
  const context: FigureContext = { today: dayNumber(today) ?? Number.NaN };
  const tests = [...screen.filters].map(([key, value]) => predicate(key, value, context)).filter((test): test is Predicate => test !== null);
  const column = columnByKey(screen.sort) ?? columnByKey(DEFAULT_SORT);
  // Numbers and texts are sorted apart from the rows without a figure (NaN among them), which go last by id.
  const numbers: Keyed<number>[] = [];
  const texts: Keyed<string>[] = [];
  const missing: ScreenerRow[] = [];
  rows: for (const row of rows) {
    // A plain loop: this runs for every row of the snapshot, and `every` would make a closure per row.
    for (const test of tests) if (!test(row)) continue rows;
    const key = column ? column.value(row) : null;
    if (typeof key === 'number' && !Number.isNaN(key)) numbers.push({ row, key });
    else if (typeof key === 'string') texts.push({ row, key });
    else missing.push(row);
  }
  const sign = screen.direction === 'asc' ? 1 : -1;
  numbers.sort((a, b) => (a.key - b.key) * sign || byId(a.row, b.row));
  texts.sort((a, b) => (a.key < b.key ? -sign : a.key > b.key ? sign : byId(a.row, b.row)));
  missing.sort(byId);
  const sorted = numbers.map((entry) => entry.row);
  for (const entry of texts) sorted.push(entry.row);
  for (const row of missing) sorted.push(row);
  return sorted;
}

/** One page of the screen's result (a page past the last gives the last). */
export function runScreen(rows: readonly ScreenerRow[], screen: Screen, today: string): ScreenResult {
  const matched = matchingRows(rows, screen, today);
  const pages = Math.max(1, Math.ceil(matched.length / SCREENER_PAGE_SIZE));
  const page = Math.min(Math.max(1, screen.page), pages);
  return { total: matched.length, page, pages, rows: matched.slice((page - 1) * SCREENER_PAGE_SIZE, page * SCREENER_PAGE_SIZE) };
}
