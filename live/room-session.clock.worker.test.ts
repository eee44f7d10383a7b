import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../tests/support/eventually.ts';
import { feedStats, live, openReader, quotesOf, subscribe } from '../tests/support/app/live-reader.ts';
import { freshMember, inboxOf, insertAlerts, quoteNow, roomStubOf, storeSql, syncRooms } from '../tests/support/app/alert-rows.ts';

/**
 * The quote rooms across the regular session's end and the next open (decision 055, feed-doze.ts), and
 * restarted on the feed's word (test-restart.ts), against a sandbox of this project's own whose market
 * clock these tests set (the marketTime knob freezes it; each move ticks once). LIVE_TEST_HOOKS is on here.
 */
const setMarket = async (marketTime: string | null) => {
  const res = await fetch(`${live.LIVE_FEED_URL}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify(marketTime ? { marketTime } : {}) });
  expect(res.ok).toBe(true);
};
const subscribed = async (symbol: string) => (await feedStats()).subscriptions[symbol] ?? 0;
const alarmOf = (symbol: string) => runInDurableObject(roomStubOf(symbol), (_instance, state) => state.storage.getAlarm());
/** When the room's doze ends (room_doze, feed-doze.ts), or null while it holds its alerts' feed. */
const dozeEndOf = (symbol: string) =>
  runInDurableObject(roomStubOf(symbol), (_instance, state) => state.storage.sql.exec<{ until: number }>('SELECT until FROM room_doze').toArray()[0]?.until ?? null);

// Friday 2026-11-20 15:59 and 16:01 in New York (EST): the last regular minute and the after-hours session.
const FRIDAY_LAST_MINUTE = '2026-11-20T20:59:00Z';
const FRIDAY_AFTER_CLOSE = '2026-11-20T21:01:00Z';
// Saturday night: no session at all.
const SATURDAY = '2026-11-22T02:00:00Z';
// The next open, Monday 09:30 New York, and a minute into it.
const MONDAY_OPEN = Date.parse('2026-11-23T14:30:00Z');
const MONDAY_FIRST_MINUTE = '2026-11-23T14:31:00Z';

const disarm: { member: DurableObjectId; symbol: string }[] = [];
/** A member of this test, whose alerts the test's end pauses (the rooms let their feeds go). */
function memberFor(symbol: string): DurableObjectId {
  const member = freshMember();
  disarm.push({ member, symbol });
  return member;
}

afterEach(async () => {
  for (const { member, symbol } of disarm.splice(0)) {
    await storeSql(member, "UPDATE alerts SET state = 'paused'");
    await syncRooms(member, [symbol]);
  }
});
afterAll(() => setMarket(null));

/**
 * On Friday's last minute, `symbol`'s member arms an 'above' alert out of reach (twice the price), so the room
 * keeps the feed for the session without firing; the member and the price.
 */
async function armedOutOfReach(symbol: string): Promise<{ member: DurableObjectId; price: number }> {
  const member = memberFor(symbol);
  await setMarket(FRIDAY_LAST_MINUTE);
  const { price } = await quoteNow(symbol);
  await insertAlerts(member, [{ symbol, kind: 'above', threshold: (price * 2).toFixed(2) }]);
  await syncRooms(member, [symbol]);
  return { member, price };
}

describe('a room holding a symbol only for alerts', () => {
  it('lets the feed go at the close, stays off it (evicted too) until the open, then takes it back and fires', async () => {
    const symbol = 'HD';
    const { member, price } = await armedOutOfReach(symbol);
    await eventually(
      () => subscribed(symbol),
      (n) => n === 1,
    );
    // In the session, the room's keep-alive: at most a minute ahead.
    expect((await alarmOf(symbol))! - Date.now()).toBeLessThanOrEqual(60_000);

    // The close: the feed's quote turns after-hours, the room lets the symbol go, its alarm at Monday's open.
    const closedAt = Date.now();
    await setMarket(FRIDAY_AFTER_CLOSE);
    await eventually(
      () => subscribed(symbol),
      (n) => n === 0,
    );
    const untilOpen = MONDAY_OPEN - Date.parse(FRIDAY_AFTER_CLOSE);
    // The room reads the market's clock from Friday's last regular tick (two market minutes earlier, frozen since).
    await eventually(
      () => alarmOf(symbol),
      (alarm) => alarm !== null && Math.abs(alarm - closedAt - untilOpen) < 5 * 60_000,
    );

    // Armed at night (Saturday): one look at the feed (a connection), which says the market is shut, and
    // the room dozes again, its alarm at the open; nothing fires.
    await setMarket(SATURDAY);
    await insertAlerts(member, [{ symbol, kind: 'below', threshold: (price * 2).toFixed(2) }]);
    const { connections } = await feedStats();
    await syncRooms(member, [symbol]);
    await eventually(feedStats, (stats) => stats.connections > connections && !stats.subscriptions[symbol]);
    await eventually(
      () => alarmOf(symbol),
      (alarm) => alarm !== null && alarm - Date.now() > 60 * 60_000,
    );
    // Evicted while dozing: started again (a call), it stays off the feed.
    await abortAllDurableObjects();
    expect((await alarmOf(symbol))! - Date.now()).toBeGreaterThan(60 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await subscribed(symbol)).toBe(0);
    expect(await inboxOf(member)).toEqual([]);

    // Monday's open: the room's clock reaches its alarm (moved to now: a test cannot wait for Monday), it
    // takes the feed again, and the 'below' alert (under twice the price) fires on the first regular tick.
    await setMarket(MONDAY_FIRST_MINUTE);
    await runInDurableObject(roomStubOf(symbol), async (_instance, state) => {
      state.storage.sql.exec('UPDATE room_doze SET until = ?', Date.now());
      await state.storage.setAlarm(Date.now());
    });
    await abortAllDurableObjects();
    expect(await runDurableObjectAlarm(roomStubOf(symbol))).toBe(true);
    await eventually(
      () => subscribed(symbol),
      (n) => n === 1,
    );
    const [row] = await eventually(
      () => inboxOf(member),
      (rows) => rows.length > 0,
      8_000,
    );
    expect(row?.body).toMatch(new RegExp(`^${symbol} 跌破 `));
    // In the session again: the keep-alive, not the open.
    expect((await alarmOf(symbol))! - Date.now()).toBeLessThanOrEqual(60_000);
  }, 30_000);

  it("keeps a reader's symbol on the feed after the close (readers see the after-hours quotes as before), and wakes at its first regular tick", async () => {
    const symbol = 'KO';
    await armedOutOfReach(symbol);
    const reader = await openReader('session-reader');
    subscribe(reader, [symbol]);
    await eventually(
      () => quotesOf(reader, symbol),
      (quotes) => quotes.length > 0,
    );
    await setMarket(FRIDAY_AFTER_CLOSE);
    await eventually(
      () => quotesOf(reader, symbol),
      (quotes) => quotes.some((q) => q.session === 'afterHours'),
    );
    // The room dozes for its alerts (until the open), yet the reader's symbol stays, and so does the
    // keep-alive a watching hub needs (room-watchers.ts: a restarted room must not freeze its readers).
    await eventually(
      () => dozeEndOf(symbol),
      (until) => until !== null && until - Date.now() > 60 * 60_000,
    );
    expect(await subscribed(symbol)).toBe(1);
    expect((await alarmOf(symbol))! - Date.now()).toBeLessThanOrEqual(60_000);
    // Monday's open shows first on the reader's symbol: its regular-session tick wakes the alerts (the doze
    // over before its alarm at the open; the keep-alive again).
    await setMarket(MONDAY_FIRST_MINUTE);
    await eventually(
      () => dozeEndOf(symbol),
      (until) => until === null,
    );
    expect((await alarmOf(symbol))! - Date.now()).toBeLessThanOrEqual(60_000);
    reader.socket.close(1000, 'done');
  }, 20_000);
});

describe('a restart asked by the feed with LIVE_TEST_HOOKS on', () => {
  it('restarts the room: a new object, started by its alarm, reloads its alerts and subscribes again', async () => {
    const symbol = 'LOW';
    await armedOutOfReach(symbol);
    await eventually(
      () => subscribed(symbol),
      (n) => n === 1,
    );
    const before = await runInDurableObject(roomStubOf(symbol), (instance) => instance);
    const { connections } = await feedStats();

    const asked = await fetch(`${live.LIVE_FEED_URL}/__sandbox/quote-feed/restart-rooms?symbol=${symbol}`, { method: 'POST' });
    expect(await asked.json()).toEqual({ asked: 1 });
    // The aborted room's socket goes; its alarm, 200 ms on, starts a new object (nothing here calls the
    // room meanwhile), which reloads the alert from its storage and connects and subscribes again.
    await eventually(feedStats, (stats) => stats.connections === connections + 1 && stats.subscriptions[symbol] === 1, 8_000);
    // A stub of its own: one that reached the aborted object stays broken.
    expect(await runInDurableObject(roomStubOf(symbol), (instance) => instance)).not.toBe(before);
  }, 20_000);
});
