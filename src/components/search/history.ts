import { checkKeyword } from '@/lib/articles/search-params';

/**
 * Recent searches (the stored local key `history`): a JSON array of keywords in localStorage,
 * newest first, at most 10, without duplicates — compared without case, so "nvda" after "NVDA"
 * is one entry (the newest spelling). What is stored is read back as untrusted input:
 * anything that is not a usable keyword is dropped.
 */
export const HISTORY_KEY = 'history';
export const HISTORY_LIMIT = 10;

/** Two keywords are the same search when they differ only in case (letters of any script). */
const sameKeyword = (a: string, b: string): boolean => a.toLocaleLowerCase('en-US') === b.toLocaleLowerCase('en-US');

/** The keywords held in a stored value; [] for nothing, broken JSON or the wrong shape. */
export function parseHistory(stored: string | null | undefined): string[] {
  if (!stored) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const keywords: string[] = [];
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const check = checkKeyword(item);
    if (check.kind === 'ok' && !keywords.some((kept) => sameKeyword(kept, check.keyword))) keywords.push(check.keyword);
    if (keywords.length === HISTORY_LIMIT) break;
  }
  return keywords;
}

/** `keyword` moved (or added) to the front; an unusable keyword leaves the list as it was. */
export function addToHistory(history: readonly string[], keyword: string): string[] {
  const check = checkKeyword(keyword);
  if (check.kind !== 'ok') return [...history];
  return [check.keyword, ...history.filter((item) => !sameKeyword(item, check.keyword))].slice(0, HISTORY_LIMIT);
}

export const serialiseHistory = (history: readonly string[]): string => JSON.stringify(history.slice(0, HISTORY_LIMIT));

/** Reads the stored history; storage that is missing or refuses (private mode, quota) reads as empty. */
export function loadHistory(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    return parseHistory(storage?.getItem(HISTORY_KEY));
  } catch {
    return [];
  }
}

/** Writes the history (or removes the key for an empty one); a refusing storage is ignored. */
export function saveHistory(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, history: readonly string[]): void {
  try {
    if (history.length === 0) storage?.removeItem(HISTORY_KEY);
    else storage?.setItem(HISTORY_KEY, serialiseHistory(history));
  } catch {
    // Nothing to do: history is a convenience.
  }
}
