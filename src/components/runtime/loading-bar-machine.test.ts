import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBarMachine, estimatedProgress, LOADING_BAR, type LoadingBarSnapshot } from './loading-bar-machine';

const fakeTimers = {
  setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
  clearTimeout: (id: unknown) => clearTimeout(id as ReturnType<typeof setTimeout>),
  setInterval: (handler: () => void, ms: number) => setInterval(handler, ms),
  clearInterval: (id: unknown) => clearInterval(id as ReturnType<typeof setInterval>),
  now: () => Date.now(),
};

function machineWithLog() {
  const machine = createLoadingBarMachine(fakeTimers);
  const log: LoadingBarSnapshot[] = [];
  machine.subscribe((snapshot) => log.push(snapshot));
  return { machine, log };
}

/** A machine whose navigation started `ms` ago (fake time) and is still loading. */
function loadingFor(ms: number) {
  const started = machineWithLog();
  started.machine.start();
  vi.advanceTimersByTime(ms);
  return started;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the loading bar', () => {
  it('matches the spec constants', () => {
    expect(LOADING_BAR).toMatchObject({ throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400, heightPx: 3 });
  });

  it('never shows for a navigation faster than the throttle', () => {
    const { machine, log } = machineWithLog();
    machine.start();
    expect(machine.snapshot()).toEqual({ state: 'loading', visible: false, progress: 0 });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    machine.finish();
    expect(machine.snapshot()).toEqual({ state: 'idle', visible: false, progress: 0 });
    vi.advanceTimersByTime(10_000);
    expect(log.some((s) => s.visible)).toBe(false);
  });

  it('shows at the throttle, creeps forward without ever finishing by itself', () => {
    const { machine } = loadingFor(LOADING_BAR.throttleMs);
    const first = machine.snapshot();
    expect(first.visible).toBe(true);
    expect(first.state).toBe('loading');
    expect(first.progress).toBeGreaterThan(0);
    vi.advanceTimersByTime(LOADING_BAR.durationMs - LOADING_BAR.throttleMs);
    const atDuration = machine.snapshot().progress;
    expect(atDuration).toBeGreaterThan(first.progress);
    expect(atDuration).toBeCloseTo(estimatedProgress(LOADING_BAR.durationMs), 5);
    vi.advanceTimersByTime(60_000);
    expect(machine.snapshot().state).toBe('loading');
    expect(machine.snapshot().progress).toBeLessThan(100);
    expect(machine.snapshot().progress).toBeGreaterThan(atDuration);
  });

  it('finishes: full at once, hidden after the hide delay, idle after the reset delay', () => {
    const { machine } = loadingFor(700);
    machine.finish();
    expect(machine.snapshot()).toEqual({ state: 'finished', visible: true, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 1);
    expect(machine.snapshot().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(machine.snapshot()).toEqual({ state: 'finished', visible: false, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs - 1);
    expect(machine.snapshot().state).toBe('finished');
    vi.advanceTimersByTime(1);
    expect(machine.snapshot()).toEqual({ state: 'idle', visible: false, progress: 0 });
  });

  it('stops creeping once finished', () => {
    const { machine, log } = loadingFor(500);
    machine.finish();
    const count = log.length;
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs + 5_000);
    // Exactly two more changes: hidden, then reset. No tick after the finish.
    expect(log.slice(count).map((s) => s.state)).toEqual(['finished', 'idle']);
  });

  it('turns to the error state on a failure, even before the throttle, then resets', () => {
    const { machine } = loadingFor(50);
    machine.fail();
    expect(machine.snapshot()).toEqual({ state: 'error', visible: true, progress: 100 });
    machine.fail();
    machine.finish(); // a late commit does not turn an error into a success
    expect(machine.snapshot().state).toBe('error');
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    expect(machine.snapshot()).toEqual({ state: 'idle', visible: false, progress: 0 });
  });

  it('a start during the fade-out begins a new run (the old timers do not hide it)', () => {
    const { machine } = loadingFor(300);
    machine.finish();
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 100);
    machine.start();
    expect(machine.snapshot()).toEqual({ state: 'loading', visible: false, progress: 0 });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(machine.snapshot().visible).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(machine.snapshot()).toMatchObject({ state: 'loading', visible: true });
  });

  it('a second start while loading keeps the first run (its throttle and its progress)', () => {
    const { machine } = loadingFor(150);
    machine.start();
    vi.advanceTimersByTime(50);
    expect(machine.snapshot().visible).toBe(true);
  });

  it('finish and fail with nothing running change nothing but a shown error', () => {
    const { machine, log } = machineWithLog();
    machine.finish();
    expect(log).toEqual([]);
    machine.fail();
    expect(machine.snapshot().state).toBe('error');
  });
});
