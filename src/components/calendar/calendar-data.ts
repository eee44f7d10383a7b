import { getMemberWatchlist } from '@/components/watchlist/watchlist-data';
import { getSignedInMemberId } from '@/lib/auth/current-user';
import { isoDay } from '@/lib/calendar/calendar-query';
import { getUpstreamContext } from '@/lib/server/request-context';
import { type CalendarItem, getCalendar } from '@/lib/upstream/business';

/** What a view shows: the period's rows, or why it shows none. */
export type CalendarRows =
  | { kind: 'rows'; items: CalendarItem[]; filter: 'all' | 'mine' }
  /** A member asked for their stocks and the watchlist is empty. */
  | { kind: 'emptyWatchlist' }
  | { kind: 'error'; text: string };

/**
 * The period's rows from the business service (edge-cached: every reader of a week shares one
 * answer), narrowed to the member's watchlist on the server when `mine` is asked by a member. The
 * watchlist is one member's own and never cached beyond the request (watchlist-data.ts); the guest
 * page cache never keeps a member's page (decision 030), so the narrowed page reaches no one else.
 * A guest asking for `mine` gets every stock (the page says why). Never throws.
 */
export async function loadCalendarRows(start: number, end: number, mine: boolean): Promise<CalendarRows> {
  const member = getSignedInMemberId() !== null;
  const [calendar, watchlist] = await Promise.all([
    getCalendar(getUpstreamContext(), isoDay(start), isoDay(end)).catch((err: unknown) => {
      console.error('[calendar]', err);
      return null;
    }),
    mine && member
      ? getMemberWatchlist().catch((err: unknown) => {
          console.error('[calendar] watchlist', err);
          return 'failed' as const;
        })
      : null,
  ]);
  if (!calendar) return { kind: 'error', text: '行事曆暫時無法載入，請稍後再試。休市與提早收盤日仍列在下方。' };
  if (!mine || !member) return { kind: 'rows', items: calendar.items, filter: 'all' };
  if (watchlist === 'failed') return { kind: 'error', text: '自選股暫時無法載入，請稍後再試，或改看全部股票。' };
  if (!watchlist || watchlist.items.length === 0) return { kind: 'emptyWatchlist' };
  const ids = new Set<string>(watchlist.items.map((item) => item.id));
  return { kind: 'rows', items: calendar.items.filter((item) => ids.has(item.stockId)), filter: 'mine' };
}

/** Rows by New York date. */
export function rowsByDay(items: readonly CalendarItem[]): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const list = days.get(item.date);
    if (list) list.push(item);
    else days.set(item.date, [item]);
  }
  return days;
}
