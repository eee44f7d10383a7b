import { runInDurableObject } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../tests/support/eventually.ts';
import { feedStats, live } from '../tests/support/app/live-reader.ts';
import { freshMember, insertAlerts, quoteNow, roomStubOf, storeSql, syncRooms } from '../tests/support/app/alert-rows.ts';

/**
 * The test hook that restarts a quote room (test-restart.ts) is refused where LIVE_TEST_HOOKS is absent, as
 * in production: this project sets no such variable (vitest.config.ts). The sandbox's feed asks the room,
 * on the room's own upstream socket; the room logs the refusal and goes on as the same object (memory
 * kept), on the feed, its keep-alive alarm as it was (not the restart's, a moment ahead). (The `live-clock` project sets it "on" and sees the room restart:
 * room-session.clock.worker.test.ts; the alerts journey restarts NVDA's room in `wrangler dev`.)
 */
const SYMBOL = 'GIS';

afterEach(() => vi.restoreAllMocks());

describe('a restart asked by the feed without LIVE_TEST_HOOKS', () => {
  it('is refused: the same room object, still on the feed, its keep-alive alarm unchanged', async () => {
    expect((live as { LIVE_TEST_HOOKS?: string }).LIVE_TEST_HOOKS).toBeUndefined();
    const member = freshMember();
    const { price } = await quoteNow(SYMBOL);
    await insertAlerts(member, [{ symbol: SYMBOL, kind: 'below', threshold: (price / 2).toFixed(2) }]);
    await syncRooms(member, [SYMBOL]);
    try {
      await eventually(feedStats, (stats) => stats.subscriptions[SYMBOL] === 1);
      const room = roomStubOf(SYMBOL);
      const before = await runInDurableObject(room, (instance) => instance);
      const warn = vi.spyOn(console, 'warn');

      const asked = await fetch(`${live.LIVE_FEED_URL}/__sandbox/quote-feed/restart-rooms?symbol=${SYMBOL}`, { method: 'POST' });
      expect(await asked.json()).toEqual({ asked: 1 });
      await eventually(
        () => warn.mock.calls.map((call) => String(call[0])),
        (lines) => lines.some((line) => line.includes('refused (LIVE_TEST_HOOKS is not "on")')),
      );
      // Well past the restart's 200 ms alarm: nothing was aborted or rescheduled.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await runInDurableObject(room, (instance) => instance)).toBe(before);
      // Still on the feed (a drop by a test file beside this one, live-quotes', is reconnected by the same room).
      await eventually(feedStats, (stats) => stats.subscriptions[SYMBOL] === 1);
      const alarm = await runInDurableObject(room, (_instance, state) => state.storage.getAlarm());
      expect(alarm).not.toBeNull();
      expect(alarm! - Date.now()).toBeGreaterThan(5_000);
    } finally {
      await storeSql(member, "UPDATE alerts SET state = 'paused'");
      await syncRooms(member, [SYMBOL]);
    }
  }, 15_000);
});
