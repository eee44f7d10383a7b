import { describe, expect, it } from 'vitest';
import { mainThreadCpuMs, schedstatMs, statMs } from './thread-cpu.ts';

describe('a thread CPU time from /proc', () => {
  it("reads schedstat's nanoseconds on the CPU, not the time waited for one", () => {
    expect(schedstatMs('87667766 538443733 329\n')).toBe(87.667766);
    expect(schedstatMs('')).toBeNull();
    expect(schedstatMs('not a schedstat')).toBeNull();
  });

  it("adds stat's user and system ticks, past a command holding spaces and parentheses", () => {
    const line = '24411 (work (er) d) S 24408 24411 24411 0 -1 4194560 7536 72545 0 25 2 6 74 38 20 0 1 0 2744104';
    // utime 2, stime 6 ticks: 80 ms at 100 ticks a second.
    expect(statMs(line, 100)).toBe(80);
    expect(() => statMs('garbage', 100)).toThrow(/not a stat line/);
  });

  it("counts this thread's own busy time", () => {
    const before = mainThreadCpuMs(process.pid);
    const until = performance.now() + 60;
    while (performance.now() < until);
    const spent = mainThreadCpuMs(process.pid) - before;
    // At most the 60 ms of wall time (plus a tick's rounding); at least some of it even on a loaded machine.
    expect(spent).toBeGreaterThan(5);
    expect(spent).toBeLessThanOrEqual(75);
  });
});
