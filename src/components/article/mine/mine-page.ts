import { FEED_PAGE_SIZE } from '../list/feed-source';
import { ARTICLE_DEFAULTS, getAuthorOwnership, type Ownership } from '@/lib/upstream/article';
import type { UpstreamContext } from '@/lib/upstream/http';

/**
 * One page of an author's articles in every status, newest update first, 10 a page (decision 028:
 * GET /api/Author/{id}/Ownership with the spec's cursor fields). Shared by the page's first render
 * and the 載入更多 server function, so both ask the same question.
 */
export async function fetchMinePage(ctx: UpstreamContext, authorId: number, cursor: string | null): Promise<Ownership> {
  return await getAuthorOwnership(ctx, authorId, { startCursor: cursor, orderType: ARTICLE_DEFAULTS.orderType, fetch: FEED_PAGE_SIZE });
}
