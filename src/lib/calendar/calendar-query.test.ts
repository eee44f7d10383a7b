import { describe, expect, it } from 'vitest';
import { dayNumber } from '../market/nyse-calendar';
import { adjacentPeriod, calendarHref, daysOf, isoDay, mondayOf, periodOf, readCalendarQuery, WINDOW_DAYS } from './calendar-query';

const TODAY = dayNumber(2026, 11, 25); // a Wednesday

describe('calendar query', () => {
  it('reads the default view as the current Monday-to-Sunday week', () => {
    const result = readCalendarQuery('', TODAY);
    expect(result).toEqual({ kind: 'ok', query: { view: 'week', start: dayNumber(2026, 11, 23), end: dayNumber(2026, 11, 29), mine: false, dated: false } });
  });

  it('reads a dated week, a month and the member filter', () => {
    expect(readCalendarQuery('date=2026-12-07', TODAY)).toMatchObject({ kind: 'ok', query: { view: 'week', start: dayNumber(2026, 12, 7), dated: true } });
    const month = readCalendarQuery('view=month&date=2027-02-01&mine=1', TODAY);
    expect(month).toMatchObject({ kind: 'ok', query: { view: 'month', start: dayNumber(2027, 2, 1), end: dayNumber(2027, 2, 28), mine: true } });
  });

  it.each([
    ['a mid-week date → its Monday', 'date=2026-11-27', '/calendar?date=2026-11-23', 308],
    ['a mid-month date → the first', 'view=month&date=2026-11-27', '/calendar?view=month&date=2026-11-01', 308],
    ['the default view spelled out', 'view=week', '/calendar', 308],
    ['an unknown view', 'view=year', '/calendar', 308],
    ['an unknown view keeps a good date', 'view=<script>&date=2026-12-07', '/calendar?date=2026-12-07', 308],
    ['an unreal date', 'date=2026-02-30', '/calendar', 308],
    ['not a date', 'view=month&date=tomorrow', '/calendar?view=month', 308],
    ['a date twice', 'date=2026-12-07&date=2026-12-14', '/calendar', 308],
    ['a view twice', 'view=month&view=week', '/calendar', 308],
    ['an empty date', 'date=', '/calendar', 308],
    ['a far year', 'date=9999-01-04', '/calendar', 307],
    ['just past the window', `date=${isoDay(TODAY + WINDOW_DAYS + 7)}`, '/calendar', 307],
    ['mine other than 1', 'mine=yes', '/calendar', 308],
    ['mine twice', 'mine=1&mine=1', '/calendar', 308],
    // Each other spelling would be a render and a guest page-cache entry of its own.
    ['a parameter it does not read', 'utm_source=x', '/calendar', 308],
    ['one beside a good query', 'date=2026-12-07&x=1', '/calendar?date=2026-12-07', 308],
    ['a long junk query', `q=${'a'.repeat(500)}`, '/calendar', 308],
    ['many junk names', Array.from({ length: 60 }, (_, i) => `k${i}=${i}`).join('&'), '/calendar', 308],
    ['encoded junk', '%3Cscript%3E=%00&view=month', '/calendar?view=month', 308],
    ['a name with no value', 'mine', '/calendar', 308],
    ['its names in another order', 'mine=1&view=month', '/calendar?view=month&mine=1', 308],
    ['a name in capitals', 'VIEW=month', '/calendar', 308],
  ])('redirects %s', (_name, search, to, status) => {
    expect(readCalendarQuery(search, TODAY)).toEqual({ kind: 'redirect', to, status });
  });

  it.each(['', 'date=2026-12-07', 'view=month', 'view=month&date=2027-02-01', 'date=2026-11-23&mine=1', 'view=month&date=2026-11-01&mine=1'])('keeps its own URL %j', (search) => {
    const result = readCalendarQuery(search, TODAY);
    if (result.kind !== 'ok') throw new Error(`redirected to ${result.to}`);
    const { view, start, dated, mine } = result.query;
    expect(calendarHref({ view, start: dated ? start : null, mine })).toBe(search ? `/calendar?${search}` : '/calendar');
  });

  it('computes weeks across a year end and months of every length', () => {
    expect(mondayOf(dayNumber(2027, 1, 1))).toBe(dayNumber(2026, 12, 28));
    expect(mondayOf(dayNumber(2026, 11, 23))).toBe(dayNumber(2026, 11, 23));
    expect(mondayOf(dayNumber(2026, 11, 29))).toBe(dayNumber(2026, 11, 23));
    expect(periodOf('month', dayNumber(2028, 2, 10))).toEqual({ start: dayNumber(2028, 2, 1), end: dayNumber(2028, 2, 29) });
    expect(daysOf(periodOf('week', TODAY))).toHaveLength(7);
    expect(daysOf(periodOf('month', dayNumber(2026, 12, 5)))).toHaveLength(31);
  });

  it('links the period before and after, and stops at the window', () => {
    expect(adjacentPeriod('week', dayNumber(2026, 11, 23), 1, TODAY)?.start).toBe(dayNumber(2026, 11, 30));
    expect(adjacentPeriod('month', dayNumber(2026, 12, 1), 1, TODAY)).toEqual({ start: dayNumber(2027, 1, 1), end: dayNumber(2027, 1, 31) });
    expect(adjacentPeriod('month', dayNumber(2026, 1, 1), -1, TODAY)?.start).toBe(dayNumber(2025, 12, 1));
    const last = periodOf('week', TODAY + WINDOW_DAYS).start;
    expect(adjacentPeriod('week', last, 1, TODAY)).toBeNull();
    expect(adjacentPeriod('week', last, -1, TODAY)).not.toBeNull();
  });

  it('writes one URL per period', () => {
    expect(calendarHref({ view: 'week', start: null, mine: false })).toBe('/calendar');
    expect(calendarHref({ view: 'month', start: dayNumber(2026, 11, 1), mine: true })).toBe('/calendar?view=month&date=2026-11-01&mine=1');
  });
});
