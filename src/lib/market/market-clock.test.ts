import { describe, expect, it } from 'vitest';
import { marketClockOf, QUOTE_AGE_TOLERANCE_MS, tradingDateAt } from './market-clock';

const at = (iso: string) => Date.parse(iso);
/** 10:04 New York on Wednesday 25 November 2026, the README's demo instant. */
const DEMO_OPEN = '2026-11-25T15:04:00Z';

describe('tradingDateAt: the session a price belongs to', () => {
  it.each([
    ['2026-11-25T15:04:00Z', '2026-11-25'], // in the session
    ['2026-11-25T22:30:00Z', '2026-11-25'], // after hours
    ['2026-11-25T13:00:00Z', '2026-11-24'], // pre-market: yesterday's close
    ['2026-11-26T16:00:00Z', '2026-11-25'], // Thanksgiving
    ['2026-11-29T16:00:00Z', '2026-11-27'], // Sunday: Friday's (early) close
    ['2026-11-30T05:00:00Z', '2026-11-27'], // Monday before 04:00
  ])('%s → %s', (instant, date) => {
    expect(tradingDateAt(at(instant))).toBe(date);
  });
});

describe('marketClockOf: the page reads the upstream’s clock', () => {
  it('is the server’s clock when the quote agrees with it (production), also for a quote a few minutes old', () => {
    const server = at('2026-11-25T15:04:30Z');
    expect(marketClockOf({ marketSession: 'intraDay', tradingDate: '2026-11-25', time: '2026-11-25T15:04:20Z' }, server)).toEqual({ kind: 'running', offsetMs: 0 });
    // 16:00:30: the cached quote still says the session runs; the clocks are one, the quote is old.
    expect(marketClockOf({ marketSession: 'intraDay', tradingDate: '2026-11-25', time: '2026-11-25T20:59:50Z' }, at('2026-11-25T21:00:30Z'))).toEqual({ kind: 'running', offsetMs: 0 });
    expect(marketClockOf({ marketSession: 'no-trading', tradingDate: '2026-11-25', time: '2026-11-25T21:00:00Z' }, at('2026-11-26T16:00:00Z'))).toEqual({ kind: 'running', offsetMs: 0 });
    expect(marketClockOf(null, server)).toEqual({ kind: 'running', offsetMs: 0 });
  });

  it('runs from a regular-session quote’s time when the server’s clock is elsewhere (a demo)', () => {
    // The sandbox trades at 10:04 on the 25th; the real clock reads 17:30 on 1 December, after hours.
    const server = at('2026-12-01T22:30:00Z');
    const clock = marketClockOf({ marketSession: 'intraDay', tradingDate: '2026-11-25', time: DEMO_OPEN }, server);
    expect(clock).toEqual({ kind: 'running', offsetMs: at(DEMO_OPEN) - server });
    // Same session, another day: the date decides.
    expect(marketClockOf({ marketSession: 'intraDay', tradingDate: '2026-11-25', time: DEMO_OPEN }, at('2026-11-27T15:04:00Z'))).toMatchObject({ offsetMs: -2 * 86_400_000 });
  });

  it('keeps the quote’s session and close when the quote cannot tell the time (closed or extended hours in a demo)', () => {
    const server = at('2026-12-01T15:00:00Z'); // 10:00, the session runs for real
    for (const marketSession of ['preMarket', 'afterHours', 'no-trading'] as const) {
      expect(marketClockOf({ marketSession, tradingDate: '2026-11-24', time: '2026-11-24T21:00:00Z' }, server)).toEqual({
        kind: 'asOf',
        session: marketSession,
        close: new Date('2026-11-24T21:00:00Z'),
      });
    }
  });

  it('does not take a regular-session quote whose time the calendar disagrees with', () => {
    expect(marketClockOf({ marketSession: 'intraDay', tradingDate: '2026-11-26', time: '2026-11-26T15:04:00Z' }, at('2026-12-01T22:30:00Z'))).toMatchObject({ kind: 'asOf' });
  });

  it('past the tolerance, an old regular-session quote (an outage’s stale copy) sets the clock: the page says what its quotes say', () => {
    const quote = { marketSession: 'intraDay', tradingDate: '2026-11-25', time: '2026-11-25T20:00:00Z' } as const;
    const close = at('2026-11-25T21:00:00Z');
    expect(marketClockOf(quote, close + QUOTE_AGE_TOLERANCE_MS - 1_000)).toEqual({ kind: 'running', offsetMs: 0 });
    expect(marketClockOf(quote, close + QUOTE_AGE_TOLERANCE_MS + 1_000)).toEqual({ kind: 'running', offsetMs: at(quote.time) - (close + QUOTE_AGE_TOLERANCE_MS + 1_000) });
  });
});
