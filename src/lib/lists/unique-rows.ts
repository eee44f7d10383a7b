/**
 * A list the site shows never holds the same thing twice, within one page or across the pages a
 * reader appends: the upstream's answer is data to check, not a promise (a feed can repeat a story
 * under a new id, a forum page can overlap the one before). Each row names its keys; a row any of
 * whose keys was already seen is dropped, the first one kept.
 */
export function keepUnseen<T>(rows: readonly T[], keysOf: (row: T) => readonly string[], seen: Set<string> = new Set()): T[] {
  const kept: T[] = [];
  for (const row of rows) {
    const keys = keysOf(row);
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    kept.push(row);
  }
  return kept;
}

/** Two news items are the same story when they share an id or a headline (width and spacing aside). */
export const newsRowKeys = (item: { id: string; title: string }): string[] => [`id:${item.id}`, `title:${item.title.normalize('NFKC').replace(/\s+/gu, '')}`];

/** Forum posts are the same post when they share an id. */
export const postRowKeys = (post: { id: string }): string[] => [`id:${post.id}`];
