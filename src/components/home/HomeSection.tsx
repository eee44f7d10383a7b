import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A titled block of the home page; `testId` marks it for the end-to-end tests. */
export function HomeSection({ id, title, testId, children }: { id: string; title: string; testId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={sectionClass} data-testid={testId}>
      <h2 id={id} className={headingClass}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const sectionClass = css({ display: 'grid', gap: '3', minW: 0 });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0, pl: '2', borderLeft: '4px solid token(colors.brand)' });
