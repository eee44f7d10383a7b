'use client';

import { type RefObject, type SyntheticEvent, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { useRouter } from 'waku/router/client';
import { navigateInSite } from '@/components/runtime/site-navigation';
import type { Unstable_RouteHref } from 'waku/router/client-core';
import { MAX_KEYWORD_LENGTH } from '@/lib/articles/search-params';
import type { StockSuggestion } from '@/lib/stock/suggestion';
import { popover, textInput } from '@/components/ui/control-styles';
import { SearchIcon } from '@/components/ui/icons';
import { SecurityName } from '../ui/SecurityName';
import { srOnly } from '../ui/Skeleton';
import { ARTICLE_SEARCH_LABEL } from './stock-search-options';
import { initialStockSearchState, type StockSearchEffect, stockSearchStep, stockSearchView } from './stock-search-state';
import { fetchSuggestions } from './suggestions-client';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useMachine } from '@/components/ui/use-machine';

const KIND_LABELS: Record<StockSuggestion['kind'], string | null> = { stock: null, etf: 'ETF', index: '指數' };

/**
 * The stock and article search of the header, the phone search panel and the drawer:
 * an ARIA 1.2 combobox. Typing asks the Worker for suggestions (debounced); ↓/↑ move through them,
 * Enter opens the active one (or, with none active, the stock the text names, exactly or as the only
 * match, else the article search), Esc closes the list, then clears the text. The last option is always
 * 「搜尋文章：{keyword}」. It is a plain GET form to /search underneath, so it works without JavaScript.
 *
 * `layout`: "popup" lays the list over the page under the field (the header); "inline" puts it in
 * the flow below the field (the full-screen panel and the drawer).
 */
export function StockSearch({
  layout,
  autoFocus = false,
  onNavigate,
  testId,
}: {
  layout: 'popup' | 'inline';
  autoFocus?: boolean;
  /** Called after the search sent the reader somewhere (the panel and the drawer close). */
  onNavigate?: () => void;
  testId?: string;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const pendingAsk = useRef<PendingAsk | null>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const [state, send] = useMachine(stockSearchStep, initialStockSearchState, (effect, send) => {
    switch (effect.type) {
      case 'ask': {
        cancelAsk(pendingAsk);
        const controller = new AbortController();
        const timer = setTimeout(() => {
          void fetchSuggestions(effect.query, controller.signal).then((answer) => send({ type: 'answered', ask: effect.ask, answer }));
        }, effect.delayMs);
        pendingAsk.current = { timer, controller };
        return;
      }
      case 'cancel-ask':
        cancelAsk(pendingAsk);
        return;
      case 'leave':
        inputRef.current?.blur();
        onNavigate?.();
        // `href` is computed (a stock page or a search), so it is not one of the typed routes src/pages.gen.ts
        // lists once `waku dev` has written it (that file is not committed, so the type differs by machine).
        navigateInSite(effect.href, (to) => router.push(to as Unstable_RouteHref));
        return;
      case 'prevent-default':
      // The handler that sent the event does this (holdIfAsked).
    }
  });
  const { typed, active } = state;
  const { options, expanded, failed, noMatch, announcement } = stockSearchView(state);

  // The header's field is live in the server's HTML: what a reader types before hydration stays in the
  // DOM (React hydrates an input without touching its value) but not in the state, so the first render
  // after hydration (useHydrated's, at the latest) would write '' over it: "nvda" became "vda".
  // A layout effect takes it into the state before any such render.
  useLayoutEffect(() => {
    const field = inputRef.current;
    if (field && field.value !== '') send({ type: 'typed-before-hydration', value: field.value, focused: document.activeElement === field });
  }, [send]);
  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);
  // Leaving the page (the panel or drawer closed) drops a pending ask.
  useEffect(() => () => cancelAsk(pendingAsk), []);

  return (
    <form
      ref={rootRef}
      action="/search"
      method="get"
      role="search"
      aria-label="搜尋股票與文章"
      className={cx(rootClass, layout === 'popup' ? popupRootClass : inlineRootClass)}
      data-testid={testId}
      data-hydrated={hydrated ? 'true' : undefined}
      onSubmit={(event) => holdIfAsked(event, send({ type: 'submit' }))}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget)) send({ type: 'blur' });
      }}
    >
      <div className={cx(fieldClass, layout === 'popup' ? popupFieldClass : inlineFieldClass)}>
        <SearchIcon size={18} className={iconClass} />
        <input
          ref={inputRef}
          type="search"
          name="q"
          value={typed}
          onChange={(event) => send({ type: 'input', value: event.target.value })}
          onFocus={() => send({ type: 'focus' })}
          onKeyDown={(event) => holdIfAsked(event, send({ type: 'key', key: event.key }))}
          role="combobox"
          aria-label="搜尋股票代號、公司名稱或文章"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          placeholder="搜尋股票或文章"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={MAX_KEYWORD_LENGTH}
          required
          className={inputClass}
          data-testid="stock-search-input"
        />
      </div>
      <div className={cx(layout === 'popup' ? popupListClass : inlineListClass)} hidden={!expanded} data-testid="stock-search-popup">
        {expanded && (failed || noMatch) && (
          <p className={noteClass} data-testid="stock-search-note">
            {failed ? '暫時無法提供股票建議。' : '找不到符合的股票。'}
          </p>
        )}
        <ul id={listboxId} role="listbox" aria-label="搜尋建議" className={listboxClass}>
          {expanded &&
            options.map((option, index) => (
              <li
                key={option.key}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={optionClass}
                data-testid={option.kind === 'stock' ? 'stock-suggestion' : 'article-search-option'}
                data-stock-id={option.kind === 'stock' ? option.stock.id : undefined}
                // Keep the focus in the field: the click below chooses.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => send({ type: 'hover', index })}
                onClick={() => send({ type: 'choose', index })}
              >
                {option.kind === 'stock' ? <StockOptionContent stock={option.stock} /> : <ArticleOptionContent keyword={option.keyword} />}
              </li>
            ))}
        </ul>
      </div>
      <div role="status" aria-live="polite" className={srOnly}>
        {announcement}
      </div>
    </form>
  );
}

