import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, refreshDelayMs, tokenExpiringDelayMs } from './auth-runtime-timing';

const NOW = 1_800_000_000_000;
const nowSeconds = NOW / 1000;

describe('refreshDelayMs (10 minutes before expiry)', () => {
  it('fires 10 minutes before a one-hour token expires', () => {
    expect(refreshDelayMs(nowSeconds + 3600, 3600, NOW)).toBe(50 * 60 * 1000);
  });

  it('uses half the lifetime for short tokens, so a 40 s token is not due at birth', () => {
    expect(refreshDelayMs(nowSeconds + 40, 40, NOW)).toBe(20_000);
    expect(refreshDelayMs(nowSeconds + 8, 8, NOW)).toBe(4_000);
  });

  it('fires at once when already due or expired, and never schedules past the timer limit', () => {
    expect(refreshDelayMs(nowSeconds + 60, 3600, NOW)).toBe(0);
    expect(refreshDelayMs(nowSeconds - 60, 3600, NOW)).toBe(0);
    expect(refreshDelayMs(nowSeconds + 10 ** 9, null, NOW)).toBe(MAX_TIMER_MS);
    expect(refreshDelayMs(Number.NaN, 3600, NOW)).toBe(0);
  });
});

describe('tokenExpiringDelayMs (10 s before expiry)', () => {
  it('fires 10 s before expiry, at once when later than that', () => {
    expect(tokenExpiringDelayMs(nowSeconds + 3600, NOW)).toBe(3_590_000);
    expect(tokenExpiringDelayMs(nowSeconds + 5, NOW)).toBe(0);
  });
});
