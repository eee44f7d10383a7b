import type { LiveEnv } from './env.ts';

/** How soon the restarted room's alarm starts it again (an eviction's wake, without waiting out the minute). */
const RESTART_ALARM_MS = 200;

/**
 * A room restarted on a test's word (decision 055: the alerts journey restarts NVDA's room inside
 * `wrangler dev`). The word comes from the sandbox's feed (`POST /__sandbox/quote-feed/restart-rooms`), on
 * the room's own upstream socket: nothing of the public site routes to it. It is obeyed only when
 * LIVE_TEST_HOOKS is "on", a variable the test stacks set and production's configuration never does;
 * otherwise it is refused (logged) and the room goes on as it was. Obeyed, the room sets its alarm a moment
 * ahead, closes its feed socket and waits for the feed's answer (`closeFeed`), then aborts: the runtime
 * drops the object's memory, and the alarm starts it again from its storage, as after an eviction. Waiting
 * for the answer, the close frame has left before the abort can drop it; the feed lets the old room's
 * symbols go at that frame (sandbox/quote-feed/closing-socket.ts: workerd ends the TCP connection
 * seconds later, and counted until then the old room was seen subscribed beside the new one).
 */
export function restartForTest(ctx: DurableObjectState, env: Pick<LiveEnv, 'LIVE_TEST_HOOKS'>, closeFeed: () => Promise<void>): boolean {
  if (env.LIVE_TEST_HOOKS !== 'on') {
    console.warn('[quote-room] the feed asked for a restart: refused (LIVE_TEST_HOOKS is not "on")');
    return false;
  }
  // Written to disk before the abort, which breaks the output gate and would lose a write still pending.
  void (async () => {
    await ctx.storage.setAlarm(Date.now() + RESTART_ALARM_MS);
    await ctx.storage.sync();
    await closeFeed();
    try {
      ctx.abort('restarted by a test (LIVE_TEST_HOOKS)');
    } catch {
      // abort() throws in the context that calls it once the object is reset: that is its work done.
    }
  })();
  return true;
}
