import { describe, expect, it } from 'vitest';
import { newTraceparent } from './traceparent';

describe('newTraceparent', () => {
  it('makes a W3C version-00 traceparent with non-zero ids', () => {
    const value = newTraceparent();
    const match = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(value);
    expect(match).not.toBeNull();
    expect(match?.[1]).not.toMatch(/^0+$/);
    expect(match?.[2]).not.toMatch(/^0+$/);
  });

  it('is fresh for each call', () => {
    const values = new Set(Array.from({ length: 50 }, () => newTraceparent()));
    expect(values.size).toBe(50);
  });
});
