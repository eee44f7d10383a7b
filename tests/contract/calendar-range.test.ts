import { describe, expect, it } from 'vitest';
import { CALENDAR_VIEWS, isoDay, periodOf } from '../../src/lib/calendar/calendar-query.ts';
import { dayNumber } from '../../src/lib/market/nyse-calendar.ts';
import { MAX_CALENDAR_DAYS as APP_MAX_CALENDAR_DAYS } from '../../src/lib/upstream/business/schemas/calendar.ts';
import { MAX_CALENDAR_DAYS, parseCalendarRange } from '../../sandbox/market/calendar-events.ts';

/**
 * The calendar's range limit, kept on both sides of GET /api/Calendar: the app's client names it, the
 * sandbox's service enforces its own copy. Every period the /calendar page asks for must be one the
 * service takes.
 */
describe('calendar ranges: the app asks only for what the sandbox service takes', () => {
  it('both sides name the same longest range', () => {
    expect(MAX_CALENDAR_DAYS).toBe(APP_MAX_CALENDAR_DAYS);
  });

  it.each(CALENDAR_VIEWS)('every %s of 2024–2030 is a range the service accepts', (view) => {
    const refused: string[] = [];
    for (let day = dayNumber(2024, 1, 1); day <= dayNumber(2030, 12, 31); day++) {
      const { start, end } = periodOf(view, day);
      const range = parseCalendarRange(isoDay(start), isoDay(end));
      if (typeof range === 'string') refused.push(`${isoDay(start)}…${isoDay(end)}: ${range}`);
    }
    expect(refused).toEqual([]);
  });

  it('and the service refuses one day more than its limit', () => {
    expect(parseCalendarRange('2026-01-01', isoDay(dayNumber(2026, 1, 1) + MAX_CALENDAR_DAYS - 1))).not.toBeTypeOf('string');
    expect(parseCalendarRange('2026-01-01', isoDay(dayNumber(2026, 1, 1) + MAX_CALENDAR_DAYS))).toBeTypeOf('string');
  });
});
