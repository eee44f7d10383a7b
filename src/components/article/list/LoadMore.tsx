'use client';

import { Fragment, type MouseEvent, type ReactNode, startTransition, useState } from 'react';
import { withCursor } from '@/lib/articles/cursor';
import { loadMoreVersions } from '../preview/load-more-versions-action';
import type { VersionsListRef } from '../preview/versions-list-ref';
import { loadMoreUnlocked } from '../purchase/load-more-unlocked-action';
import type { FeedSource } from './feed-source';
import { loadMoreArticles } from './load-more-action';
import { ListEndNote } from './feed-parts';
import { LOAD_MORE_SLOT_CLASS, loadMoreLinkClass } from './load-more-style';
import { useHydrated } from '@/components/ui/use-hydrated';

/**
 * "載入更多": a plain link to the next page (`?cursor=…`), which is all there is without
 * JavaScript. With it, a click asks the server function for the next page's rows and appends them
 * here, and the link moves on to the page after; if that fails for any reason, the click simply
 * follows the link. Modified clicks (new tab…) are left to the browser.
 *
 * `list` names where the rows come from: a public list (`source`), the signed-in member's
 * unlocked articles (/article/purchase), whose server function takes no source at all, or an
 * article's versions (/article/preview). `fragment` ("#versions") makes the plain link land on its
 * list when the list is not at the top of its page.
 */
export type MoreRowsOf = { kind: 'feed'; source: FeedSource } | { kind: 'unlocked' } | { kind: 'versions'; list: VersionsListRef };

function loadMore(list: MoreRowsOf, cursor: string) {
  if (list.kind === 'unlocked') return loadMoreUnlocked(cursor);
  if (list.kind === 'versions') return loadMoreVersions(list.list, cursor);
  return loadMoreArticles(list.source, cursor);
}

export function LoadMore({ list, cursor, hrefBase, fragment = '' }: { list: MoreRowsOf; cursor: string; hrefBase: string; fragment?: string }) {
  const [pages, setPages] = useState<ReactNode[]>([]);
  const [next, setNext] = useState<string | null>(cursor);
  const [loading, setLoading] = useState(false);
  // Set once hydrated: until then a click is the plain link (and tests know when to click).
  const enhanced = useHydrated();

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (next === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const more = await loadMore(list, next);
      // A transition: the new rows may still wait on a chunk of the payload, and the list must stay
      // on screen meanwhile (an urgent update showed the list's skeleton in its place for ~300 ms).
      startTransition(() => {
        setPages((previous) => [...previous, more.items]);
        setNext(more.nextCursor);
        setLoading(false);
      });
    } catch {
      window.location.assign(withCursor(hrefBase, next) + fragment);
    }
  }

  return (
    <>
      {pages.map((items, index) => (
        <Fragment key={index}>{items}</Fragment>
      ))}
      <div className={LOAD_MORE_SLOT_CLASS}>
        {next !== null ? (
          <a href={withCursor(hrefBase, next) + fragment} rel="next" onClick={onClick} aria-busy={loading}
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
    </>
  );
}
