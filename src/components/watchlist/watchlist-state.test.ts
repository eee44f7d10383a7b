import { describe, expect, it } from 'vitest';
import { compareHref } from '@/lib/compare/compare-query';
import type { WatchlistOutcome } from './watchlist-outcome';
import type { WatchlistRow } from './watchlist-rows';
import { chosenIds, initialWatchlistState, nextSort, shownRows, type WatchlistEffect, type WatchlistEvent, type WatchlistState, watchlistStep } from './watchlist-state';

const row = (id: string, order: number, price: number | null): WatchlistRow => ({
  id,
  symbol: id,
  name: `${id} 公司`,
  subtitle: null,
  href: `/stock/${id}/info`,
  kind: 'stock',
  order,
  quote: price === null ? null : { price, change: 1, changePercent: price / 100, marketSession: 'intraDay', session: '盤中' },
  sparkline: null,
});
const AAPL = row('AAPL', 0, 200);
const MSFT = row('MSFT', 1, 400);
const KO = row('KO', 2, null);
const NVDA = row('NVDA', 3, 100);
const ok = (id: string): WatchlistOutcome => ({ status: 'ok', id, inList: false });

/** Applies the events in order; the effects asked for along the way. */
function run(events: WatchlistEvent[], state: WatchlistState = initialWatchlistState([AAPL, MSFT, KO, NVDA])) {
  const effects: WatchlistEffect[] = [];
  for (const event of events) {
    const step = watchlistStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects, ids: state.rows.map((r) => r.id) };
}

describe('removing and undoing', () => {
  it('takes a row out at once, writes, and offers 復原 when the write succeeds', () => {
    const pressed = run([{ type: 'remove', row: MSFT }]);
    expect(pressed.ids).toEqual(['AAPL', 'KO', 'NVDA']);
    expect(pressed.effects).toEqual([{ type: 'write', row: MSFT, want: false }]);
    const answered = run([{ type: 'remove-answered', row: MSFT, outcome: ok('MSFT') }], pressed.state);
    expect(answered.ids).toEqual(['AAPL', 'KO', 'NVDA']);
    expect(answered.effects).toEqual([{ type: 'removed-toast', row: MSFT }]);
  });

  it('puts a refused row back in its place with the dialog that fits', () => {
    const refused = (outcome: WatchlistOutcome) =>
      run([
        { type: 'remove', row: MSFT },
        { type: 'remove', row: AAPL },
        { type: 'remove-answered', row: MSFT, outcome },
      ]);
    const loggedOut = refused({ status: 'login-required' });
    expect(loggedOut.ids).toEqual(['MSFT', 'KO', 'NVDA']);
    expect(loggedOut.effects.at(-1)).toEqual({ type: 'dialog', dialog: 'login-required' });
    for (const outcome of [{ status: 'error' }, { status: 'unknown-stock' }, { status: 'full', max: 100 }] as const) {
      expect(refused(outcome).effects.at(-1)).toEqual({ type: 'dialog', dialog: 'api-error' });
    }
  });

  it('answers arriving in the other order each act on their own row', () => {
    const { ids, effects } = run([
      { type: 'remove', row: AAPL },
      { type: 'remove', row: NVDA },
      { type: 'remove-answered', row: NVDA, outcome: { status: 'error' } },
      { type: 'remove-answered', row: AAPL, outcome: ok('AAPL') },
    ]);
    expect(ids).toEqual(['MSFT', 'KO', 'NVDA']);
    expect(effects.filter((e) => e.type !== 'write')).toEqual([
      { type: 'dialog', dialog: 'api-error' },
      { type: 'removed-toast', row: AAPL },
    ]);
  });

  it('a second press on a row already taken out writes nothing more', () => {
    const { effects } = run([
      { type: 'remove', row: KO },
      { type: 'remove', row: KO },
    ]);
    expect(effects).toEqual([{ type: 'write', row: KO, want: false }]);
  });

  it('復原 puts the row back in its place at once, busy until the write answers', () => {
    const removed = run([
      { type: 'remove', row: MSFT },
      { type: 'remove-answered', row: MSFT, outcome: ok('MSFT') },
    ]);
    const undone = run([{ type: 'undo', row: MSFT }], removed.state);
    expect(undone.ids).toEqual(['AAPL', 'MSFT', 'KO', 'NVDA']);
    expect(undone.state.busy.has('MSFT')).toBe(true);
    expect(undone.effects).toEqual([{ type: 'write', row: MSFT, want: true }]);
    // Its remove button waits (disabled): a press meanwhile does nothing.
    expect(run([{ type: 'remove', row: MSFT }], undone.state).effects).toEqual([]);
    const done = run([{ type: 'undo-answered', row: MSFT, outcome: { status: 'ok', id: 'MSFT', inList: true } }], undone.state);
    expect(done.ids).toEqual(['AAPL', 'MSFT', 'KO', 'NVDA']);
    expect(done.state.busy.size).toBe(0);
    expect(done.effects).toEqual([]);
  });

  it('a refused 復原 takes the row out again: login-required, or api-error (the list filled up to 100 meanwhile)', () => {
    const start = run([{ type: 'remove', row: NVDA }]).state;
    const loggedOut = run(
      [
        { type: 'undo', row: NVDA },
        { type: 'undo-answered', row: NVDA, outcome: { status: 'login-required' } },
      ],
      start,
    );
    expect(loggedOut.ids).toEqual(['AAPL', 'MSFT', 'KO']);
    expect(loggedOut.state.busy.size).toBe(0);
    expect(loggedOut.effects.at(-1)).toEqual({ type: 'dialog', dialog: 'login-required' });
    const full = run(
      [
        { type: 'undo', row: NVDA },
        { type: 'undo-answered', row: NVDA, outcome: { status: 'full', max: 100 } },
      ],
      start,
    );
    expect(full.ids).toEqual(['AAPL', 'MSFT', 'KO']);
    expect(full.effects.at(-1)).toEqual({ type: 'dialog', dialog: 'api-error' });
  });

  it('復原 pressed twice never lists the row twice', () => {
    const { ids } = run([
      { type: 'remove', row: KO },
      { type: 'undo', row: KO },
      { type: 'undo', row: KO },
    ]);
    expect(ids).toEqual(['AAPL', 'MSFT', 'KO', 'NVDA']);
  });

  it('the last row removed leaves an empty list', () => {
    const { state } = run([{ type: 'remove', row: AAPL }], initialWatchlistState([AAPL]));
    expect(state.rows).toEqual([]);
  });
});

