import { css, cx } from 'styled-system/css';
import { formatDateTime } from '@/lib/format/dates';
import { getUpstreamContext } from '@/lib/server/request-context';
import { UpstreamError } from '@/lib/upstream/errors';
import { getStockNews, type StockNews } from '@/lib/upstream/business';
import { rowRuleClass } from '@/components/ui/data-table-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { ListPager, PAGER_HEIGHT, PagedListEnd, pagedListStackClass, type PagerTexts } from '../layout/ListPager';
import { newsPageHref } from './news-cursor';

export const NEWS_PAGE_SIZE = 10;
const ITEM_HEIGHT = 112;
export const NEWS_LIST_HEIGHT = NEWS_PAGE_SIZE * ITEM_HEIGHT + PAGER_HEIGHT;

/**
 * One page of the stock's news, newest first. Paging is a plain link carrying the service's
 * cursor, so it works without JavaScript and every page has its own URL.
 */
export async function NewsList({ id, cursor }: { id: string; cursor: string | undefined }) {
  let news: StockNews;
  try {
    news = await getStockNews(getUpstreamContext(), id, { fetch: NEWS_PAGE_SIZE, cursor });
  } catch (err) {
    // A cursor the service does not recognise (expired, edited by hand) is the reader's URL, not an outage.
    if (cursor && err instanceof UpstreamError && err.status === 400) return <StaleCursor id={id} />;
    console.error('[news] list', err);
    return <EmptyState kind="error" text="新聞暫時無法載入，請稍後再試。" minHeight={NEWS_LIST_HEIGHT} />;
  }
  if (news.items.length === 0) {
    return cursor ? <StaleCursor id={id} /> : <EmptyState kind="noResult" text="目前沒有這檔股票的相關新聞。" minHeight={ITEM_HEIGHT * 2} />;
  }
  return (
    <div className={pagedListStackClass}>
      <ol className={listClass} data-testid="news-list">
        {news.items.map((item) => (
          <li key={item.id} className={itemClass} data-testid="news-item" data-news-id={item.id}>
            <article>
              <h3 className={titleClass}>{item.title}</h3>
              <p className={summaryClass}>{item.summary}</p>
              <p className={metaClass}>
                {item.source} · <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
              </p>
            </article>
          </li>
        ))}
      </ol>
      <ListPager texts={PAGER} firstHref={cursor ? newsPageHref(id) : undefined} nextHref={news.nextCursor ? newsPageHref(id, news.nextCursor) : undefined} />
    </div>
  );
}

export function NewsListSkeleton() {
  return <Skeleton height={NEWS_LIST_HEIGHT} label="載入新聞…" />;
}

const PAGER: PagerTexts = { label: '新聞分頁', first: '回到最新新聞', next: '更多新聞', nextTestId: 'news-more' };

function StaleCursor({ id }: { id: string }) {
  return <PagedListEnd texts={PAGER} text="這一頁的新聞已經找不到了。" minHeight={ITEM_HEIGHT * 2} firstHref={newsPageHref(id)} />;
}

const listClass = css({ listStyle: 'none', m: 0, p: 0, bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)' });
const itemClass = cx(rowRuleClass, css({ minH: `${ITEM_HEIGHT}px`, px: '4', py: '3' }));
const titleClass = css({ fontSize: '16px', fontWeight: 700, m: 0, lineHeight: '1.5' });
const summaryClass = css({ fontSize: '14px', m: 0, mt: '1', color: 'ink', lineClamp: 2 });
const metaClass = css({ fontSize: '12px', m: 0, mt: '1', color: 'muted' });
