import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { Link } from 'waku/router/client';

/**
 * A titled block of a page: a <section> named by its <h2> (aria-labelledby = the heading's `id`),
 * its body in one column under the heading. It exists so the section heading is written once: the
 * home page, the stock tabs and their sections all use it instead of a copy of the same styles.
 * Beside the title there may be a short muted `note` (units, a disclaimer) or a `more` link to the
 * page that has the rest. `testId` marks the section for the end-to-end tests.
 */
export function Section({
  id,
  title,
  testId,
  note,
  more,
  accent = true,
  children,
}: {
  id: string;
  title: ReactNode;
  testId?: string | undefined;
  note?: ReactNode;
  more?: { href: string; label: string } | undefined;
  /** The brand bar left of the title (the default); the one-list stock tabs have a plain title. */
  accent?: boolean;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className={sectionHeadingRecipe({ accent })}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={sectionClass} data-testid={testId}>
      {note || more ? (
        <div className={headClass}>
          {heading}
          {note && <span className={noteClass}>{note}</span>}
          {more && (
            <Link to={more.href as Parameters<typeof Link>[0]['to']} scroll={false} className={moreClass}>
              {more.label} ›
            </Link>
          )}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** The section heading's look, for a heading that is not the first thing in a <Section> (a toolbar's title). */
export const sectionHeadingRecipe = cva({
  base: { fontSize: '18px', fontWeight: 700, m: 0 },
  variants: { accent: { true: { pl: '2', borderLeft: '4px solid token(colors.brand)' }, false: {} } },
  defaultVariants: { accent: true },
});

const sectionClass = css({ display: 'grid', gap: '3', gridTemplateColumns: 'minmax(0, 1fr)', minW: 0, alignContent: 'start' });
const headClass = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
const noteClass = css({ fontSize: '12px', color: 'muted' });
const moreClass = css({ fontSize: '14px', color: 'brand', _hover: { textDecoration: 'underline' } });
