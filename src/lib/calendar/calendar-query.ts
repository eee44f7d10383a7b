import { dateOf, dayNumber, MS_PER_DAY, weekday } from '../market/nyse-calendar';

/**
 * The /calendar page's query (decision 040): `view` (week, the default, or month), `date` (a New York
 * date, YYYY-MM-DD) and `mine=1` (members: only the watchlist's stocks). Each view has one URL per
 * week or month: the date is the Monday of the week or the first of the month, the default view is
 * left out. Any other spelling (an unknown view, an unreal date, a value given twice, a date outside the
 * browsable window, a parameter the page does not read, another order) is answered with a redirect to
 * the URL it means or, failing that, to the current week or month: each spelling would otherwise be a
 * render and a guest page-cache entry of its own. Days are day numbers (nyse-calendar.ts).
 */

export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/**
 * How far from today the calendar browses: earnings are known one quarter ahead and the stock pages'
 * events go back about 400 days. A bound also keeps crawlers from following 「下一週」 for ever.
 */
export const WINDOW_DAYS = 400;

export interface CalendarQuery {
  view: CalendarView;
  /** First day of the period: a Monday, or the first of a month. */
  start: number;
  /** Last day of the period (Sunday, or the month's last day). */
  end: number;
  mine: boolean;
  /** The period was named by a date (not "this week"). */
  dated: boolean;
}

type CalendarQueryResult = { kind: 'ok'; query: CalendarQuery } | { kind: 'redirect'; to: string; status: 307 | 308 };

export const isoDay = (day: number): string => new Date(day * MS_PER_DAY).toISOString().slice(0, 10);

/** A real date written YYYY-MM-DD, as a day number; anything else null. */
function parseIsoDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const day = dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
  return isoDay(day) === text ? day : null;
}

/** Monday of the week of `day` (weeks run Monday to Sunday, as calendars in Taiwan print them). */
export const mondayOf = (day: number): number => day - ((weekday(day) + 6) % 7);

function monthOf(day: number): { start: number; end: number } {
  const { year, month } = dateOf(day);
  return { start: dayNumber(year, month, 1), end: dayNumber(year, month + 1, 1) - 1 };
}

export function periodOf(view: CalendarView, day: number): { start: number; end: number } {
  if (view === 'month') return monthOf(day);
  const start = mondayOf(day);
  return { start, end: start + 6 };
}

/** The period before or after (`step` -1 or 1), or null when it lies wholly outside the window. */
export function adjacentPeriod(view: CalendarView, start: number, step: -1 | 1, today: number): { start: number; end: number } | null {
  const { year, month } = dateOf(start);
  const next = view === 'month' ? monthOf(dayNumber(year, month + step, 1)) : periodOf('week', start + 7 * step);
  if (next.end < today - WINDOW_DAYS || next.start > today + WINDOW_DAYS) return null;
  return next;
}

/** The URL of a period; the current period's own URL carries no date. */
export function calendarHref({ view, start, mine }: { view: CalendarView; start: number | null; mine: boolean }): string {
  const params = new URLSearchParams();
  if (view !== 'week') params.set('view', view);
  if (start !== null) params.set('date', isoDay(start));
  if (mine) params.set('mine', '1');
  const search = params.toString();
  return search ? `/calendar?${search}` : '/calendar';
}

/** One value of a parameter, or what is wrong with it: 'absent', or 'invalid' (given twice, or empty). */
function single(params: URLSearchParams, name: string): string | 'absent' | 'invalid' {
  const values = params.getAll(name);
  if (values.length === 0) return 'absent';
  return values.length === 1 && values[0] ? values[0] : 'invalid';
}

/** Reads the query against today's New York date; a redirect when the URL is not the one it means. */
export function readCalendarQuery(search: string | null | undefined, today: number): CalendarQueryResult {
  const params = new URLSearchParams(search ?? '');
  const rawView = single(params, 'view');
  const rawDate = single(params, 'date');
  const rawMine = single(params, 'mine');
  const view: CalendarView = rawView === 'month' ? 'month' : 'week';
  const mine = rawMine === '1';
  const day = rawDate === 'absent' || rawDate === 'invalid' ? null : parseIsoDay(rawDate);
  const inWindow = day !== null && day >= today - WINDOW_DAYS && day <= today + WINDOW_DAYS;
  const start = inWindow ? periodOf(view, day).start : null;
  const period = periodOf(view, start ?? today);
  const query: CalendarQuery = { view, start: period.start, end: period.end, mine, dated: start !== null };

  // What the URL should have said, and nothing else: known names in their order with one good value each,
  // the date on its period's first day. Compared decoded, pair by pair, as the page reads them.
  const canonical = calendarHref({ view, start, mine });
  const asked = [...params];
  const wanted = [...new URLSearchParams(canonical.slice('/calendar'.length))];
  if (asked.length === wanted.length && asked.every(([name, value], index) => wanted[index]?.[0] === name && wanted[index]?.[1] === value)) return { kind: 'ok', query };
  // A date out of the window depends on today: temporary. Everything else is a fixed spelling: permanent.
  const status = rawDate !== 'absent' && rawDate !== 'invalid' && day !== null && !inWindow ? 307 : 308;
  return { kind: 'redirect', to: canonical, status };
}

/** The days a view shows: a week's seven, or a month's. */
export function daysOf(query: Pick<CalendarQuery, 'start' | 'end'>): number[] {
  const days: number[] = [];
  for (let day = query.start; day <= query.end; day++) days.push(day);
  return days;
}
