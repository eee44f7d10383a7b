import type { Context } from 'hono';

/** A refused body up to this size is read to its end first; a larger one is refused unread. */
const DRAIN_MAX_BYTES = 1024 * 1024;

/**
 * The 413 of a body limit (Hono's bodyLimit onError). A body whose declared length is over the limit
 * but small is read to its end and thrown away before the answer: answered while the client is still
 * sending, a proxy in front (wrangler's locally) may reset the connection, and the client sees an error
 * instead of the 413. A body being counted as it streams (no declared length) is already in the limit's
 * hands and stays there.
 */
export async function payloadTooLarge(c: Context): Promise<Response> {
  const body = c.req.raw.body;
  const declared = Number(c.req.raw.headers.get('content-length') ?? Number.NaN);
  if (body && !body.locked && declared <= DRAIN_MAX_BYTES) await body.pipeTo(new WritableStream()).catch(() => undefined);
  return c.text('Payload Too Large', 413, { 'cache-control': 'no-store' });
}
