import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatMonthDayTime, formatTime, newYorkIsoDate, newYorkWallClock } from './dates';

describe('formatDateTime', () => {
  it('shows Taiwan time (UTC+8) as yyyy/mm/dd hh:mm, named', () => {
    expect(formatDateTime('2026-11-21T16:30:00Z')).toBe('2026/11/22 00:30 台北');
    expect(formatDateTime('2026-07-04T09:05:00.000Z')).toBe('2026/07/04 17:05 台北');
  });
  it('shows New York time when asked, EST in winter and EDT in summer', () => {
    expect(formatDateTime('2026-11-25T21:00:00Z', 'newYork')).toBe('2026/11/25 16:00 美東');
    expect(formatDateTime('2026-07-15T20:00:00Z', 'newYork')).toBe('2026/07/15 16:00 美東');
    expect(formatTime('2026-11-25T21:00:00Z', 'newYork')).toBe('16:00 美東');
    expect(formatTime('2026-11-25T16:00:00Z')).toBe('00:00 台北');
    expect(formatMonthDayTime('2026-11-25T21:00:00Z', 'taipei')).toBe('11/26 05:00 台北');
  });
  it('shows nothing for a date it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatTime('')).toBe('');
  });
});

describe('formatDate', () => {
  it('shows a calendar date as it is, whatever the clock', () => {
    expect(formatDate('2026-11-20')).toBe('2026/11/20');
    expect(formatDate('2026-11-20', 'newYork')).toBe('2026/11/20');
  });
  it('shows an instant as the date on the clock asked for', () => {
    expect(formatDate('2026-11-20T20:00:00Z')).toBe('2026/11/21');
    expect(formatDate('2026-11-20T20:00:00Z', 'newYork')).toBe('2026/11/20');
    expect(formatDate(Date.UTC(2026, 0, 2))).toBe('2026/01/02');
  });
});

describe('newYorkWallClock', () => {
  it('reads New York time, EST in winter and EDT in summer', () => {
    expect(newYorkWallClock(new Date('2026-01-15T14:30:05Z'))).toEqual({ year: 2026, month: 1, day: 15, hour: 9, minute: 30, second: 5 });
    expect(newYorkWallClock(new Date('2026-07-15T13:30:00Z'))).toEqual({ year: 2026, month: 7, day: 15, hour: 9, minute: 30, second: 0 });
  });

  it('gives hour 0 at midnight and the New York date, not the UTC one', () => {
    expect(newYorkWallClock(new Date('2026-06-02T04:00:00Z'))).toMatchObject({ month: 6, day: 2, hour: 0, minute: 0 });
    expect(newYorkWallClock(new Date('2026-06-02T03:59:59Z'))).toMatchObject({ month: 6, day: 1, hour: 23, minute: 59, second: 59 });
  });
});

describe('formatDuration', () => {
  const minutes = (n: number) => n * 60_000;
  it('counts down in minutes, hours and minutes, or days and hours', () => {
    expect(formatDuration(minutes(45))).toBe('45 分鐘');
    expect(formatDuration(minutes(161))).toBe('2 小時 41 分');
    expect(formatDuration(minutes(120))).toBe('2 小時');
    expect(formatDuration(minutes(41 * 60 + 15))).toBe('1 天 17 小時');
    expect(formatDuration(minutes(48 * 60))).toBe('2 天');
  });
  it('rounds minutes up (a bell not yet rung never reads 0), says under a minute, and nothing for the past', () => {
    expect(formatDuration(minutes(44) + 1)).toBe('45 分鐘');
    expect(formatDuration(30_000)).toBe('不到 1 分鐘');
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(-5)).toBe('');
    expect(formatDuration(Number.NaN)).toBe('');
  });
});

describe('newYorkIsoDate', () => {
  it('is the New York date of an instant, and of days after it, across a month end', () => {
    // 03:30 UTC on 1 December is still 30 November in New York.
    expect(newYorkIsoDate(new Date('2026-12-01T03:30:00Z'))).toBe('2026-11-30');
    expect(newYorkIsoDate(new Date('2026-12-01T03:30:00Z'), 1)).toBe('2026-12-01');
    expect(newYorkIsoDate(new Date('2026-12-31T22:07:00Z'), 1)).toBe('2027-01-01');
  });
});
