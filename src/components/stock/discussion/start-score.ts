import { stockPath } from '@/lib/stock/tabs';

/**
 * The discussion page's ?startScore= cursor (the forum's nextStartScore of the previous page).
 * The forum accepts a positive decimal of at most 12 + 12 digits; anything else a reader could
 * type (negative, letters, 1e400, 5,000 digits) means the first page, never an upstream 400.
 */
const SCORE = /^\d{1,12}(\.\d{1,12})?$/;

export function parseStartScore(query: string | undefined): number | undefined {
  return startScoreOf(new URLSearchParams(query ?? '').get('startScore'));
}

/** A cursor as written by formatStartScore (a query value, or a server function's argument), or undefined. */
export function startScoreOf(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !SCORE.test(raw)) return undefined;
  const score = Number(raw);
  return Number.isFinite(score) && score > 0 ? score : undefined;
}

/** A score as the forum wants it back: plain decimal digits (never "1e-7"), or null if it cannot be. */
export function formatStartScore(score: number | null | undefined): string | null {
  if (score == null || !Number.isFinite(score) || score <= 0) return null;
  const plain = String(score);
  if (SCORE.test(plain)) return plain;
  // A wire format, not display text: the forum's cursor, in plain digits.
  // eslint-disable-next-line no-restricted-syntax
  const fixed = score.toFixed(12).replace(/\.?0+$/, '');
  return SCORE.test(fixed) && Number(fixed) > 0 ? fixed : null;
}

/** The discussion page of a stock, from a cursor (or the first page). */
export function discussionPageHref(id: string, startScore?: number | null): string {
  const cursor = formatStartScore(startScore);
  return cursor ? `${stockPath(id, 'discussion')}?startScore=${cursor}` : stockPath(id, 'discussion');
}
