import type { PreviewRef } from './preview-links';

/** Which versions list 「載入更多」 continues: the article, and which version the page shows (its row says 閱讀中). */
export interface VersionsListRef extends PreviewRef {
  shownVersion: number | null;
}

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) < 1e15;

/** A VersionsListRef sent back by the browser, or null when it is not one this site wrote. */
export function parseVersionsListRef(input: unknown): VersionsListRef | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const { articleId, authorId, shownVersion, ...rest } = input as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !isId(articleId) || !isId(authorId)) return null;
  if (shownVersion !== null && !isId(shownVersion)) return null;
  return { articleId, authorId, shownVersion };
}
