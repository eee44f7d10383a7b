import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getCalendar } from '@/lib/upstream/business';
import { sandboxConfig, sandboxContext } from '@tests/upstream-context';
import { freshMember, inboxOf, insertAlerts, syncRooms } from '@tests/alert-rows';
import { ALERT_CALENDAR_CRON, newYorkTomorrow } from './alert-calendar';
import scheduled from './scheduled';

/**
 * The price alerts' calendar Cron Trigger (decision 055) in workerd: the sandbox's calendar of tomorrow,
 * the quote rooms and the member stores real objects (the test worker holds both classes), an alert row
 * written into a member's store and the rooms told, as the alerts store does after a write.
 */
async function fire(at: Date): Promise<void> {
  const controller = createScheduledController({ scheduledTime: at, cron: ALERT_CALENDAR_CRON });
  const ctx = createExecutionContext();
  await scheduled(controller, { ...sandboxConfig(), QUOTE_ROOMS: (env as { QUOTE_ROOMS: DurableObjectNamespace }).QUOTE_ROOMS }, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the price alerts' calendar", () => {
  it('counts tomorrow in New York, across the date line and the year', () => {
    // 22:07 UTC is 17:07 in New York in winter: tomorrow is the next New York day.
    expect(newYorkTomorrow(new Date('2026-11-19T22:07:00Z'))).toBe('2026-11-20');
    // 02:00 UTC on 1 January is still 31 December in New York.
    expect(newYorkTomorrow(new Date('2027-01-01T02:00:00Z'))).toBe('2027-01-01');
  });

  it("fires the earnings and ex-dividend alerts of tomorrow's symbols, once, and no other", async () => {
    // Days of the sandbox's calendar with each kind (the last six weeks: what is known for sure).
    const from = new Date(Date.now() - 41 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const items = (await getCalendar(sandboxContext(), from, to)).items;
    const earnings = items.find((i) => i.type === 'earnings');
    const dividend = items.find((i) => i.type === 'exDividend' && i.stockId !== earnings?.stockId);
    expect(earnings && dividend).toBeDefined();
    const reporting = earnings?.stockId ?? '';
    const exDividend = dividend?.stockId ?? '';
    const days = [earnings?.date ?? '', dividend?.date ?? ''];
    const quiet = ['NVDA', 'AAPL', 'MSFT', 'TSM'].find((s) => !items.some((i) => days.includes(i.date) && i.stockId === s)) ?? '';
    const member = freshMember();
    await insertAlerts(member, [
      { symbol: reporting, kind: 'earnings', threshold: null },
      { symbol: exDividend, kind: 'ex-dividend', threshold: null, repeat: 'daily' },
      { symbol: quiet, kind: 'earnings', threshold: null },
    ]);
    await syncRooms(member, [reporting, exDividend, quiet]);
    // The evening before each day, in New York, and a second run a minute later (a retried trigger).
    for (const day of new Set(days)) {
      const evening = new Date(`${day}T22:07:00Z`).getTime() - 86_400_000;
      await fire(new Date(evening));
      await fire(new Date(evening + 60_000));
    }
    expect((await inboxOf(member)).map((row) => row.body).sort()).toEqual([`${reporting} 明天公布財報`, `${exDividend} 明天除息`].sort());
  });
});
