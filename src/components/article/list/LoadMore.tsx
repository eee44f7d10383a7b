'use client';

import { Fragment } from 'react';
import { withCursor } from '@/lib/articles/cursor';
import { loadMoreVersions } from '../preview/load-more-versions-action';
import type { VersionsListRef } from '../preview/versions-list-ref';
import { loadMoreUnlocked } from '../purchase/load-more-unlocked-action';
import type { FeedSource } from './feed-source';
import { loadMoreArticles } from './load-more-action';
import { type AppendedPage, useAppendPages } from './use-append-pages';

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

async function loadMore(list: MoreRowsOf, cursor: string): Promise<AppendedPage> {
  const more = list.kind === 'unlocked' ? await loadMoreUnlocked(cursor) : list.kind === 'versions' ? await loadMoreVersions(list.list, cursor) : await loadMoreArticles(list.source, cursor);
  return { rows: more.items, nextCursor: more.nextCursor };
}

export function LoadMore({ list, cursor, hrefBase, fragment = '' }: { list: MoreRowsOf; cursor: string; hrefBase: string; fragment?: string }) {
  const { pages, slot } = useAppendPages(
    cursor,
    (next) => loadMore(list, next),
    (next) => withCursor(hrefBase, next) + fragment,
  );
  return (
    <>
      {pages.map((items, index) => (
        <Fragment key={index}>{items}</Fragment>
      ))}
      {slot}
    </>
  );
}
