import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  it('shows Taiwan time (UTC+8) as yyyy/mm/dd hh:mm', () => {
    expect(formatDateTime('2026-11-21T16:30:00Z')).toBe('2026/11/22 00:30');
    expect(formatDateTime('2026-07-04T09:05:00.000Z')).toBe('2026/07/04 17:05');
  });
  it('shows nothing for a date it cannot read', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
