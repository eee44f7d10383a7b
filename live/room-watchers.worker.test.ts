import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../tests/support/eventually.ts';
import { feedStats, live, openReader, quotesOf, subscribe } from '../tests/support/app/live-reader.ts';
import { reconnectDelay } from '../src/lib/market/reconnect-delay.ts';
import { roomOf } from './room-shards.ts';
import { QuoteHub } from './quote-hub.ts';
import { RoomWatchers, UNREACHABLE_MS } from './room-watchers.ts';

/**
 * A quote room's watchers (room-watchers.ts) across a restart, in workerd with the live project's
 * always-open feed: a room reset as a crash or a deploy resets it (ctx.abort: its memory and feed socket
 * gone, its storage kept, nothing of the test calling it again) comes back by its own alarm and delivers
 * to the hubs that had joined it; a hub whose readers have gone is dropped, reloaded or not. The symbols
 * are of room-0, which no other live file reads (a reset room drops its feed for every symbol it holds).
 */
const [ONE, SHARED, ALONE] = ['APD', 'CB', 'DTE'];
const GRACE_MS = Number(live.LIVE_GRACE_MS);
/** The alarm (a grace ahead at most), then the feed's reconnect rules as live-quotes.worker.test.ts allows them. */
const BACK_WITHIN_MS = GRACE_MS + [0, 1, 2].reduce((sum, attempt) => sum + reconnectDelay(attempt, () => 1), 2_000);

const roomStub = (symbol: string) => live.QUOTE_ROOMS.get(live.QUOTE_ROOMS.idFromName(roomOf(symbol)));
const hubId = (name: string) => live.QUOTE_HUBS.idFromName(name).toString();
/** The hubs the room has stored for a symbol. */
const stored = (symbol: string) =>
  runInDurableObject(roomStub(symbol), (_instance, state) =>
    state.storage.sql
      .exec<{ hub: string }>('SELECT hub FROM room_watchers WHERE symbol = ? ORDER BY hub', symbol)
      .toArray()
      .map((row) => row.hub),
  );
/** Resets an object (its memory and sockets gone, its storage kept); the stub that did it stays broken. */
const reset = (stub: DurableObjectStub) =>
  runInDurableObject(stub, (_instance, state) => state.abort('reset by a test')).catch(() => {
    // abort() throws into the call that asked for it: the reset is done.
  });

afterEach(() => vi.restoreAllMocks());

describe('a room restarted while its hubs stay', () => {
  it('delivers again to the same reader, who sent nothing more, started by its own alarm from its storage', async () => {
    expect(roomOf(ONE)).toBe(roomOf(SHARED));
    const reader = await openReader('watchers-restart');
    subscribe(reader, [ONE]);
    await eventually(
      () => quotesOf(reader, ONE),
      (quotes) => quotes.length > 1,
    );
    expect(await stored(ONE)).toEqual([hubId('watchers-restart')]);
    // What brings a reset room back with nobody calling it: an alarm at most a grace ahead while a hub watches.
    // Read until set: while the alarm's own handler runs (every grace), the next is not yet written.
    await eventually(
      () => runInDurableObject(roomStub(ONE), (_instance, state) => state.storage.getAlarm()),
      (alarm) => alarm !== null && alarm - Date.now() <= GRACE_MS,
    );
    const before = await runInDurableObject(roomStub(ONE), (instance) => instance);
    const { connections } = await feedStats();

    await reset(roomStub(ONE));
    const seen = quotesOf(reader, ONE).length;
    // A new object on a new feed socket, subscribed for the reader's symbol, delivering to the same hub (a
    // batch the old room sent just before its end may still arrive: more than one is the new room's).
    await eventually(feedStats, (stats) => stats.connections > connections && stats.subscriptions[ONE] === 1, BACK_WITHIN_MS);
    const back = await eventually(
      () => quotesOf(reader, ONE),
      (quotes) => quotes.length > seen + 2,
      BACK_WITHIN_MS,
    );
    expect(back.at(-1)).toMatchObject({ symbol: ONE, time: expect.any(String) });
    expect(back.slice(seen).some((quote) => quote.delayed === true)).toBe(false);
    expect(await runInDurableObject(roomStub(ONE), (instance) => instance)).not.toBe(before);

    reader.socket.close(1000, 'done');
    await eventually(feedStats, (stats) => !(ONE in stats.subscriptions));
    expect(await stored(ONE)).toEqual([]);
  }, 30_000);

  it('stops delivering to a hub whose readers have gone without its leave, and a restart does not bring it back', async () => {
    const deliveries = vi.spyOn(QuoteHub.prototype, 'deliver');
    const deliveriesTo = (hub: string) => deliveries.mock.contexts.filter((context) => (context as unknown as { ctx: DurableObjectState }).ctx.id.toString() === hub).length;
    const [gone, stays] = [hubId('watchers-gone'), hubId('watchers-stays')];
    const goneReader = await openReader('watchers-gone');
    const staysReader = await openReader('watchers-stays');
    subscribe(goneReader, [SHARED, ALONE]);
    subscribe(staysReader, [SHARED]);
    for (const [reader, symbol] of [
      [goneReader, SHARED],
      [goneReader, ALONE],
      [staysReader, SHARED],
    ] as const)
      await eventually(
        () => quotesOf(reader, symbol),
        (quotes) => quotes.length > 0,
      );
    expect(await stored(SHARED)).toEqual([gone, stays].sort());

    // The hub is reset: its reader's socket closes and the leave it would have sent a moment later never goes.
    await reset(live.QUOTE_HUBS.get(live.QUOTE_HUBS.idFromName('watchers-gone')));
    await goneReader.closed;
    // Its next delivery finds no socket holding the symbols: the room lets that hub go (from storage too), and
    // the symbol it alone watched leaves the feed after its grace.
    await eventually(
      async () => [await stored(SHARED), await stored(ALONE)],
      ([shared, alone]) => shared?.length === 1 && alone?.length === 0,
    );
    expect(await stored(SHARED)).toEqual([stays]);
    await eventually(feedStats, (stats) => !(ALONE in stats.subscriptions));

    // Restarted, the room reloads only the hub that stays: it alone is delivered to.
    const { connections } = await feedStats();
    const goneCalls = deliveriesTo(gone);
    await reset(roomStub(SHARED));
    await eventually(feedStats, (stats) => stats.connections > connections && stats.subscriptions[SHARED] === 1, BACK_WITHIN_MS);
    const staysCalls = deliveriesTo(stays);
    const seen = quotesOf(staysReader, SHARED).length;
    await eventually(
      () => quotesOf(staysReader, SHARED),
      (quotes) => quotes.length > seen + 2,
      BACK_WITHIN_MS,
    );
    expect(deliveriesTo(stays)).toBeGreaterThan(staysCalls);
    expect(deliveriesTo(gone)).toBe(goneCalls);
    expect(ALONE in (await feedStats()).subscriptions).toBe(false);
    staysReader.socket.close(1000, 'done');
    await eventually(feedStats, (stats) => !(SHARED in stats.subscriptions));
  }, 30_000);

  it('drops, at its first delivery after the restart, a stored hub that no longer holds the symbol', async () => {
    // A pair stored before a restart whose hub has since lost its readers (its leave lost with it), and
    // the alarm the join that wrote it set.
    const stale = hubId('watchers-stale');
    await runInDurableObject(roomStub(ALONE), async (_instance, state) => {
      state.storage.sql.exec('INSERT INTO room_watchers (symbol, hub) VALUES (?, ?)', ALONE, stale);
      await state.storage.setAlarm(Date.now() + GRACE_MS);
    });
    const { connections } = await feedStats();
    await reset(roomStub(ALONE));
    // Started by its alarm, the room subscribes the stored symbol, delivers the snapshot, hears the hub does
    // not hold it, and lets it go: out of storage, off the feed after its grace.
    await eventually(feedStats, (stats) => stats.connections > connections, BACK_WITHIN_MS);
    await eventually(
      () => stored(ALONE),
      (hubs) => hubs.length === 0,
      BACK_WITHIN_MS,
    );
    await eventually(feedStats, (stats) => !(ALONE in stats.subscriptions));
  }, 30_000);
});

