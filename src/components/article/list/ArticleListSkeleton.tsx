import { cx } from 'styled-system/css';
import { skeletonBarClass } from '@/components/ui/data-table-styles';
import { SkeletonLines } from '@/components/ui/SkeletonLines';
import { coverClass, listClass, rowClass } from './ArticleItems';
import { FEED_PAGE_SIZE } from './feed-source';
import { PagedListSkeleton } from './PagedListSkeleton';

/**
 * What a list looks like while it streams in: the same fixed-height rows as ArticleItems and the
 * "load more" slot below them, so the arriving list takes exactly this space.
 */
export function ArticleListSkeleton({ label, rows = FEED_PAGE_SIZE }: { label: string; rows?: number }) {
  return (
    <PagedListSkeleton
      label={label}
      testId="article-list-skeleton"
      listClassName={listClass}
      rowClassName={rowClass}
      rows={rows}
      row={
        <>
          <span className={cx(coverClass, skeletonBarClass)} />
          <SkeletonLines lines={LINES} />
        </>
      }
    />
  );
}

// A row's badges, two lines of title, and its author and date.
const LINES = [
  { width: '22%', height: 14 },
  { width: '88%', height: 18 },
  { width: '64%', height: 18 },
  { width: '40%', height: 12 },
];
