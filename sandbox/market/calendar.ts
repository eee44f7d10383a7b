/**
 * The NYSE trading calendar and New York clock for the generators: the exchange's rules
 * (nyse-rules.ts, the sandbox's own) plus ISO dates, day walks and a fast New York clock. Days are
 * "day numbers" (days since 1970-01-01) so the generators can index arrays.
 */

import { closeMinuteOf, dayNumber, isTradingDay, type MarketSession, MS_PER_DAY, nthSunday, OPEN_MINUTE, sessionAt } from './nyse-rules.ts';

export { closeMinuteOf, dayNumber, isEarlyClose, isTradingDay, type MarketSession, MS_PER_DAY, nyseHolidays, OPEN_MINUTE, weekday } from './nyse-rules.ts';

export function isoDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function parseIsoDate(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const day = dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  return isoDate(day) === text ? day : null;
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

// ---- New York clock -------------------------------------------------------------------------

/**
 * US daylight saving time: from the second Sunday of March at 02:00 local (07:00 UTC) to the
 * first Sunday of November at 02:00 local (06:00 UTC). Computed rather than asked of Intl so the
 * generators stay fast; the calendar test checks it against Intl.
 */
export function newYorkOffsetMinutes(utcMs: number): number {
  const year = new Date(utcMs).getUTCFullYear();
  const dstStart = nthSunday(year, 3, 2) * MS_PER_DAY + 7 * 3_600_000;
  const dstEnd = nthSunday(year, 11, 1) * MS_PER_DAY + 6 * 3_600_000;
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

export const sessionOpenUtc = (day: number): number => newYorkTimeToUtc(day, OPEN_MINUTE);
export const sessionCloseUtc = (day: number): number => newYorkTimeToUtc(day, closeMinuteOf(day));

/** The market session by New York time; early closes end after-hours four hours after the close. */
export function marketSession(utcMs: number): MarketSession {
  const { day, minutes } = newYorkClock(utcMs);
  return sessionAt(day, minutes);
}
