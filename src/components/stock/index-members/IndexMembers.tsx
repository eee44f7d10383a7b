import { css } from 'styled-system/css';
import { Link } from 'waku';
import { formatDateTime } from '@/lib/format/dates';
import { formatInteger } from '@/lib/format/numbers';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getConstituents } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { primaryPillLinkClass } from '@/components/ui/pill-link';
import { Skeleton } from '@/components/ui/Skeleton';
import { linkTarget } from '../finance/link-target';
import { ConstituentsPager } from './ConstituentsPager';
import { ConstituentsTable, ORDER_WORDS, SORT_COLUMNS } from './ConstituentsTable';
import { CONSTITUENTS_PAGE_SIZE, constituentsHref, type ConstituentsView, DEFAULT_VIEW, pageCount } from './constituents-view';
import { expectedRows, MOVER_LIST_HEIGHT, MOVERS_PHONE_HEIGHT, TABLE_TITLE_HEIGHT, tableBlockHeight } from './layout';
import { MoversList } from './MoversList';
import type { StockId } from '@protocol/stock-id';

const SORT_LABELS = Object.fromEntries(SORT_COLUMNS.map((column) => [column.sort, column.label]));

/** The day's two mover lists, gainers first. */
const MOVER_LISTS = [
  { key: 'gainers', title: '今日漲幅前五', moved: '上漲' },
  { key: 'losers', title: '今日跌幅前五', moved: '下跌' },
] as const;

/**
 * The index's members: the day's five biggest gainers and losers among all of them, then one page
 * (50) of the full list in the order the URL asks for. One upstream call answers both.
 */
export async function IndexMembers({ id, view }: { id: StockId; view: ConstituentsView }) {
  const data = await loadSectionData(() => getConstituents(getUpstreamContext(), id, { ...view, pageSize: CONSTITUENTS_PAGE_SIZE }), '[index] constituents', id);
  if (data === null) return <EmptyState kind="error" text="成分股資料暫時無法載入，請稍後再試。" minHeight={MOVERS_PHONE_HEIGHT} />;
  const pages = pageCount(data.total);
  const scale = Math.max(0.01, ...[...data.gainers, ...data.losers].map((member) => Math.abs(member.changePercent)));
  const sortedBy = view.sort === 'weight' && view.order === 'desc' ? '依權重由高到低排列' : `依${SORT_LABELS[view.sort]}${ORDER_WORDS[view.order]}排列`;
  return (
    <div className={stackClass}>
      <div className={moversClass} data-testid="index-movers">
        {MOVER_LISTS.map(({ key, title, moved }) => (
          <MoversList
            key={key}
            id={`index-${key}`}
            title={title}
            members={data[key]}
            scale={scale}
            emptyText={`今天沒有${moved}的成分股。`}
            fewText={`今天只有 ${formatInteger(data[key].length)} 檔成分股${moved}。`}
          />
        ))}
      </div>
      <div className={tableBlockClass}>
        <div className={tableTitleClass} style={{ height: TABLE_TITLE_HEIGHT }}>
          <h3 className={tableHeadingClass}>成分股一覽</h3>
          <span className={metaClass} data-testid="constituents-meta">
            共 {formatInteger(data.total)} 檔，{sortedBy}（{formatDateTime(data.asOf, 'newYork')}）
          </span>
        </div>
        {data.items.length === 0 ? (
          <div className={stackClass}>
            <EmptyState kind="noResult" text={`沒有第 ${formatInteger(view.page)} 頁：成分股只有 ${formatInteger(pages)} 頁。`} />
            <Link to={linkTarget(constituentsHref(id, { ...view, page: 1 }))} className={primaryPillLinkClass} data-testid="constituents-first">
              回到第一頁
            </Link>
          </div>
        ) : (
          <>
            <ConstituentsTable stockId={id} view={view} members={data.items} />
            <ConstituentsPager stockId={id} view={view} pages={pages} />
          </>
        )}
      </div>
    </div>
  );
}

export function IndexMembersSkeleton({ id, view = DEFAULT_VIEW }: { id: string; view?: ConstituentsView }) {
  const table = tableBlockHeight(expectedRows(id, view.page));
  return (
    <div className={stackClass}>
      {/* Stacked on phones, side by side from tablet width: one placeholder for each (heights in style attributes). */}
      <Skeleton height={MOVERS_PHONE_HEIGHT} label="載入今日漲跌幅排行…" className={phoneOnlyClass} />
      <Skeleton height={MOVER_LIST_HEIGHT} label="載入今日漲跌幅排行…" className={tabletUpClass} />
      <Skeleton height={table} label="載入成分股…" />
    </div>
  );
}

// gap '4' is layout.ts's BLOCK_GAP (16 px): Panda reads css() at build time and cannot follow an imported constant.
const stackClass = css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0, justifyItems: 'stretch', '& > a': { justifySelf: 'center' } });
const moversClass = css({ display: 'grid', gap: '4', gridTemplateColumns: 'minmax(0, 1fr)', tablet: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } });
const tableBlockClass = css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0 });
const tableTitleClass = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', overflow: 'hidden' });
const tableHeadingClass = css({ fontSize: '15px', fontWeight: 700, m: 0 });
const metaClass = css({ fontSize: '12px', color: 'muted' });
const phoneOnlyClass = css({ tablet: { display: 'none' } });
const tabletUpClass = css({ display: 'none', tablet: { display: 'block' } });
