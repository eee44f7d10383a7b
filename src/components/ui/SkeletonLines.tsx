import { css } from 'styled-system/css';
import { skeletonBarClass } from './data-table-styles';

/**
 * The text of a skeleton row: one shimmering bar per line, each as wide and as tall as the line it
 * stands for, stacked in the row's remaining width.
 */
export function SkeletonLines({ lines }: { lines: readonly { width: string; height: number }[] }) {
  return (
    <span className={linesClass}>
      {lines.map(({ width, height }, index) => (
        <span key={index} className={skeletonBarClass} style={{ width, height }} />
      ))}
    </span>
  );
}

const linesClass = css({ display: 'grid', gap: '2', flex: 1, minW: 0 });
