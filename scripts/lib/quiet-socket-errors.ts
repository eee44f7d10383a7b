/**
 * A client that breaks the WebSocket protocol on its live-quote socket (an unknown opcode, a stray
 * continuation frame, …) is closed by workerd's own frame parser with 1002 before any code of ours sees a
 * frame; the hub's `webSocketError` only lets go of its symbols. The local workerd's HTTP server then
 * reports the upgrade's request as failed, `✘ [ERROR] Uncaught exception: … WebSocket protocol error …`
 * (workerd server.c++, `handleApplicationError`), one ERROR per attempt: a hostile client writing the
 * operator's log. Those lines (and workerd's trace note that comes with some of them) are counted here
 * instead: one warning when the first comes, then at most one a minute with how many came since.
 */
const CLIENT_SOCKET_ERROR = /Uncaught exception: .*WebSocket protocol error/;
/** workerd's note on the same failed request, written for some of them: left out, not counted. */
const TRACE_NOTE = /NOSENTRY reporting trace with exception outcome.*\/live\/quotes/;

export const SOCKET_ERRORS_EVERY_MS = 60_000;

/** Calls back after `ms` (the default does not keep Node running for it). */
export type Schedule = (callback: () => void, ms: number) => void;

const unrefTimeout: Schedule = (callback, ms) => void setTimeout(callback, ms).unref();

export const socketErrorsWarning = (count: number) =>
  `[live] ${count} live-quote socket${count === 1 ? '' : 's'} closed for breaking the WebSocket protocol (clients' frames, not the site; counted, at most one line a minute)`;

/**
 * Whether wrangler's line may pass (wrangler-output.ts): not a client socket error, which is counted
 * instead, with `warn` writing the count; wrangler sets each message between blank lines, and those
 * after a left-out line go with it.
 */
export function quietSocketErrors(warn: (line: string) => void, schedule: Schedule = unrefTimeout, everyMs = SOCKET_ERRORS_EVERY_MS): (line: string) => boolean {
  let counted = 0;
  let waiting = false;
  let afterLeftOut = false;
  const report = () => {
    if (counted === 0) {
      waiting = false;
      return;
    }
    warn(socketErrorsWarning(counted));
    counted = 0;
    waiting = true;
    schedule(report, everyMs);
  };
  return (line) => {
    const error = CLIENT_SOCKET_ERROR.test(line);
    if (error || TRACE_NOTE.test(line)) {
      afterLeftOut = true;
      if (error) counted += 1;
      if (error && !waiting) report();
      return false;
    }
    if (afterLeftOut && line.trim() === '') return false;
    afterLeftOut = false;
    return true;
  };
}
