import { css, cx } from 'styled-system/css';
import { KIND_LABELS } from '@/lib/calendar/calendar-rows';
import { type MarketDayNote, taipeiWithNewYork } from '@/lib/calendar/calendar-times';
import { rowRuleClass } from '@/components/ui/data-table-styles';

/** A day the exchange keeps differently: 休市 with the holiday's name, or 提早收盤 at 13:00 New York (Taipei first). Inside a `calendarPartsClass` list. */
export function MarketDayRow({ note }: { note: MarketDayNote }) {
  return (
    <li className={cx(rowRuleClass, rowClass)} data-testid="calendar-market-row">
      <span data-kind-label="market">{KIND_LABELS[note.kind]}</span>
      <span className={textClass}>{note.kind === 'holiday' ? `美股休市：${note.name}` : `美股提早收盤：${taipeiWithNewYork(note.close)}`}</span>
    </li>
  );
}

const rowClass = css({ display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2.5', minH: '48px' });
const textClass = css({ fontSize: '14px', color: 'ink', minW: 0 });
