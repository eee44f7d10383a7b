import { type CursorParam, readCursorParam } from '@/lib/articles/cursor';

/**
 * /article/mine?authorId=&cursor= (decision 028): which of the member's authors to show, and from
 * where. Nothing here is trusted: `authorId` must be one of the authors the member may act for (the
 * AuthorizedAuthors answer), anything else — not a number, 30 digits, someone else's author — falls
 * back to the first of them, and says so; the cursor follows the lists' rules (cursor.ts).
 */
export interface MineQuery {
  /** The author asked for, when it is well-formed (whether it is allowed is decided against the list). */
  authorId: number | null;
  /** `authorId` was given but could not name an author. */
  authorRejected: boolean;
  cursor: CursorParam;
}

const AUTHOR_ID = /^[1-9]\d{0,14}$/;

export function parseMineQuery(query: string | URLSearchParams | null | undefined): MineQuery {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query ?? '');
  const values = params.getAll('authorId');
  const raw = values.length === 1 ? (values[0] ?? null) : null;
  const authorId = raw !== null && AUTHOR_ID.test(raw) ? Number(raw) : null;
  return { authorId, authorRejected: values.length > 0 && authorId === null && !(values.length === 1 && raw === ''), cursor: readCursorParam(params) };
}

export interface ChosenAuthor {
  authorId: number;
  /** An authorId was asked for that is not one of the member's authors: the first is shown instead. */
  fellBack: boolean;
}

/**
 * The author to show: the one asked for when the member may act for it, else the first of theirs;
 * null when they have none. A cursor belongs to the author it was handed out for, so a fallback
 * drops it (decided by the caller).
 */
export function chooseAuthor(allowed: readonly number[], query: MineQuery): ChosenAuthor | null {
  const [first] = allowed;
  if (first === undefined) return null;
  if (query.authorId !== null && allowed.includes(query.authorId)) return { authorId: query.authorId, fellBack: false };
  return { authorId: first, fellBack: query.authorId !== null || query.authorRejected };
}

/** The corner's address for an author (and a page of theirs). */
export function minePath(authorId: number, cursor?: string | null): string {
  const params = new URLSearchParams({ authorId: String(authorId) });
  if (cursor) params.set('cursor', cursor);
  return `/article/mine?${params.toString()}`;
}
