import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dozeUntil, marketOffset, MIN_DOZE_MS } from './feed-doze.ts';

const MONDAY_OPEN = Date.parse('2026-11-23T14:30:00Z');

describe('dozeUntil: when a room takes its alert-only symbols back', () => {
  it("is the next open after the quote's trading date, on the room's clock when it is the market's", () => {
    // Friday's after-hours, Saturday and Monday's pre-market all name Friday's session: Monday 09:30.
    for (const now of ['2026-11-20T21:01:00Z', '2026-11-22T02:00:00Z', '2026-11-23T12:00:00Z'].map(Date.parse)) {
      expect(dozeUntil({ tradingDate: '2026-11-20' }, now, 0)).toBe(MONDAY_OPEN);
    }
  });

  it("moves the open to the room's clock by the market's offset (a sandbox clock days away)", () => {
    const now = Date.parse('2026-12-02T15:00:00Z');
    const offset = Date.parse('2026-11-20T21:01:00Z') - now;
    expect(dozeUntil({ tradingDate: '2026-11-20' }, now, offset)).toBe(MONDAY_OPEN - offset);
  });

  it('is at least a minute ahead when the clocks disagree (the open already past on the room clock): no loop', () => {
    const now = Date.parse('2026-12-02T15:00:00Z');
    expect(dozeUntil({ tradingDate: '2026-11-20' }, now, 0)).toBe(now + MIN_DOZE_MS);
  });

  it("reads the trading date from the market's clock when the quote has none", () => {
    expect(dozeUntil({}, Date.parse('2026-11-21T15:00:00Z'), 0)).toBe(MONDAY_OPEN);
  });
});

describe("marketOffset: the market's clock against the room's", () => {
  const now = Date.parse('2026-12-02T15:00:00Z');
  it('is 0 when a quote is minutes old or early (one clock: a quiet symbol must not move the open)', () => {
    expect(marketOffset('2026-12-02T14:56:00Z', now)).toBe(0);
    expect(marketOffset('2026-12-02T15:00:30Z', now)).toBe(0);
  });
  it("is the difference when the feed's clock is elsewhere (a sandbox's), and null for no time", () => {
    expect(marketOffset('2026-11-20T20:59:00Z', now)).toBe(Date.parse('2026-11-20T20:59:00Z') - now);
    expect(marketOffset('not a time', now)).toBeNull();
  });
});

describe('the test hook', () => {
  it("is never enabled by the live Worker's own configuration (production's [vars])", () => {
    expect(readFileSync('live/wrangler.toml', 'utf8')).not.toMatch(/LIVE_TEST_HOOKS/);
  });
});