type PendingAsk = { timer: ReturnType<typeof setTimeout>; controller: AbortController };

function cancelAsk(pending: RefObject<PendingAsk | null>) {
  if (!pending.current) return;
  clearTimeout(pending.current.timer);
  pending.current.controller.abort();
  pending.current = null;
}

/** Holds a key or a submit the machine dealt with (so the form is not sent, the surrounding dialog not closed). */
function holdIfAsked(event: SyntheticEvent, effects: readonly StockSearchEffect[]) {
  for (const effect of effects) {
    if (effect.type !== 'prevent-default') continue;
    event.preventDefault();
    if (effect.stopPropagation) event.stopPropagation();
  }
}

function StockOptionContent({ stock }: { stock: StockSuggestion }) {
  const kind = KIND_LABELS[stock.kind];
  return (
    <>
      <span className={tickerClass}>{stock.symbol ?? stock.id}</span>
      <span className={namesClass}>
        <SecurityName stock={stock} className={primaryNameClass} withSymbol={false} />
      </span>
      <span className={badgeClass}>{[stock.exchange, kind].filter(Boolean).join(' · ')}</span>
    </>
  );
}

function ArticleOptionContent({ keyword }: { keyword: string }) {
  return (
    <span className={articleOptionClass}>
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" className={articleIconClass}>
        <path d="M5 4h10l4 4v12H5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 12h8M8 16h6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className={articleTextClass}>
        {ARTICLE_SEARCH_LABEL}
        {keyword}
      </span>
    </span>
  );
}

const rootClass = css({ position: 'relative', minW: 0 });
const popupRootClass = css({ w: '100%', maxW: '320px' });
const inlineRootClass = css({ w: '100%', display: 'grid', gap: '2' });
const fieldClass = css({ position: 'relative', display: 'flex', alignItems: 'center' });
const popupFieldClass = css({ h: '38px' });
const inlineFieldClass = css({ h: '48px' });
const iconClass = css({ position: 'absolute', left: '10px', color: 'muted', pointerEvents: 'none' });
const inputClass = css(textInput.raw(), {
  w: '100%',
  h: '100%',
  pl: '36px',
  pr: '3',
  _placeholder: { color: 'muted' },
  // Amber, not brand blue: in the header the field sits on brand blue.
  _focusVisible: { outline: '3px solid token(colors.accent)', outlineOffset: '0' },
  '&::-webkit-search-cancel-button': { cursor: 'pointer' },
});
const popupListClass = css(popover.raw(), { top: 'calc(100% + 6px)', w: 'min(440px, calc(100vw - 32px))', overflow: 'hidden', py: '1' });
const inlineListClass = css({ bg: 'surface', color: 'ink', borderRadius: 'lg', border: '1px solid token(colors.line)', overflow: 'hidden', py: '1' });
const listboxClass = css({ listStyle: 'none', m: 0, p: 0 });
const noteClass = css({ m: 0, px: '4', py: '2', fontSize: '13px', color: 'muted' });
const optionClass = css({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '3',
  minH: '48px',
  px: '4',
  py: '1.5',
  cursor: 'pointer',
  '&[aria-selected="true"]': { bg: 'blueTint', boxShadow: 'inset 3px 0 0 token(colors.brand)' },
});
const tickerClass = css({ fontWeight: 700, fontSize: '14px', color: 'brand', fontVariantNumeric: 'tabular-nums', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
const namesClass = css({ display: 'grid', minW: 0, lineHeight: '1.35' });
const primaryNameClass = css({ fontSize: '15px', fontWeight: 600 });
const badgeClass = css({ fontSize: '12px', color: 'muted', whiteSpace: 'nowrap' });
const articleOptionClass = css({ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', gap: '2', minW: 0, color: 'brand', fontWeight: 600, fontSize: '15px' });
const articleIconClass = css({ flexShrink: 0 });
const articleTextClass = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
