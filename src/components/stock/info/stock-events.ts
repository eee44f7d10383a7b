import { formatDate, formatTime } from '@/lib/format/dates';
import type { StockEvents } from '@/lib/upstream/business';

export type StockEvent = StockEvents['items'][number];
export type StockEventType = StockEvent['type'];

/** The kinds of event as Taiwanese readers name them. */
export const EVENT_TYPE_LABELS: Readonly<Record<StockEventType, string>> = { earnings: '財報', exDividend: '除息', dividendPayment: '股利發放', split: '股票分割', annualMeeting: '股東會' };

/** Rows shown before 「顯示較早的事件」: the section keeps their height while it loads. */
export const VISIBLE_EVENTS = 8;

/** The instant an event sorts by: its time when it has one, else its (New York) day. */
const sortKey = (event: StockEvent): string => event.time ?? `${event.date}T00:00:00.000Z`;
const byDate = (a: StockEvent, b: StockEvent): number => a.date.localeCompare(b.date) || sortKey(a).localeCompare(sortKey(b)) || a.id.localeCompare(b.id);

/**
 * Upcoming events first, the soonest first; then the recent ones, the newest first. Whether an event
 * is still to come is the service's word (`upcoming`): its clock, not the reader's.
 */
export function orderEvents(items: readonly StockEvent[]): { upcoming: StockEvent[]; recent: StockEvent[] } {
  return { upcoming: items.filter((event) => event.upcoming).sort(byDate), recent: items.filter((event) => !event.upcoming).sort((a, b) => byDate(b, a)) };
}

export interface EventRow {
  id: string;
  type: StockEventType;
  typeLabel: string;
  /** 2026/11/20 */
  date: string;
  /** ISO calendar date, for <time dateTime>. */
  isoDate: string;
  /** 「16:05 美東」 for events that happen at a time (earnings releases), else null. */
  time: string | null;
  isoTime: string | null;
  title: string;
  upcoming: boolean;
}

export function eventRow(event: StockEvent): EventRow {
  return {
    id: event.id,
    type: event.type,
    typeLabel: EVENT_TYPE_LABELS[event.type],
    date: formatDate(event.date),
    isoDate: event.date,
    time: event.time ? formatTime(event.time, 'newYork') : null,
    isoTime: event.time,
    title: event.title,
    upcoming: event.upcoming,
  };
}

/**
 * What the section shows at once and what waits behind 「顯示較早的事件」: every upcoming event (a
 * company announces a handful at most), then the recent ones up to VISIBLE_EVENTS rows in all; the
 * older rest folded.
 */
export function eventSections(items: readonly StockEvent[]): { upcoming: EventRow[]; recent: EventRow[]; older: EventRow[] } {
  const { upcoming, recent } = orderEvents(items);
  const room = Math.max(0, VISIBLE_EVENTS - upcoming.length);
  return { upcoming: upcoming.map(eventRow), recent: recent.slice(0, room).map(eventRow), older: recent.slice(room).map(eventRow) };
}
