import { MS_PER_DAY, parseIsoDate, weekday } from '../market/calendar.ts';
import type { HolidaysFile } from './data.ts';

/**
 * The TWSE trading calendar: weekdays minus the exchange's closed days (holidays and the 封關 days
 * before the Lunar New Year), within the years its data file covers. Days are day numbers (days since
 * 1970-01-01), the Taipei calendar date.
 */
export interface TwseCalendar {
  /** First and last day the calendar knows. */
  readonly from: number;
  readonly to: number;
  isTradingDay(day: number): boolean;
  /** The name of a closed weekday (「中秋節」), or null for a trading day, a weekend or a day outside the calendar. */
  holidayName(day: number): string | null;
  /** Closed weekdays in [from, to], ascending. */
  holidaysBetween(from: number, to: number): { day: number; name: string }[];
}

export function createTwseCalendar(file: HolidaysFile): TwseCalendar {
  const from = parseIsoDate(file.coverage.from) as number;
  const to = parseIsoDate(file.coverage.to) as number;
  const names = new Map<number, string>();
  for (const holiday of file.holidays) {
    const day = parseIsoDate(holiday.date) as number;
    if (day < from || day > to) throw new Error(`twse-holidays.json: ${holiday.date} lies outside the coverage`);
    if (weekday(day) === 0 || weekday(day) === 6) throw new Error(`twse-holidays.json: ${holiday.date} is a weekend (always closed)`);
    names.set(day, holiday.name);
  }
  const inside = (day: number) => day >= from && day <= to;
  return {
    from,
    to,
    isTradingDay: (day) => inside(day) && weekday(day) !== 0 && weekday(day) !== 6 && !names.has(day),
    holidayName: (day) => names.get(day) ?? null,
    holidaysBetween: (start, end) =>
      [...names]
        .filter(([day]) => day >= start && day <= end)
        .sort(([a], [b]) => a - b)
        .map(([day, name]) => ({ day, name })),
  };
}

/** Taipei is UTC+8 all year (no daylight saving). */
const TAIPEI_OFFSET_MS = 8 * 3_600_000;
export const taipeiDay = (utcMs: number): number => Math.floor((utcMs + TAIPEI_OFFSET_MS) / MS_PER_DAY);
/** UTC ms of a Taipei wall-clock time (minutes after midnight) on a day. */
export const taipeiTimeToUtc = (day: number, minutes: number): number => day * MS_PER_DAY + minutes * 60_000 - TAIPEI_OFFSET_MS;

/** The TWSE's regular session closes at 13:30 Taipei; its close is published then. */
export const TWSE_CLOSE_MINUTE = 13 * 60 + 30;
/** The Taipei Foreign Exchange's USD/TWD closing rate is fixed at 16:00 Taipei. */
export const FX_CLOSE_MINUTE = 16 * 60;
