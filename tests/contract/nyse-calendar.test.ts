import { describe, expect, it } from 'vitest';
import * as app from '../../src/lib/market/nyse-calendar.ts';
import * as sandbox from '../../sandbox/market/nyse-rules.ts';

/**
 * The app's NYSE calendar (the session badge, the calendar page) against the sandbox's own copy of
 * the exchange's rules (the generated quotes, histories and feed ticks). Neither imports the other:
 * a rule wrong on one side is a failing day here, not a mistake both sides share.
 */
const FIRST = app.dayNumber(2024, 1, 1);
const LAST = app.dayNumber(2030, 12, 31);
const everyDay = Array.from({ length: LAST - FIRST + 1 }, (_, index) => FIRST + index);
const iso = (day: number) => new Date(day * app.MS_PER_DAY).toISOString().slice(0, 10);

/** Minutes after New York midnight on either side of each session boundary, early closes' included. */
const BOUNDARY_MINUTES = [0, 239, 240, 569, 570, 779, 780, 959, 960, 1019, 1020, 1199, 1200, 1439];

/** Each side's view of a day, in one line, so a disagreement names the day and what differs. */
function dayOf(side: 'app' | 'sandbox', day: number): string {
  const year = new Date(day * app.MS_PER_DAY).getUTCFullYear();
  const rules =
    side === 'app'
      ? { trading: app.isTradingDay(day), holiday: app.holidayName(day) !== null, early: app.isEarlyClose(day), sessionAt: app.sessionAt }
      : { trading: sandbox.isTradingDay(day), holiday: sandbox.nyseHolidays(year).has(day), early: sandbox.isEarlyClose(day), sessionAt: sandbox.sessionAt };
  const close = rules.trading ? (side === 'app' ? app.closeMinuteOf(day) : sandbox.closeMinuteOf(day)) : null;
  const sessions = BOUNDARY_MINUTES.map((minute) => rules.sessionAt(day, minute)).join(',');
  return `${iso(day)} trading=${rules.trading} holiday=${rules.holiday} early=${rules.early} close=${close} ${sessions}`;
}

describe('the NYSE calendar: app and sandbox agree', () => {
  it('on every day of 2024–2030: trading days, holidays, early closes and the sessions by minute', () => {
    const disagreements = everyDay.map((day) => [dayOf('app', day), dayOf('sandbox', day)]).filter(([a, s]) => a !== s);
    expect(disagreements).toEqual([]);
  });

  it('on the same day numbers and weekdays', () => {
    for (const day of everyDay) {
      const date = new Date(day * app.MS_PER_DAY);
      expect(sandbox.dayNumber(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate())).toBe(day);
      expect(sandbox.weekday(day), iso(day)).toBe(app.weekday(day));
    }
  });

  it("and the comparison sees something: each year has nine or more holidays (New Year's Day 2028 falls on a Saturday, not kept) and an early close (2027 has only the day after Thanksgiving)", () => {
    for (let year = 2024; year <= 2030; year++) {
      const days = everyDay.filter((day) => new Date(day * app.MS_PER_DAY).getUTCFullYear() === year);
      expect(days.filter((day) => sandbox.nyseHolidays(year).has(day)).length, String(year)).toBeGreaterThanOrEqual(9);
      expect(days.filter(sandbox.isEarlyClose).length, String(year)).toBeGreaterThanOrEqual(1);
    }
  });
});
