import { css } from 'styled-system/css';
import { focusRing, segment, segmentTrack } from '@/components/ui/control-styles';
import { ORDER_TYPE_LABELS, SEARCH_TYPE_LABELS, searchHref } from '@/lib/articles/search-params';
import { ORDER_TYPES, type OrderType, SEARCH_TYPES, type SearchType } from '@/lib/upstream/article/schemas';

/** Results of each search field: a count, null when the count could not be had, undefined while it streams in. */
export type SearchTypeCounts = Partial<Record<SearchType, number | null>>;

const countText = (count: number) => (count > 999 ? '999+' : String(count));

/**
 * The search page's switches: what to search in (tags, stockTags, title, content), each
 * with its number of results (a reader who gets 0 under 標籤 sees 「股票代號 (8)」 and can
 * switch), and the order (updatedAt, totalViews). Plain links with ?type= / ?order=, the current one
 * marked aria-current; switching starts from the first page. The counts stream in (SearchTypeCountsLoader);
 * their boxes keep one width, so nothing moves when they arrive. `type` null: the URL names no field and
 * the field shown is not yet picked (it comes with the counts), so none is marked; the order links keep
 * it unnamed.
 */
export function SearchFilters({ keyword, type, order, counts }: { keyword: string; type: SearchType | null; order: OrderType; counts?: SearchTypeCounts | undefined }) {
  return (
    <div className={barClass}>
      {/* While the counts stream in, this is the Suspense fallback: other test ids, as both are in the document until React swaps them. */}
      <nav aria-label="搜尋範圍" data-testid={counts === undefined ? 'search-type-switch-pending' : 'search-type-switch'} aria-busy={counts === undefined || undefined} className={typeNavClass}>
        <ul className={typeGroupClass}>
          {SEARCH_TYPES.map((option) => {
            const count = counts?.[option];
            return (
              <li key={option}>
                <a href={searchHref(keyword, { type: option, order })} aria-current={option === type ? 'page' : undefined} className={tabClass} data-search-type={option}>
                  {SEARCH_TYPE_LABELS[option]}
                  <span className={countClass} data-testid="search-type-count" aria-hidden={count === undefined || count === null || undefined}>
                    {count === undefined ? '' : count === null ? '' : `(${countText(count)})`}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-label="排序" data-testid={counts === undefined ? 'search-order-switch-pending' : 'search-order-switch'}>
        <ul className={groupClass}>
          {ORDER_TYPES.map((option) => (
            <li key={option}>
              <a href={searchHref(keyword, { type: type ?? undefined, order: option })} aria-current={option === order ? 'page' : undefined} className={orderClass} data-order-type={option}>
                {ORDER_TYPE_LABELS[option]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

const barClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2', minH: '40px' });
const groupClass = css(segmentTrack.raw(), { display: 'flex', flexWrap: 'wrap' });
// Four switches in one row on a phone too (a wrapped row reads as two groups).
const typeNavClass = css({ w: '100%', tablet: { w: 'auto' } });
const typeGroupClass = css(segmentTrack.raw(), { display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', tablet: { display: 'flex' } });
const tabClass = css(segment.raw({ current: 'raised' }), focusRing.raw(), { px: '1', fontSize: '14px', textAlign: 'center', whiteSpace: 'nowrap', tablet: { px: '2.5' } });
// Room for "(8)" before the count arrives, so the switches hardly move when it does.
const countClass = css({ display: 'inline-block', minW: '3ch', ml: '0.5', fontSize: '12px', fontVariantNumeric: 'tabular-nums', textAlign: 'left' });
const orderClass = css(segment.raw({ current: 'plain' }), focusRing.raw(), { px: '3', fontSize: '13px' });
