import { describe, expect, it } from 'vitest';
import { POPULAR_RANK_MAX, popularRank, utcDateKey } from './popular-rank.ts';

describe('popularRank', () => {
  it('is the same all day and changes from day to day', () => {
    expect(popularRank('2026-03-02', 20)).toEqual(popularRank('2026-03-02', 20));
    expect(popularRank('2026-03-02', 20)).not.toEqual(popularRank('2026-03-03', 20));
  });

  it('ranks 1..n by falling score', () => {
    const rank = popularRank('2026-03-02', 30);
    expect(rank.map((r) => r.rank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (let i = 1; i < rank.length; i++) expect(rank[i - 1]!.score).toBeGreaterThanOrEqual(rank[i]!.score);
    expect(new Set(rank.map((r) => r.id)).size).toBe(30);
  });

  it('always holds index ids and the famous names in the top 20, every day of a year', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let day = 0; day < 366; day++) {
      const ids = popularRank(utcDateKey(start + day * 86_400_000), 20).map((r) => r.id);
      expect(ids.some((id) => id.startsWith('#'))).toBe(true);
      expect(ids).toEqual(expect.arrayContaining(['NVDA', 'TSLA', 'AAPL']));
    }
  });

  it('answers at most what it knows', () => {
    expect(popularRank('2026-03-02', 100)).toHaveLength(POPULAR_RANK_MAX);
    expect(popularRank('2026-03-02', 1)).toHaveLength(1);
  });
});
