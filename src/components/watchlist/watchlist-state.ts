import { compareHref } from '@/lib/compare/compare-query';
import type { Step } from '../ui/use-machine';
import { compareHint } from './watchlist-compare';
import type { WatchlistOutcome } from './watchlist-outcome';
import { type SortDirection, sortWatchlistRows, type WatchlistRow, type WatchlistSortKey } from './watchlist-rows';

/**
 * The watchlist page's rules as a pure machine: WatchlistView renders the
 * state and runs the effects. 移除 takes a row out at once and writes; the answer either offers
 * 復原 (a toast) or puts the row back with a dialog. 復原 puts the row back in its place at once,
 * its button busy until the write answers; a refusal takes it out again. Headers sort (a third press
 * goes back to the order the stocks were added); ticked rows go to /compare in the list's own order.
 */
export interface WatchlistState {
  rows: readonly WatchlistRow[];
  sort: { key: WatchlistSortKey; direction: SortDirection };
  /** Rows whose undo is being written (their remove button waits). */
  busy: ReadonlySet<string>;
  /** Rows ticked for /compare; kept by id, so sorting or removing a row keeps the rest. */
  ticked: ReadonlySet<string>;
}

export type WatchlistEvent =
  | { type: 'remove'; row: WatchlistRow }
  | { type: 'remove-answered'; row: WatchlistRow; outcome: WatchlistOutcome }
  | { type: 'undo'; row: WatchlistRow }
  | { type: 'undo-answered'; row: WatchlistRow; outcome: WatchlistOutcome }
  | { type: 'sort'; key: WatchlistSortKey; first: SortDirection }
  | { type: 'sort-reset' }
  | { type: 'tick'; id: string; on: boolean }
  | { type: 'compare' };

export type WatchlistEffect =
  /** Call the server function (setWatched); a throw counts as { status: 'error' }. */
  | { type: 'write'; row: WatchlistRow; want: boolean }
  /** 已將 … 從自選股移除, with 復原. */
  | { type: 'removed-toast'; row: WatchlistRow }
  | { type: 'dialog'; dialog: 'login-required' | 'api-error' }
  | { type: 'navigate'; href: string };

const ORDER = { key: 'order', direction: 'ascending' } as const;
type Out = Step<WatchlistState, WatchlistEffect>;
const to = (state: WatchlistState, ...effects: WatchlistEffect[]): Out => ({ state, effects });

export const initialWatchlistState = (rows: readonly WatchlistRow[]): WatchlistState => ({ rows, sort: ORDER, busy: new Set(), ticked: new Set() });

/** The rows as shown, in the order the reader asked for. */
export const shownRows = (state: WatchlistState): WatchlistRow[] => sortWatchlistRows(state.rows, state.sort.key, state.sort.direction);

/** The ticked rows' ids in the watchlist's own order (the order they were added), whatever the sort on screen. */
export const chosenIds = (state: WatchlistState): string[] => state.rows.filter((row) => state.ticked.has(row.id)).map((row) => row.id);

/** A header pressed: its first direction, then the other, then back to the list's order. */
export function nextSort(current: WatchlistState['sort'], key: WatchlistSortKey, first: SortDirection): WatchlistState['sort'] {
  if (current.key !== key) return { key, direction: first };
  if (current.direction === first) return { key, direction: first === 'ascending' ? 'descending' : 'ascending' };
  return ORDER;
}

const withId = (set: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> => {
  if (set.has(id) === on) return set;
  const next = new Set(set);
  if (on) next.add(id);
  else next.delete(id);
  return next;
};
const without = (rows: readonly WatchlistRow[], id: string) => rows.filter((row) => row.id !== id);
/** Back in its place (rows keep the position the service gave them); never twice. */
const putBack = (rows: readonly WatchlistRow[], row: WatchlistRow) => (rows.some((r) => r.id === row.id) ? rows : [...rows, row].sort((a, b) => a.order - b.order));
const refusal = (outcome: WatchlistOutcome): WatchlistEffect => ({ type: 'dialog', dialog: outcome.status === 'login-required' ? 'login-required' : 'api-error' });

export function watchlistStep(state: WatchlistState, event: WatchlistEvent): Out {
  switch (event.type) {
    case 'remove': {
      // A second press before the row left the screen, or a row whose undo is still being written.
      if (!state.rows.some((row) => row.id === event.row.id) || state.busy.has(event.row.id)) return to(state);
      return to({ ...state, rows: without(state.rows, event.row.id) }, { type: 'write', row: event.row, want: false });
    }
    case 'remove-answered':
      if (event.outcome.status === 'ok') return to(state, { type: 'removed-toast', row: event.row });
      return to({ ...state, rows: putBack(state.rows, event.row) }, refusal(event.outcome));
    case 'undo':
      return to({ ...state, rows: putBack(state.rows, event.row), busy: withId(state.busy, event.row.id, true) }, { type: 'write', row: event.row, want: true });
    case 'undo-answered': {
      const busy = withId(state.busy, event.row.id, false);
      if (event.outcome.status === 'ok') return to({ ...state, busy });
      return to({ ...state, busy, rows: without(state.rows, event.row.id) }, refusal(event.outcome));
    }
    case 'sort':
      return to({ ...state, sort: nextSort(state.sort, event.key, event.first) });
    case 'sort-reset':
      return to({ ...state, sort: ORDER });
    case 'tick':
      return to({ ...state, ticked: withId(state.ticked, event.id, event.on) });
    case 'compare': {
      const chosen = chosenIds(state);
      return compareHint(chosen.length).ready ? to(state, { type: 'navigate', href: compareHref(chosen) }) : to(state);
    }
  }
}
