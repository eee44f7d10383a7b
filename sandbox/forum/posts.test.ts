import { describe, expect, it } from 'vitest';
import { channelPosts, startOfUtcDay, weightScore } from './posts.ts';

const AS_OF = Date.UTC(2026, 2, 2);

describe('channelPosts', () => {
  it('is deterministic per channel and day', () => {
    expect(channelPosts('NVDA', AS_OF)).toEqual(channelPosts('NVDA', AS_OF));
    expect(channelPosts('NVDA', AS_OF)[0]?.content).not.toBe(channelPosts('TSLA', AS_OF)[0]?.content);
  });

  it('gives popular channels several dozen posts and others a handful', () => {
    for (const key of ['NVDA', 'TSLA', 'AAPL', '#GSPC']) expect(channelPosts(key, AS_OF).length).toBeGreaterThanOrEqual(36);
    for (const key of ['ZZZZ', 'BF.B', 'KO']) {
      const count = channelPosts(key, AS_OF).length;
      expect(count).toBeGreaterThanOrEqual(4);
      expect(count).toBeLessThanOrEqual(15);
    }
  });

  it('writes zh-TW posts by community members, before the day starts, with unique ids', () => {
    const posts = channelPosts('NVDA', AS_OF);
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.channelKey).toBe('NVDA');
      expect(post.memberId).toBeGreaterThanOrEqual(2001);
      expect(post.memberId).toBeLessThanOrEqual(2030);
      expect(post.content).toMatch(/[\u4e00-\u9fff]/);
      expect(post.content).not.toMatch(/\{[npd]\}/);
      expect(Date.parse(post.createdAt)).toBeLessThan(AS_OF);
      expect(Date.parse(post.createdAt)).toBeGreaterThan(AS_OF - 60 * 86_400_000);
      expect(Number.isInteger(post.likeCount) && post.likeCount >= 0).toBe(true);
      expect(Number.isInteger(post.commentCount) && post.commentCount >= 0).toBe(true);
      expect(post.score).toBe(weightScore(post.likeCount, post.commentCount, Date.parse(post.createdAt)));
    }
    // Names the stock the way Taiwanese readers do.
    expect(posts.some((p) => p.content.includes('輝達'))).toBe(true);
  });

  it('moves forward with the day rather than going stale', () => {
    const today = channelPosts('AAPL', AS_OF);
    const tomorrow = channelPosts('AAPL', AS_OF + 86_400_000);
    expect(Date.parse(tomorrow[0]!.createdAt) - Date.parse(today[0]!.createdAt)).toBe(86_400_000);
  });
});

describe('weightScore', () => {
  it('rises with likes, comments and recency', () => {
    const t = Date.UTC(2026, 0, 1);
    expect(weightScore(10, 0, t)).toBeGreaterThan(weightScore(1, 0, t));
    expect(weightScore(0, 5, t)).toBeGreaterThan(weightScore(5, 0, t));
    expect(weightScore(0, 0, t + 3_600_000)).toBeGreaterThan(weightScore(0, 0, t));
  });

  it('trades a tenfold of engagement for 12.5 hours', () => {
    const t = Date.UTC(2026, 0, 1);
    expect(weightScore(100, 0, t)).toBeCloseTo(weightScore(10, 0, t + 45_000_000), 5);
  });
});

describe('startOfUtcDay', () => {
  it('truncates to midnight UTC', () => {
    expect(startOfUtcDay(Date.UTC(2026, 2, 2, 23, 59))).toBe(AS_OF);
  });
});
