'use server';

import { parseStockId } from '@protocol/stock-id';
import { keepUnseen, newsRowKeys } from '@/lib/lists/unique-rows';
import { refuseCall } from '@/lib/server/refuse-call';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getStockNews } from '@/lib/upstream/business';
import { UpstreamError } from '@/lib/upstream/errors';
import type { MoreRows } from '../layout/append-rows';
import { isWellFormedNewsCursor, newsPageHref } from './news-cursor';
import { NEWS_PAGE_SIZE } from './news-page';
import { NewsRow } from './NewsRow';

/**
 * The server function behind 「更多新聞」: the page of the stock's news after `cursor`, as rendered
 * rows with their keys (the list drops any it already shows). Both arguments come from the browser:
 * what cannot be a stock id or a cursor this site wrote, or a cursor or stock the service refuses,
 * is refused (400) and the button follows its link instead, which renders that page whole and says
 * what went wrong itself.
 */
export async function loadMoreNews(stockIdInput: unknown, cursorInput: unknown): Promise<MoreRows> {
  const stockId = typeof stockIdInput === 'string' ? parseStockId(stockIdInput) : null;
  if (stockId === null || !isWellFormedNewsCursor(cursorInput)) refuseCall('Not a news page this site shows');
  const news = await getStockNews(getUpstreamContext(), stockId, { fetch: NEWS_PAGE_SIZE, cursor: cursorInput }).catch((error: unknown) => {
    if (error instanceof UpstreamError && (error.status === 400 || error.status === 404)) refuseCall('The service refused this news page');
    throw error;
  });
  return {
    rows: keepUnseen(news.items, newsRowKeys).map((item) => ({ keys: newsRowKeys(item), node: <NewsRow key={item.id} stockId={stockId} item={item} /> })),
    next: news.nextCursor && isWellFormedNewsCursor(news.nextCursor) ? { cursor: news.nextCursor, href: newsPageHref(stockId, news.nextCursor) } : null,
  };
}
