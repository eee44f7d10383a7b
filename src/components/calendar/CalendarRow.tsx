import { css, cx } from 'styled-system/css';
import { KIND_LABELS, rowDetail } from '@/lib/calendar/calendar-rows';
import { stockPath } from '@/lib/stock/tabs';
import type { CalendarItem } from '@/lib/upstream/business';
import { rowLinkClass, rowRuleClass } from '@/components/ui/data-table-styles';
import { SecurityName } from '@/components/ui/SecurityName';
import { kindLabel } from './calendar-styles';

/**
 * One company row of a day: the kind as text, the stock's names (a link to its page) and what
 * happens when. A plain link: no client code. On a phone the detail goes under the names.
 */
export function CalendarRow({ item }: { item: CalendarItem }) {
  const { what, when } = rowDetail(item);
  return (
    <li className={rowRuleClass}>
      <a href={stockPath(item.stockId, 'info')} className={cx(rowLinkClass, rowClass)} data-testid="calendar-row" data-kind={item.type}>
        <span className={kindLabel()}>{KIND_LABELS[item.type]}</span>
        <span className={namesClass}>
          <SecurityName stock={{ id: item.stockId, name: item.name, customName: item.customName }} className={nameClass} />
        </span>
        <span className={detailClass}>
          <span>{what}</span>
          {when && <span className={whenClass}>{when}</span>}
        </span>
      </a>
    </li>
  );
}

const rowClass = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: '3',
  rowGap: '1',
  px: '3',
  py: '2.5',
  color: 'ink',
  textDecoration: 'none',
  tablet: { gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1.2fr)' },
});
const namesClass = css({ display: 'grid', minW: 0 });
const nameClass = css({ fontSize: '15px', fontWeight: 600 });
const detailClass = css({
  gridColumn: '2',
  display: 'grid',
  fontSize: '13px',
  color: 'ink',
  minW: 0,
  tablet: { gridColumn: '3', fontSize: '14px' },
});
const whenClass = css({ color: 'muted' });
