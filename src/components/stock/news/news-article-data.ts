import { cache } from 'react';
import { markMainContentUnavailable } from '@/lib/server/main-content-unavailable';
import { getUpstreamContext, notFound } from '@/lib/server/request-context';
import { getStockNewsArticle, type StockNewsArticle } from '@/lib/upstream/business';
import { UpstreamError } from '@/lib/upstream/errors';
import type { StockId } from '@protocol/stock-id';

/** The detail page's item, or an outage the page shows as its error state (and the edge answers 503). */
export type NewsArticleLoad = { kind: 'ok'; article: StockNewsArticle } | { kind: 'error' };

/**
 * The item of /stock/{id}/news/{newsId}, once per request. An item the service does not have (never
 * had, or no longer) is the 404 page; the page awaits this before its first <Suspense>, while the
 * status can still change. An outage is not the reader's fault: the page says so, and the edge
 * answers 503 so that a crawler does not index the error as the story.
 */
export const loadNewsArticle = cache(async (stockId: StockId, newsId: string): Promise<NewsArticleLoad> => {
  try {
    return { kind: 'ok', article: await getStockNewsArticle(getUpstreamContext(), stockId, newsId) };
  } catch (err) {
    if (err instanceof UpstreamError && (err.status === 404 || err.status === 400)) return notFound();
    console.error(`[news] ${stockId} ${newsId}`, err);
    markMainContentUnavailable(`news ${stockId} ${newsId}: the business service failed and no copy was cached`);
    return { kind: 'error' };
  }
});
