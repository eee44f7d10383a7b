import { stockPath } from '@/lib/stock/tabs';

/**
 * The news page's ?cursor= (the service's nextCursor, an opaque base64url token). Anything that
 * cannot be one (markup, spaces, a 5,000-character string) is dropped and the first page shown,
 * rather than sent upstream to be refused.
 */
const CURSOR = /^[A-Za-z0-9_-]{1,256}={0,2}$/;

export const isWellFormedNewsCursor = (value: unknown): value is string => typeof value === 'string' && CURSOR.test(value);

export function parseNewsCursor(query: string | undefined): string | undefined {
  const value = new URLSearchParams(query ?? '').get('cursor');
  return isWellFormedNewsCursor(value) ? value : undefined;
}

/** The news page of a stock, at a cursor (or the first page). */
export const newsPageHref = (id: string, cursor?: string | null): string => (cursor ? `${stockPath(id, 'news')}?cursor=${encodeURIComponent(cursor)}` : stockPath(id, 'news'));
