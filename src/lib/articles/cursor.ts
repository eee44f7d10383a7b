import { UpstreamError } from '../upstream/errors';

/**
 * The list pages' `?cursor=`: the article service's `nextCursor`, an opaque base64url token
 * (decision 006). The app never decodes it; it only keeps values that cannot be a cursor (markup,
 * quotes, spaces, a 5,000-character string) from reaching the service, and turns the service's
 * refusal of a well-formed but tampered cursor (400) into the first page. Shared by server pages
 * and the client "load more" button, so nothing here touches the request.
 */

/** Same alphabet and bound as the service's own check: longer or other characters are never a cursor. */
export const MAX_CURSOR_LENGTH = 400;
const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;

export const isWellFormedCursor = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= MAX_CURSOR_LENGTH && CURSOR_PATTERN.test(value);

export interface CursorParam {
  /** The cursor to pass as startCursor; null means the first page. */
  cursor: string | null;
  /** A cursor was given but could not be one: the page says so and shows the first page. */
  rejected: boolean;
}

/** Reads `cursor` from a query string ("?cursor=…&type=title", with or without '?') or parsed params. */
export function readCursorParam(query: string | URLSearchParams | null | undefined): CursorParam {
  const params = query instanceof URLSearchParams ? query : new URLSearchParams(query ?? '');
  const values = params.getAll('cursor');
  if (values.length === 0 || (values.length === 1 && values[0] === '')) return { cursor: null, rejected: false };
  // Several cursors are not something this site ever links to; pick none rather than guess.
  const [value] = values;
  if (values.length > 1 || !isWellFormedCursor(value)) return { cursor: null, rejected: true };
  return { cursor: value, rejected: false };
}

/**
 * `href` with `cursor` set (replacing any cursor already there); null or an ill-formed cursor gives
 * `href` without one. `href` is a site path with an optional query ("/search/NVDA?type=stockTags").
 */
export function withCursor(href: string, cursor: string | null | undefined): string {
  const [path = '', query = ''] = splitOnce(href, '?');
  const params = new URLSearchParams(query);
  params.delete('cursor');
  if (isWellFormedCursor(cursor)) params.set('cursor', cursor);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const splitOnce = (text: string, separator: string): [string, string] => {
  const at = text.indexOf(separator);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
};

/** Whether an upstream failure is the service refusing the request as asked (a 400: cursor, keyword…). */
export const isBadRequest = (error: unknown): boolean => error instanceof UpstreamError && error.status === 400;

export interface LoadedPage<T> {
  page: T;
  /** The service refused the cursor, so this is the first page instead. */
  cursorReset: boolean;
}

/**
 * Loads the page at `cursor`. When the service refuses a cursor (400 invalidCursor: tampered,
 * truncated, from another order), the first page is loaded instead and `cursorReset` says so.
 * Other failures, and a 400 for the first page itself, are the caller's to show.
 */
export async function loadPageFromCursor<T>(load: (cursor: string | null) => Promise<T>, cursor: string | null): Promise<LoadedPage<T>> {
  if (cursor === null) return { page: await load(null), cursorReset: false };
  try {
    return { page: await load(cursor), cursorReset: false };
  } catch (error) {
    if (!isBadRequest(error)) throw error;
    return { page: await load(null), cursorReset: true };
  }
}