describe('sorting', () => {
  it('a header sorts its first way, then the other, then back to the order of adding', () => {
    const order = { key: 'order', direction: 'ascending' } as const;
    expect(nextSort(order, 'price', 'descending')).toEqual({ key: 'price', direction: 'descending' });
    expect(nextSort({ key: 'price', direction: 'descending' }, 'price', 'descending')).toEqual({ key: 'price', direction: 'ascending' });
    expect(nextSort({ key: 'price', direction: 'ascending' }, 'price', 'descending')).toEqual(order);
    expect(nextSort({ key: 'price', direction: 'ascending' }, 'symbol', 'ascending')).toEqual({ key: 'symbol', direction: 'ascending' });
  });

  it('shows the rows sorted (no quote last) and 依加入順序 restores the order', () => {
    const byPrice = run([{ type: 'sort', key: 'price', first: 'descending' }]);
    expect(shownRows(byPrice.state).map((r) => r.id)).toEqual(['MSFT', 'AAPL', 'NVDA', 'KO']);
    expect(byPrice.ids).toEqual(['AAPL', 'MSFT', 'KO', 'NVDA']);
    const reset = run([{ type: 'sort-reset' }], byPrice.state);
    expect(reset.state.sort).toEqual({ key: 'order', direction: 'ascending' });
    expect(shownRows(reset.state).map((r) => r.id)).toEqual(['AAPL', 'MSFT', 'KO', 'NVDA']);
  });
});

describe('comparing ticked rows', () => {
  it('sends the ticked rows, in the order of adding whatever the sort, to /compare once two to four are ticked', () => {
    const one = run([{ type: 'sort', key: 'symbol', first: 'ascending' }, { type: 'tick', id: 'NVDA', on: true }, { type: 'compare' }]);
    expect(one.effects).toEqual([]);
    const two = run([{ type: 'tick', id: 'AAPL', on: true }, { type: 'compare' }], one.state);
    expect(chosenIds(two.state)).toEqual(['AAPL', 'NVDA']);
    expect(two.effects).toEqual([{ type: 'navigate', href: compareHref(['AAPL', 'NVDA']) }]);
    const five = run(
      [
        { type: 'tick', id: 'MSFT', on: true },
        { type: 'tick', id: 'KO', on: true },
      ],
      two.state,
    );
    const extra = row('TSLA', 4, 300);
    const tooMany = run([{ type: 'tick', id: 'TSLA', on: true }, { type: 'compare' }], { ...five.state, rows: [...five.state.rows, extra] });
    expect(tooMany.effects).toEqual([]);
    const untick = run([{ type: 'tick', id: 'TSLA', on: false }, { type: 'compare' }], tooMany.state);
    expect(untick.effects).toEqual([{ type: 'navigate', href: compareHref(['AAPL', 'MSFT', 'KO', 'NVDA']) }]);
  });

  it('a removed row leaves the comparison and comes back ticked with 復原', () => {
    const removed = run([
      { type: 'tick', id: 'AAPL', on: true },
      { type: 'tick', id: 'KO', on: true },
      { type: 'remove', row: KO },
    ]);
    expect(chosenIds(removed.state)).toEqual(['AAPL']);
    expect(chosenIds(run([{ type: 'undo', row: KO }], removed.state).state)).toEqual(['AAPL', 'KO']);
  });
});
