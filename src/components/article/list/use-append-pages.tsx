'use client';

import { type MouseEvent, type ReactNode, startTransition, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ListEndNote } from './feed-parts';
import { LOAD_MORE_SLOT_CLASS, loadMoreLinkClass } from './load-more-style';

/** One more page of a list: its rows (already rendered by the server function) and where the next starts. */
export interface AppendedPage {
  rows: ReactNode;
  nextCursor: string | null;
}

/**
 * 「載入更多」 that appends in place (decision 015): without JavaScript a plain link to the next page
 * (`hrefOf(cursor)`); with it, a click asks `fetchPage` for the next page's rows and appends them,
 * and the link moves on. If that fails, the click follows the link instead. Plain clicks only: a
 * modified click (new tab, new window) keeps the browser's behaviour.
 */
export function useAppendPages(firstCursor: string | null, fetchPage: (cursor: string) => Promise<AppendedPage>, hrefOf: (cursor: string) => string) {
  const [pages, setPages] = useState<ReactNode[]>([]);
  const [next, setNext] = useState<string | null>(firstCursor);
  const [loading, setLoading] = useState(false);
  // Set once hydrated: until then a click is the plain link (and tests know when to click).
  const enhanced = useHydrated();

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (next === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const more = await fetchPage(next);
      // A transition: the new rows may still wait on a chunk of the payload, and the list must stay
      // on screen meanwhile (an urgent update showed the list's skeleton in its place for ~300 ms).
      startTransition(() => {
        setPages((previous) => [...previous, more.rows]);
        setNext(more.nextCursor);
        setLoading(false);
      });
    } catch {
      window.location.assign(hrefOf(next));
    }
  }

  const slot = (
    <div className={LOAD_MORE_SLOT_CLASS}>
      {next !== null ? (
        <a
          href={hrefOf(next)}
          rel="next"
          onClick={onClick}
          aria-busy={loading}
          className={loadMoreLinkClass}
          data-testid="load-more"
          data-enhanced={enhanced ? 'true' : undefined}
        >
          {loading ? '載入中…' : '載入更多'}
        </a>
      ) : (
        <ListEndNote />
      )}
    </div>
  );
  return { pages, slot };
}
