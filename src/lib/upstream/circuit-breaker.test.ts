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
    const { breaker, advance } = clocked();
    fail(breaker, FAILURE_THRESHOLD);
    advance(COOL_DOWN_MS);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.status).toBe('open');
    expect(breaker.retryAfterMs()).toBe(COOL_DOWN_MS);
  });

  it('a probe the reader abandoned passes its turn to the next call', () => {
    const { breaker, advance } = clocked();
    fail(breaker, FAILURE_THRESHOLD);
    advance(COOL_DOWN_MS);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordAbandoned();
    expect(breaker.tryAcquire()).toBe(true);
  });
});
