import type { ForumPost } from './posts.ts';

export interface PostPage {
  items: ForumPost[];
  /** Pass as startScore for the next page; null when there is none. */
  nextStartScore: number | null;
}

/** Highest score first; equal scores in a stable order (by id) so pages are reproducible. */
export const byWeight = (a: ForumPost, b: ForumPost): number => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One page of posts below the cursor. The cursor is a score, and "below" is strict, so posts
 * that share the last score of a page all go on that page (it may run a little past `count`):
 * otherwise the next page would skip the ones left behind.
 */
export function pageByScore(posts: readonly ForumPost[], count: number, startScore?: number): PostPage {
  const sorted = posts.filter((post) => startScore === undefined || post.score < startScore).sort(byWeight);
  let end = Math.min(count, sorted.length);
  const last = sorted[end - 1];
  while (last && end < sorted.length && sorted[end]?.score === last.score) end++;
  const items = sorted.slice(0, end);
  const hasMore = end < sorted.length;
  return { items, nextStartScore: hasMore ? (items[items.length - 1]?.score ?? null) : null };
}
