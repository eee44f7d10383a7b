import { describe, expect, it } from 'vitest';
import { closeBefore, payoutYield } from './dividend-yield';

const weeks = [
  { date: '2026-01-05', close: 100 },
  { date: '2026-01-12', close: 110 },
  { date: '2026-01-20', close: 120 },
];

describe('close before an ex-dividend date', () => {
  it('is the previous week’s close when the date falls inside a week', () => {
    expect(closeBefore(weeks, '2026-01-14')).toBe(100);
    expect(closeBefore(weeks, '2026-01-21')).toBe(110);
  });

  it('is the previous week’s close when the date is the first day of a week', () => {
    expect(closeBefore(weeks, '2026-01-12')).toBe(100);
  });

  it('is the latest close for a date after the history', () => {
    expect(closeBefore(weeks, '2026-03-01')).toBe(110);
  });

  it('is null before the history starts, in its first week, or for junk', () => {
    expect(closeBefore(weeks, '2025-12-01')).toBeNull();
    expect(closeBefore(weeks, '2026-01-07')).toBeNull();
    expect(closeBefore([], '2026-01-07')).toBeNull();
    expect(closeBefore(weeks, '<script>')).toBeNull();
    expect(
      closeBefore(
        [
          { date: '2026-01-01', close: 0 },
          { date: '2026-01-08', close: 5 },
        ],
        '2026-01-09',
      ),
    ).toBeNull();
  });
});

describe('payout yield', () => {
  it('is amount over close in percent, to 2 decimals', () => {
    expect(payoutYield(0.26, 240.31)).toBe(0.11);
    expect(payoutYield(1, 3)).toBe(33.33);
  });

  it('is null without a usable close', () => {
    expect(payoutYield(1, null)).toBeNull();
    expect(payoutYield(1, 0)).toBeNull();
    expect(payoutYield(Number.NaN, 10)).toBeNull();
  });
});
