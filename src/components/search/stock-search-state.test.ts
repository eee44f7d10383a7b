import { describe, expect, it } from 'vitest';
import type { StockSuggestion, StockSuggestionsAnswer } from '@/lib/stock/suggestion';
import { initialStockSearchState, type StockSearchEffect, type StockSearchEvent, type StockSearchState, stockSearchStep, stockSearchView, SUGGEST_DEBOUNCE_MS } from './stock-search-state';

const nvda: StockSuggestion = { id: 'NVDA', customName: '輝達', name: 'NVIDIA', exchange: 'Nasdaq', kind: 'stock', href: '/stock/NVDA/info' };
const nvdl: StockSuggestion = { id: 'NVDL', customName: null, name: 'GraniteShares 2x Long NVDA', exchange: 'Nasdaq', kind: 'etf', href: '/stock/NVDL/info' };
const answer = (q: string, items: StockSuggestion[], named: StockSuggestion | null = null): StockSuggestionsAnswer => ({ q, items, named });

/** Applies the events in order; the effects asked for along the way. */
function run(events: StockSearchEvent[], state: StockSearchState = initialStockSearchState()) {
  const effects: StockSearchEffect[] = [];
  for (const event of events) {
    const step = stockSearchStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects, view: stockSearchView(state) };
}
const typing = (...values: string[]): StockSearchEvent[] => values.map((value) => ({ type: 'input', value }));
const asks = (effects: StockSearchEffect[]) => effects.filter((e) => e.type === 'ask');
/** "nv" typed and answered with NVDA and NVDL. */
const answered = () => run([...typing('n', 'nv'), { type: 'answered', ask: 2, answer: answer('nv', [nvda, nvdl]) }]);

describe('asking for suggestions', () => {
  it('each keystroke asks after the pause (the component cancels the older ask); blank text asks nothing', () => {
    const { effects, state } = run(typing('n', 'nv', 'nv '));
    expect(asks(effects)).toEqual([
      { type: 'ask', ask: 1, query: 'n', delayMs: SUGGEST_DEBOUNCE_MS },
      { type: 'ask', ask: 2, query: 'nv', delayMs: 120 },
      { type: 'ask', ask: 3, query: 'nv', delayMs: 120 },
    ]);
    expect(state.asking).toBe(3);
    expect(run(typing('   ')).effects).toEqual([]);
  });

  it('clearing the text cancels the ask on its way', () => {
    const { effects, state } = run(typing('n', ''));
    expect(effects.at(-1)).toEqual({ type: 'cancel-ask' });
    expect(state.asking).toBe(null);
    // Its answer, if it comes anyway, is dropped.
    expect(run([{ type: 'answered', ask: 1, answer: answer('n', [nvda]) }], state).state.last).toBe(null);
  });

  it('shows the latest answer as options, always ending with the article search, and announces them', () => {
    const { view, state } = answered();
    expect(state.open).toBe(true);
    expect(view.expanded).toBe(true);
    expect(view.options.map((o) => o.key)).toEqual(['stock:NVDA', 'stock:NVDL', 'articles']);
    expect(view.announcement).toBe('2 檔股票建議，使用上下鍵選擇。');
  });

  it('a stale answer arriving after a newer one is dropped', () => {
    const { state, view } = run([...typing('n', 'nv'), { type: 'answered', ask: 2, answer: answer('nv', [nvda]) }, { type: 'answered', ask: 1, answer: answer('n', [nvdl]) }]);
    expect(state.last).toEqual({ typed: 'nv', answer: answer('nv', [nvda]) });
    expect(view.options.map((o) => o.key)).toEqual(['stock:NVDA', 'articles']);
  });

  it('an answer to an overtaken ask never shows, even for the same text typed again (an aborted ask answers null)', () => {
    const { state, view } = run([...typing('nv', 'nvd', 'nv'), { type: 'answered', ask: 1, answer: null }]);
    expect(state.last).toBe(null);
    expect(view.failed).toBe(false);
    expect(state.asking).toBe(3);
  });

  it('keeps the previous suggestions while the next answer is on its way', () => {
    const { view } = run(typing('nvd'), answered().state);
    expect(view.options.map((o) => o.key)).toEqual(['stock:NVDA', 'stock:NVDL', 'articles']);
    expect(view.announcement).toBe('2 檔股票建議，使用上下鍵選擇。');
  });

  it('a failed answer still offers the article search and says so', () => {
    const { view } = run([...typing('nv'), { type: 'answered', ask: 1, answer: null }]);
    expect(view.failed).toBe(true);
    expect(view.options.map((o) => o.kind)).toEqual(['articles']);
    expect(view.announcement).toBe('暫時無法提供股票建議，仍可搜尋文章。');
  });

  it('no match offers the article search for the keyword', () => {
    const { view } = run([...typing(' zzz '), { type: 'answered', ask: 1, answer: answer('zzz', []) }]);
    expect(view.noMatch).toBe(true);
    expect(view.announcement).toBe('找不到符合的股票，可搜尋文章「zzz」。');
  });

  it('a closed list announces nothing', () => {
    expect(run([{ type: 'blur' }], answered().state).view.announcement).toBe('');
  });
});

