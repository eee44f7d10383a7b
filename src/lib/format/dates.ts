/**
 * The one place dates and times become text. One date format, 2026/11/20, everywhere;
 * a time always says whose clock it is (美東 for New York, 台北 for the reader in Taiwan), because a
 * US market page mixes both: the market keeps New York hours, the reader lives in Taipei.
 */

/** The two clocks the site shows, and how each is named beside a time. */
export type Clock = 'taipei' | 'newYork';
export const CLOCK_LABELS: Readonly<Record<Clock, string>> = { taipei: '台北', newYork: '美東' };
const TIME_ZONES: Readonly<Record<Clock, string>> = { taipei: 'Asia/Taipei', newYork: 'America/New_York' };

/**
 * Intl formatters with a time zone are costly to create (the zone's rules are loaded), and a page
 * formats hundreds of dates: each is created once, on first use, not while a module loads.
 */
const formatters: Partial<Record<Clock, Intl.DateTimeFormat>> = {};
function formatterFor(clock: Clock): Intl.DateTimeFormat {
  formatters[clock] ??= new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONES[clock], year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return formatters[clock];
}

/** The same instants come back on a page (a list's dates, a hydration after the server's render). */
const PARTS_CACHE_SIZE = 512;
const partsCache = new Map<string, Parts>();

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

/** A calendar date without a time ("2026-11-20"): a day, the same on every clock. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function partsOf(value: string | number | Date, clock: Clock): Parts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const key = `${clock}${date.getTime()}`;
  const cached = partsCache.get(key);
  if (cached) return cached;
  const parts: Record<string, string> = {};
  for (const part of formatterFor(clock).formatToParts(date)) parts[part.type] = part.value;
  const result = {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    // Some engines answer hour 24 at midnight even with h23.
    hour: parts.hour === '24' ? '00' : (parts.hour ?? ''),
    minute: parts.minute ?? '',
  };
  if (partsCache.size >= PARTS_CACHE_SIZE) partsCache.clear();
  partsCache.set(key, result);
  return result;
}

/**
 * A date as 2026/11/20. A calendar date ("2026-11-20": an ex-dividend day, a trading session) is
 * shown as it is; an instant is shown as the date on `clock` (Taipei unless said otherwise).
 * Nothing readable → ''.
 */
export function formatDate(value: string | number | Date, clock: Clock = 'taipei'): string {
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) return `${calendar[1]}/${calendar[2]}/${calendar[3]}`;
  }
  const parts = partsOf(value, clock);
  return parts ? `${parts.year}/${parts.month}/${parts.day}` : '';
}

/** An instant as "2026/11/22 00:30 台北" (or 美東 on the New York clock). Nothing readable → ''. */
export function formatDateTime(value: string | number | Date, clock: Clock = 'taipei'): string {
  const parts = partsOf(value, clock);
  return parts ? `${parts.year}/${parts.month}/${parts.day} ${parts.hour}:${parts.minute} ${CLOCK_LABELS[clock]}` : '';
}

/** Only the time of an instant, with its clock: "16:00 美東". Nothing readable → ''. */
export function formatTime(value: string | number | Date, clock: Clock = 'taipei'): string {
  const parts = partsOf(value, clock);
  return parts ? `${parts.hour}:${parts.minute} ${CLOCK_LABELS[clock]}` : '';
}

/** Month and day of an instant on a clock, with the time: "11/25 16:00 美東" (a quote's as-of time). */
export function formatMonthDayTime(value: string | number | Date, clock: Clock): string {
  const parts = partsOf(value, clock);
  return parts ? `${parts.month}/${parts.day} ${parts.hour}:${parts.minute} ${CLOCK_LABELS[clock]}` : '';
}

/**
 * How long until something, for a countdown: "45 分鐘", "2 小時 41 分", "1 天 17 小時". Minutes are
 * rounded up, so a bell that has not rung yet never reads as "0 分鐘"; under a minute is "不到 1 分鐘".
 */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms <= 0) return '';
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return '不到 1 分鐘';
  if (minutes < 60) return `${minutes} 分鐘`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} 小時` : `${hours} 小時 ${minutes % 60} 分`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} 天` : `${days} 天 ${hours % 24} 小時`;
}

/**
 * The New York wall clock, as numeric parts (en-US, 24-hour, seconds included): the one formatter
 * for America/New_York, created on first use. Intl does the time-zone work, so daylight saving time is right on the switch
 * days without an offset table of our own.
 */
let newYorkFormatter: Intl.DateTimeFormat | undefined;
export function newYorkDateTime(): Intl.DateTimeFormat {
  newYorkFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  return newYorkFormatter;
}

export interface WallClock {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  /** 0–23. */
  hour: number;
  minute: number;
  second: number;
}

/** The New York date (YYYY-MM-DD) at an instant, or `daysAfter` days later: the day a quote or a firing belongs to. */
export function newYorkIsoDate(at: Date, daysAfter = 0): string {
  const { year, month, day } = newYorkWallClock(at);
  return new Date(Date.UTC(year, month - 1, day + daysAfter)).toISOString().slice(0, 10);
}

/** The New York wall clock at an instant. */
export function newYorkWallClock(at: Date): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of newYorkDateTime().formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines answer hour 24 at midnight even with h23; midnight is hour 0 either way.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}
