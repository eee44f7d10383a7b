import { describe, expect, it } from 'vitest';
import { afterLoadWhenIdle, afterServerHtmlPainted, IDLE_TIMEOUT_MS, type IdleWindow, MAX_REVEAL_WAIT_MS, NO_IDLE_CALLBACK_DELAY_MS, REVEAL_THROTTLE_MS } from './idle-start';

/** A window whose frames, timers, idle periods and load event the test runs by hand. */
function fakeWindow({ readyState = 'loading', idle = true }: { readyState?: DocumentReadyState; idle?: boolean } = {}) {
  const frames: (() => void)[] = [];
  const timers = new Map<number, { fn: () => void; ms: number; due: number }>();
  const idles = new Map<number, { fn: () => void; timeout: number | undefined }>();
  const loads = new Set<() => void>();
  let next = 1;
  let clock = 0;
  const win: IdleWindow = {
    document: { readyState },
    performance: { now: () => clock },
    addEventListener: (_type, fn) => void loads.add(fn),
    removeEventListener: (_type, fn) => void loads.delete(fn),
    requestAnimationFrame: (fn) => (frames.push(fn), next++),
    setTimeout: (fn, ms) => (timers.set(next, { fn, ms, due: clock + ms }), next++),
    clearTimeout: (id) => void timers.delete(id),
    ...(idle
      ? {
          requestIdleCallback: (fn: () => void, options?: { timeout: number }) => (idles.set(next, { fn, timeout: options?.timeout }), next++),
          cancelIdleCallback: (id: number) => void idles.delete(id),
        }
      : {}),
  };
  /** One frame: its callbacks, then the timers they set (the task after the frame). */
  const frame = () => {
    for (const fn of frames.splice(0)) fn();
    for (const [id, timer] of [...timers]) {
      if (timer.due > clock) continue;
      timers.delete(id);
      timer.fn();
    }
  };
  const load = () => {
    win.document.readyState = 'complete';
    for (const fn of [...loads]) fn();
  };
  const runIdle = () => {
    for (const [id, entry] of [...idles]) {
      idles.delete(id);
      entry.fn();
    }
  };
  /** Time passes: the timers due by then fire (their frames are run by `frame`). */
  const advance = (ms: number) => {
    clock += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.due > clock) continue;
      timers.delete(id);
      timer.fn();
    }
  };
  const runTimers = () => {
    for (const [id, timer] of [...timers]) {
      timers.delete(id);
      timer.fn();
    }
  };
  return { win, frame, load, runIdle, runTimers, advance, idles, timers };
}

describe('afterServerHtmlPainted (when hydration starts)', () => {
  it('waits for a painted frame', () => {
    const { win, frame } = fakeWindow();
    let started = 0;
    afterServerHtmlPainted(win, () => (started += 1));
    expect(started).toBe(0);
    frame(); // the first frame is painted; the check runs in the task after it
    expect(started).toBe(1);
  });

  it("waits for React's reveal of the streamed sections that had arrived (due 300 ms after the last), then its paint", () => {
    const { win, frame, advance } = fakeWindow();
    win.$RB = ['B:0', 'S:0'];
    win.$RT = 0; // the shell's first frame
    let started = 0;
    afterServerHtmlPainted(win, () => (started += 1));
    frame();
    advance(REVEAL_THROTTLE_MS - 50);
    frame();
    expect(started).toBe(0);
    win.$RB.length = 0; // React's $RV revealed them
    advance(60);
    expect(started).toBe(0); // the reveal's frame first
    frame();
    expect(started).toBe(1);
  });

  it('does not wait for ever for a reveal that never comes', () => {
    const { win, frame, advance } = fakeWindow();
    win.$RB = ['B:0', 'S:0'];
    let started = 0;
    afterServerHtmlPainted(win, () => (started += 1));
    for (let t = 0; t <= MAX_REVEAL_WAIT_MS; t += 100) {
      frame();
      advance(100);
    }
    frame();
    expect(started).toBe(1);
  });
});

describe('afterLoadWhenIdle (the silent sign-in probe, one-tap)', () => {
  it('waits for the load event, then for an idle period (with a deadline)', () => {
    const { win, load, runIdle, idles } = fakeWindow();
    let ran = 0;
    afterLoadWhenIdle(win, () => (ran += 1));
    expect(idles.size).toBe(0);
    load();
    expect(ran).toBe(0);
    expect([...idles.values()][0]?.timeout).toBe(IDLE_TIMEOUT_MS);
    runIdle();
    expect(ran).toBe(1);
  });

  it('a page already loaded waits only for idle; without requestIdleCallback, a short timer', () => {
    const loaded = fakeWindow({ readyState: 'complete' });
    let ran = 0;
    afterLoadWhenIdle(loaded.win, () => (ran += 1));
    loaded.runIdle();
    expect(ran).toBe(1);

    const safari = fakeWindow({ readyState: 'complete', idle: false });
    afterLoadWhenIdle(safari.win, () => (ran += 1));
    expect([...safari.timers.values()][0]?.ms).toBe(NO_IDLE_CALLBACK_DELAY_MS);
    safari.runTimers();
    expect(ran).toBe(2);
  });

  it('a cancel before load or before idle means it never runs', () => {
    const before = fakeWindow();
    let ran = 0;
    before.win.addEventListener('load', () => {});
    afterLoadWhenIdle(before.win, () => (ran += 1))();
    before.load();
    before.runIdle();

    const between = fakeWindow();
    const cancel = afterLoadWhenIdle(between.win, () => (ran += 1));
    between.load();
    cancel();
    between.runIdle();
    expect(ran).toBe(0);
  });
});
