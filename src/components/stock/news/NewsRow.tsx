import { css, cx } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { formatDateTime } from '@/lib/format/dates';
import type { StockNewsItem } from '@/lib/upstream/business';
import { rowRuleClass } from '@/components/ui/data-table-styles';
import { ExpandableNews } from './ExpandableNews';
import { isWellFormedNewsId, newsArticleHref } from './news-id';

/** A row's least height: a two-line headline, two lines of summary and the source line. */
export const NEWS_ROW_HEIGHT = 112;

/** One row of the news tab's list (the first page, and each page a reader appends). */
export function NewsRow({ stockId, item }: { stockId: string; item: StockNewsItem }) {
  const linkable = isWellFormedNewsId(item.id);
  return (
    <li className={rowClass} data-testid="news-item" data-news-id={item.id}>
      <ExpandableNews
        stockId={stockId}
        newsId={linkable ? item.id : null}
        href={linkable ? newsArticleHref(stockId, item.id) : null}
        title={item.title}
        summary={item.summary}
        meta={
          <>
            {item.source} · <time dateTime={item.publishedAt}>{formatDateTime(item.publishedAt)}</time>
          </>
        }
      />
    </li>
  );
}

export const newsListClass = css({ listStyle: 'none', m: 0, p: 0, bg: 'surface', borderRadius: 'lg', border: '1px solid token(colors.line)' });
const rowClass = cx(rowRuleClass, css(focusRing.raw({ offset: 'inset' }), { minH: `${NEWS_ROW_HEIGHT}px`, px: '4', py: '3' }));
