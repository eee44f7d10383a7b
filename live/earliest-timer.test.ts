import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EarliestTimer } from './earliest-timer.ts';

describe('EarliestTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once at the earliest deadline asked: a later one leaves it, an earlier one moves it', () => {
    const ran: number[] = [];
    const timer = new EarliestTimer(() => ran.push(Date.now()));
    timer.runBy(1_000_500);
    timer.runBy(1_000_900);
    timer.runBy(1_000_200);
    vi.advanceTimersByTime(1_000);
    expect(ran).toEqual([1_000_200]);
  });

  it('takes a new deadline after it has run, and runs a past one at once', () => {
    const ran: number[] = [];
    const timer = new EarliestTimer(() => ran.push(Date.now()));
    timer.runBy(1_000_100);
    vi.advanceTimersByTime(100);
    timer.runBy(1_000_400);
    vi.advanceTimersByTime(300);
    timer.runBy(999_000);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual([1_000_100, 1_000_400, 1_000_400]);
  });

  it('lets the task ask for the next deadline while it runs', () => {
    const ran: number[] = [];
    const timer: EarliestTimer = new EarliestTimer(() => {
      ran.push(Date.now());
      if (ran.length < 3) timer.runBy(Date.now() + 50);
    });
    timer.runBy(1_000_050);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual([1_000_050, 1_000_100, 1_000_150]);
  });
});
