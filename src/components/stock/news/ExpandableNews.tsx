'use client';

import { type MouseEvent, type ReactNode, startTransition, useId, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { isPlainClick } from '@/components/runtime/link-click';
import { expandCaret, focusRing } from '@/components/ui/control-styles';
import { useHydrated } from '@/components/ui/use-hydrated';
import { readNewsText } from './news-text-action';

type TextState = { kind: 'closed' } | { kind: 'loading' } | { kind: 'open' };

/**
 * One news item of the list: its headline is a link to the item's own page (all there is without
 * JavaScript, and what a new tab or a copied link gets). With JavaScript a click opens the full
 * text right here instead, asked of the server only then (readNewsText), so the list keeps its
 * place, its appended pages and the reader's scroll; a second click, or 收合全文, closes it.
 * Should the call fail, the click follows the link. An item whose id this site cannot link
 * (`newsId` null) shows its headline as plain text.
 */
export function ExpandableNews({ stockId, newsId, href, title, summary, meta }: { stockId: string; newsId: string | null; href: string | null; title: string; summary: string; meta: ReactNode }) {
  const [state, setState] = useState<TextState>({ kind: 'closed' });
  // The text once fetched: closing and opening again does not ask the server twice.
  const [text, setText] = useState<ReactNode>(null);
  const headlineRef = useRef<HTMLAnchorElement>(null);
  const textId = useId();
  const enhanced = useHydrated();
  const open = state.kind === 'open';

  async function onHeadlineClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!href || !newsId || !isPlainClick(event)) return;
    event.preventDefault();
    if (state.kind === 'loading') return;
    if (open || text !== null) {
      setState({ kind: open ? 'closed' : 'open' });
      return;
    }
    setState({ kind: 'loading' });
    try {
      const fetched = await readNewsText(stockId, newsId);
      // A transition: the text may still wait on a chunk of the payload, and the list must stay on
      // screen meanwhile (an urgent update would show the section's skeleton in its place).
      startTransition(() => {
        setText(fetched);
        setState({ kind: 'open' });
      });
    } catch {
      window.location.assign(href);
    }
  }

  function close() {
    setState({ kind: 'closed' });
    // The button goes away with the text: the headline it belongs to takes the focus (and comes into view).
    headlineRef.current?.focus();
  }

  return (
    <article className={articleClass}>
      <h3 className={titleClass}>
        {href && newsId ? (
          <a
            ref={headlineRef}
            href={href}
            onClick={onHeadlineClick}
            className={headlineClass}
            aria-expanded={enhanced ? open : undefined}
            aria-controls={enhanced ? textId : undefined}
            data-testid="news-headline"
            data-enhanced={enhanced ? 'true' : undefined}
          >
            {title}
            {/* Once the click opens the text here, say so: a chevron that turns when it is open. */}
            {enhanced && (
              <span aria-hidden="true" className={chevronClass}>
                ▾
              </span>
            )}
          </a>
        ) : (
          title
        )}
      </h3>
      {!open && <p className={summaryClass}>{summary}</p>}
      <p className={metaClass}>{meta}</p>
      {/* Always in the page once hydrated, so aria-controls names an element; empty while closed. */}
      {enhanced && (
        <div id={textId} className={textClass} hidden={state.kind === 'closed'} aria-busy={state.kind === 'loading'} data-testid="news-text">
          {state.kind === 'loading' ? <p className={loadingClass}>載入全文…</p> : open ? text : null}
          {open && (
            <button type="button" onClick={close} className={closeClass}>
              收合全文
            </button>
          )}
        </div>
      )}
    </article>
  );
}

const articleClass = css({ display: 'grid', gap: '1', minW: 0 });
const titleClass = css({ fontSize: '16px', fontWeight: 700, m: 0, lineHeight: '1.5' });
const headlineClass = css(focusRing.raw({ offset: 'tight' }), {
  color: 'ink',
  textDecoration: 'none',
  _hover: { color: 'brand', textDecoration: 'underline' },
  '&[aria-expanded="true"]': { color: 'brand' },
});
const chevronClass = css(expandCaret.raw(), { display: 'inline-block', ml: '1', color: 'brand', fontSize: '14px' });
const summaryClass = css({ fontSize: '14px', m: 0, color: 'ink', lineClamp: 2 });
const metaClass = css({ fontSize: '12px', m: 0, color: 'muted' });
const textClass = css({ display: 'grid', gap: '3', mt: '2', pt: '3', borderTop: '1px dashed token(colors.line)', _hidden: { display: 'none' } });
const loadingClass = css({ m: 0, fontSize: '14px', color: 'muted' });
const closeClass = css(focusRing.raw({ offset: 'outset' }), {
  justifySelf: 'start',
  bg: 'transparent',
  border: 'none',
  p: 0,
  minH: '32px',
  color: 'brand',
  fontSize: '14px',
  fontWeight: 600,
  cursor: 'pointer',
  _hover: { textDecoration: 'underline' },
});
