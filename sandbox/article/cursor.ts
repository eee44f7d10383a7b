import * as v from 'valibot';
import { SandboxHttpError } from '../http-errors.ts';

/**
 * Keyset paging with opaque cursors. A cursor is base64url(JSON {o, k, id}): the order it
 * belongs to, the sort key and the id of the last item served. Lists are sorted by key, then
 * id, both descending, so a page boundary is stable even when items share a key, and an item
 * added later never shifts the pages a reader is walking through.
 */
const CursorSchema = v.strictObject({ o: v.pipe(v.string(), v.maxLength(20)), k: v.pipe(v.number(), v.finite()), id: v.pipe(v.number(), v.integer(), v.minValue(0)) });
type Cursor = v.InferOutput<typeof CursorSchema>;

export const encodeCursor = (cursor: Cursor): string => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

const invalid = () => new SandboxHttpError(400, 'invalidCursor', 'startCursor is not a cursor this list handed out');

/** Decodes a cursor for the given order; anything tampered, truncated or from another order is a 400. */
export function decodeCursor(raw: string, order: string): Cursor {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(raw)) throw invalid();
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const result = v.safeParse(CursorSchema, data);
  if (!result.success || result.output.o !== order) throw invalid();
  return result.output;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/**
 * One page of `items` in `order` (descending `keyOf`, then descending `idOf`), starting after
 * `startCursor`. `nextCursor` is null on the last page.
 */
export function paginate<T>(items: readonly T[], options: { order: string; keyOf: (item: T) => number; idOf: (item: T) => number; fetch: number; startCursor?: string | undefined }): Page<T> {
  const { order, keyOf, idOf, fetch } = options;
  const sorted = [...items].sort((a, b) => keyOf(b) - keyOf(a) || idOf(b) - idOf(a));
  let rest = sorted;
  if (options.startCursor) {
    const after = decodeCursor(options.startCursor, order);
    rest = sorted.filter((item) => keyOf(item) < after.k || (keyOf(item) === after.k && idOf(item) < after.id));
  }
  const pageItems = rest.slice(0, fetch);
  const last = pageItems.at(-1);
  const nextCursor = rest.length > fetch && last !== undefined ? encodeCursor({ o: order, k: keyOf(last), id: idOf(last) }) : null;
  return { items: pageItems, nextCursor, total: sorted.length };
}
