import { describe, expect, it } from 'vitest';
import { nextTryDelay, RETRY_AFTER_CAP_MS, retryAfterMs, retryDelay, verdictOf } from './push-outbox.ts';

describe('what a push service’s answer means for a queued push', () => {
  it('2xx delivered; 404/410 the device is gone; 429, 5xx and no answer retried; anything else refused for good', () => {
    expect([200, 201, 202].map(verdictOf)).toEqual(['delivered', 'delivered', 'delivered']);
    expect([404, 410].map(verdictOf)).toEqual(['gone', 'gone']);
    expect([429, 500, 502, 503, 'unreachable' as const].map(verdictOf)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
    expect([400, 401, 403, 413, 301, 'unsendable' as const].map(verdictOf)).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', 'refused']);
  });

  it('waits twice as long before each retry', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelay(attempts, 60_000))).toEqual([60_000, 120_000, 240_000, 480_000]);
  });
});

describe('Retry-After (RFC 9110 §10.2.3)', () => {
  // Wed, 02 Dec 2026 15:00:00 GMT
  const now = Date.UTC(2026, 11, 2, 15, 0, 0);

  it('reads delta-seconds', () => {
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date in each of the three forms a recipient must take, as the time left until then', () => {
    expect(retryAfterMs('Wed, 02 Dec 2026 15:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Wednesday, 02-Dec-26 15:01:30 GMT', now)).toBe(90_000);
    expect(retryAfterMs('Wed Dec  2 15:01:30 2026', now)).toBe(90_000);
    // A date already past: no wait asked (the floor below applies).
    expect(retryAfterMs('Wed, 02 Dec 2026 14:59:00 GMT', now)).toBe(-60_000);
  });

  it('answers null to what is neither: nothing, a sign, a fraction, a date that is not one, another format', () => {
    for (const text of [
      null,
      '',
      '-5',
      '1.5',
      '5s',
      'soon',
      'Wed, 31 Feb 2026 15:00:00 GMT',
      'Wed, 02 Dec 2026 25:00:00 GMT',
      '2026-12-02T15:01:30Z',
      'Wed, 02 Dec 2026 15:01:30 UTC',
      '99999999999',
    ]) {
      expect(retryAfterMs(text, now), String(text)).toBeNull();
    }
  });

  it('sets the next try of a 429 or 503 no earlier than asked, capped at an hour, never sooner than a second', () => {
    const base = 60_000;
    expect(nextTryDelay(1, { answer: 429, retryAfter: '300' }, base, now)).toBe(300_000);
    expect(nextTryDelay(3, { answer: 503, retryAfter: '10' }, base, now)).toBe(10_000);
    expect(nextTryDelay(1, { answer: 503, retryAfter: 'Wed, 02 Dec 2026 15:20:00 GMT' }, base, now)).toBe(20 * 60_000);
    expect(nextTryDelay(1, { answer: 429, retryAfter: '86400' }, base, now)).toBe(RETRY_AFTER_CAP_MS);
    expect(RETRY_AFTER_CAP_MS).toBe(3_600_000);
    expect(nextTryDelay(1, { answer: 429, retryAfter: '0' }, base, now)).toBe(1_000);
    expect(nextTryDelay(1, { answer: 503, retryAfter: 'Wed, 02 Dec 2026 14:00:00 GMT' }, base, now)).toBe(1_000);
  });

  it('keeps the doubling wait without a usable Retry-After, or on another answer', () => {
    const base = 60_000;
    expect(nextTryDelay(2, { answer: 429, retryAfter: null }, base, now)).toBe(120_000);
    expect(nextTryDelay(2, { answer: 503, retryAfter: 'later' }, base, now)).toBe(120_000);
    expect(nextTryDelay(2, { answer: 500, retryAfter: '300' }, base, now)).toBe(120_000);
    expect(nextTryDelay(3, { answer: 'unreachable', retryAfter: null }, base, now)).toBe(240_000);
  });
});
