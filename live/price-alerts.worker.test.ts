import { abortAllDurableObjects, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlertFiring, FiringOutcome, RoomAlert } from '../src/lib/alerts/alert-types.ts';
import { eventually } from '../tests/support/eventually.ts';
import { feedStats, live, openReader, quotesOf, subscribe } from '../tests/support/app/live-reader.ts';
import { alertRowOf, freshMember, inboxOf, insertAlerts, quoteNow, roomRowsOf, roomStubOf, storeSql, syncRooms } from '../tests/support/app/alert-rows.ts';
import { syncAlertRooms } from './alert-rooms-sync.ts';
import { alertRoomStub } from './env.ts';
import { MemberStore } from './member-store.ts';
import { RoomAlerts } from './room-alerts.ts';
import { roomOf } from './room-shards.ts';

/**
 * Price alerts through the real objects (decision 055): alert rows in a member's store, the rooms told as
 * the store's writes tell them, the sandbox feed's open market ticking every 100 ms. Each test has a
 * member and symbols of its own (none another live test holds: the feed's counts are per symbol) and
 * disarms what it armed, so the rooms let their feeds go.
 */
const half = (price: number) => (price / 2).toFixed(2);
const twice = (price: number) => (price * 2).toFixed(2);

type Call = { member: string; firing: AlertFiring; outcome: Promise<FiringOutcome> };
/** Every firing a member's store is sent from now on, with its answer. */
function firingsTo() {
  const spy = vi.spyOn(MemberStore.prototype, 'alertFired');
  return (member: DurableObjectId): Call[] =>
    spy.mock.calls.flatMap(([firing], index): Call[] => {
      const store = spy.mock.contexts[index] as unknown as { ctx: DurableObjectState };
      const result = spy.mock.results[index];
      if (store.ctx.id.toString() !== member.toString() || !result) return [];
      const outcome = result.type === 'return' ? result.value : Promise.reject(result.value as Error);
      // Awaited by the test that wants it; never an unhandled rejection for one that does not.
      outcome.catch(() => {});
      return [{ member: member.toString(), firing, outcome }];
    });
}

/** How many regular-session quotes of `symbol` the rooms have evaluated since `from`. */
function ticksOf() {
  const spy = vi.spyOn(RoomAlerts.prototype, 'onQuote');
  return (symbol: string) => spy.mock.calls.filter(([quote]) => quote.symbol === symbol && quote.session === 'intraDay').length;
}

const disarm: { member: DurableObjectId; symbols: string[] }[] = [];
async function armed(member: DurableObjectId, symbols: string[]): Promise<void> {
  disarm.push({ member, symbols });
  await syncRooms(member, symbols);
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const { member, symbols } of disarm.splice(0)) {
    await storeSql(member, "UPDATE alerts SET state = 'paused'");
    await syncRooms(member, symbols);
  }
});

