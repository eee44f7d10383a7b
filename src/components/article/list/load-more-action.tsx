'use server';

import type { ReactNode } from 'react';
import { isWellFormedCursor } from '@/lib/articles/cursor';
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
  if (!source || !isWellFormedCursor(cursorInput)) throw new Error('Not a list this site shows');
  const ctx = getUpstreamContext();
  const page = await fetchFeedPage(ctx, source, cursorInput);
  const authors = await authorsFor(ctx, page.articles);
  return { items: <ArticleItems articles={page.articles} authors={authors} />, nextCursor: page.nextCursor };
}
