import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date';

/** What the check replaced: a Date round trip. */
const roundTrip = (text: string) => !Number.isNaN(Date.parse(text)) && new Date(Date.parse(text)).toISOString().startsWith(text);
const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('isCalendarDate', () => {
  it('agrees with a Date round trip on every day-shaped text of years with every leap rule', () => {
    for (const year of [1900, 2000, 2023, 2024, 2025, 2026, 2100, 2400]) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= 31; day += 1) {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          expect(isCalendarDate(text), text).toBe(roundTrip(text));
        }
      }
    }
  });

  it('refuses days the calendar does not have', () => {
    expect(['2026-02-29', '2026-02-30', '2026-04-31', '1900-02-29'].map(isCalendarDate)).toEqual([false, false, false, false]);
    expect(['2024-02-29', '2000-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true, true]);
  });
});
