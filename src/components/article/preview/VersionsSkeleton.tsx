import { css, cx } from 'styled-system/css';
import { rowListClass, rowRuleClass, skeletonBarClass } from '@/components/ui/data-table-styles';
import { srOnly } from '@/components/ui/Skeleton';
import { LOAD_MORE_SLOT_CLASS } from '../list/load-more-style';
import { rowClass } from './VersionItems';
import { stackClass, totalClass } from './versions-styles';

/**
 * The versions list while it streams in: its count line, the same fixed-height rows as
 * VersionItems and the 「載入更多」 slot, so the list that arrives takes exactly this space.
 * `rows`: how many the list will show (the article's current version, at most a page).
 */
export function VersionsSkeleton({ rows }: { rows: number }) {
  return (
    <div className={stackClass} role="status" aria-live="polite" aria-busy="true" data-testid="versions-skeleton">
      <span className={srOnly}>載入版本紀錄…</span>
      <span className={cx(totalClass, skeletonBarClass)} style={{ width: '40%' }} aria-hidden="true" />
      <ol className={rowListClass} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={cx(rowRuleClass, rowClass)}>
            <span className={linesClass}>
              <span className={skeletonBarClass} style={{ width: '30%', height: 16 }} />
              <span className={skeletonBarClass} style={{ width: '70%', height: 12 }} />
            </span>
          </li>
        ))}
      </ol>
      <div className={LOAD_MORE_SLOT_CLASS} />
    </div>
  );
}

const linesClass = css({ display: 'grid', gap: '2', flex: 1, minW: 0 });
