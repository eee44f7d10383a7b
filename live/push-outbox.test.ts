import { describe, expect, it } from 'vitest';
import { retryDelay, verdictOf } from './push-outbox.ts';

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
