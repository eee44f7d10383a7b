import { newYorkWallClock } from '../format/dates';
import { CLOSE_MINUTE, OPEN_MINUTE } from './nyse-calendar';
import type { MarketSession } from '../upstream/business';
import * as calendar from './nyse-calendar';

/**
 * The market session clock (pre-market from 04:00, open 09:30, close 16:00, after-hours until
 * 20:00 New York time): which session the US market is in at an instant, by New
 * York wall-clock time (format/dates.ts: Intl does the time-zone work, daylight saving time included).
 * The exchange's rules (holidays with their weekend observance, 13:00 early closes, session hours)
 * are nyse-calendar.ts, shared with the sandbox; this module reads them by calendar date.
 */

export type { MarketSession };

export const SESSION_LABELS: Record<MarketSession, string> = { preMarket: '盤前', intraDay: '盤中', afterHours: '盤後', 'no-trading': '休市' };

/** A New York calendar date, month 1–12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface NewYorkTime extends CalendarDate {
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Minutes after local midnight, 0–1439. */
  minutes: number;
}

const dayOf = ({ year, month, day }: CalendarDate): number => calendar.dayNumber(year, month, day);

/** The New York wall clock at an instant. */
export function newYorkTime(at: Date): NewYorkTime {
  const { year, month, day, hour, minute } = newYorkWallClock(at);
  return { year, month, day, minutes: hour * 60 + minute, weekday: calendar.weekday(dayOf({ year, month, day })) };
}

/** NYSE full-day holidays of a year: day number (days since 1970-01-01) → Chinese name. */
export const nyseHolidays = calendar.nyseHolidays;

/** The holiday's name when the NYSE is closed all day for one, else null (weekends are not holidays). */
export const holidayName = (date: CalendarDate): string | null => calendar.holidayName(dayOf(date));

export const isTradingDay = (date: CalendarDate): boolean => calendar.isTradingDay(dayOf(date));

/** 13:00 closes: 3 July and 24 December on Monday–Thursday, the day after Thanksgiving (trading days only). */
export const isEarlyClose = (date: CalendarDate): boolean => calendar.isEarlyClose(dayOf(date));

/** The market session at an instant. */
export function marketSessionAt(at: Date): MarketSession {
  const now = newYorkTime(at);
  return calendar.sessionAt(dayOf(now), now.minutes);
}

/** What the badge says and why: the session, plus the holiday or early close behind it. */
export interface SessionStatus {
  session: MarketSession;
  label: string;
  /** "感恩節休市", "提前收盤（13:00）", "週末休市" or null on an ordinary day. */
  note: string | null;
}

export function sessionStatusAt(at: Date): SessionStatus {
  const session = marketSessionAt(at);
  const now = newYorkTime(at);
  const holiday = holidayName(now);
  let note: string | null = null;
  if (holiday) note = `${holiday}休市`;
  else if (now.weekday === 0 || now.weekday === 6) note = '週末休市';
  else if (isEarlyClose(now)) note = '提前收盤（13:00）';
  return { session, label: SESSION_LABELS[session], note };
}

/** The next calendar date (for tests and callers that walk days). */
export const nextDate = (date: CalendarDate): CalendarDate => calendar.dateOf(dayOf(date) + 1);

/**
 * The instant of a New York wall-clock time on a date (DST-correct: the offset is read from Intl at
 * that very time, then checked once more in case the first guess sat across a switch).
 */
export function newYorkInstant(date: CalendarDate, minutes: number): Date {
  const wallAsUtc = Date.UTC(date.year, date.month - 1, date.day, 0, minutes);
  const offsetAt = (instant: number) => {
    const wall = newYorkWallClock(new Date(instant));
    return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - instant;
  };
  const guess = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(guess));
}

/** The next change of the regular session: the bell that opens or closes it, and when it rings. */
export interface NextMarketEvent {
  kind: 'open' | 'close';
  at: Date;
  /** A close at 13:00 (the NYSE's early closes) rather than 16:00. */
  early: boolean;
}

/**
 * The next opening or closing bell of the regular session (09:30–16:00 New York, 13:00 on early
 * closes), skipping weekends and NYSE holidays: what the home page counts down to.
 */
export function nextMarketEvent(at: Date): NextMarketEvent {
  const now = newYorkTime(at);
  const today = dayOf(now);
  if (calendar.isTradingDay(today)) {
    const close = calendar.closeMinuteOf(today);
    if (now.minutes < OPEN_MINUTE) return { kind: 'open', at: newYorkInstant(now, OPEN_MINUTE), early: false };
    if (now.minutes < close) return { kind: 'close', at: newYorkInstant(now, close), early: close !== CLOSE_MINUTE };
  }
  let day = today + 1;
  while (!calendar.isTradingDay(day)) day += 1;
  return { kind: 'open', at: newYorkInstant(calendar.dateOf(day), OPEN_MINUTE), early: false };
}

/**
 * The regular session's next opening bell after the session whose trading date is `tradingDate`
 * (YYYY-MM-DD, New York): 09:30 on the first trading day after it. A quote's trading date names the
 * latest session that has opened, so this is the next open from any moment outside a session, whatever the
 * clock reads (the quote's own time is its last close then). Null for a date that is not one.
 */
export function openAfterSession(tradingDate: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(tradingDate);
  if (!match) return null;
  let day = calendar.dayNumber(Number(match[1]), Number(match[2]), Number(match[3])) + 1;
  if (!Number.isFinite(day)) return null;
  while (!calendar.isTradingDay(day)) day += 1;
  return newYorkInstant(calendar.dateOf(day), OPEN_MINUTE);
}