describe('a room fires through the member store, once', () => {
  it('fires an alert once when the price is over its line, and not again on the ticks after', async () => {
    const symbol = 'ADI';
    const member = freshMember();
    const { price, tradingDate } = await quoteNow(symbol);
    const [above, never] = await insertAlerts(member, [
      { symbol, kind: 'above', threshold: half(price) },
      { symbol, kind: 'below', threshold: half(price) },
    ]);
    const calls = firingsTo();
    const ticks = ticksOf();
    await armed(member, [symbol]);
    const [row] = await eventually(
      () => inboxOf(member),
      (rows) => rows.length > 0,
    );
    expect(row).toMatchObject({ alert_id: above, firing_key: `${above}:1`, symbol, url: `/stock/${symbol}/info`, delivery: 'no-device' });
    expect(row?.body).toMatch(new RegExp(`^${symbol} 突破 \\$[\\d,.]+，現價 \\$[\\d,.]+ \\(`));
    expect(await alertRowOf(member, above ?? 0)).toMatchObject({ state: 'fired', fired_day: tradingDate, fired_price: expect.stringMatching(/^\d+(\.\d+)?$/) });
    // The 'below' alert keeps the feed: ticks go on reaching the room, over the line, and none fires again.
    const seen = ticks(symbol);
    await eventually(
      () => ticks(symbol),
      (n) => n >= seen + 3,
      8_000,
    );
    expect(calls(member)).toHaveLength(1);
    expect(await calls(member)[0]?.outcome).toBe('recorded');
    expect(await inboxOf(member)).toHaveLength(1);
    expect((await roomRowsOf(symbol, member)).map((r) => r.alert_id)).toEqual([never]);
  }, 15_000);

  it("fires a 'daily' alert once a New York day: again on a later day, never twice on one, a restart in between", async () => {
    const symbol = 'AMAT';
    const member = freshMember();
    const { price, tradingDate } = await quoteNow(symbol);
    const yesterday = new Date(Date.parse(tradingDate) - 86_400_000).toISOString().slice(0, 10);
    const [daily, firedToday] = await insertAlerts(member, [
      { symbol, kind: 'above', threshold: half(price), repeat: 'daily', firedDay: yesterday },
      { symbol, kind: 'above', threshold: half(price), repeat: 'daily', firedDay: tradingDate },
    ]);
    const calls = firingsTo();
    const ticks = ticksOf();
    await armed(member, [symbol]);
    await eventually(
      () => inboxOf(member),
      (rows) => rows.length > 0,
    );
    expect((await inboxOf(member)).map((r) => r.firing_key)).toEqual([`${daily}:1:${tradingDate}`]);
    expect(await alertRowOf(member, daily ?? 0)).toMatchObject({ state: 'armed', fired_day: tradingDate });
    expect((await roomRowsOf(symbol, member)).map((r) => [r.alert_id, r.fired_day])).toEqual([
      [daily, tradingDate],
      [firedToday, tradingDate],
    ]);
    // The objects restarted (their memory dropped, storage kept), the room woken by its alarm: it reloads
    // both as fired today, and the ticks after fire neither.
    await abortAllDurableObjects();
    expect(await runDurableObjectAlarm(roomStubOf(symbol))).toBe(true);
    const seen = ticks(symbol);
    await eventually(
      () => ticks(symbol),
      (n) => n >= seen + 3,
      8_000,
    );
    expect(calls(member).map((c) => c.firing.key)).toEqual([`${daily}:1:${tradingDate}`]);
    expect(await inboxOf(member)).toHaveLength(1);
  }, 20_000);

  it('reloads its alerts from storage after an eviction, woken by its alarm with no call, and fires what is due then, once', async () => {
    const symbol = 'ANET';
    const member = freshMember();
    const { price } = await quoteNow(symbol);
    const [id] = await insertAlerts(member, [{ symbol, kind: 'above', threshold: twice(price) }]);
    const calls = firingsTo();
    await armed(member, [symbol]);
    await eventually(feedStats, (stats) => stats.subscriptions[symbol] === 1);
    // While an alert is armed the room keeps an alarm: what wakes it after an eviction.
    expect(await runInDurableObject(roomStubOf(symbol), (_instance, state) => state.storage.getAlarm())).not.toBeNull();
    // The line moves (in storage: the store's row, and the room's, as a sync would write it) with the room's memory still on the old one.
    await storeSql(member, 'UPDATE alerts SET threshold = ? WHERE id = ?', half(price), id);
    await runInDurableObject(roomStubOf(symbol), (_instance, state) => {
      state.storage.sql.exec('UPDATE room_alerts SET threshold = ? WHERE member = ?', Number(half(price)), member.toString());
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls(member)).toHaveLength(0);
    // Every object's memory dropped (storage kept), as a restart does; the room's alarm is what starts it again.
    await abortAllDurableObjects();
    expect(await runDurableObjectAlarm(roomStubOf(symbol))).toBe(true);
    await eventually(
      () => inboxOf(member),
      (rows) => rows.length > 0,
    );
    expect((await inboxOf(member)).map((r) => r.firing_key)).toEqual([`${id}:1`]);
    expect(calls(member)).toHaveLength(1);
    expect(await roomRowsOf(symbol, member)).toEqual([]);
    // Its last alert gone and nobody reading, the room lets the symbol's feed go.
    await eventually(feedStats, (stats) => !(symbol in stats.subscriptions));
  }, 15_000);

  it('sends a firing whose answer was lost again on a later tick: the store answers duplicate and the member has one notification', async () => {
    const symbol = 'BKNG';
    const member = freshMember();
    const { price } = await quoteNow(symbol);
    const [id] = await insertAlerts(member, [{ symbol, kind: 'above', threshold: half(price) }]);
    const original = MemberStore.prototype.alertFired;
    const calls = firingsTo();
    vi.mocked(MemberStore.prototype.alertFired).mockImplementationOnce(function (this: MemberStore, firing) {
      // Thrown in the callback, not returned as Promise.reject(): Vitest counted that inner promise, adopted
      // a tick later, as an unhandled rejection and failed the run (workerd still logs the RPC's rejection).
      const lost = original.call(this, firing).then(() => {
        throw new Error('the answer was lost on the way back');
      });
      lost.catch(() => {});
      return lost;
    });
    await armed(member, [symbol]);
    await eventually(
      () => calls(member),
      (list) => list.length >= 2,
      8_000,
    );
    const [first, second] = calls(member);
    await expect(first?.outcome).rejects.toThrow(/lost/);
    expect(await second?.outcome).toBe('duplicate');
    expect(second?.firing.key).toBe(first?.firing.key);
    expect((await inboxOf(member)).map((r) => r.firing_key)).toEqual([`${id}:1`]);
    await eventually(
      () => roomRowsOf(symbol, member),
      (rows) => rows.length === 0,
    );
  }, 15_000);

  it('drops an alert the store no longer has armed (paused, or edited to a new generation) without a notification', async () => {
    const symbol = 'CMCSA';
    const member = freshMember();
    const { price } = await quoteNow(symbol);
    const [paused, edited] = await insertAlerts(member, [
      { symbol, kind: 'above', threshold: half(price) },
      { symbol, kind: 'below', threshold: twice(price), generation: 2 },
    ]);
    await storeSql(member, "UPDATE alerts SET state = 'paused' WHERE id = ?", paused);
    const calls = firingsTo();
    // A sync from before those writes reaches the room late: it holds both as they were.
    const stale: RoomAlert[] = [
      { member: member.toString(), alertId: paused ?? 0, generation: 1, symbol, kind: 'above', threshold: Number(half(price)), repeat: 'once', firedDay: null },
      { member: member.toString(), alertId: edited ?? 0, generation: 1, symbol, kind: 'below', threshold: Number(twice(price)), repeat: 'once', firedDay: null },
    ];
    disarm.push({ member, symbols: [symbol] });
    await syncAlertRooms(live, member.toString(), [symbol], stale);
    await eventually(
      () => calls(member),
      (list) => list.length === 2,
      8_000,
    );
    expect(await Promise.all(calls(member).map((c) => c.outcome))).toEqual(['not-armed', 'not-armed']);
    expect(await inboxOf(member)).toEqual([]);
    await eventually(
      () => roomRowsOf(symbol, member),
      (rows) => rows.length === 0,
    );
  }, 15_000);
});

describe('the feed of an alert', () => {
  it('is kept while nobody reads the symbol, after a reader left, and goes with the alert', async () => {
    const symbol = 'DE';
    const member = freshMember();
    const { price } = await quoteNow(symbol);
    await insertAlerts(member, [{ symbol, kind: 'below', threshold: half(price) }]);
    await armed(member, [symbol]);
    await eventually(feedStats, (stats) => stats.subscriptions[symbol] === 1);
    const reader = await openReader('alerts-feed');
    subscribe(reader, [symbol]);
    await eventually(
      () => quotesOf(reader, symbol),
      (q) => q.length > 0,
    );
    reader.socket.close(1000, 'done');
    // The hub leaves after 500 ms here, the room's grace is 300 ms: well past both, the feed stays.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await feedStats()).subscriptions[symbol]).toBe(1);
    await storeSql(member, "UPDATE alerts SET state = 'paused'");
    await syncRooms(member, [symbol]);
    await eventually(feedStats, (stats) => !(symbol in stats.subscriptions));
  }, 15_000);
});

describe('calendar alerts', () => {
  it("fire when the cron names their symbol and day: a 'once' alert once, a 'daily' one once a day; ticks never fire them", async () => {
    const symbol = 'ETN';
    const member = freshMember();
    const [earnings, exDividend] = await insertAlerts(member, [
      { symbol, kind: 'earnings', threshold: null },
      { symbol, kind: 'ex-dividend', threshold: null, repeat: 'daily' },
    ]);
    await armed(member, [symbol]);
    const room = alertRoomStub(live, roomOf(symbol));
    await room.calendarDue([{ symbol: 'ZZZZ', kind: 'earnings' }], '2026-11-23');
    expect(await inboxOf(member)).toEqual([]);
    const both = [
      { symbol, kind: 'earnings' as const },
      { symbol, kind: 'ex-dividend' as const },
    ];
    await room.calendarDue(both, '2026-11-23');
    await room.calendarDue(both, '2026-11-23');
    expect((await inboxOf(member)).map((r) => [r.firing_key, r.body])).toEqual([
      [`${earnings}:1`, `${symbol} 明天公布財報`],
      [`${exDividend}:1:2026-11-23`, `${symbol} 明天除息`],
    ]);
    await room.calendarDue(both, '2026-11-24');
    expect((await inboxOf(member)).map((r) => r.firing_key)).toEqual([`${earnings}:1`, `${exDividend}:1:2026-11-23`, `${exDividend}:1:2026-11-24`]);
  }, 15_000);
});
