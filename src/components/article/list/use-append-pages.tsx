'use client';

import { type ReactNode, useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useLoadMoreClick } from '@/components/ui/use-load-more-click';
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
  // Set once hydrated: until then a click is the plain link (and tests know when to click).
  const enhanced = useHydrated();
  const { loading, onClick } = useLoadMoreClick(next === null ? null : { cursor: next, href: hrefOf(next) }, fetchPage, (more) => {
    setPages((previous) => [...previous, more.rows]);
    setNext(more.nextCursor);
  });

  const slot = (
    <div className={LOAD_MORE_SLOT_CLASS}>
      {next !== null ? (
        <a href={hrefOf(next)} rel="next" onClick={onClick} aria-busy={loading} className={loadMoreLinkClass} data-testid="load-more" data-enhanced={enhanced ? 'true' : undefined}>
          {loading ? '載入中…' : '載入更多'}
        </a>
      ) : (
        <ListEndNote />
      )}
    </div>
  );
  return { pages, slot };
}
