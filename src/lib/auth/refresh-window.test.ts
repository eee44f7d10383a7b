import { describe, expect, it } from 'vitest';
import { isRefreshDue, REFRESH_LEAD_SECONDS, refreshLeadSeconds } from './refresh-window';

describe('refresh window (10 minutes before expiry)', () => {
  it('is 10 minutes for ordinary tokens and half the life of short ones', () => {
    expect(refreshLeadSeconds(3600)).toBe(REFRESH_LEAD_SECONDS);
    expect(refreshLeadSeconds(1200)).toBe(600);
    expect(refreshLeadSeconds(40)).toBe(20);
    expect(refreshLeadSeconds(null)).toBe(600);
    expect(refreshLeadSeconds(-5)).toBe(600);
  });

  it('is due inside the window and after expiry, not before', () => {
    const now = 1_000_000;
    expect(isRefreshDue(now + 3600, 3600, now)).toBe(false);
    expect(isRefreshDue(now + 601, 3600, now)).toBe(false);
    expect(isRefreshDue(now + 600, 3600, now)).toBe(true);
    expect(isRefreshDue(now - 10, 3600, now)).toBe(true);
    expect(isRefreshDue(now + 25, 40, now)).toBe(false);
    expect(isRefreshDue(now + 15, 40, now)).toBe(true);
  });
});