describe("a room's watchers in its storage", () => {
  /** A RoomWatchers on a room's own table (the room has made it), as a restarted room reads it. */
  const onTable = <T>(work: (open: () => RoomWatchers, sql: SqlStorage) => T) =>
    runInDurableObject(live.QUOTE_ROOMS.get(live.QUOTE_ROOMS.idFromName('watchers-table')), (_instance, state) => work(() => new RoomWatchers(state.storage.sql), state.storage.sql));

  it('reloads what joins and leaves wrote, and answers the symbols left with no hub', async () => {
    await onTable((open) => {
      const watchers = open();
      watchers.join(['AAA', 'BBB'], 'hub-1');
      watchers.join(['AAA'], 'hub-2');
      expect(watchers.leave(['AAA', 'BBB'], 'hub-1')).toEqual(['BBB']);
      const reloaded = open();
      expect(reloaded.symbols()).toEqual(['AAA']);
      expect([...reloaded.hubs('AAA')]).toEqual(['hub-2']);
      expect(reloaded.leave(['AAA'], 'hub-2')).toEqual(['AAA']);
      expect(open().any).toBe(false);
    });
  });

  it("drops on a delivery's answer only the pairs joined before that delivery went", async () => {
    await onTable((open) => {
      const watchers = open();
      watchers.join(['AAA', 'BBB'], 'hub-1');
      const mark = watchers.mark();
      // The hub's reader came back for AAA after the hub answered: that join stands.
      watchers.join(['AAA'], 'hub-1');
      expect(watchers.notHeld(['AAA', 'BBB', 42], 'hub-1', mark)).toEqual(['BBB']);
      expect(watchers.notHeld('not a list', 'hub-1', watchers.mark())).toEqual([]);
      expect(open().symbols()).toEqual(['AAA']);
      expect(watchers.leave(['AAA'], 'hub-1')).toEqual(['AAA']);
    });
  });

  it('drops a hub whose deliveries have failed for a minute on end, and not one that answered meanwhile', async () => {
    await onTable((open) => {
      const watchers = open();
      watchers.join(['AAA', 'BBB'], 'hub-1');
      watchers.join(['AAA'], 'hub-2');
      const start = 1_000_000;
      expect(watchers.failed('hub-1', watchers.mark(), start)).toEqual([]);
      expect(watchers.failed('hub-1', watchers.mark(), start + UNREACHABLE_MS - 1)).toEqual([]);
      // An answer starts the count again.
      watchers.notHeld([], 'hub-1', watchers.mark());
      expect(watchers.failed('hub-1', watchers.mark(), start + UNREACHABLE_MS)).toEqual([]);
      expect(watchers.failed('hub-1', watchers.mark(), start + 2 * UNREACHABLE_MS)).toEqual(['BBB']);
      expect(open().symbols()).toEqual(['AAA']);
      expect([...open().hubs('AAA')]).toEqual(['hub-2']);
      watchers.leave(['AAA'], 'hub-2');
    });
  });
});
