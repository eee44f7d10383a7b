import { describe, expect, it } from 'vitest';
import { pageByScore } from './paging.ts';
import type { ForumPost } from './posts.ts';

const post = (id: string, score: number): ForumPost => ({ id, channelKey: 'TEST', memberId: 2001, content: '測試', createdAt: '2026-01-01T00:00:00.000Z', likeCount: 0, commentCount: 0, score });

/** Follows nextStartScore to the end and returns every id seen, in order. */
function walk(posts: ForumPost[], count: number): string[][] {
  const pages: string[][] = [];
  let cursor: number | undefined;
  for (let guard = 0; guard < 100; guard++) {
    const page = pageByScore(posts, count, cursor);
    pages.push(page.items.map((p) => p.id));
    if (page.nextStartScore === null) return pages;
    cursor = page.nextStartScore;
  }
  throw new Error('paging did not end');
}

describe('pageByScore', () => {
  it('orders by score, highest first, and ends with a null cursor', () => {
    const page = pageByScore([post('a', 1), post('b', 3), post('c', 2)], 10);
    expect(page.items.map((p) => p.id)).toEqual(['b', 'c', 'a']);
    expect(page.nextStartScore).toBeNull();
  });

  it('takes posts strictly below startScore', () => {
    const page = pageByScore([post('a', 1), post('b', 3), post('c', 2)], 1, 3);
    expect(page.items.map((p) => p.id)).toEqual(['c']);
    expect(page.nextStartScore).toBe(2);
  });

  it('keeps posts that share a score on one page, so none is skipped', () => {
    const posts = [post('a', 5), post('b', 4), post('c', 4), post('d', 4), post('e', 3)];
    const pages = walk(posts, 2);
    expect(pages).toEqual([['a', 'b', 'c', 'd'], ['e']]);
  });

  it('visits every post exactly once for any page size', () => {
    const posts = Array.from({ length: 37 }, (_, i) => post(`p${i}`, Math.floor(i / 3) + 0.5));
    for (const count of [1, 2, 3, 5, 10, 50]) {
      const seen = walk(posts, count).flat();
      expect(seen).toHaveLength(37);
      expect(new Set(seen).size).toBe(37);
    }
  });

  it('answers an empty page for a cursor below every score', () => {
    expect(pageByScore([post('a', 5)], 10, 1)).toEqual({ items: [], nextStartScore: null });
  });
});
