import { css, cx } from 'styled-system/css';
import { Link } from 'waku';
import { formatPrice, formatSignedPercent, priceDirection } from '@/lib/format/numbers';
import { stockPath } from '@/lib/stock/tabs';
import type { Constituent } from '@/lib/upstream/business';
import { changeClass } from '@/components/ui/PriceChange';
import { linkTarget } from '../finance/link-target';
import { MOVER_LIST_HEIGHT, MOVER_ROW_HEIGHT, MOVERS_SHOWN } from './layout';
import { SecurityName } from '@/components/ui/SecurityName';
import { securityLinkClass, securityNameClass } from '../security-name-styles';

/**
 * One of the day's two mover lists (漲幅前五 / 跌幅前五): each member with its price and % change,
 * and a bar in the rise or fall colour whose length is the move against the biggest of both
 * lists, so the two lists compare at a glance.
 */
export function MoversList({
  id,
  title,
  members,
  scale,
  emptyText,
  fewText,
}: {
  id: string;
  title: string;
  members: Constituent[];
  scale: number;
  emptyText: string;
  /** Said under a list shorter than five (only two members rose today), in the room kept for the rest. */
  fewText: string;
}) {
  return (
    <section aria-labelledby={id} className={listBoxClass} style={{ minHeight: MOVER_LIST_HEIGHT }} data-testid={id}>
      <h3 id={id} className={headingClass}>
        {title}
      </h3>
      {members.length === 0 ? (
        <p className={emptyClass}>{emptyText}</p>
      ) : (
        <ol className={listClass}>
          {members.map((member) => {
            const direction = priceDirection(member.changePercent);
            return (
              <li key={member.id} className={rowClass} style={{ height: MOVER_ROW_HEIGHT }} data-testid="mover">
                <Link to={linkTarget(stockPath(member.id, 'info'))} className={securityLinkClass}>
                  <SecurityName stock={member} className={nameClass} />
                </Link>
                <span className={priceClass}>{formatPrice(member.price)}</span>
                <span className={changeCellClass}>
                  <span className={changeClass} data-direction={direction} data-change-percent={member.changePercent}>
                    {formatSignedPercent(member.changePercent)}
                  </span>
                  <span className={trackClass} aria-hidden="true">
                    <span className={barClass} data-direction={direction} style={{ width: `${Math.max(4, Math.min(100, (Math.abs(member.changePercent) / scale) * 100))}%` }} />
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {members.length > 0 && members.length < MOVERS_SHOWN && <p className={fewClass}>{fewText}</p>}
    </section>
  );
}

const listBoxClass = css({ display: 'grid', alignContent: 'start', minW: 0 });
const headingClass = css({ fontSize: '15px', fontWeight: 700, m: 0, h: '32px', display: 'flex', alignItems: 'center' });
const listClass = css({ listStyle: 'none', m: 0, p: 0, bg: 'surface', borderRadius: 'lg', overflow: 'hidden' });
const rowClass = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto 6.5em',
  alignItems: 'center',
  gap: '3',
  px: '3',
  borderBottom: '1px solid token(colors.line)',
  _last: { borderBottom: 'none' },
});
const nameClass = cx(securityNameClass, css({ fontSize: '14px' }));
const priceClass = css({ fontSize: '14px', fontVariantNumeric: 'tabular-nums' });
const changeCellClass = css({ display: 'grid', justifyItems: 'end', gap: '1' });
const trackClass = css({ display: 'flex', justifyContent: 'flex-end', w: '100%', h: '4px' });
const barClass = css({
  display: 'block',
  h: '100%',
  borderRadius: 'full',
  '&[data-direction="rise"]': { bg: 'rise' },
  '&[data-direction="fall"]': { bg: 'fall' },
  '&[data-direction="stable"]': { bg: 'line' },
});
const fewClass = css({ m: 0, pt: '2', color: 'muted', fontSize: '13px' });
const emptyClass = css({ m: 0, p: '4', bg: 'surface', borderRadius: 'lg', color: 'muted', fontSize: '14px' });
