'use server';

import { isBadRequest, isWellFormedCursor } from '@/lib/articles/cursor';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { previewGuard } from '@/lib/auth/guards';
import { refuseCall } from '@/lib/server/refuse-call';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getArticleVersions, getAuthorOwnership } from '@/lib/upstream/article';
import type { MoreArticles } from '../list/load-more-action';
import { ownershipAnswer, settle } from './preview-access';
import { parseVersionsListRef } from './versions-list-ref';
import { VersionItems } from './VersionItems';

/**
 * The server function behind the preview's 「載入更多」: the page of an article's versions after
 * `cursor`. Everything comes from the browser, so it is checked like the page itself: well-formed
 * ids and cursor, a signed-in member, and the same ownership guard as /article/preview (asked
 * together with the versions call, decided first). Anything off rejects, and the button follows its
 * plain link instead (which answers a non-owner with the 404 page).
 */
export async function loadMoreVersions(listInput: unknown, cursorInput: unknown): Promise<MoreArticles> {
  const list = parseVersionsListRef(listInput);
  if (!list || !isWellFormedCursor(cursorInput)) refuseCall('Not a list this site shows');
  const memberId = getSignedInMemberId();
  if (memberId === null) refuseCall('Sign in to see versions', 401);
  const ctx = getUpstreamContext();
  const article = { articleId: list.articleId, authorId: list.authorId };
  const [ownership, page] = await Promise.all([settle(getAuthorOwnership(ctx, list.authorId)), settle(getArticleVersions(ctx, { ...article, startCursor: cursorInput }))]);
  const decision = previewGuard(memberId, { ...article, version: null }, ownershipAnswer(ownership, 'versions'));
  if (decision.kind === 'unavailable') throw new Error('versions: the ownership check is unavailable');
  // Not the owner: the same answer as a list that does not exist, so nothing is confirmed.
  if (decision.kind !== 'allow') refuseCall('Not a list this site shows');
  if (!page.ok) {
    if (isBadRequest(page.error)) refuseCall('The list refused this cursor');
    throw page.error;
  }
  return { items: <VersionItems versions={page.value.versions} article={article} shownVersion={list.shownVersion} />, nextCursor: page.value.nextCursor };
}
