import type { ReactNode } from 'react';
import { srOnly } from '@/components/ui/Skeleton';
import { LOAD_MORE_SLOT_CLASS } from './load-more-style';

/**
 * A paged list while it streams in: `rows` copies of `row` in the list's own row class, then the
 * 「載入更多」 slot, so the list that arrives takes exactly this space. `before` stands for what the
 * list shows above its rows (a count line); `label` is read by screen readers.
 */
export function PagedListSkeleton({
  label,
  testId,
  className,
  before,
  listClassName,
  rowClassName,
  rows,
  row,
}: {
  label: string;
  testId: string;
  className?: string;
  before?: ReactNode;
  listClassName: string;
  rowClassName: string;
  rows: number;
  row: ReactNode;
}) {
  return (
    <div className={className} role="status" aria-live="polite" aria-busy="true" data-testid={testId}>
      <span className={srOnly}>{label}</span>
      {before}
      <ol className={listClassName} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} className={rowClassName}>
            {row}
          </li>
        ))}
      </ol>
      <div className={LOAD_MORE_SLOT_CLASS} />
    </div>
  );
}
