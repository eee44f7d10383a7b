import { describe, expect, it } from 'vitest';
import { dayNumber, isEarlyClose, isoDate, isTradingDay, marketSession, newYorkClock, newYorkOffsetMinutes, nyseHolidays, sessionCloseUtc, sessionOpenUtc, weekday } from './calendar.ts';

const holidays = (year: number) => [...nyseHolidays(year)].sort((a, b) => a - b).map(isoDate);

describe('NYSE calendar', () => {
  it('knows the published holidays', () => {
    expect(holidays(2025)).toEqual(['2025-01-01', '2025-01-09', '2025-01-20', '2025-02-17', '2025-04-18', '2025-05-26', '2025-06-19', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25']);
    expect(holidays(2026)).toEqual(['2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25']);
    // 2022: New Year's Day on a Saturday is not observed; Juneteenth (Sunday) moves to Monday.
    expect(holidays(2022)).toContain('2022-06-20');
    expect(holidays(2022)).not.toContain('2021-12-31');
    expect(holidays(2021)).toContain('2021-12-24'); // Christmas on Saturday → Friday
  });

  it('closes early after Thanksgiving, on 24 December and on 3 July when they are weekdays', () => {
    expect(isEarlyClose(dayNumber(2026, 11, 27))).toBe(true);
    expect(isEarlyClose(dayNumber(2026, 12, 24))).toBe(true);
    expect(isEarlyClose(dayNumber(2025, 7, 3))).toBe(true);
    expect(isEarlyClose(dayNumber(2026, 7, 2))).toBe(false);
    expect(isEarlyClose(dayNumber(2026, 11, 25))).toBe(false);
    expect(sessionCloseUtc(dayNumber(2026, 11, 27)) - sessionOpenUtc(dayNumber(2026, 11, 27))).toBe(210 * 60_000);
  });

  it('never trades on weekends or holidays', () => {
    for (let day = dayNumber(2019, 1, 1); day < dayNumber(2027, 1, 1); day++) {
      if (isTradingDay(day)) {
        expect(weekday(day)).not.toBe(0);
        expect(weekday(day)).not.toBe(6);
        expect(nyseHolidays(new Date(day * 86_400_000).getUTCFullYear()).has(day)).toBe(false);
      }
    }
    expect(isTradingDay(dayNumber(2026, 11, 21))).toBe(false); // Saturday
    expect(isTradingDay(dayNumber(2026, 11, 26))).toBe(false); // Thanksgiving
    expect(isTradingDay(dayNumber(2026, 11, 27))).toBe(true);
  });

  it('follows US daylight saving time like Intl does', () => {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'shortOffset' });
    for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3 * 3_600_000 + 17 * 60_000) {
      const name = format.formatToParts(ms).find((part) => part.type === 'timeZoneName')?.value;
      expect(newYorkOffsetMinutes(ms), new Date(ms).toISOString()).toBe(name === 'GMT-4' ? -240 : -300);
    }
    expect(newYorkClock(Date.parse('2026-07-01T13:30:00Z'))).toEqual({ day: dayNumber(2026, 7, 1), minutes: 9 * 60 + 30 });
    expect(newYorkClock(Date.parse('2026-12-01T14:30:00Z'))).toEqual({ day: dayNumber(2026, 12, 1), minutes: 9 * 60 + 30 });
  });

  it('names the market session by New York time', () => {
    expect(marketSession(Date.parse('2026-11-20T09:30:00Z'))).toBe('preMarket'); // 04:30 EST
    expect(marketSession(Date.parse('2026-11-20T14:30:00Z'))).toBe('intraDay'); // 09:30 EST
    expect(marketSession(Date.parse('2026-11-20T21:00:00Z'))).toBe('afterHours'); // 16:00 EST
    expect(marketSession(Date.parse('2026-11-21T01:00:00Z'))).toBe('no-trading'); // 20:00 EST
    expect(marketSession(Date.parse('2026-11-21T15:00:00Z'))).toBe('no-trading'); // Saturday
    expect(marketSession(Date.parse('2026-07-06T13:29:00Z'))).toBe('preMarket'); // 09:29 EDT
    expect(marketSession(Date.parse('2026-11-27T18:30:00Z'))).toBe('afterHours'); // 13:30 after an early close
  });
});
