import { FEED_PAGE_SIZE } from '../list/feed-source';
import { ARTICLE_DEFAULTS, getUnlockedArticles, type UnlockedPage } from '@/lib/upstream/article';
import type { UpstreamContext } from '@/lib/upstream/http';

/**
 * One page of the signed-in member's unlocked articles (unlock type
 * bonusPoint, order articleUpdate), the same page size as every other article list. Shared by the
 * page's first render and the "load more" server function, so both ask the same question.
 */
export async function fetchUnlockedPage(ctx: UpstreamContext, cursor: string | null): Promise<UnlockedPage> {
  return await getUnlockedArticles(ctx, { unlockType: ARTICLE_DEFAULTS.unlockType, orderType: ARTICLE_DEFAULTS.unlockedOrderType, startCursor: cursor, fetch: FEED_PAGE_SIZE });
}
