'use client';

import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { useRouter } from 'waku/router/client';
import { navigateInSite } from '@/components/runtime/site-navigation';
import type { Unstable_RouteHref } from 'waku/router/client-core';
import { MAX_KEYWORD_LENGTH } from '@/lib/articles/search-params';
import type { StockSuggestion, StockSuggestionsAnswer } from '@/lib/directory/suggestion';
import { popover, textInput } from '@/components/ui/control-styles';
import { SearchIcon } from '@/components/ui/icons';
import { SecurityName } from '../ui/SecurityName';
import { srOnly } from '../ui/Skeleton';
import { ARTICLE_SEARCH_LABEL, enterTarget, moveActive, type SearchOption, searchOptions } from './stock-search-options';
import { fetchSuggestions } from './suggestions-client';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Wait this long after the last keystroke before asking (typing "nvda" asks once, not four times). */
export const SUGGEST_DEBOUNCE_MS = 120;

type Answer = { typed: string; answer: StockSuggestionsAnswer | null };

const KIND_LABELS: Record<StockSuggestion['kind'], string | null> = { stock: null, etf: 'ETF', index: '指數' };


/**
 * The stock and article search of the header, the phone search panel and the drawer (issue 10 §2):
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
  const [typed, setTyped] = useState('');
  const [last, setLast] = useState<Answer | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLFormElement>(null);
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // Ask for suggestions once the reader pauses; a newer keystroke aborts the older request.
  useEffect(() => {
    const query = typed.trim();
    if (query === '') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchSuggestions(query, controller.signal).then((answer) => {
        if (!controller.signal.aborted) setLast({ typed, answer });
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [typed]);

  const current = last?.typed === typed ? last : null;
  // While the next answer is on its way, the previous suggestions stay (no flicker on every keystroke).
  const stocks = typed.trim() === '' ? [] : (current ?? last)?.answer?.items ?? [];
  const options = searchOptions(typed, stocks);
  const expanded = open && options.length > 0;
  const failed = current !== null && current.answer === null;
  const noMatch = current?.answer !== null && current?.answer?.items.length === 0;
  const keyword = options.at(-1)?.kind === 'articles' ? (options.at(-1) as Extract<SearchOption, { kind: 'articles' }>).keyword : typed;

  const go = (href: string) => {
    setOpen(false);
    setActive(-1);
    setTyped('');
    inputRef.current?.blur();
    onNavigate?.();
    // `href` is computed (a stock page or a search), so it is not one of the typed routes src/pages.gen.ts
    // lists once `waku dev` has written it (that file is not committed, so the type differs by machine).
    navigateInSite(href, (to) => router.push(to as Unstable_RouteHref));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      setActive((index) => moveActive(open ? index : -1, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
      return;
    }
    if (event.key === 'Enter' && expanded && active >= 0) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        go(option.href);
      }
      return;
    }
    if (event.key === 'Escape') {
      // Handled here, so a surrounding dialog (the panel, the drawer) only closes on a second Esc.
      if (expanded) {
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (typed !== '') {
        event.preventDefault();
        event.stopPropagation();
        setTyped('');
      }
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const target = enterTarget(typed, current?.answer?.named ?? null);
    if (!target) {
      event.preventDefault();
      return;
    }
    // Without an answer yet the server decides (GET /search?q=…): a named stock goes to its page.
    if (!current?.answer) return;
    event.preventDefault();
    go(target);
  };

  const announcement = !expanded
    ? ''
    : failed
      ? '暫時無法提供股票建議，仍可搜尋文章。'
      : noMatch
        ? `找不到符合的股票，可搜尋文章「${keyword}」。`
        : `${stocks.length} 檔股票建議，使用上下鍵選擇。`;

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
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!(event.relatedTarget instanceof Node) || !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <div className={cx(fieldClass, layout === 'popup' ? popupFieldClass : inlineFieldClass)}>
        <SearchIcon size={18} className={iconClass} />
        <input
          ref={inputRef}
          type="search"
          name="q"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
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
                onMouseMove={() => setActive(index)}
                onClick={() => go(option.href)}
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

function StockOptionContent({ stock }: { stock: StockSuggestion }) {
  const kind = KIND_LABELS[stock.kind];
  return (
    <>
      <span className={tickerClass}>{stock.id}</span>
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
