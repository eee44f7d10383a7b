import { describe, expect, it } from 'vitest';
import type { ExtendedHours } from '../upstream/business';
import { currentExtendedHours, priceBasisLabel, quoteSessionStatus, rangePosition } from './quote-status';

const AFTER_HOURS: ExtendedHours = { session: 'afterHours', price: 174.63, change: 0.33, changePercent: 0.19, time: '2026-11-25T22:30:00.000Z' };

describe('quoteSessionStatus', () => {
  it("takes the quote's session, with the clock's note when the clock agrees", () => {
    // Saturday 28 November 2026, noon New York: the clock says 休市 (週末).
    const saturday = new Date('2026-11-28T17:00:00Z');
    expect(quoteSessionStatus('no-trading', saturday)).toEqual({ session: 'no-trading', label: '休市', note: '週末休市' });
    // A quote of the pre-market beside a clock in the session: the quote wins, without the clock's note.
    expect(quoteSessionStatus('preMarket', saturday)).toEqual({ session: 'preMarket', label: '盤前', note: null });
    expect(quoteSessionStatus('intraDay', new Date('2026-11-25T13:00:00Z'))).toEqual({ session: 'intraDay', label: '盤中', note: null });
    // The day after Thanksgiving closes at 13:00: the note stays when both say 盤後.
    expect(quoteSessionStatus('afterHours', new Date('2026-11-27T19:00:00Z'))).toEqual({ session: 'afterHours', label: '盤後', note: '提前收盤（13:00）' });
  });
});

describe('priceBasisLabel', () => {
  it('calls a price in the session 盤中 and any other a close', () => {
    expect(priceBasisLabel({ marketSession: 'intraDay' })).toBe('盤中');
    for (const session of ['preMarket', 'afterHours', 'no-trading'] as const) expect(priceBasisLabel({ marketSession: session })).toBe('收盤');
  });
});

describe('currentExtendedHours', () => {
  it('shows the extended-hours price only in its own session', () => {
    expect(currentExtendedHours({ marketSession: 'afterHours', extendedHours: AFTER_HOURS })).toBe(AFTER_HOURS);
    expect(currentExtendedHours({ marketSession: 'intraDay', extendedHours: AFTER_HOURS })).toBeNull();
    expect(currentExtendedHours({ marketSession: 'preMarket', extendedHours: AFTER_HOURS })).toBeNull();
    expect(currentExtendedHours({ marketSession: 'afterHours', extendedHours: null })).toBeNull();
  });
});

describe('rangePosition', () => {
  it('places a price between the 52-week low and high', () => {
    expect(rangePosition(144.41, 144.41, 191.84)).toBe(0);
    expect(rangePosition(191.84, 144.41, 191.84)).toBe(1);
    expect(rangePosition(168.125, 144.41, 191.84)).toBeCloseTo(0.5, 5);
  });

  it('pins a price outside the range to its end, centres a flat range, refuses nonsense', () => {
    expect(rangePosition(200, 100, 150)).toBe(1);
    expect(rangePosition(90, 100, 150)).toBe(0);
    expect(rangePosition(100, 100, 100)).toBe(0.5);
    expect(rangePosition(Number.NaN, 100, 150)).toBeNull();
    expect(rangePosition(120, 150, 100)).toBeNull();
  });
});
