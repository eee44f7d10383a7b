'use server';

import { parseStockId } from '@protocol/stock-id';
import { postRowKeys } from '@/lib/lists/unique-rows';
import { refuseCall } from '@/lib/server/refuse-call';
import { getUpstreamContext } from '@/lib/server/request-context';
import { UpstreamError } from '@/lib/upstream/errors';
import type { MoreRows } from '../layout/append-rows';
import { DiscussionPost } from './DiscussionPost';
import { fetchPostsPage } from './discussion-page';
import { discussionPageHref, formatStartScore, startScoreOf } from './start-score';

/**
 * The server function behind the discussion's 「載入更多」: the posts below `startScore`, as rendered
 * rows with their keys (the list drops any it already shows). Both arguments come from the browser:
 * what cannot be a stock id or a score this site wrote, or a score the forum refuses, is refused
 * (400), and the button follows its link instead.
 */
export async function loadMorePosts(stockIdInput: unknown, startScoreInput: unknown): Promise<MoreRows> {
  const stockId = typeof stockIdInput === 'string' ? parseStockId(stockIdInput) : null;
  const startScore = startScoreOf(startScoreInput);
  if (stockId === null || startScore === undefined) refuseCall('Not a discussion page this site shows');
  const { page, members } = await fetchPostsPage(getUpstreamContext(), stockId, startScore).catch((error: unknown) => {
    if (error instanceof UpstreamError && error.status === 400) refuseCall('The forum refused this page');
    throw error;
  });
  const next = formatStartScore(page.nextStartScore);
  return {
    rows: page.items.map((post) => ({ keys: postRowKeys(post), node: <DiscussionPost key={post.id} post={post} member={members.get(post.memberId)} /> })),
    next: next !== null ? { cursor: next, href: discussionPageHref(stockId, page.nextStartScore) } : null,
  };
}
