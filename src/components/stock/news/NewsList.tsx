import { keepUnseen, newsRowKeys } from '@/lib/lists/unique-rows';
import { getUpstreamContext } from '@/lib/server/request-context';
import { UpstreamError } from '@/lib/upstream/errors';
import { getStockNews, type StockNews } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { AppendPagedList } from '../layout/AppendPagedList';
import { PagedListEnd, type PagerTexts } from '../layout/ListPager';
import { isWellFormedNewsCursor, newsPageHref } from './news-cursor';
import { NEWS_LIST_HEIGHT, NEWS_PAGE_SIZE } from './news-page';
import { NEWS_ROW_HEIGHT, newsListClass, NewsRow } from './NewsRow';
import type { StockId } from '@protocol/stock-id';

/**
 * One page of the stock's news, newest first, each story once (the service's repeats, by id or by
 * headline, are dropped). 「更多新聞」 appends the next page in place; it is a plain link carrying
 * the service's cursor, so paging works without JavaScript and every page has its own URL.
 */
export async function NewsList({ id, cursor }: { id: StockId; cursor: string | undefined }) {
  let news: StockNews;
  try {
    news = await getStockNews(getUpstreamContext(), id, { fetch: NEWS_PAGE_SIZE, cursor });
  } catch (err) {
    // A cursor the service does not recognise (expired, edited by hand) is the reader's URL, not an outage.
    if (cursor && err instanceof UpstreamError && err.status === 400) return <StaleCursor id={id} />;
    console.error('[news] list', err);
    return <EmptyState kind="error" text="新聞暫時無法載入，請稍後再試。" minHeight={NEWS_LIST_HEIGHT} />;
  }
  const items = keepUnseen(news.items, newsRowKeys);
  if (items.length === 0) {
    return cursor ? <StaleCursor id={id} /> : <EmptyState kind="noResult" text="目前沒有這檔股票的相關新聞。" minHeight={NEWS_ROW_HEIGHT * 2} />;
  }
  return (
    <AppendPagedList
      source={{ kind: 'news', stockId: id }}
      rows={items.map((item) => (
        <NewsRow key={item.id} stockId={id} item={item} />
      ))}
      rowKeys={items.flatMap(newsRowKeys)}
      next={news.nextCursor && isWellFormedNewsCursor(news.nextCursor) ? { cursor: news.nextCursor, href: newsPageHref(id, news.nextCursor) } : null}
      firstHref={cursor ? newsPageHref(id) : undefined}
      texts={PAGER}
      listClassName={newsListClass}
      listTestId="news-list"
    />
  );
}

export function NewsListSkeleton() {
  return <Skeleton height={NEWS_LIST_HEIGHT} label="載入新聞…" />;
}

const PAGER: PagerTexts = { label: '新聞分頁', first: '回到最新新聞', next: '更多新聞', nextTestId: 'news-more', unit: '則新聞' };

function StaleCursor({ id }: { id: string }) {
  return <PagedListEnd texts={PAGER} text="這一頁的新聞已經找不到了。" minHeight={NEWS_ROW_HEIGHT * 2} firstHref={newsPageHref(id)} />;
}
