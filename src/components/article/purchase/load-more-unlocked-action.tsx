'use server';

import { isBadRequest, isWellFormedCursor } from '@/lib/articles/cursor';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { refuseCall } from '@/lib/server/refuse-call';
import { getUpstreamContext } from '@/lib/server/request-context';
import { ArticleItems } from '../list/ArticleItems';
import { authorsFor } from '../list/feed-source';
import type { MoreArticles } from '../list/load-more-action';
import { fetchUnlockedPage } from './unlocked-page';

/**
 * The server function behind "載入更多" on /article/purchase: the page of the member's unlocked
 * articles after `cursor`. It comes from the browser, so it is checked like any request, and it
 * answers only to a signed-in member (the session cookie, not anything sent). Anything off rejects,
 * and the button follows its plain link instead (which redirects a guest to /article).
 */
export async function loadMoreUnlocked(cursorInput: unknown): Promise<MoreArticles> {
  if (!isWellFormedCursor(cursorInput)) refuseCall('Not a cursor');
  if (getSignedInMemberId() === null) refuseCall('Sign in to see unlocked articles', 401);
  const ctx = getUpstreamContext();
  const page = await fetchUnlockedPage(ctx, cursorInput).catch((error: unknown) => {
    if (isBadRequest(error)) refuseCall('The list refused this cursor');
    throw error;
  });
  const authors = await authorsFor(ctx, page.articles);
  return { items: <ArticleItems articles={page.articles} authors={authors} />, nextCursor: page.nextCursor };
}
