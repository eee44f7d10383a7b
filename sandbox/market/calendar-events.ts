import type { Catalogue, CatalogueEntry } from '../catalogue/types.ts';
import { isoDate, MS_PER_DAY, newYorkClock, parseIsoDate } from './calendar.ts';
import { dividendItems } from './dividends.ts';
import { earningsSlot } from './earnings-calendar.ts';
import { stockEvents } from './events.ts';
import { LruCache } from './lru.ts';

/**
 * The market-wide calendar of GET /api/Calendar (decision 040): earnings releases, ex-dividend and
 * payment dates of the calendar's universe, and the securities listed while the sandbox runs (IPOs).
 * Rows are the stocks' own events (events.ts), so the calendar never shows a date a stock page does
 * not; this module only picks the range and adds the structured fields a calendar row needs.
 */
interface CalendarItem {
  /** The stock event's id (`NVDA-earnings-2026Q3`, `KO-ex-2026-11-28`) or `{id}-ipo`. */
  id: string;
  type: 'earnings' | 'exDividend' | 'dividendPayment' | 'ipo';
  /** New York date, YYYY-MM-DD. */
  date: string;
  /** The release instant (earnings) or null. */
  time: string | null;
  stockId: string;
  name: string;
  customName: string | null;
  /** Earnings: before the open or after the close. */
  timing: 'beforeOpen' | 'afterClose' | null;
  /** Earnings: the fiscal quarter, YYYYQn. */
  quarter: string | null;
  /** Dividends: USD per share. */
  amount: number | null;
  /** zh-TW, the stock event's own title. */
  title: string;
}

/** The longest range one call covers (a month view with its spill-over fits), both ends included. */
export const MAX_CALENDAR_DAYS = 42;

/** Years outside this are not a calendar anyone browses (and would walk the generators far). */
const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

type CalendarRange = { from: number; to: number };

/** The range of `from`/`to` query values, or a reason it is refused. */
export function parseCalendarRange(fromText: unknown, toText: unknown): CalendarRange | string {
  if (typeof fromText !== 'string' || typeof toText !== 'string') return 'from and to must both be given as YYYY-MM-DD';
  const from = parseIsoDate(fromText);
  const to = parseIsoDate(toText);
  if (from === null || to === null) return 'from and to must be real dates written YYYY-MM-DD';
  const years = [fromText, toText].map((text) => Number(text.slice(0, 4)));
  if (years.some((year) => year < CALENDAR_YEARS.min || year > CALENDAR_YEARS.max)) {
    return `dates must fall in ${CALENDAR_YEARS.min}–${CALENDAR_YEARS.max}`;
  }
  if (to < from) return 'to must not be before from';
  if (to - from + 1 > MAX_CALENDAR_DAYS) return `a range holds at most ${MAX_CALENDAR_DAYS} days`;
  return { from, to };
}

/**
 * Whose earnings and dividends the calendar lists: S&P 500 members and the hand-described companies
 * and funds (sandbox/catalogue/well-known*.ts). The other ~12,500 listings (shells, warrants, tiny
 * companies) would bury them: 2,000 rows on a busy earnings day.
 */
const inCalendarUniverse = (entry: CatalogueEntry): boolean => !entry.isIndex && (entry.sp500 !== null || entry.wellKnown !== null);
export const CALENDAR_UNIVERSE = 'sp500+described';

const TYPE_ORDER: Record<CalendarItem['type'], number> = { earnings: 0, exDividend: 1, dividendPayment: 2, ipo: 3 };

/** Per catalogue version, the universe (the catalogue is ~13,000 entries; the universe ~560). */
const universes = new WeakMap<Catalogue, { version: number; entries: CatalogueEntry[] }>();
function universeOf(catalogue: Catalogue): CatalogueEntry[] {
  const cached = universes.get(catalogue);
  if (cached && cached.version === catalogue.version) return cached.entries;
  const entries = catalogue.all().filter(inCalendarUniverse);
  universes.set(catalogue, { version: catalogue.version, entries });
  return entries;
}

function rowsOf(entry: CatalogueEntry, nowMs: number, range: CalendarRange): CalendarItem[] {
  const first = isoDate(range.from);
  const last = isoDate(range.to);
  const events = stockEvents(entry, nowMs).filter((event) => event.date >= first && event.date <= last);
  if (events.length === 0) return [];
  const base = { stockId: entry.id, name: entry.name, customName: entry.customName };
  const amounts = new Map<string, number>();
  if (events.some((event) => event.type !== 'earnings')) {
    const sinceYear = new Date((range.from - 40) * MS_PER_DAY).getUTCFullYear();
    for (const item of dividendItems(entry, nowMs, sinceYear)) {
      amounts.set(`${entry.id}-ex-${item.exDate}`, item.amount);
      amounts.set(`${entry.id}-pay-${item.payDate}`, item.amount);
    }
  }
  const rows: CalendarItem[] = [];
  for (const event of events) {
    if (event.type === 'earnings') {
      const match = /-earnings-(\d{4})Q([1-4])$/.exec(event.id);
      if (!match) continue;
      const slot = earningsSlot(entry.id, Number(match[1]), Number(match[2]) as 1 | 2 | 3 | 4);
      rows.push({ ...base, id: event.id, type: 'earnings', date: event.date, time: event.time, timing: slot.timing, quarter: slot.key, amount: null, title: event.title });
    } else if (event.type === 'exDividend' || event.type === 'dividendPayment') {
      rows.push({ ...base, id: event.id, type: event.type, date: event.date, time: null, timing: null, quarter: null, amount: amounts.get(event.id) ?? null, title: event.title });
    }
  }
  return rows;
}

/**
 * A range's universe rows cost ~0.5 s (every member's events); what is known changes with the market
 * minute at most (a release passes, a dividend is declared), so they are kept per minute and range.
 */
const rowCaches = new WeakMap<Catalogue, LruCache<string, CalendarItem[]>>();
function universeRows(catalogue: Catalogue, nowMs: number, range: CalendarRange): CalendarItem[] {
  let cache = rowCaches.get(catalogue);
  if (!cache) rowCaches.set(catalogue, (cache = new LruCache(32)));
  const key = `${catalogue.version}:${range.from}:${range.to}:${Math.floor(nowMs / 60_000)}`;
  let rows = cache.get(key);
  if (!rows) cache.set(key, (rows = universeOf(catalogue).flatMap((entry) => rowsOf(entry, nowMs, range))));
  return rows;
}

/** Every row of the range, by date, then kind, then time (盤前 before 盤後), then symbol. */
export function calendarItems(catalogue: Catalogue, nowMs: number, range: CalendarRange): CalendarItem[] {
  const rows = [...universeRows(catalogue, nowMs, range)];
  for (const { entry, listedAt } of catalogue.newListings()) {
    const day = newYorkClock(listedAt).day;
    if (day < range.from || day > range.to || entry.isIndex) continue;
    rows.push({
      id: `${entry.id}-ipo`,
      type: 'ipo',
      date: isoDate(day),
      time: null,
      stockId: entry.id,
      name: entry.name,
      customName: entry.customName,
      timing: null,
      quarter: null,
      amount: null,
      title: '新上市',
    });
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date) || TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || (a.time ?? '').localeCompare(b.time ?? '') || a.stockId.localeCompare(b.stockId));
}
