import type { CSSProperties } from 'react';
import { css, cx } from 'styled-system/css';
import type { SecurityKind } from '@/lib/market/security-labels';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { GRID_COLUMNS, gridRows, keyStatisticRows, lastCellSpan, STATISTICS_BY_KIND } from './key-statistics';
import { loadKeypoints } from './keypoints-data';
import { StatPair, statRowStyle } from './StatCell';
import type { StockId } from '@protocol/stock-id';

const ROW_HEIGHT = 44;
const narrowHeight = (kind: SecurityKind) => gridRows(STATISTICS_BY_KIND[kind].length, GRID_COLUMNS.narrow) * ROW_HEIGHT;
const wideHeight = (kind: SecurityKind) => gridRows(STATISTICS_BY_KIND[kind].length, GRID_COLUMNS.wide) * ROW_HEIGHT;
/** The grid's height at each width (CSS variables: Panda cannot read values computed at run time). */
const heightStyle = (kind: SecurityKind) => ({ '--stats-h': `${narrowHeight(kind)}px`, '--stats-h-wide': `${wideHeight(kind)}px` }) as CSSProperties;

/**
 * The key statistics grid of the info tab (Keypoints), chosen per kind of security. No cell is ever
 * empty: the kinds fill whole rows, and where they cannot the last cell spans the rest of its row
 * (lastCellSpan), at 2 columns on phones and tablets and 3 from laptop width.
 */
export async function KeyStatistics({ id, kind }: { id: StockId; kind: SecurityKind }) {
  const stats = await loadSectionData(() => loadKeypoints(id), '[stock] keypoints', id);
  if (stats === null) {
    return (
      <div style={heightStyle(kind)} className={reservedClass}>
        <EmptyState kind="error" text="重要數據暫時無法載入，請稍後再試。" />
      </div>
    );
  }
  const rows = keyStatisticRows(stats, kind);
  const lastSpan = { '--span': lastCellSpan(rows.length, GRID_COLUMNS.narrow), '--span-wide': lastCellSpan(rows.length, GRID_COLUMNS.wide) } as CSSProperties;
  return (
    <dl className={gridClass} style={heightStyle(kind)} data-kind={kind}>
      {rows.map((row, index) => (
        <div key={row.key} className={index === rows.length - 1 ? lastRowClass : rowClass} style={index === rows.length - 1 ? lastSpan : undefined} data-stat={row.key}>
          <StatPair label={row.label} value={row.value} direction={row.direction} title={row.title} />
        </div>
      ))}
    </dl>
  );
}

export function KeyStatisticsSkeleton({ kind }: { kind: SecurityKind }) {
  return (
    <div style={heightStyle(kind)} className={reservedClass}>
      <Skeleton height={narrowHeight(kind)} label="載入重要數據…" className={skeletonClass} />
    </div>
  );
}

const gridClass = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridAutoRows: '44px',
  columnGap: '4',
  m: 0,
  px: '4',
  bg: 'surface',
  borderRadius: 'lg',
  h: 'var(--stats-h)',
  laptop: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', h: 'var(--stats-h-wide)', columnGap: '6' },
});
const rowClass = css(statRowStyle, { gap: '2' });
/** The last cell spans what its row has left (1 when the row is full). */
const lastRowClass = cx(rowClass, css({ gridColumn: 'span var(--span)', laptop: { gridColumn: 'span var(--span-wide)' } }));
/** The grid's place while it loads or when it failed: the same height, the child stretched to fill it. */
const reservedClass = css({ display: 'grid', h: 'var(--stats-h)', laptop: { h: 'var(--stats-h-wide)' } });
const skeletonClass = css({ h: '100% !important' });
