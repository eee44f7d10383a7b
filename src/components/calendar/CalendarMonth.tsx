import { css, cx } from 'styled-system/css';
import { focusRing } from '@/components/ui/control-styles';
import { calendarHref, daysOf, isoDay, mondayOf } from '@/lib/calendar/calendar-query';
import { kindCounts, KIND_LABELS } from '@/lib/calendar/calendar-rows';
import { dayHeading, marketDayNote } from '@/lib/calendar/calendar-times';
import { dateOf, weekday } from '@/lib/market/nyse-calendar';
import { skeletonBarClass } from '@/components/ui/data-table-styles';
import { srOnly } from '@/components/ui/Skeleton';
import { loadCalendarRows, rowsByDay } from './calendar-data';
import { CalendarNotice } from './CalendarNotice';
import { calendarPartsClass, todayBadgeClass } from './calendar-styles';

const WEEKDAY_NAMES = ['一', '二', '三', '四', '五', '六', '日'] as const;
/** Height of a day from tablet width up (the grid): the skeleton has the same, so nothing shifts. */
const CELL_HEIGHT = 124;

/**
 * The month view (wrap it in <Suspense fallback={<CalendarMonthSkeleton start end />}>): a Monday-first
 * grid from tablet width up, a list of the days with something on them on a phone. Each day says
 * 休市 or 提早收盤 and how many rows of each kind it has, and links to its week, where the rows are:
 * a month of the universe is ~700 rows, too many to send to every reader of the month.
 */
export async function CalendarMonth({ start, end, mine, today }: { start: number; end: number; mine: boolean; today: number }) {
  const rows = await loadCalendarRows(start, end, mine);
  const byDay = rowsByDay(rows.kind === 'rows' ? rows.items : []);
  return (
    <div className={cx(stackClass, calendarPartsClass)} data-testid="calendar-month">
      <CalendarNotice rows={rows} />
      <MonthGrid start={start} end={end}>
        {(day) => {
          const counts = kindCounts(byDay.get(isoDay(day)) ?? []);
          const note = marketDayNote(day);
          const isToday = day === today;
          // Today stays listed on a phone though nothing is on it.
          const empty = counts.length === 0 && !note && !isToday;
          return (
            <a
              href={calendarHref({ view: 'week', start: mondayOf(day), mine })}
              className={cellLinkClass}
              data-empty={empty || undefined}
              data-testid="calendar-month-day"
              data-date={isoDay(day)}
              aria-current={isToday ? 'date' : undefined}
            >
              <span className={dateClass}>{dayHeading(day)}</span>
              <span className={numberClass} aria-hidden="true">
                {dateOf(day).day}
              </span>
              {isToday && <span className={todayBadgeClass}>今天</span>}
              <span className={linesClass}>
                {note && (
                  <span className={lineClass}>
                    <span data-kind-label="market">{KIND_LABELS[note.kind]}</span>
                    {note.kind === 'holiday' && <span className={noteNameClass}>{note.name}</span>}
                  </span>
                )}
                {counts.map((entry) => (
                  <span key={entry.type} className={lineClass}>
                    <span data-kind-label="company">{entry.label}</span>
                    <span>{entry.count} 筆</span>
                  </span>
                ))}
              </span>
            </a>
          );
        }}
      </MonthGrid>
    </div>
  );
}

/** The grid of a month (weekday names, blank days before the first), each day drawn by `children`. */
function MonthGrid({ start, end, children }: { start: number; end: number; children: (day: number) => React.ReactNode }) {
  const lead = (weekday(start) + 6) % 7;
  return (
    <div>
      <div className={weekdaysClass} aria-hidden="true">
        {WEEKDAY_NAMES.map((name) => (
          <span key={name}>{name}</span>
        ))}
      </div>
      <ol className={gridClass}>
        {Array.from({ length: lead }, (_, index) => (
          <li key={`lead-${index}`} className={blankClass} aria-hidden="true" />
        ))}
        {daysOf({ start, end }).map((day) => (
          <li key={day} className={cellClass}>
            {children(day)}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function CalendarMonthSkeleton({ start, end }: { start: number; end: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="calendar-skeleton" className={stackClass}>
      <span className={srOnly}>載入行事曆…</span>
      <MonthGrid start={start} end={end}>
        {() => (
          <span className={cx(cellLinkClass, skeletonCellClass)} aria-hidden="true">
            <span className={skeletonBarClass} style={{ width: 24, height: 18 }} />
            <span className={skeletonBarClass} style={{ width: '70%', height: 16 }} />
          </span>
        )}
      </MonthGrid>
    </div>
  );
}

const stackClass = css({ display: 'grid', gap: '4' });
const weekdaysClass = css({ display: 'none', tablet: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: '1', mb: '1', fontSize: '13px', color: 'muted', textAlign: 'center' } });
const gridClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '2', tablet: { gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: '1' } });
const blankClass = css({ display: 'none', tablet: { display: 'block' } });
const cellClass = css({ minW: 0, '&:has(> [data-empty])': { display: 'none', tablet: { display: 'block' } } });
const cellLinkClass = css(focusRing.raw({ offset: 'tight' }), {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  flexWrap: 'wrap',
  minH: '48px',
  px: '3',
  py: '2',
  bg: 'surface',
  border: '1px solid token(colors.line)',
  borderRadius: 'md',
  color: 'ink',
  textDecoration: 'none',
  _hover: { borderColor: 'brand' },
  '&[aria-current]': { borderColor: 'brand', boxShadow: 'inset 0 0 0 1px token(colors.brand)' },
  tablet: { display: 'grid', alignContent: 'start', gap: '1', h: `${CELL_HEIGHT}px`, px: '1.5', py: '1.5', overflow: 'hidden' },
});
const skeletonCellClass = css({ bg: 'surface' });
// The full date on a phone; from tablet width up the grid's column says the weekday, the number the day.
const dateClass = css({ fontSize: '15px', fontWeight: 700, tablet: { position: 'absolute', w: '1px', h: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } });
const numberClass = css({ display: 'none', tablet: { display: 'block', fontSize: '15px', fontWeight: 700 } });
const linesClass = css({ display: 'flex', flexWrap: 'wrap', gap: '2', fontSize: '13px', tablet: { display: 'grid', gap: '1', fontSize: '12px' } });
const lineClass = css({ display: 'inline-flex', alignItems: 'center', gap: '1', minW: 0, whiteSpace: 'nowrap' });
const noteNameClass = css({ overflow: 'hidden', textOverflow: 'ellipsis' });
