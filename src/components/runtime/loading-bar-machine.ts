/**
 * The loading bar's states and timing (idle, loading, finished, error; throttle 200 ms,
 * duration 2000, hide delay 500, reset delay 400). No React and no DOM here: the timers are passed in,
 * so the rules are unit-tested with fake timers.
 *
 * - start: loading at once, but shown only after THROTTLE_MS, so a navigation faster than that never
 *   flashes a bar. While shown, progress creeps towards 100 % (about 70 % after DURATION_MS) and never
 *   reaches it by itself: only the new content's commit finishes it.
 * - finish: if the bar was never shown, straight back to idle. Otherwise it fills to 100 %, stays
 *   HIDE_DELAY_MS, fades out, and RESET_DELAY_MS later (after the fade) goes back to 0 and idle.
 * - fail: the bar turns to the error colour at 100 % (shown even if the throttle had not run out: a
 *   failure deserves a sign), then hides and resets like a finish.
 * A start while the bar is finishing or failing begins a new run.
 */

export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
  /** How often the shown bar creeps forward. */
  tickMs: 100,
} as const;

export type LoadingBarState = 'idle' | 'loading' | 'finished' | 'error';

export interface LoadingBarSnapshot {
  state: LoadingBarState;
  /** Whether the bar is on screen (it fades when this turns false). */
  visible: boolean;
  /** 0–100. */
  progress: number;
}

export interface LoadingBarTimers {
  setTimeout(handler: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(handler: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  now(): number;
}

export interface LoadingBarMachine {
  start(): void;
  finish(): void;
  fail(): void;
  snapshot(): LoadingBarSnapshot;
  subscribe(listener: (snapshot: LoadingBarSnapshot) => void): () => void;
}

/** Progress after `elapsedMs` of a run: fast at first, slower and slower, below 100 for ever. */
export function estimatedProgress(elapsedMs: number, durationMs: number = LOADING_BAR.durationMs): number {
  return (2 / Math.PI) * 100 * Math.atan((elapsedMs / durationMs) * 2);
}

const IDLE: LoadingBarSnapshot = { state: 'idle', visible: false, progress: 0 };

export function createLoadingBarMachine(timers: LoadingBarTimers, timing = LOADING_BAR): LoadingBarMachine {
  let current: LoadingBarSnapshot = IDLE;
  const listeners = new Set<(snapshot: LoadingBarSnapshot) => void>();
  let throttleTimer: unknown;
  let tickTimer: unknown;
  let hideTimer: unknown;
  let resetTimer: unknown;
  let startedAt = 0;

  const set = (next: LoadingBarSnapshot) => {
    if (next.state === current.state && next.visible === current.visible && next.progress === current.progress) return;
    current = next;
    for (const listener of [...listeners]) listener(current);
  };
  const clearAll = () => {
    timers.clearTimeout(throttleTimer);
    timers.clearInterval(tickTimer);
    timers.clearTimeout(hideTimer);
    timers.clearTimeout(resetTimer);
    throttleTimer = tickTimer = hideTimer = resetTimer = undefined;
  };
  const tick = () => {
    if (current.state !== 'loading') return;
    set({ ...current, progress: estimatedProgress(timers.now() - startedAt, timing.durationMs) });
  };
  /** Full bar now, hidden after the hide delay, back to idle after the reset delay. */
  const end = (state: 'finished' | 'error') => {
    clearAll();
    set({ state, visible: true, progress: 100 });
    hideTimer = timers.setTimeout(() => {
      set({ ...current, visible: false });
      resetTimer = timers.setTimeout(() => set(IDLE), timing.resetDelayMs);
    }, timing.hideDelayMs);
  };

  return {
    start() {
      if (current.state === 'loading') return;
      clearAll();
      // The throttle is counted from here: a bar that appears late starts where the time says.
      startedAt = timers.now();
      set({ state: 'loading', visible: false, progress: 0 });
      throttleTimer = timers.setTimeout(() => {
        set({ state: 'loading', visible: true, progress: estimatedProgress(timers.now() - startedAt, timing.durationMs) });
        tickTimer = timers.setInterval(tick, timing.tickMs);
      }, timing.throttleMs);
    },
    finish() {
      if (current.state !== 'loading') return;
      if (!current.visible) {
        clearAll();
        set(IDLE);
        return;
      }
      end('finished');
    },
    fail() {
      // Also from idle: a failure with no run behind it (the first page failed) still shows, once.
      if (current.state === 'error') return;
      end('error');
    },
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
