/**
 * NYSE trading calendar and New York clock, computed from the exchange's rules (no data file):
 * weekends, the ten holidays with their weekend observance, special closures, and the 13:00 early
 * closes. Days are "day numbers" (days since 1970-01-01) so the generators can index arrays.
 */

export const MS_PER_DAY = 86_400_000;

export const dayNumber = (year: number, month: number, day: number): number => Date.UTC(year, month - 1, day) / MS_PER_DAY;

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: number): number => (((day + 4) % 7) + 7) % 7;

export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function parseIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const day = dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  return isoDate(day) === text ? day : null;
}

export const yearOf = (day: number): number => new Date(day * MS_PER_DAY).getUTCFullYear();

/** The n-th given weekday of a month (n = 1…5), or the last one with n = -1. */
function nthWeekday(year: number, month: number, wanted: number, n: number): number {
  if (n > 0) {
    const first = dayNumber(year, month, 1);
    return first + ((wanted - weekday(first) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayNumber(year, month + 1, 1) - 1;
  return last - ((weekday(last) - wanted + 7) % 7);
}

/** Gregorian Easter Sunday (anonymous algorithm). */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumber(year, month, day);
}

/** Saturday holidays move to Friday, Sunday holidays to Monday. */
function observed(day: number): number {
  const wd = weekday(day);
  return wd === 6 ? day - 1 : wd === 0 ? day + 1 : day;
}

/** Unscheduled full-day closures (national days of mourning). */
const SPECIAL_CLOSURES = new Set([dayNumber(2018, 12, 5), dayNumber(2025, 1, 9)]);

const holidayCache = new Map<number, Set<number>>();

export function nyseHolidays(year: number): Set<number> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = new Set<number>();
  // New Year's Day on a Saturday is not made up on Friday 31 December (NYSE rule 7.2).
  const newYear = dayNumber(year, 1, 1);
  if (weekday(newYear) !== 6) days.add(observed(newYear));
  days.add(nthWeekday(year, 1, 1, 3)); // Martin Luther King Jr. Day
  days.add(nthWeekday(year, 2, 1, 3)); // Washington's Birthday
  days.add(easterSunday(year) - 2); // Good Friday
  days.add(nthWeekday(year, 5, 1, -1)); // Memorial Day
  if (year >= 2022) days.add(observed(dayNumber(year, 6, 19))); // Juneteenth
  days.add(observed(dayNumber(year, 7, 4))); // Independence Day
  days.add(nthWeekday(year, 9, 1, 1)); // Labor Day
  days.add(nthWeekday(year, 11, 4, 4)); // Thanksgiving
  days.add(observed(dayNumber(year, 12, 25))); // Christmas
  for (const day of SPECIAL_CLOSURES) if (yearOf(day) === year) days.add(day);
  holidayCache.set(year, days);
  return days;
}

export function isTradingDay(day: number): boolean {
  const wd = weekday(day);
  return wd !== 0 && wd !== 6 && !nyseHolidays(yearOf(day)).has(day);
}

/**
 * 13:00 closes: 3 July when it is Monday–Thursday, the day after Thanksgiving, and
 * 24 December when it is Monday–Thursday.
 */
export function isEarlyClose(day: number): boolean {
  if (!isTradingDay(day)) return false;
  const year = yearOf(day);
  const july3 = dayNumber(year, 7, 3);
  const christmasEve = dayNumber(year, 12, 24);
  if (day === nthWeekday(year, 11, 4, 4) + 1) return true;
  if (day === july3 && weekday(day) >= 1 && weekday(day) <= 4) return true;
  return day === christmasEve && weekday(day) >= 1 && weekday(day) <= 4;
}

export function previousTradingDay(day: number): number {
  let d = day - 1;
  while (!isTradingDay(d)) d--;
  return d;
}

export function nextTradingDay(day: number): number {
  let d = day + 1;
  while (!isTradingDay(d)) d++;
  return d;
}

/** The trading day itself, or the last one before it. */
export const lastTradingDayOnOrBefore = (day: number): number => (isTradingDay(day) ? day : previousTradingDay(day));

/** Trading days in [from, to], ascending. */
export function tradingDaysBetween(from: number, to: number): number[] {
  const days: number[] = [];
  for (let d = from; d <= to; d++) if (isTradingDay(d)) days.push(d);
  return days;
}

// ---- New York clock -------------------------------------------------------------------------

/**
 * US daylight saving time: from the second Sunday of March at 02:00 local (07:00 UTC) to the
 * first Sunday of November at 02:00 local (06:00 UTC). Computed rather than asked of Intl so the
 * generators stay fast; the calendar test checks it against Intl.
 */
export function newYorkOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const dstStart = nthWeekday(year, 3, 0, 2) * MS_PER_DAY + 7 * 3_600_000;
  const dstEnd = nthWeekday(year, 11, 0, 1) * MS_PER_DAY + 6 * 3_600_000;
  return utcMs >= dstStart && utcMs < dstEnd ? -240 : -300;
}

/** New York calendar day and minutes after local midnight. */
export function newYorkClock(utcMs: number): { day: number; minutes: number } {
  const localMs = utcMs + newYorkOffsetMinutes(utcMs) * 60_000;
  const day = Math.floor(localMs / MS_PER_DAY);
  return { day, minutes: Math.floor((localMs - day * MS_PER_DAY) / 60_000) };
}

/** UTC milliseconds of a New York wall-clock time on a day (DST-safe away from 02:00). */
export function newYorkTimeToUtc(day: number, minutes: number): number {
  const guess = day * MS_PER_DAY + minutes * 60_000;
  return guess - newYorkOffsetMinutes(guess + 300 * 60_000) * 60_000;
}

/** Spec §9: pre-market 04:00, open 09:30, close 16:00, after-hours until 20:00 (New York). */
export const PRE_MARKET_MINUTE = 4 * 60;
export const OPEN_MINUTE = 9 * 60 + 30;
export const CLOSE_MINUTE = 16 * 60;
export const EARLY_CLOSE_MINUTE = 13 * 60;
export const AFTER_HOURS_END_MINUTE = 20 * 60;

export const closeMinuteOf = (day: number): number => (isEarlyClose(day) ? EARLY_CLOSE_MINUTE : CLOSE_MINUTE);
export const sessionOpenUtc = (day: number): number => newYorkTimeToUtc(day, OPEN_MINUTE);
export const sessionCloseUtc = (day: number): number => newYorkTimeToUtc(day, closeMinuteOf(day));

export type MarketSession = 'preMarket' | 'intraDay' | 'afterHours' | 'no-trading';

/** Spec §4 market session by New York time; early closes end after-hours four hours after the close. */
export function marketSession(utcMs: number): MarketSession {
  const { day, minutes } = newYorkClock(utcMs);
  if (!isTradingDay(day)) return 'no-trading';
  const close = closeMinuteOf(day);
  if (minutes >= PRE_MARKET_MINUTE && minutes < OPEN_MINUTE) return 'preMarket';
  if (minutes >= OPEN_MINUTE && minutes < close) return 'intraDay';
  if (minutes >= close && minutes < close + (AFTER_HOURS_END_MINUTE - CLOSE_MINUTE)) return 'afterHours';
  return 'no-trading';
}
