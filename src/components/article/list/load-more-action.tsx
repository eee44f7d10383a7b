'use server';

import type { ReactNode } from 'react';
import { isBadRequest, isWellFormedCursor } from '@/lib/articles/cursor';
import { refuseCall } from '@/lib/server/refuse-call';
import { getUpstreamContext } from '@/lib/server/request-context';
import { ArticleItems } from './ArticleItems';
import { authorsFor, fetchFeedPage, parseFeedSource } from './feed-source';

export interface MoreArticles {
  /** The next page's rows, rendered on the server (an RSC payload: no list code ships to the browser). */
  items: ReactNode;
  nextCursor: string | null;
}

/**
 * The server function behind "載入更多": the page after `cursor` of `source`. Both arguments come
 * from the browser, so they are parsed like any request; anything off, or an upstream failure,
 * rejects, and the button falls back to following its link (which renders that page whole and
 * copes with a refused cursor itself).
 */
export async function loadMoreArticles(sourceInput: unknown, cursorInput: unknown): Promise<MoreArticles> {
  const source = parseFeedSource(sourceInput);
  if (!source || !isWellFormedCursor(cursorInput)) refuseCall('Not a list this site shows');
  const ctx = getUpstreamContext();
  const page = await fetchFeedPage(ctx, source, cursorInput).catch((error: unknown) => {
    // The service refused the cursor (tampered, or from another list): the caller's mistake, not ours.
    if (isBadRequest(error)) refuseCall('The list refused this cursor');
    throw error;
  });
  const authors = await authorsFor(ctx, page.articles);
  return { items: <ArticleItems articles={page.articles} authors={authors} />, nextCursor: page.nextCursor };
}
