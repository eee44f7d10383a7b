import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers';

const SCHEMA = {};
const OTHER_SCHEMA = {};
const T0 = Date.UTC(2026, 11, 2, 15);

describe('KeptAnswers', () => {
  it('answers a kept value only while it is younger than the TTL, and frozen', () => {
    const kept = new KeptAnswers();
    kept.keep('k', SCHEMA, { data: [1] }, T0, 10);
    const hit = kept.fresh('k', SCHEMA, 60, T0 + 59_999);
    expect(hit?.value).toEqual({ data: [1] });
    expect(hit?.storedAt).toBe(T0);
    expect(Object.isFrozen((hit?.value as { data: number[] }).data)).toBe(true);
    expect(kept.fresh('k', SCHEMA, 60, T0 + 60_000)).toBeUndefined();
    // Past its TTL it is let go, not kept for later.
    expect(kept.size.entries).toBe(0);
  });

  it('hands a value only to a reader that decodes it the same way', () => {
    const kept = new KeptAnswers();
    kept.keep('k', SCHEMA, { data: [1] }, T0, 10);
    expect(kept.fresh('k', OTHER_SCHEMA, 60, T0)).toBeUndefined();
    expect(kept.fresh('k', SCHEMA, 60, T0)?.value).toEqual({ data: [1] });
  });

  it('keeps the newer of two answers, and forgets a key whose entry was replaced', () => {
    const kept = new KeptAnswers();
    kept.keep('k', SCHEMA, 'newer', T0 + 5_000, 5);
    kept.keep('k', SCHEMA, 'older', T0, 5);
    expect(kept.fresh('k', SCHEMA, 60, T0 + 6_000)?.value).toBe('newer');
    kept.drop('k');
    expect(kept.fresh('k', SCHEMA, 60, T0 + 6_000)).toBeUndefined();
  });

  it('is bounded by the answers’ text, least recently used out first; one too large is not kept', () => {
    const kept = new KeptAnswers(1_000); // 500 characters
    for (let i = 0; i < 5; i++) kept.keep(`k${i}`, SCHEMA, i, T0, 100);
    expect(kept.size).toEqual({ entries: 5, bytes: 1_000 });
    kept.fresh('k0', SCHEMA, 60, T0); // used: k1 is now the least recently used
    kept.keep('k5', SCHEMA, 5, T0, 100);
    expect(kept.size).toEqual({ entries: 5, bytes: 1_000 });
    expect(kept.fresh('k1', SCHEMA, 60, T0)).toBeUndefined();
    expect(kept.fresh('k0', SCHEMA, 60, T0)?.value).toBe(0);
    kept.keep('huge', SCHEMA, 'x', T0, 501);
    expect(kept.fresh('huge', SCHEMA, 60, T0)).toBeUndefined();
    expect(kept.size.bytes).toBeLessThanOrEqual(1_000);
  });
});
