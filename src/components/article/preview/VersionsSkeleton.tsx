import { cx } from 'styled-system/css';
import { rowListClass, rowRuleClass, skeletonBarClass } from '@/components/ui/data-table-styles';
import { SkeletonLines } from '@/components/ui/SkeletonLines';
import { PagedListSkeleton } from '../list/PagedListSkeleton';
import { rowClass } from './VersionItems';
import { stackClass, totalClass } from './versions-styles';

/**
 * The versions list while it streams in: its count line, the same fixed-height rows as
 * VersionItems and the 「載入更多」 slot, so the list that arrives takes exactly this space.
 * `rows`: how many the list will show (the article's current version, at most a page).
 */
export function VersionsSkeleton({ rows }: { rows: number }) {
  return (
    <PagedListSkeleton
      label="載入版本紀錄…"
      testId="versions-skeleton"
      className={stackClass}
      before={<span className={cx(totalClass, skeletonBarClass)} style={{ width: '40%' }} aria-hidden="true" />}
      listClassName={rowListClass}
      rowClassName={cx(rowRuleClass, rowClass)}
      rows={rows}
      row={<SkeletonLines lines={LINES} />}
    />
  );
}

// A version's number, then its time and note.
const LINES = [
  { width: '30%', height: 16 },
  { width: '70%', height: 12 },
];
