import { css } from 'styled-system/css';
import { ORDER_TYPE_LABELS, SEARCH_TYPE_LABELS, searchHref } from '../../lib/articles/search-params';
import { ORDER_TYPES, type OrderType, SEARCH_TYPES, type SearchType } from '../../lib/upstream/article/schemas';

/**
 * The search page's switches (spec §3): what to search in (tags, stockTags, title, content) and
 * the order (updatedAt, totalViews). Plain links with ?type= / ?order=, the current one marked
 * aria-current; switching starts from the first page.
 */
export function SearchFilters({ keyword, type, order }: { keyword: string; type: SearchType; order: OrderType }) {
  return (
    <div className={barClass}>
      <nav aria-label="搜尋範圍" data-testid="search-type-switch">
        <ul className={groupClass}>
          {SEARCH_TYPES.map((option) => (
            <li key={option}>
              <a href={searchHref(keyword, { type: option, order })} aria-current={option === type ? 'page' : undefined} className={tabClass} data-search-type={option}>
                {SEARCH_TYPE_LABELS[option]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="排序" data-testid="search-order-switch">
        <ul className={groupClass}>
          {ORDER_TYPES.map((option) => (
            <li key={option}>
              <a href={searchHref(keyword, { type, order: option })} aria-current={option === order ? 'page' : undefined} className={orderClass} data-order-type={option}>
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
const groupClass = css({ display: 'flex', gap: '1', listStyle: 'none', m: 0, p: '1', bg: '#e9edf3', borderRadius: 'md' });
const tabClass = css({
  display: 'block',
  px: '3',
  py: '1',
  fontSize: '14px',
  borderRadius: 'sm',
  color: 'muted',
  _hover: { color: 'brand' },
  '&[aria-current="page"]': { bg: 'surface', color: 'brand', fontWeight: 700, boxShadow: '0 1px 2px rgba(15,30,60,0.12)' },
  _focusVisible: { outline: '2px solid token(colors.brand)' },
});
const orderClass = css({
  display: 'block',
  px: '3',
  py: '1',
  fontSize: '13px',
  borderRadius: 'sm',
  color: 'muted',
  _hover: { color: 'brand' },
  '&[aria-current="page"]': { bg: 'surface', color: 'ink', fontWeight: 700 },
  _focusVisible: { outline: '2px solid token(colors.brand)' },
});
