import { formatMonthDayTime, formatTime, newYorkWallClock } from '../format/dates';
import { dateOf, EARLY_CLOSE_MINUTE, holidayName, isEarlyClose, MS_PER_DAY, weekday } from '../market/nyse-calendar';

/**
 * Times on the calendar: the market keeps New York hours, the reader lives in Taipei, so each time is
 * shown on the Taipei clock with New York's beside it. Taipei has no daylight saving time and New York
 * does, so the gap is 13 hours in summer and 12 in winter; Intl does the zone work (no offset table).
 */

/** The instant of a New York wall-clock time (minutes after midnight) on a New York day. */
export function newYorkInstant(day: number, minutes: number): Date {
  const wall = day * MS_PER_DAY + minutes * 60_000;
  // Start from New York standard time and correct by what Intl says the guess reads as (twice: a
  // guess on the other side of a switch is one hour off the first time).
  let instant = wall + 5 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const seen = newYorkWallClock(new Date(instant));
    instant -= Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - wall;
  }
  return new Date(instant);
}

/** "11/28 05:05 台北（16:05 美東）": Taipei first, with its date (often the next day), New York beside. */
export function taipeiWithNewYork(at: string | number | Date): string {
  const taipei = formatMonthDayTime(at, 'taipei');
  const newYork = formatTime(at, 'newYork');
  return taipei && newYork ? `${taipei}（${newYork}）` : '';
}

const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** "11/27（五）": a day as a calendar heading. */
export function dayHeading(day: number): string {
  const { month, day: date } = dateOf(day);
  return `${String(month).padStart(2, '0')}/${String(date).padStart(2, '0')}（${WEEKDAYS[weekday(day)] ?? ''}）`;
}

/** "2026/11/23 – 2026/11/29" or "2026 年 11 月". */
export function periodTitle(view: 'week' | 'month', start: number, end: number): string {
  const from = dateOf(start);
  if (view === 'month') return `${from.year} 年 ${from.month} 月`;
  const to = dateOf(end);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${from.year}/${pad(from.month)}/${pad(from.day)} – ${to.year}/${pad(to.month)}/${pad(to.day)}`;
}

/** What the exchange does on a day, when it is not an ordinary session: a holiday or a 13:00 close. */
export type MarketDayNote = { kind: 'holiday'; name: string } | { kind: 'earlyClose'; close: Date };

export function marketDayNote(day: number): MarketDayNote | null {
  const name = holidayName(day);
  if (name) return { kind: 'holiday', name };
  if (isEarlyClose(day)) return { kind: 'earlyClose', close: newYorkInstant(day, EARLY_CLOSE_MINUTE) };
  return null;
}
