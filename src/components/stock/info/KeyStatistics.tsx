import { css, cx } from 'styled-system/css';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getKeypoints, type KeyStatistics as Stats } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { keyStatisticRows } from './key-statistics';

const ROW_HEIGHT = 44;
/** 11 statistics for stocks and ETFs, 7 for indices (the page knows which before anything streams). */
const statisticCount = (isIndex: boolean) => (isIndex ? 7 : 11);
/** Two columns on phones, the last (52-week range) on a row of its own; three columns from laptop width. */
const phoneHeight = (isIndex: boolean) => (Math.ceil((statisticCount(isIndex) - 1) / 2) + 1) * ROW_HEIGHT;
const laptopHeight = (isIndex: boolean) => Math.ceil(statisticCount(isIndex) / 3) * ROW_HEIGHT;

/** The key statistics table of the info page (Keypoints). */
export async function KeyStatistics({ id, isIndex }: { id: string; isIndex: boolean }) {
  let stats: Stats;
  try {
    stats = await getKeypoints(getUpstreamContext(), id);
  } catch (err) {
    console.error('[stock] keypoints', id, err);
    return <EmptyState kind="error" text="重要數據暫時無法載入，請稍後再試。" minHeight={phoneHeight(isIndex)} />;
  }
  return (
    <dl className={isIndex ? indexGridClass : gridClass}>
      {keyStatisticRows(stats, isIndex).map((row) => (
        <div key={row.key} className={row.wide ? wideRowClass : rowClass} data-stat={row.key}>
          <dt className={labelClass}>{row.label}</dt>
          <dd className={valueClass}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function KeyStatisticsSkeleton({ isIndex }: { isIndex: boolean }) {
  return <Skeleton height={phoneHeight(isIndex)} label="載入重要數據…" className={isIndex ? indexSkeletonClass : skeletonClass} />;
}

const gridClass = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridAutoRows: `${ROW_HEIGHT}px`,
  columnGap: '4',
  m: 0,
  px: '4',
  bg: 'surface',
  borderRadius: 'lg',
  minH: `${phoneHeight(false)}px`,
  laptop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', minH: `${laptopHeight(false)}px`, columnGap: '6' },
});
const indexGridClass = cx(gridClass, css({ minH: `${phoneHeight(true)}px`, laptop: { minH: `${laptopHeight(true)}px` } }));
const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  borderBottom: '1px solid token(colors.line)',
  minW: 0,
});
/** Spans both phone columns (11 statistics + 1 wide = 6 full rows, the reserved height). */
const wideRowClass = cx(rowClass, css({ gridColumn: 'span 2', laptop: { gridColumn: 'auto' } }));
const labelClass = css({ fontSize: '13px', color: 'muted', whiteSpace: 'nowrap' });
const valueClass = css({ m: 0, fontSize: '14px', fontWeight: 600, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
const skeletonClass = css({ laptop: { height: `${laptopHeight(false)}px !important` } });
const indexSkeletonClass = css({ laptop: { height: `${laptopHeight(true)}px !important` } });
