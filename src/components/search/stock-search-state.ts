import type { StockSuggestionsAnswer } from '@/lib/stock/suggestion';
import type { Step } from '../ui/use-machine';
import { enterTarget, moveActive, type SearchOption, searchOptions } from './stock-search-options';

/**
 * The header search's combobox as a pure machine: StockSearch renders the state and
 * runs the effects. Typing asks for suggestions once the reader pauses (a newer keystroke cancels
 * the older ask, and an answer to anything but the latest ask is dropped, so a slow answer never
 * overwrites a newer one); ↓/↑ move through the options, Enter opens the active one (or, with none
 * active, the stock the text names, else the article search), Esc closes the list, then clears the text.
 */
export const SUGGEST_DEBOUNCE_MS = 120;

type Answer = { typed: string; answer: StockSuggestionsAnswer | null };

export interface StockSearchState {
  typed: string;
  /** The latest answer taken, and the text it answered (kept while the next is on its way). */
  last: Answer | null;
  open: boolean;
  /** The active option's index, -1 for none. */
  active: number;
  /** The number of the ask whose answer is awaited (null: none); each ask has the next number. */
  asking: number | null;
  asks: number;
}

export type StockSearchEvent =
  | { type: 'input'; value: string }
  /**
   * The field held text when React took it over: typed into the server's HTML before hydration
   * (else "nvda" became "vda"). `focused`: the reader is still in the field, so the list may open.
   */
  | { type: 'typed-before-hydration'; value: string; focused: boolean }
  | { type: 'focus' }
  /** The focus left the search (not to one of its own options). */
  | { type: 'blur' }
  | { type: 'key'; key: string }
  | { type: 'submit' }
  | { type: 'hover'; index: number }
  | { type: 'choose'; index: number }
  /** fetchSuggestions answered ask number `ask` (null: it failed). */
  | { type: 'answered'; ask: number; answer: StockSuggestionsAnswer | null };

export type StockSearchEffect =
  /** After `delayMs`, ask for `query`'s suggestions (cancelling any earlier ask), then send `answered`. */
  | { type: 'ask'; ask: number; query: string; delayMs: number }
  | { type: 'cancel-ask' }
  /** On the key or submit event being handled: this machine dealt with it. */
  | { type: 'prevent-default'; stopPropagation: boolean }
  /** Blur the field, tell the surrounding panel, and go to `href`. */
  | { type: 'leave'; href: string };

export const initialStockSearchState = (): StockSearchState => ({ typed: '', last: null, open: false, active: -1, asking: null, asks: 0 });

/** What the view shows for a state. */
export function stockSearchView(state: StockSearchState) {
  const { typed, last, open } = state;
  const current = last?.typed === typed ? last : null;
  // While the next answer is on its way, the previous suggestions stay (no flicker on every keystroke).
  const stocks = typed.trim() === '' ? [] : ((current ?? last)?.answer?.items ?? []);
  const options = searchOptions(typed, stocks);
  const expanded = open && options.length > 0;
  const failed = current !== null && current.answer === null;
  const noMatch = current?.answer !== null && current?.answer?.items.length === 0;
  const final = options.at(-1);
  const keyword = final?.kind === 'articles' ? final.keyword : typed;
  const announcement = !expanded ? '' : failed ? '暫時無法提供股票建議，仍可搜尋文章。' : noMatch ? `找不到符合的股票，可搜尋文章「${keyword}」。` : `${stocks.length} 檔股票建議，使用上下鍵選擇。`;
  return { current, options, expanded, failed, noMatch, announcement };
}

type Out = Step<StockSearchState, StockSearchEffect>;
const to = (state: StockSearchState, ...effects: StockSearchEffect[]): Out => ({ state, effects });
const held = (stopPropagation: boolean): StockSearchEffect => ({ type: 'prevent-default', stopPropagation });

/** New text: the older ask is cancelled, and a new one made unless the text is blank. */
function withTyped(state: StockSearchState, typed: string): Out {
  if (typed === state.typed) return to(state);
  const query = typed.trim();
  if (query === '') return to({ ...state, typed, asking: null }, ...(state.asking === null ? [] : [{ type: 'cancel-ask' } as const]));
  const ask = state.asks + 1;
  return to({ ...state, typed, asking: ask, asks: ask }, { type: 'ask', ask, query, delayMs: SUGGEST_DEBOUNCE_MS });
}

/** Off to `href`: the list closes and the text clears first. */
function leave(state: StockSearchState, href: string, ...before: StockSearchEffect[]): Out {
  const cleared = withTyped({ ...state, open: false, active: -1 }, '');
  return to(cleared.state, ...before, ...cleared.effects, { type: 'leave', href });
}

function onKey(state: StockSearchState, key: string): Out {
  const { options, expanded } = stockSearchView(state);
  if (key === 'ArrowDown' || key === 'ArrowUp') {
    const active = moveActive(state.open ? state.active : -1, options.length, key);
    return to({ ...state, open: true, active }, held(false));
  }
  if (key === 'Enter' && expanded && state.active >= 0) {
    const option: SearchOption | undefined = options[state.active];
    return option ? leave(state, option.href, held(false)) : to(state);
  }
  if (key === 'Escape') {
    // Held here, so a surrounding dialog (the panel, the drawer) only closes on a second Esc.
    if (expanded) return to({ ...state, open: false, active: -1 }, held(true));
    if (state.typed !== '') {
      const cleared = withTyped(state, '');
      return to(cleared.state, held(true), ...cleared.effects);
    }
  }
  return to(state);
}

export function stockSearchStep(state: StockSearchState, event: StockSearchEvent): Out {
  switch (event.type) {
    case 'input':
      return withTyped({ ...state, open: true, active: -1 }, event.value);
    case 'typed-before-hydration':
      return withTyped({ ...state, open: event.focused, active: -1 }, event.value);
    case 'focus':
      return to({ ...state, open: true });
    case 'blur':
      return to({ ...state, open: false });
    case 'key':
      return onKey(state, event.key);
    case 'submit': {
      const { current } = stockSearchView(state);
      const target = enterTarget(state.typed, current?.answer?.named ?? null);
      if (!target) return to(state, held(false));
      // Without an answer yet the server decides (GET /search?q=…): a named stock goes to its page.
      if (!current?.answer) return to(state);
      return leave(state, target, held(false));
    }
    case 'hover':
      return to({ ...state, active: event.index });
    case 'choose': {
      const option = stockSearchView(state).options[event.index];
      return option ? leave(state, option.href) : to(state);
    }
    case 'answered':
      // An answer to an ask since cancelled or overtaken (the reader typed on, cleared, or left).
      if (event.ask !== state.asking) return to(state);
      return to({ ...state, asking: null, last: { typed: state.typed, answer: event.answer } });
  }
}
