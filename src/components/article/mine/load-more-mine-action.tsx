'use server';

import type { ReactNode } from 'react';
import { isBadRequest, isWellFormedCursor } from '@/lib/articles/cursor';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { refuseCall } from '@/lib/server/refuse-call';
import { getUpstreamContext } from '@/lib/server/request-context';
import { editorIdOf } from './delete-outcome';
import { fetchMinePage } from './mine-page';
import { MineRows } from './MineRows';

export interface MoreMine {
  /** The next page's rows, rendered on the server: a <tbody> to append to the table. */
  rows: ReactNode;
  nextCursor: string | null;
}

/**
 * The server function behind 載入更多 in 我的文章: the page of `authorId`'s articles after `cursor`.
 * Both arguments come from the browser and are checked; only a signed-in member gets an answer, and
 * the article service gives the list only to the author's editors (an empty page to anyone else).
 * Anything off rejects, and the button follows its plain link instead.
 */
export async function loadMoreMine(authorIdInput: unknown, cursorInput: unknown): Promise<MoreMine> {
  const authorId = editorIdOf(authorIdInput);
  if (authorId === null || !isWellFormedCursor(cursorInput)) refuseCall('Not an author and cursor this site shows');
  if (getSignedInMemberId() === null) refuseCall('Sign in to see your articles', 401);
  const page = await fetchMinePage(getUpstreamContext(), authorId, cursorInput).catch((error: unknown) => {
    if (isBadRequest(error)) refuseCall('The list refused this cursor');
    throw error;
  });
  if (!page.isOwner) refuseCall('Not an author this member may act for');
  return { rows: <MineRows articles={page.articles} />, nextCursor: page.nextCursor };
}
