'use server';

import type { ReactNode } from 'react';
import { parseStockId } from '@protocol/stock-id';
import { refuseCall } from '@/lib/server/refuse-call';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getStockNewsArticle } from '@/lib/upstream/business';
import { UpstreamError } from '@/lib/upstream/errors';
import { NEWS_GONE_TEXT, NEWS_UNAVAILABLE_TEXT, NewsBody, NewsNote } from './NewsBody';
import { isWellFormedNewsId } from './news-id';

/**
 * The server function behind a headline's inline expansion: the item's full text, rendered here
 * (an RSC payload), so a list page carries no bodies until a reader opens one. Both arguments come
 * from the browser and are checked like a URL: anything that cannot be a stock or a news id is
 * refused (400), and the headline then follows its link to the detail page. An item the service
 * no longer has, or a service that is down, is said in place of the text.
 */
export async function readNewsText(stockIdInput: unknown, newsIdInput: unknown): Promise<ReactNode> {
  const stockId = typeof stockIdInput === 'string' ? parseStockId(stockIdInput) : null;
  if (stockId === null || !isWellFormedNewsId(newsIdInput)) refuseCall('Not a news item this site shows');
  try {
    const article = await getStockNewsArticle(getUpstreamContext(), stockId, newsIdInput);
    return <NewsBody paragraphs={article.body} />;
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return <NewsNote text={NEWS_GONE_TEXT} />;
    if (error instanceof UpstreamError && error.status === 400) refuseCall('The service refused this news id');
    console.error('[news] text', stockId, newsIdInput, error);
    return <NewsNote text={NEWS_UNAVAILABLE_TEXT} />;
  }
}
