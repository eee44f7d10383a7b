import { roomOf } from '@protocol/room-shard';
import type { AlertRoomRpc, CalendarAlertKind } from '@/lib/alerts/alert-types';
import type { AppConfig } from '@/lib/config';
import { newYorkIsoDate } from '@/lib/format/dates';
import { getCalendar } from '@/lib/upstream/business';
import { refreshUpstream } from '@/lib/upstream/http';

/**
 * The price alerts' calendar Cron Trigger (decision 055): once a day, after New York's close (22:07 UTC:
 * 17:07 in winter, 18:07 in summer; the morning in Taipei), it reads tomorrow's earnings and ex-dividend
 * dates from the business service and tells each quote room its symbols; the room fires the earnings /
 * ex-dividend alerts it holds on them. A rerun the same day fires nothing twice (the firing keys).
 */
export const ALERT_CALENDAR_CRON = '7 22 * * *';

type CalendarEvent = { symbol: string; kind: CalendarAlertKind };

/** The New York date after the one of `at` (YYYY-MM-DD). */
export const newYorkTomorrow = (at: Date): string => newYorkIsoDate(at, 1);

/** Tomorrow's calendar alerts, room by room: what the run told (a failing room is logged, the others still told). */
export async function notifyCalendarAlerts(config: AppConfig, rooms: DurableObjectNamespace, at: Date): Promise<{ day: string; events: number; rooms: number }> {
  const day = newYorkTomorrow(at);
  const calendar = await getCalendar(refreshUpstream(config), day, day);
  const byRoom = new Map<string, CalendarEvent[]>();
  for (const item of calendar.items) {
    if (item.date !== day || (item.type !== 'earnings' && item.type !== 'exDividend')) continue;
    const room = roomOf(item.stockId);
    byRoom.set(room, [...(byRoom.get(room) ?? []), { symbol: item.stockId, kind: item.type === 'earnings' ? 'earnings' : 'ex-dividend' }]);
  }
  await Promise.all(
    [...byRoom].map(([room, events]) =>
      (rooms.get(rooms.idFromName(room)) as unknown as AlertRoomRpc).calendarDue(events, day).catch((err: unknown) => console.error(`[alerts] ${room} did not take tomorrow's calendar`, err)),
    ),
  );
  return { day, events: [...byRoom.values()].reduce((n, events) => n + events.length, 0), rooms: byRoom.size };
}
