import { css, cx } from 'styled-system/css';
import { daysOf, isoDay } from '@/lib/calendar/calendar-query';
import { dayHeading, marketDayNote } from '@/lib/calendar/calendar-times';
import { isWeekend } from '@/lib/market/nyse-calendar';
import { rowListClass, rowRuleClass, skeletonBarClass } from '@/components/ui/data-table-styles';
import { srOnly } from '@/components/ui/Skeleton';
import { loadCalendarRows, rowsByDay } from './calendar-data';
import { CalendarNotice } from './CalendarNotice';
import { CalendarRow } from './CalendarRow';
import { calendarPartsClass, dayCountClass, dayHeadingClass, todayBadgeClass } from './calendar-styles';
import { MarketDayRow } from './MarketDayRow';

/**
 * The week view (wrap it in <Suspense fallback={<CalendarWeekSkeleton/>}>): Monday to Friday, each
 * day's market note (休市, 提早收盤) and company rows; Saturday and Sunday only when something falls on
 * them. Never throws: a failed call still lists the market's days, with the error said above them.
 */
/** `today`: the request's New York day (the page's), marked 今天. */
export async function CalendarWeek({ start, end, mine, today }: { start: number; end: number; mine: boolean; today: number }) {
  const rows = await loadCalendarRows(start, end, mine);
  const byDay = rowsByDay(rows.kind === 'rows' ? rows.items : []);
  // Without rows to show (a failed call, an empty watchlist) only the market's own days are listed.
  const days = daysOf({ start, end }).filter((day) => (rows.kind === 'rows' ? !isWeekend(day) || byDay.has(isoDay(day)) : marketDayNote(day) !== null));
  return (
    <div className={cx(stackClass, calendarPartsClass)} data-testid="calendar-week">
      <CalendarNotice rows={rows} />
      <ol className={daysClass}>
        {days.map((day) => {
          const items = byDay.get(isoDay(day)) ?? [];
          const note = marketDayNote(day);
          return (
            <li key={day} className={dayClass} data-testid="calendar-day" data-date={isoDay(day)} aria-current={day === today ? 'date' : undefined}>
              <h2 className={dayHeadingClass}>
                {dayHeading(day)}
                {day === today && <span className={todayBadgeClass}>今天</span>}
                {items.length > 0 && <span className={dayCountClass}>{items.length} 筆</span>}
              </h2>
              {note || items.length > 0 ? (
                <ul className={rowListClass}>
                  {note && <MarketDayRow note={note} />}
                  {items.map((item) => (
                    <CalendarRow key={item.id} item={item} />
                  ))}
                </ul>
              ) : (
                <p className={quietClass}>這天沒有排定的事件。</p>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Five days of three placeholder rows each: about a quiet week's height (the footer may move, nothing above it). */
export function CalendarWeekSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-testid="calendar-skeleton" className={stackClass}>
      <span className={srOnly}>載入行事曆…</span>
      <ol className={daysClass} aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index} className={dayClass}>
            <span className={skeletonBarClass} style={{ width: 96, height: 20 }} />
            <ul className={rowListClass}>
              {Array.from({ length: 3 }, (_, row) => (
                <li key={row} className={cx(rowRuleClass, skeletonRowClass)}>
                  <span className={skeletonBarClass} style={{ width: 44, height: 22 }} />
                  <span className={skeletonBarClass} style={{ width: '40%', height: 16 }} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </div>
  );
}

const stackClass = css({ display: 'grid', gap: '4' });
const daysClass = css({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: '5' });
const dayClass = css({ display: 'grid', gap: '2', minW: 0 });
const quietClass = css({ m: 0, fontSize: '14px', color: 'muted' });
const skeletonRowClass = css({ display: 'flex', alignItems: 'center', gap: '3', px: '3', h: '64px' });
