import { describe, expect, it } from 'vitest';
import { CircuitBreaker, COOL_DOWN_MS, FAILURE_THRESHOLD, WINDOW_MS } from './circuit-breaker';

function clocked() {
  let now = 1_000_000;
  const breaker = new CircuitBreaker(() => now);
  return { breaker, advance: (ms: number) => (now += ms) };
}

const fail = (breaker: CircuitBreaker, times: number) => {
  for (let i = 0; i < times; i += 1) {
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
  }
};

/** A breaker opened by failures whose cool-down is over, with its one probe just let through. */
function probing() {
  const clock = clocked();
  fail(clock.breaker, FAILURE_THRESHOLD);
  clock.advance(COOL_DOWN_MS);
  expect(clock.breaker.tryAcquire()).toBe(true);
  return clock;
}

describe('CircuitBreaker', () => {
  it(`opens after ${FAILURE_THRESHOLD} failures within ${WINDOW_MS / 1000} s and refuses calls for the cool-down`, () => {
    const { breaker, advance } = clocked();
    fail(breaker, FAILURE_THRESHOLD - 1);
    expect(breaker.status).toBe('closed');
    fail(breaker, 1);
    expect(breaker.status).toBe('open');
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryAfterMs()).toBe(COOL_DOWN_MS);
    advance(COOL_DOWN_MS - 1);
    expect(breaker.tryAcquire()).toBe(false);
  });

  it('forgets failures older than the window', () => {
    const { breaker, advance } = clocked();
    fail(breaker, FAILURE_THRESHOLD - 1);
    advance(WINDOW_MS);
    fail(breaker, FAILURE_THRESHOLD - 1);
    expect(breaker.status).toBe('closed');
  });

  it('a success in between starts the count again', () => {
    const { breaker } = clocked();
    fail(breaker, FAILURE_THRESHOLD - 1);
    breaker.recordSuccess();
    fail(breaker, FAILURE_THRESHOLD - 1);
    expect(breaker.status).toBe('closed');
  });

  it('after the cool-down lets exactly one probe through; its answer closes the breaker', () => {
    const { breaker, advance } = clocked();
    fail(breaker, FAILURE_THRESHOLD);
    advance(COOL_DOWN_MS);
    expect(breaker.status).toBe('half-open');
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false); // the probe is out: the others still fail fast
    breaker.recordSuccess();
    expect(breaker.status).toBe('closed');
    expect(breaker.tryAcquire()).toBe(true);
  });

  it('a failed probe opens it for another cool-down', () => {
    const { breaker } = probing();
    breaker.recordFailure();
    expect(breaker.status).toBe('open');
    expect(breaker.retryAfterMs()).toBe(COOL_DOWN_MS);
  });

  it('a probe the reader abandoned passes its turn to the next call', () => {
    const { breaker } = probing();
    breaker.recordAbandoned();
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("a failed probe's cool-down counts from when it went out: one that hung for the timeout does not add it", () => {
    const { breaker, advance } = probing();
    advance(5_000); // the probe hangs for the whole upstream timeout, then fails
    breaker.recordFailure();
    expect(breaker.retryAfterMs()).toBe(COOL_DOWN_MS - 5_000);
  });

  it('a probe that never reports (its I/O dropped) passes its turn once a cool-down has gone by', () => {
    const { breaker, advance } = probing();
    advance(COOL_DOWN_MS - 1);
    expect(breaker.tryAcquire()).toBe(false);
    advance(1);
    expect(breaker.tryAcquire()).toBe(true);
  });
});

/**
 * Once an outage ends, calls flow again within the cool-down, whenever it ends and whether
 * the service failed fast (500) or hung for the timeout. Readers call every 250 ms; a call sent during the
 * outage fails after `hangMs`, one sent after it succeeds.
 */
describe('recovery after an outage', () => {
  function recoveryMs(outageEndsAt: number, hangMs: number): number {
    let now = 0;
    const breaker = new CircuitBreaker(() => now);
    const inFlight: number[] = [];
    for (; now < outageEndsAt + 10 * COOL_DOWN_MS; now += 250) {
      while (inFlight.length > 0 && (inFlight[0] ?? 0) <= now) {
        inFlight.shift();
        breaker.recordFailure();
      }
      if (!breaker.tryAcquire()) continue;
      if (now >= outageEndsAt) return now - outageEndsAt;
      inFlight.push(now + hangMs);
      inFlight.sort((a, b) => a - b);
    }
    return Infinity;
  }

  it.each([
    [20_100, 0],
    [23_700, 0],
    [31_300, 0],
    [20_100, 5_000],
    [24_900, 5_000],
    [31_300, 5_000],
    [47_650, 5_000],
  ])('an outage ending at %i ms (calls failing after %i ms) is over for the readers within the cool-down', (endsAt, hangMs) => {
    expect(recoveryMs(endsAt, hangMs)).toBeLessThanOrEqual(COOL_DOWN_MS);
  });
});
