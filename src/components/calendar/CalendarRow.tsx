import { css } from 'styled-system/css';
import { KIND_LABELS, rowDetail } from '@/lib/calendar/calendar-rows';
import { stockPath } from '@/lib/stock/tabs';
import type { CalendarItem } from '@/lib/upstream/business';
import { rowLinkClass, rowRuleClass } from '@/components/ui/data-table-styles';
import { SecurityName } from '@/components/ui/SecurityName';

/**
 * One company row of a day: the kind as text, the stock's names (a link to its page) and what
 * happens when. A plain link: no client code. On a phone the detail goes under the names. Styled by
 * its list's `calendarPartsClass` (calendar-styles.ts), so each row carries data attributes, not classes.
 */
export function CalendarRow({ item }: { item: CalendarItem }) {
  const { what, when } = rowDetail(item);
  return (
    <li className={rowRuleClass}>
      <a href={stockPath(item.stockId, 'info')} className={rowLinkClass} data-part="row" data-testid="calendar-row" data-kind={item.type}>
        <span data-kind-label="company">{KIND_LABELS[item.type]}</span>
        <span className={namesClass}>
          <SecurityName stock={{ id: item.stockId, name: item.name, customName: item.customName }} className={nameClass} />
        </span>
        <span data-part="detail">
          <span>{what}</span>
          {when && <span data-part="when">{when}</span>}
        </span>
      </a>
    </li>
  );
}

const namesClass = css({ display: 'grid', minW: 0 });
const nameClass = css({ fontSize: '15px', fontWeight: 600 });
