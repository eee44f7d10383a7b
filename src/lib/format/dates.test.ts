import { describe, expect, it } from 'vitest';
import { formatDateTime, newYorkWallClock } from './dates';

describe('formatDateTime', () => {
  it('shows Taiwan time (UTC+8) as yyyy/mm/dd hh:mm', () => {
    expect(formatDateTime('2026-11-21T16:30:00Z')).toBe('2026/11/22 00:30');
    expect(formatDateTime('2026-07-04T09:05:00.000Z')).toBe('2026/07/04 17:05');
  });
  it('shows nothing for a date it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('');
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
