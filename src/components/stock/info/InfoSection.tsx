import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'waku/router/client';

/** A titled block of the info page, with an optional "more" link to the tab that has the rest. */
export function InfoSection({
  id,
  title,
  testId,
  more,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  more?: { href: string; label: string } | undefined;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={sectionClass} data-testid={testId}>
      <div className={headClass}>
        <h2 id={id} className={headingClass}>
          {title}
        </h2>
        {more && (
          <Link to={more.href as Parameters<typeof Link>[0]['to']} scroll={false} className={moreClass}>
            {more.label} ›
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

const sectionClass = css({ display: 'grid', gap: '3', minW: 0, alignContent: 'start' });
const headClass = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2' });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0, pl: '2', borderLeft: '4px solid token(colors.brand)' });
const moreClass = css({ fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
