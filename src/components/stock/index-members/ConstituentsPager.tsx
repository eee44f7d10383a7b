import { css } from 'styled-system/css';
import { Link } from 'waku';
import { formatInteger } from '@/lib/format/numbers';
import { primaryPillLinkClass, secondaryPillLinkClass } from '@/components/ui/pill-link';
import { linkTarget } from '../finance/link-target';
import { constituentsHref, type ConstituentsView } from './constituents-view';
import { PAGER_HEIGHT } from './layout';

/**
 * 上一頁 · 第 2 / 11 頁 · 下一頁 under the constituents table: plain links to the same sort on
 * the next or previous page, landing on the table's top (its anchor), so paging works without
 * JavaScript and each page has its own URL.
 */
export function ConstituentsPager({ stockId, view, pages }: { stockId: string; view: ConstituentsView; pages: number }) {
  if (pages <= 1) return <div style={{ height: PAGER_HEIGHT }} aria-hidden="true" />;
  return (
    <nav aria-label="成分股分頁" className={pagerClass} style={{ height: PAGER_HEIGHT }}>
      {view.page > 1 ? (
        <Link to={linkTarget(constituentsHref(stockId, { ...view, page: view.page - 1 }))} className={secondaryPillLinkClass} rel="prev" data-testid="constituents-prev">
          上一頁
        </Link>
      ) : (
        <span className={placeholderClass} />
      )}
      <span className={statusClass} aria-current="page" data-testid="constituents-page">
        第 {formatInteger(view.page)} / {formatInteger(pages)} 頁
      </span>
      {view.page < pages ? (
        <Link to={linkTarget(constituentsHref(stockId, { ...view, page: view.page + 1 }))} className={primaryPillLinkClass} rel="next" data-testid="constituents-next">
          下一頁
        </Link>
      ) : (
        <span className={placeholderClass} />
      )}
    </nav>
  );
}

const pagerClass = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: '3',
  '& > :first-child': { justifySelf: 'end' },
  '& > :last-child': { justifySelf: 'start' },
});
const statusClass = css({ fontSize: '14px', color: 'muted', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
const placeholderClass = css({ display: 'block' });
