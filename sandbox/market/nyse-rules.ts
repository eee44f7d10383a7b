/**
 * The NYSE's rules as the fake market keeps them: which days trade, which close at 13:00, and the
 * sessions of a trading day by New York time (pre-market from 04:00, regular 09:30 to the close,
 * after-hours for four hours after it). Written from the exchange's published rules, apart from the
 * app's own copy on purpose: the app is tested against this one (tests/contract), so a rule wrong
 * on either side shows as a disagreement instead of being wrong on both.
 *
 * Days are day numbers: days since 1970-01-01 of a calendar date, no time zone involved.
 */

export type MarketSession = 'preMarket' | 'intraDay' | 'afterHours' | 'no-trading';

export const MS_PER_DAY = 86_400_000;

export const dayNumber = (year: number, month: number, day: number): number => Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);

const utcDate = (day: number): Date => new Date(day * MS_PER_DAY);

/** 0 = Sunday … 6 = Saturday (day 0, 1 January 1970, was a Thursday). */
export const weekday = (day: number): number => ((day % 7) + 11) % 7;

const SUNDAY = 0;
const MONDAY = 1;
const THURSDAY = 4;
const FRIDAY = 5;
const SATURDAY = 6;

/** The first `wanted` weekday on or after a day. */
const onOrAfter = (day: number, wanted: number): number => day + ((wanted - weekday(day) + 7) % 7);

/** The `count`-th `wanted` weekday of a month (count 1 = the first). */
const nthOfMonth = (year: number, month: number, wanted: number, count: number): number => onOrAfter(dayNumber(year, month, 1), wanted) + 7 * (count - 1);

/** The last `wanted` weekday of a month. */
const lastOfMonth = (year: number, month: number, wanted: number): number => onOrAfter(dayNumber(year, month + 1, 1) - 7, wanted);

/** Gregorian Easter Sunday by Oudin's method (the one in the Explanatory Supplement to the Astronomical Almanac). */
function easter(year: number): number {
  const golden = year % 19;
  const century = Math.floor(year / 100);
  const h = (century - Math.floor(century / 4) - Math.floor((8 * century + 13) / 25) + 19 * golden + 15) % 30;
  const i = h - Math.floor(h / 28) * (1 - Math.floor(29 / (h + 1)) * Math.floor((21 - golden) / 11));
  const j = (year + Math.floor(year / 4) + i + 2 - century + Math.floor(century / 4)) % 7;
  const l = i - j;
  const month = 3 + Math.floor((l + 40) / 44);
  return dayNumber(year, month, l + 28 - 31 * Math.floor(month / 4));
}

/**
 * A fixed-date holiday on a weekend is kept on the nearest weekday: Saturday's on the Friday before,
 * Sunday's on the Monday after. New Year's Day is the exception: on a Saturday it is not kept at all,
 * since the Friday before closes the previous year's books.
 */
function keptOn(day: number, fridayBefore = true): number | null {
  if (weekday(day) === SUNDAY) return day + 1;
  if (weekday(day) === SATURDAY) return fridayBefore ? day - 1 : null;
  return day;
}

const thanksgiving = (year: number): number => nthOfMonth(year, 11, THURSDAY, 4);

/** Days the exchange closed once, by proclamation (national days of mourning). */
const ONE_OFF_CLOSURES: readonly number[] = [dayNumber(2018, 12, 5), dayNumber(2025, 1, 9)];

/** Juneteenth became an exchange holiday in 2022. */
const JUNETEENTH_FROM = 2022;

function holidaysOf(year: number): Set<number> {
  const days = [
    keptOn(dayNumber(year, 1, 1), false),
    nthOfMonth(year, 1, MONDAY, 3), // Martin Luther King Jr. Day
    nthOfMonth(year, 2, MONDAY, 3), // Washington's Birthday
    easter(year) - 2, // Good Friday
    lastOfMonth(year, 5, MONDAY), // Memorial Day
    year >= JUNETEENTH_FROM ? keptOn(dayNumber(year, 6, 19)) : null,
    keptOn(dayNumber(year, 7, 4)),
    nthOfMonth(year, 9, MONDAY, 1), // Labor Day
    thanksgiving(year),
    keptOn(dayNumber(year, 12, 25)),
    ...ONE_OFF_CLOSURES.filter((day) => utcDate(day).getUTCFullYear() === year),
  ];
  return new Set(days.filter((day) => day !== null));
}

/** Years come from URLs and the clock: a bounded cache, so odd years cannot grow the process. */
const holidayYears = new Map<number, ReadonlySet<number>>();
const MAX_HOLIDAY_YEARS = 200;

/** The full-day holidays of a year, as day numbers (weekends are not holidays). */
export function nyseHolidays(year: number): ReadonlySet<number> {
  let days = holidayYears.get(year);
  if (!days) {
    if (holidayYears.size >= MAX_HOLIDAY_YEARS) holidayYears.clear();
    holidayYears.set(year, (days = holidaysOf(year)));
  }
  return days;
}

export function isTradingDay(day: number): boolean {
  const wd = weekday(day);
  return wd !== SATURDAY && wd !== SUNDAY && !nyseHolidays(utcDate(day).getUTCFullYear()).has(day);
}

/**
 * The exchange closes at 13:00 on the Friday after Thanksgiving and on the eves of Independence Day
 * and Christmas when the holiday itself falls Tuesday to Friday (its eve then trades, Monday to Thursday).
 */
export function isEarlyClose(day: number): boolean {
  if (!isTradingDay(day)) return false;
  const date = utcDate(day);
  const [month, dayOfMonth] = [date.getUTCMonth() + 1, date.getUTCDate()];
  if (day === thanksgiving(date.getUTCFullYear()) + 1) return true;
  const eve = (month === 7 && dayOfMonth === 3) || (month === 12 && dayOfMonth === 24);
  return eve && weekday(day + 1) >= 2 && weekday(day + 1) <= FRIDAY;
}

const HOUR = 60;
/** Minutes after New York midnight. */
export const OPEN_MINUTE = 9 * HOUR + 30;
const PRE_MARKET_FROM = 4 * HOUR;
const REGULAR_CLOSE = 16 * HOUR;
const EARLY_CLOSE = 13 * HOUR;
const AFTER_HOURS_LENGTH = 4 * HOUR;

/** Minute the regular session ends on a trading day. */
export const closeMinuteOf = (day: number): number => (isEarlyClose(day) ? EARLY_CLOSE : REGULAR_CLOSE);

/** The session at `minutes` after New York midnight of a New York `day`. */
export function sessionAt(day: number, minutes: number): MarketSession {
  if (!isTradingDay(day)) return 'no-trading';
  const close = closeMinuteOf(day);
  const bounds: ReadonlyArray<[until: number, session: MarketSession]> = [
    [PRE_MARKET_FROM, 'no-trading'],
    [OPEN_MINUTE, 'preMarket'],
    [close, 'intraDay'],
    [close + AFTER_HOURS_LENGTH, 'afterHours'],
  ];
  return bounds.find(([until]) => minutes < until)?.[1] ?? 'no-trading';
}

/** The n-th Sunday of a month, for the daylight-saving switches. */
export const nthSunday = (year: number, month: number, count: number): number => nthOfMonth(year, month, SUNDAY, count);
