import { describe, expect, it } from 'vitest';
import { clockFromEnv } from './clock.ts';

describe('the sandbox market clock from the environment', () => {
  it('runs from SANDBOX_CLOCK_START as the wall clock runs', () => {
    let wall = 1_000_000;
    const clock = clockFromEnv({ SANDBOX_CLOCK_START: '2026-11-20T15:00:00Z' }, () => wall);
    expect(new Date(clock()).toISOString()).toBe('2026-11-20T15:00:00.000Z');
    wall += 90_000;
    expect(new Date(clock()).toISOString()).toBe('2026-11-20T15:01:30.000Z');
  });

  it('stands still at SANDBOX_NOW, and is the wall clock without either', () => {
    let wall = 5;
    const frozen = clockFromEnv({ SANDBOX_NOW: '2026-11-21T17:00:00Z' }, () => wall);
    wall += 60_000;
    expect(frozen()).toBe(Date.parse('2026-11-21T17:00:00Z'));
    expect(clockFromEnv({}, () => wall)()).toBe(wall);
  });

  it('refuses a date that is not one, and both knobs at once', () => {
    expect(() => clockFromEnv({ SANDBOX_CLOCK_START: 'tomorrow' })).toThrow(/SANDBOX_CLOCK_START: "tomorrow" is not an ISO date-time/);
    expect(() => clockFromEnv({ SANDBOX_NOW: '2026-11-20T15:00:00Z', SANDBOX_CLOCK_START: '2026-11-20T15:00:00Z' })).toThrow(/set one of them/);
  });
});
