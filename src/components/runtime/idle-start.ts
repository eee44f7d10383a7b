/**
 * When the browser's first seconds are over: code that the first paint and the first tap
 * do not need — hydration itself, the silent sign-in probe, Google's one-tap script — waits for these
 * instead of starting the moment its module runs; the page view waits for load too. Pure timing, no React.
 */

/** The load-event part of `window`. */
export interface LoadWindow {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'load', listener: () => void): void;
}

/** The part of `window` these helpers use (a fake one in unit tests). */
export interface IdleWindow extends LoadWindow {
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(handle: number): void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  performance: { now(): number };
  /** React's pending reveal batch of streamed Suspense boundaries (react-dom/server's `$RB`)... */
  $RB?: unknown[];
  /** ...and when it last revealed one (`$RT`): the next batch is due 300 ms after it. */
  $RT?: unknown;
}

/** An idle period is waited for at most this long after load, so a busy page still gets its extras. */
export const IDLE_TIMEOUT_MS = 2_000;
/** Safari has no requestIdleCallback: it waits this long after load instead. */
export const NO_IDLE_CALLBACK_DELAY_MS = 300;
/** React's Fizz reveals a batch of streamed sections this long after the previous one (`$RC`/`$RV`). */
export const REVEAL_THROTTLE_MS = 300;
/** Hydration waits at most this long for React's reveal of the first streamed sections. */
export const MAX_REVEAL_WAIT_MS = 1_000;

/** Calls `callback` once the page has loaded: at once if it has. Returns a cancel. */
export function afterLoad(win: LoadWindow, callback: () => void): () => void {
  if (win.document.readyState === 'complete') {
    callback();
    return () => {};
  }
  win.addEventListener('load', callback, { once: true });
  return () => win.removeEventListener('load', callback);
}

/** Calls `callback` after the next frame has been produced (a task after requestAnimationFrame). */
function afterNextPaint(win: IdleWindow, callback: () => void): void {
  win.requestAnimationFrame(() => win.setTimeout(callback, 0));
}

/**
 * Calls `callback` once the server's HTML is on screen: after a painted frame, and after React has
 * revealed the streamed sections that had arrived (its `$RV` batches reveals up to 300 ms after the
 * shell), so that neither the first paint nor the largest one waits for hydration's script work.
 */
export function afterServerHtmlPainted(win: IdleWindow, callback: () => void): void {
  let giveUpAt = 0;
  const check = () => {
    const now = win.performance.now();
    giveUpAt ||= now + MAX_REVEAL_WAIT_MS;
    if ((win.$RB?.length ?? 0) === 0 || now >= giveUpAt) {
      callback();
      return;
    }
    // A batch is waiting: it is due REVEAL_THROTTLE_MS after the last reveal. Wait for it, then for its paint.
    const due = (typeof win.$RT === 'number' ? win.$RT : now) + REVEAL_THROTTLE_MS - now;
    win.setTimeout(() => afterNextPaint(win, check), Math.min(Math.max(due, 0) + 1, giveUpAt - now));
  };
  afterNextPaint(win, check);
}

/**
 * Calls `callback` after the page's load event and then an idle period (at most IDLE_TIMEOUT_MS
 * later). Returns a cancel function.
 */
export function afterLoadWhenIdle(win: IdleWindow, callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (!cancelled) callback();
  };
  const whenIdle = () => {
    if (cancelled) return;
    if (win.requestIdleCallback) {
      const handle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback?.(handle);
    } else {
      const handle = win.setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
      cancelIdle = () => win.clearTimeout(handle);
    }
  };
  const cancelLoad = afterLoad(win, whenIdle);
  return () => {
    cancelled = true;
    cancelLoad();
    cancelIdle();
  };
}
