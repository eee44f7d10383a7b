import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** The heading block of a list page: its h1, an optional line under it, and anything beside it. */
export function ListHeader({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children?: ReactNode }) {
  return (
    <header className={headerClass}>
      <h1 className={titleClass} data-testid="list-title">
        {title}
      </h1>
      {intro && <p className={introClass}>{intro}</p>}
      {children}
    </header>
  );
}

const headerClass = css({ display: 'grid', gap: '2', minW: 0 });
const titleClass = css({
  m: 0,
  fontSize: '22px',
  tablet: { fontSize: '26px' },
  fontWeight: 700,
  lineHeight: '1.35',
  overflowWrap: 'anywhere',
  pl: '3',
  borderLeft: '4px solid token(colors.brand)',
});
const introClass = css({ m: 0, color: 'muted', fontSize: '14px', overflowWrap: 'anywhere' });
