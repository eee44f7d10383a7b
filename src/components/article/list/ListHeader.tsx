import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { pageTitleClass } from '@/components/ui/page-title';

/** The heading block of a list page: its h1, an optional line under it, and anything beside it. */
export function ListHeader({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className={headerClass}>
      <h1 className={pageTitleClass} data-testid="list-title">
        {title}
      </h1>
      {intro && <p className={introClass}>{intro}</p>}
      {children}
    </header>
  );
}

const headerClass = css({ display: 'grid', gap: '2', minW: 0 });
const introClass = css({ m: 0, color: 'muted', fontSize: '14px', overflowWrap: 'anywhere' });
