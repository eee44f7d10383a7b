import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

/** A titled block of the price and technical-analysis tabs, with an optional note beside the title. */
export function TitledSection({
  id,
  title,
  testId,
  note,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={sectionClass} data-testid={testId}>
      <div className={headClass}>
        <h2 id={id} className={headingClass}>
          {title}
        </h2>
        {note && <span className={noteClass}>{note}</span>}
      </div>
      {children}
    </section>
  );
}

const sectionClass = css({ display: 'grid', gap: '3', minW: 0, alignContent: 'start' });
const headClass = css({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' });
const headingClass = css({ fontSize: '18px', fontWeight: 700, m: 0, pl: '2', borderLeft: '4px solid token(colors.brand)' });
const noteClass = css({ fontSize: '12px', color: 'muted' });
