import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-delay';

describe('reconnecting a lost socket', () => {
  it('waits 1 s, doubling to 30 s, plus up to a third at random', () => {
    expect([0, 1, 2, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([1_000, 2_000, 4_000, 30_000, 30_000]);
    expect(reconnectDelay(0, () => 0.999)).toBe(1_333);
  });
});
