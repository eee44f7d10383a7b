import { describe, expect, it } from 'vitest';
import { dayNumber } from '../market/nyse-calendar';
import { dayHeading, marketDayNote, newYorkInstant, periodTitle, taipeiWithNewYork } from './calendar-times';

describe('calendar times', () => {
  it('turns a New York wall time into its instant on either side of daylight saving time', () => {
    expect(newYorkInstant(dayNumber(2026, 11, 27), 13 * 60).toISOString()).toBe('2026-11-27T18:00:00.000Z');
    expect(newYorkInstant(dayNumber(2026, 7, 1), 16 * 60 + 5).toISOString()).toBe('2026-07-01T20:05:00.000Z');
    // The switch days themselves: 8 March 2026 (spring forward at 02:00) and 1 November 2026 (fall back).
    expect(newYorkInstant(dayNumber(2026, 3, 8), 90).toISOString()).toBe('2026-03-08T06:30:00.000Z');
    expect(newYorkInstant(dayNumber(2026, 3, 8), 7 * 60).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(newYorkInstant(dayNumber(2026, 10, 31), 7 * 60).toISOString()).toBe('2026-10-31T11:00:00.000Z');
    expect(newYorkInstant(dayNumber(2026, 11, 1), 7 * 60).toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });

  it('shows Taipei first with its own date, New York beside: 13 hours apart in winter, 12 in summer', () => {
    expect(taipeiWithNewYork('2026-11-27T21:05:00Z')).toBe('11/28 05:05 台北（16:05 美東）');
    expect(taipeiWithNewYork('2026-07-01T20:05:00Z')).toBe('07/02 04:05 台北（16:05 美東）');
    expect(taipeiWithNewYork('2026-11-27T12:00:00Z')).toBe('11/27 20:00 台北（07:00 美東）');
    expect(taipeiWithNewYork('not a time')).toBe('');
  });

  it('names holidays and early closes, with the 13:00 close on both clocks', () => {
    expect(marketDayNote(dayNumber(2026, 11, 26))).toEqual({ kind: 'holiday', name: '感恩節' });
    const early = marketDayNote(dayNumber(2026, 11, 27));
    expect(early?.kind).toBe('earlyClose');
    expect(early?.kind === 'earlyClose' && taipeiWithNewYork(early.close)).toBe('11/28 02:00 台北（13:00 美東）');
    expect(marketDayNote(dayNumber(2026, 11, 25))).toBeNull();
    expect(marketDayNote(dayNumber(2026, 11, 28))).toBeNull();
  });

  it('writes day headings and period titles', () => {
    expect(dayHeading(dayNumber(2026, 11, 27))).toBe('11/27（五）');
    expect(dayHeading(dayNumber(2026, 11, 29))).toBe('11/29（日）');
    expect(periodTitle('week', dayNumber(2026, 12, 28), dayNumber(2027, 1, 3))).toBe('2026/12/28 – 2027/01/03');
    expect(periodTitle('month', dayNumber(2026, 11, 1), dayNumber(2026, 11, 30))).toBe('2026 年 11 月');
  });
});
