import type { MarketSession } from '../upstream/business/schemas/quotes.ts';

/**
 * The app's NYSE trading calendar, computed from the exchange's rules (no data file), for the session
 * badge (session.ts) and the calendar page: weekends, the ten holidays with their weekend observance,
 * special closures, the 13:00 early closes and the session hours (pre-market from 04:00, open 09:30,
 * close 16:00, after-hours until 20:00). The sandbox keeps its own copy (decision 046), compared with
 * this one day by day in tests/contract/nyse-calendar.test.ts.
 *
 * Days are "day numbers", days since 1970-01-01 of a calendar date with no time zone involved, so
 * callers can index arrays and walk days by adding 1. Which New York day an instant falls on is the
 * caller's business (the app asks Intl, the sandbox its own DST rule).
 */

export type { MarketSession };

export const MS_PER_DAY = 86_400_000;

/** Day number of a calendar date (month 1–12). */
export const dayNumber = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / MS_PER_DAY;

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

export const yearOf = (day: number): number => new Date(day * MS_PER_DAY).getUTCFullYear();

/** The calendar date of a day number (month 1–12). */
export function dateOf(day: number): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The n-th (1…5) given weekday of a month, or the last one with n = -1, as a day number. */
export function nthWeekday(year: number, month: number, wanted: number, n: number): number {
  if (n > 0) {
    const first = dayNumber(year, month, 1);
    return first + ((wanted - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayNumber(year, month + 1, 1) - 1;
  return last - ((weekday(last) - wanted + 7) % 7);
}

/** Gregorian Easter Sunday (Meeus/Jones/Butcher), as a day number. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

/** A Saturday holiday is observed on Friday, a Sunday one on Monday. */
function observed(day: number): number {
  const wd = weekday(day);
  return wd === 6 ? day - 1 : wd === 0 ? day + 1 : day;
}

/** Thanksgiving: the fourth Thursday of November. */
const thanksgiving = (year: number): number => nthWeekday(year, 11, 4, 4);

/** Closures announced for one day only (national days of mourning). */
const SPECIAL_CLOSURES: ReadonlyArray<[day: number, name: string]> = [
  [dayNumber(2018, 12, 5), '國殤日'],
  [dayNumber(2025, 1, 9), '國殤日'],
];

/** Years asked for come from data and URLs: keep at most this many (a few KB), so odd years cannot grow the isolate. */
const MAX_CACHED_YEARS = 64;
const holidayCache = new Map<number, ReadonlyMap<number, string>>();

/** NYSE full-day holidays of a year: day number → Chinese name. */
export function nyseHolidays(year: number): ReadonlyMap<number, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = new Map<number, string>();
  // New Year's Day on a Saturday is not made up on Friday 31 December (NYSE rule 7.2).
  const newYear = dayNumber(year, 1, 1);
  if (weekday(newYear) !== 6) days.set(observed(newYear), '元旦');
  days.set(nthWeekday(year, 1, 1, 3), '馬丁路德金恩紀念日');
  days.set(nthWeekday(year, 2, 1, 3), '總統日');
  days.set(easterSunday(year) - 2, '耶穌受難日');
  days.set(nthWeekday(year, 5, 1, -1), '陣亡將士紀念日');
  if (year >= 2022) days.set(observed(dayNumber(year, 6, 19)), '六月節');
  days.set(observed(dayNumber(year, 7, 4)), '獨立紀念日');
  days.set(nthWeekday(year, 9, 1, 1), '勞動節');
  days.set(thanksgiving(year), '感恩節');
  days.set(observed(dayNumber(year, 12, 25)), '聖誕節');
  for (const [day, name] of SPECIAL_CLOSURES) if (yearOf(day) === year) days.set(day, name);
  if (holidayCache.size >= MAX_CACHED_YEARS) holidayCache.clear();
  holidayCache.set(year, days);
  return days;
}

/** The holiday's name when the NYSE is closed all day for one, else null (weekends are not holidays). */
export function holidayName(day: number): string | null {
  return nyseHolidays(yearOf(day)).get(day) ?? null;
}

export const isWeekend = (day: number): boolean => weekday(day) === 0 || weekday(day) === 6;

export function isTradingDay(day: number): boolean {
  return !isWeekend(day) && !nyseHolidays(yearOf(day)).has(day);
}

/**
 * 13:00 closes, on trading days only: the day after Thanksgiving, and 3 July and 24 December when
 * they fall Monday–Thursday.
 */
export function isEarlyClose(day: number): boolean {
  if (!isTradingDay(day)) return false;
  const year = yearOf(day);
  if (day === thanksgiving(year) + 1) return true;
  const midWeek = weekday(day) >= 1 && weekday(day) <= 4;
  return midWeek && (day === dayNumber(year, 7, 3) || day === dayNumber(year, 12, 24));
}

/** Session hours in minutes after New York midnight: pre-market 04:00, open 09:30, close 16:00, after-hours until 20:00. */
export const PRE_MARKET_MINUTE = 4 * 60;
export const OPEN_MINUTE = 9 * 60 + 30;
export const CLOSE_MINUTE = 16 * 60;
export const AFTER_HOURS_END_MINUTE = 20 * 60;
/** NYSE early closes: regular trading ends at 13:00, extended hours four hours later. */
export const EARLY_CLOSE_MINUTE = 13 * 60;

/** Minute the regular session closes on a trading day. */
export const closeMinuteOf = (day: number): number => (isEarlyClose(day) ? EARLY_CLOSE_MINUTE : CLOSE_MINUTE);

/** The market session at `minutes` after New York midnight of a New York `day`. */
export function sessionAt(day: number, minutes: number): MarketSession {
  if (!isTradingDay(day)) return 'no-trading';
  const close = closeMinuteOf(day);
  if (minutes >= PRE_MARKET_MINUTE && minutes < OPEN_MINUTE) return 'preMarket';
  if (minutes >= OPEN_MINUTE && minutes < close) return 'intraDay';
  if (minutes >= close && minutes < close + (AFTER_HOURS_END_MINUTE - CLOSE_MINUTE)) return 'afterHours';
  return 'no-trading';
}