describe('text typed before hydration ("nvda" became "vda")', () => {
  it('is taken as typed: the field keeps it, suggestions are asked for, the list opens if the field has the focus', () => {
    const { state, effects } = run([{ type: 'typed-before-hydration', value: 'nvda', focused: true }]);
    expect(state.typed).toBe('nvda');
    expect(state.open).toBe(true);
    expect(asks(effects)).toEqual([{ type: 'ask', ask: 1, query: 'nvda', delayMs: SUGGEST_DEBOUNCE_MS }]);
    // Typing on extends it.
    expect(run(typing('nvdaq'), state).state.typed).toBe('nvdaq');
  });

  it('a field the reader has left keeps its text with the list closed', () => {
    const { state, view } = run([
      { type: 'typed-before-hydration', value: 'nv', focused: false },
      { type: 'answered', ask: 1, answer: answer('nv', [nvda, nvdl]) },
    ]);
    expect(state.typed).toBe('nv');
    expect(view.expanded).toBe(false);
  });
});

describe('the keyboard', () => {
  const key = (k: string): StockSearchEvent => ({ type: 'key', key: k });

  it('↓/↑ open the list and move through the options, wrapping; a closed list starts afresh', () => {
    const start = answered().state;
    expect(run([key('ArrowDown')], start).state.active).toBe(0);
    expect(run([key('ArrowDown'), key('ArrowDown'), key('ArrowDown'), key('ArrowDown')], start).state.active).toBe(0);
    expect(run([key('ArrowUp')], start).state.active).toBe(2);
    const { state, effects } = run([key('ArrowDown'), key('ArrowDown'), { type: 'blur' }, key('ArrowDown')], start);
    expect(state).toMatchObject({ open: true, active: 0 });
    expect(effects).toEqual([0, 1, 2].map(() => ({ type: 'prevent-default', stopPropagation: false })));
  });

  it('Enter opens the active option and clears the search', () => {
    const { state, effects } = run([key('ArrowDown'), key('ArrowDown'), key('Enter')], answered().state);
    expect(effects.slice(-2)).toEqual([
      { type: 'prevent-default', stopPropagation: false },
      { type: 'leave', href: '/stock/NVDL/info' },
    ]);
    expect(state).toMatchObject({ typed: '', open: false, active: -1 });
  });

  it('Enter with no option active is left to the form (submit)', () => {
    expect(run([key('Enter')], answered().state).effects).toEqual([]);
  });

  it('Esc closes the list first, then clears the text (holding the key from a surrounding dialog), then lets it through', () => {
    const closed = run([key('Escape')], answered().state);
    expect(closed.state).toMatchObject({ open: false, typed: 'nv' });
    expect(closed.effects).toEqual([{ type: 'prevent-default', stopPropagation: true }]);
    const cleared = run([...typing('nvd'), key('Escape'), key('Escape')], answered().state);
    expect(cleared.state.typed).toBe('');
    expect(cleared.effects.slice(-2)).toEqual([{ type: 'prevent-default', stopPropagation: true }, { type: 'cancel-ask' }]);
    expect(run([key('Escape')], cleared.state).effects).toEqual([]);
  });

  it('other keys change nothing', () => {
    const start = answered().state;
    expect(run([key('a'), key('Tab')], start)).toMatchObject({ state: start, effects: [] });
  });
});

describe('the pointer and the form', () => {
  it('hovering makes an option active; a click goes there', () => {
    const hovered = run([{ type: 'hover', index: 1 }], answered().state);
    expect(hovered.state.active).toBe(1);
    expect(run([{ type: 'choose', index: 2 }], hovered.state).effects).toEqual([{ type: 'leave', href: '/search/nv' }]);
    expect(run([{ type: 'choose', index: 7 }], hovered.state).effects).toEqual([]);
  });

  it('a focus opens the list again', () => {
    expect(run([{ type: 'blur' }, { type: 'focus' }], answered().state).view.expanded).toBe(true);
  });

  it('submitting goes to the stock the text names, else the article search; before any answer the server decides', () => {
    const named = run([...typing('nvda'), { type: 'answered', ask: 1, answer: answer('nvda', [nvda, nvdl], nvda) }, { type: 'submit' }]);
    expect(named.effects.slice(-2)).toEqual([
      { type: 'prevent-default', stopPropagation: false },
      { type: 'leave', href: '/stock/NVDA/info' },
    ]);
    expect(run([{ type: 'submit' }], answered().state).effects.at(-1)).toEqual({ type: 'leave', href: '/search/nv' });
    expect(run([...typing('nvda'), { type: 'submit' }]).effects.filter((e) => e.type !== 'ask')).toEqual([]);
    // A failed answer too: the server's /search still finds a named stock.
    expect(run([...typing('nv'), { type: 'answered', ask: 1, answer: null }, { type: 'submit' }]).effects.filter((e) => e.type !== 'ask')).toEqual([]);
  });

  it('an empty or blank search is not sent', () => {
    expect(run([{ type: 'submit' }]).effects).toEqual([{ type: 'prevent-default', stopPropagation: false }]);
    expect(run([...typing('  '), { type: 'submit' }]).effects).toEqual([{ type: 'prevent-default', stopPropagation: false }]);
  });
});
