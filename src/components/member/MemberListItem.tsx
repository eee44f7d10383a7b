import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';

/**
 * One thing a member saved (an account of 我的持股, a screen of 我的選股) in its list: its name opens it,
 * `meta` under the name says what it is, `children` are its actions (重新命名 in a <details>, 刪除). The
 * name is text wherever it appears (React escapes it). `testId` marks the item (its link `${testId}-open`);
 * `ids` are its data attributes naming what it is in the store.
 */
export function MemberListItem({
  testId,
  ids,
  href,
  name,
  meta,
  children,
}: {
  testId: string;
  ids: Readonly<Record<`data-${string}`, number>>;
  href: string;
  name: string;
  meta: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className={itemClass} data-testid={testId} {...ids}>
      <div className={headClass}>
        <a href={href} className={nameClass} data-testid={`${testId}-open`}>
          {name}
        </a>
        {meta}
      </div>
      <div className={actionsClass}>{children}</div>
    </li>
  );
}

/** The <summary> of an item's action that opens in place (重新命名, a 刪除 that asks first). */
export const actionSummaryStyle = css.raw(focusRing.raw(), { display: 'inline-flex', alignItems: 'center', h: '36px', fontSize: '14px', color: 'brand', cursor: 'pointer' });

const itemClass = css({ display: 'grid', gap: '2', py: '3', borderBottom: '1px solid token(colors.line)', minW: 0 });
const headClass = css({ display: 'grid', gap: '1', minW: 0 });
const nameClass = css(focusRing.raw({ offset: 'outset' }), {
  justifySelf: 'start',
  fontSize: '17px',
  fontWeight: 700,
  color: 'brand',
  overflowWrap: 'anywhere',
  _hover: { textDecoration: 'underline' },
});
const actionsClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '3' });
