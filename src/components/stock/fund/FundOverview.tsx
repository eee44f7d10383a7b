import { css } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { Link } from 'waku';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { linkTarget } from '../finance/link-target';
import { loadFund } from './fund-data';
import { fundFacts } from './fund-facts';
import type { StockId } from '@protocol/stock-id';

const CELL_HEIGHT = 76;
/** Eight cells: two columns (four rows) on phones, four columns (two rows) from tablet width. */
const PHONE_HEIGHT = 4 * CELL_HEIGHT;
const TABLET_HEIGHT = 2 * CELL_HEIGHT;

/** 基金概況: fees, size, NAV and the premium or discount, the index tracked, age, holdings, asset class. */
export async function FundOverview({ id }: { id: StockId }) {
  const fund = await loadSectionData(() => loadFund(id), '[fund] overview', id);
  if (fund === null) return <EmptyState kind="error" text="基金概況暫時無法載入，請稍後再試。" minHeight={PHONE_HEIGHT} />;
  return (
    <dl className={gridClass} data-testid="fund-overview">
      {fundFacts(fund).map((fact) => (
        <div key={fact.key} className={cellClass} data-fact={fact.key}>
          <dt className={labelClass}>{fact.label}</dt>
          <dd className={valueClass} title={fact.title ?? fact.value}>
            {fact.href ? (
              <Link to={linkTarget(fact.href)} className={linkClass}>
                {fact.value}
              </Link>
            ) : (
              fact.value
            )}
          </dd>
          {fact.note && <dd className={noteClass}>{fact.note}</dd>}
        </div>
      ))}
    </dl>
  );
}

export function FundOverviewSkeleton() {
  return <Skeleton height={PHONE_HEIGHT} label="載入基金概況…" className={skeletonClass} />;
}

const gridClass = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridAutoRows: `${CELL_HEIGHT}px`,
  columnGap: '4',
  m: 0,
  px: '4',
  bg: 'surface',
  borderRadius: 'lg',
  minH: `${PHONE_HEIGHT}px`,
  tablet: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', minH: `${TABLET_HEIGHT}px` },
});
const cellClass = css({ display: 'grid', alignContent: 'center', gap: '0.5', borderBottom: '1px solid token(colors.line)', minW: 0 });
const labelClass = css({ fontSize: '13px', color: 'muted' });
const valueClass = css({ m: 0, fontSize: '16px', fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const noteClass = css({ m: 0, fontSize: '12px', color: 'muted', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const linkClass = css(focusRing.raw(), { color: 'brand', _hover: { textDecoration: 'underline' } });
const skeletonClass = css({ tablet: { height: `${TABLET_HEIGHT}px !important` } });
