import { css } from 'styled-system/css';
import { focusRing, segment, segmentTrack } from '@/components/ui/control-styles';
import { adjacentPeriod, calendarHref, CALENDAR_VIEWS, type CalendarQuery, type CalendarView } from '@/lib/calendar/calendar-query';
import { periodTitle } from '@/lib/calendar/calendar-times';
import { loginHref } from '@/lib/http/return-path';

const VIEW_LABELS: Record<CalendarView, string> = { week: '週', month: '月' };
const STEP_LABELS: Record<CalendarView, { previous: string; next: string; current: string }> = {
  week: { previous: '上一週', next: '下一週', current: '回到本週' },
  month: { previous: '上個月', next: '下個月', current: '回到本月' },
};

/**
 * The calendar's switches, all plain links (no client code): week or month, the period before and
 * after (none past the browsable window), back to today's period, and 「只看自選股」. A member switches
 * between all stocks and their own; a guest is told the filter needs signing in, with the link.
 */
export function CalendarControls({ query, today, member }: { query: CalendarQuery; today: number; member: boolean }) {
  const { view, start, end, mine } = query;
  const steps = STEP_LABELS[view];
  const previous = adjacentPeriod(view, start, -1, today);
  const next = adjacentPeriod(view, start, 1, today);
  const hrefOf = (period: { start: number } | null, options: { view?: CalendarView; mine?: boolean } = {}) =>
    calendarHref({ view: options.view ?? view, start: period ? period.start : null, mine: options.mine ?? mine });
  return (
    <div className={barClass} data-testid="calendar-controls">
      <div className={rowClass}>
        <nav aria-label="檢視方式">
          <ul className={groupClass}>
            {CALENDAR_VIEWS.map((option) => (
              <li key={option}>
                <a href={hrefOf(query.dated ? { start } : null, { view: option })} aria-current={option === view ? 'page' : undefined} className={segmentClass} data-testid={`calendar-view-${option}`}>
                  {VIEW_LABELS[option]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {member ? (
          <nav aria-label="股票範圍">
            <ul className={groupClass}>
              <li>
                <a href={hrefOf(query.dated ? { start } : null, { mine: false })} aria-current={mine ? undefined : 'page'} className={segmentClass}>
                  全部股票
                </a>
              </li>
              <li>
                <a href={hrefOf(query.dated ? { start } : null, { mine: true })} aria-current={mine ? 'page' : undefined} className={segmentClass} data-testid="calendar-mine">
                  只看自選股
                </a>
              </li>
            </ul>
          </nav>
        ) : (
          <p className={guestClass} data-testid="calendar-mine-guest">
            想「只看自選股」？
            <a href={loginHref(hrefOf(query.dated ? { start } : null, { mine: true }))} className={linkClass}>
              登入
            </a>
            後即可使用。
          </p>
        )}
      </div>
      <div className={rowClass}>
        <p className={periodClass} data-testid="calendar-period">
          {periodTitle(view, start, end)}
        </p>
        <nav aria-label={view === 'week' ? '切換週次' : '切換月份'} className={stepsClass}>
          {previous ? (
            <a href={hrefOf(previous)} className={stepClass} rel="prev" data-testid="calendar-previous">
              ‹ {steps.previous}
            </a>
          ) : (
            <span className={stepOffClass}>‹ {steps.previous}</span>
          )}
          {query.dated && (
            <a href={hrefOf(null)} className={stepClass}>
              {steps.current}
            </a>
          )}
          {next ? (
            <a href={hrefOf(next)} className={stepClass} rel="next" data-testid="calendar-next">
              {steps.next} ›
            </a>
          ) : (
            <span className={stepOffClass}>{steps.next} ›</span>
          )}
        </nav>
      </div>
    </div>
  );
}

const barClass = css({ display: 'grid', gap: '3' });
const rowClass = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const groupClass = css(segmentTrack.raw(), { display: 'flex' });
const segmentClass = css(segment.raw({ current: 'raised' }), focusRing.raw(), { px: '3', fontSize: '14px', whiteSpace: 'nowrap' });
const guestClass = css({ m: 0, fontSize: '14px', color: 'muted' });
const linkClass = css(focusRing.raw(), { color: 'brand', fontWeight: 600, textDecoration: 'underline', mx: '0.5' });
const periodClass = css({ m: 0, fontSize: '17px', fontWeight: 700, color: 'ink', fontVariantNumeric: 'tabular-nums' });
const stepsClass = css({ display: 'flex', flexWrap: 'wrap', gap: '1' });
const stepClass = css(focusRing.raw(), {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '40px',
  px: '3',
  fontSize: '14px',
  color: 'brand',
  bg: 'surface',
  border: '1px solid token(colors.line)',
  borderRadius: 'md',
  whiteSpace: 'nowrap',
  _hover: { borderColor: 'brand' },
});
const stepOffClass = css({ display: 'inline-flex', alignItems: 'center', minH: '40px', px: '3', fontSize: '14px', color: 'muted', whiteSpace: 'nowrap' });
