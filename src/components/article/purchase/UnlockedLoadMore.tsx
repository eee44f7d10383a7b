'use client';

import { Fragment, type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { withCursor } from '../../../lib/articles/cursor';
import { endNoteClass, LOAD_MORE_SLOT_CLASS, loadMoreLinkClass } from '../list/load-more-style';
import { loadMoreUnlocked } from './load-more-unlocked-action';
import { PURCHASE_PATH } from './purchase-path';

/**
 * "載入更多" under the unlocked list, behaving like the other lists' button (list/LoadMore.tsx): a
 * plain `?cursor=` link without JavaScript; with it, the next page's rows are appended in place, and
 * any failure falls back to following the link. Its own component because the list's button sends
 * a public list source, while this list is the signed-in member's and takes no source at all.
 */
export function UnlockedLoadMore({ cursor }: { cursor: string }) {
  const [pages, setPages] = useState<ReactNode[]>([]);
  const [next, setNext] = useState<string | null>(cursor);
  const [loading, setLoading] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (next === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const more = await loadMoreUnlocked(next);
      setPages((previous) => [...previous, more.items]);
      setNext(more.nextCursor);
      setLoading(false);
    } catch {
      window.location.assign(withCursor(PURCHASE_PATH, next));
    }
  }

  return (
    <>
      {pages.map((items, index) => (
        <Fragment key={index}>{items}</Fragment>
      ))}
      <div className={LOAD_MORE_SLOT_CLASS}>
        {next !== null ? (
          <a
            href={withCursor(PURCHASE_PATH, next)}
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
          <p className={endNoteClass} data-testid="list-end">
            已經到底了
          </p>
        )}
      </div>
    </>
  );
}
