import { css, cx } from 'styled-system/css';
import { skeletonBarClass } from '@/components/ui/data-table-styles';
import { srOnly } from '@/components/ui/Skeleton';
import { coverClass, listClass, rowClass } from './ArticleItems';
import { FEED_PAGE_SIZE } from './feed-source';
import { LOAD_MORE_SLOT_CLASS } from './load-more-style';

/**
 * What a list looks like while it streams in: the same fixed-height rows as ArticleItems and the
 * "load more" slot below them, so the arriving list takes exactly this space.
 */
export function ArticleListSkeleton({ label, rows = FEED_PAGE_SIZE }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="article-list-skeleton">
      <span className={srOnly}>{label}</span>
      <ol className={listClass} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={rowClass}>
            <span className={cx(coverClass, skeletonBarClass)} />
            <span className={linesClass}>
              <span className={skeletonBarClass} style={{ width: '22%', height: 14 }} />
              <span className={skeletonBarClass} style={{ width: '88%', height: 18 }} />
              <span className={skeletonBarClass} style={{ width: '64%', height: 18 }} />
              <span className={skeletonBarClass} style={{ width: '40%', height: 12 }} />
            </span>
          </li>
        ))}
      </ol>
      <div className={LOAD_MORE_SLOT_CLASS} />
    </div>
  );
}

const linesClass = css({ display: 'grid', gap: '2', flex: 1, minW: 0 });
