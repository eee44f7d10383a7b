import type { MarketSession } from '../upstream/business';

/**
 * The market session clock (spec §4, §9): which session the US market is in at an instant, by New
 * York wall-clock time. Intl does the time-zone work (America/New_York), so daylight saving time is
 * right on the switch days without our own offset table. Beyond the spec: NYSE holidays (with their
 * weekend observance) are no-trading days, and the early-close days end regular trading at 13:00
 * and extended hours at 17:00.
 */

export type { MarketSession };

export const SESSION_LABELS: Record<MarketSession, string> = {
  preMarket: '盤前',
  intraDay: '盤中',
  afterHours: '盤後',
  'no-trading': '休市',
};

/** Spec §9, in minutes after New York midnight. */
export const PRE_MARKET_START = 4 * 60;
export const REGULAR_OPEN = 9 * 60 + 30;
export const REGULAR_CLOSE = 16 * 60;
export const AFTER_HOURS_END = 20 * 60;
/** NYSE early closes: regular trading ends at 13:00, extended hours four hours later. */
export const EARLY_CLOSE = 13 * 60;

/** A New York calendar date: month 1–12, weekday 0 = Sunday … 6 = Saturday. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface NewYorkTime extends CalendarDate {
  weekday: number;
  /** Minutes after local midnight, 0–1439. */
  minutes: number;
}

const newYorkFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The New York wall clock at an instant. */
export function newYorkTime(at: Date): NewYorkTime {
  const parts: Record<string, number> = {};
  for (const part of newYorkFormat.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const year = parts.year ?? 1970;
  const month = parts.month ?? 1;
  const day = parts.day ?? 1;
  // Some engines answer hour 24 at midnight even with h23; midnight is minute 0 either way.
  const minutes = ((parts.hour ?? 0) % 24) * 60 + (parts.minute ?? 0);
  return { year, month, day, minutes, weekday: weekdayOf({ year, month, day }) };
}

const MS_PER_DAY = 86_400_000;
/** Days since 1970-01-01 of a calendar date (no time zone involved). */
const dayNumber = ({ year, month, day }: CalendarDate): number => Date.UTC(year, month - 1, day) / MS_PER_DAY;
const fromDayNumber = (n: number): CalendarDate => {
  const d = new Date(n * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
};
const weekdayOf = (date: CalendarDate): number => new Date(dayNumber(date) * MS_PER_DAY).getUTCDay();

/** The n-th (1…5) given weekday of a month, or the last one with n = -1, as a day number. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n > 0) {
    const first = dayNumber({ year, month, day: 1 });
    return first + ((weekday - weekdayOf({ year, month, day: 1 }) + 7) % 7) + (n - 1) * 7;
  }
  const last = dayNumber({ year, month: month + 1, day: 1 }) - 1;
  return last - ((new Date(last * MS_PER_DAY).getUTCDay() - weekday + 7) % 7);
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
  return dayNumber({ year, month, day });
}

/** A Saturday holiday is observed on Friday, a Sunday one on Monday. */
function observed(n: number): number {
  const weekday = new Date(n * MS_PER_DAY).getUTCDay();
  return weekday === 6 ? n - 1 : weekday === 0 ? n + 1 : n;
}

/** Closures announced for one day only (national days of mourning). */
const SPECIAL_CLOSURES: ReadonlyArray<[CalendarDate, string]> = [
  [{ year: 2018, month: 12, day: 5 }, '國殤日'],
  [{ year: 2025, month: 1, day: 9 }, '國殤日'],
];

const holidayCache = new Map<number, Map<number, string>>();

/** NYSE full-day holidays of a year: day number → Chinese name. */
export function nyseHolidays(year: number): ReadonlyMap<number, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = new Map<number, string>();
  const newYear = dayNumber({ year, month: 1, day: 1 });
  // New Year's Day on a Saturday is not made up on the Friday before (NYSE rule).
  if (weekdayOf({ year, month: 1, day: 1 }) !== 6) days.set(observed(newYear), '元旦');
  days.set(nthWeekday(year, 1, 1, 3), '馬丁路德金恩紀念日');
  days.set(nthWeekday(year, 2, 1, 3), '總統日');
  days.set(easterSunday(year) - 2, '耶穌受難日');
  days.set(nthWeekday(year, 5, 1, -1), '陣亡將士紀念日');
  if (year >= 2022) days.set(observed(dayNumber({ year, month: 6, day: 19 })), '六月節');
  days.set(observed(dayNumber({ year, month: 7, day: 4 })), '獨立紀念日');
  days.set(nthWeekday(year, 9, 1, 1), '勞動節');
  days.set(nthWeekday(year, 11, 4, 4), '感恩節');
  days.set(observed(dayNumber({ year, month: 12, day: 25 })), '聖誕節');
  for (const [date, name] of SPECIAL_CLOSURES) if (date.year === year) days.set(dayNumber(date), name);
  holidayCache.set(year, days);
  return days;
}

/** The holiday's name when the NYSE is closed all day for one, else null (weekends are not holidays). */
export function holidayName(date: CalendarDate): string | null {
  return nyseHolidays(date.year).get(dayNumber(date)) ?? null;
}

export function isTradingDay(date: CalendarDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && holidayName(date) === null;
}

/**
 * 13:00 closes: 3 July on Monday–Thursday, the day after Thanksgiving, and 24 December on
 * Monday–Thursday (only on trading days).
 */
export function isEarlyClose(date: CalendarDate): boolean {
  if (!isTradingDay(date)) return false;
  const n = dayNumber(date);
  const weekday = weekdayOf(date);
  const { year } = date;
  if (n === nthWeekday(year, 11, 4, 4) + 1) return true;
  const midWeek = weekday >= 1 && weekday <= 4;
  return midWeek && ((date.month === 7 && date.day === 3) || (date.month === 12 && date.day === 24));
}

/** Minute the regular session closes on a trading day. */
export const regularCloseOf = (date: CalendarDate): number => (isEarlyClose(date) ? EARLY_CLOSE : REGULAR_CLOSE);

/** Spec §4 market session at an instant. */
export function marketSessionAt(at: Date): MarketSession {
  const now = newYorkTime(at);
  if (!isTradingDay(now)) return 'no-trading';
  const close = regularCloseOf(now);
  if (now.minutes >= PRE_MARKET_START && now.minutes < REGULAR_OPEN) return 'preMarket';
  if (now.minutes >= REGULAR_OPEN && now.minutes < close) return 'intraDay';
  if (now.minutes >= close && now.minutes < close + (AFTER_HOURS_END - REGULAR_CLOSE)) return 'afterHours';
  return 'no-trading';
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
export const nextDate = (date: CalendarDate): CalendarDate => fromDayNumber(dayNumber(date) + 1);
