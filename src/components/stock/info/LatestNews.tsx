import { Link } from 'waku';
import { css, cx } from 'styled-system/css';
import { keepUnseen, newsRowKeys } from '@/lib/lists/unique-rows';
import { formatDateTime } from '@/lib/format/dates';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getStockNews } from '@/lib/upstream/business';
import { focusRing } from '@/components/ui/control-styles';
import { rowListClass, rowRuleClass } from '@/components/ui/data-table-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { linkTarget } from '../finance/link-target';
import { isWellFormedNewsId, newsArticleHref } from '../news/news-id';
import type { StockId } from '@protocol/stock-id';

export const LATEST_NEWS_COUNT = 5;
const ROW_HEIGHT = 84;
export const LATEST_NEWS_HEIGHT = LATEST_NEWS_COUNT * ROW_HEIGHT;

/**
 * The stock's latest news headlines, each once, each a link to the item's own page (the news tab
 * has the full list).
 */
export async function LatestNews({ id }: { id: StockId }) {
  const news = await loadSectionData(() => getStockNews(getUpstreamContext(), id, { fetch: LATEST_NEWS_COUNT }), '[stock] news', id);
  if (news === null) return <EmptyState kind="error" text="新聞暫時無法載入，請稍後再試。" minHeight={LATEST_NEWS_HEIGHT} />;
  const items = keepUnseen(news.items, newsRowKeys);
  if (items.length === 0) return <EmptyState kind="noResult" text="目前沒有這檔股票的新聞。" minHeight={LATEST_NEWS_HEIGHT} />;
  return (
    <ol className={rowListClass}>
      {items.map((item) => (
        <li key={item.id} className={rowClass} data-testid="stock-news-item">
          <p className={titleClass}>
            {isWellFormedNewsId(item.id) ? (
              <Link to={linkTarget(newsArticleHref(id, item.id))} className={headlineClass}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </p>
          <p className={metaClass}>
            {item.source} · <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

export function LatestNewsSkeleton() {
  return <Skeleton height={LATEST_NEWS_HEIGHT} label="載入新聞…" />;
}

const rowClass = cx(rowRuleClass, css({ h: `${ROW_HEIGHT}px`, display: 'grid', alignContent: 'center', gap: '1', px: '4' }));
const titleClass = css({ m: 0, fontSize: '15px', fontWeight: 600, lineHeight: '1.4', lineClamp: 2 });
const headlineClass = css(focusRing.raw({ offset: 'tight' }), { color: 'ink', _hover: { color: 'brand', textDecoration: 'underline' } });
const metaClass = css({ m: 0, fontSize: '12px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
