import type { EdgeMiddleware } from './edge-env';
import { RSC_PREFIX } from './router-request';

/**
 * What each kind of path accepts, answered at the edge so Waku never sees a request it would turn
 * into a 500 (issue 12 §3; decision 019). It runs after the Worker's own endpoints (auth, search
 * suggestions, sitemaps), which answer their own methods:
 * - a page: GET and HEAD (no page takes a form post: sign-out posts to /auth/sign-out), else 405;
 * - a server function (`/RSC/F/…`): POST only, with a body of at most SERVER_FUNCTION_MAX_BODY_BYTES
 *   (413 above it, whether the Content-Length says so or the body runs past it: it is read here, up
 *   to the limit, and handed on). The app's calls send a few hundred bytes; Waku itself would read
 *   up to 100 MB;
 * - a route's RSC payload (`/RSC/R/…`): GET and HEAD, and POST (Waku sends route params in a body
 *   for some navigations); a slice (`/RSC/S/…`): GET and HEAD. Any other RSC path is the 404
 *   middleware's (an undecodable one never reaches a route).
 * Every 405 says what is allowed (`Allow`).
 */
export const SERVER_FUNCTION_MAX_BODY_BYTES = 64 * 1024;

const READS = ['GET', 'HEAD'];
const ALLOWED_BY_KIND = {
  page: READS,
  serverFunction: ['POST'],
  route: [...READS, 'POST'],
  slice: READS,
} as const;

export type PathKind = keyof typeof ALLOWED_BY_KIND;

export function pathKindOf(pathname: string): PathKind {
  if (!pathname.startsWith(RSC_PREFIX)) return 'page';
  const rest = pathname.slice(RSC_PREFIX.length).replace(/^_/, '');
  if (rest.startsWith('F/')) return 'serverFunction';
  if (rest.startsWith('S/')) return 'slice';
  return 'route';
}

export default function requestMethods(): EdgeMiddleware {
  return async (c, next) => {
    const kind = pathKindOf(new URL(c.req.url).pathname);
    const allowed: readonly string[] = ALLOWED_BY_KIND[kind];
    if (!allowed.includes(c.req.method)) {
      return c.text('Method Not Allowed', 405, { allow: allowed.join(', '), 'cache-control': 'no-store' });
    }
    if (kind === 'serverFunction') {
      const declared = Number(c.req.header('content-length') ?? '0');
      const body = declared > SERVER_FUNCTION_MAX_BODY_BYTES ? null : await readAtMost(c.req.raw, SERVER_FUNCTION_MAX_BODY_BYTES);
      if (body === null) return c.text('Payload Too Large', 413, { 'cache-control': 'no-store' });
      c.req.raw = new Request(c.req.raw, { body });
    }
    await next();
  };
}

/** The request's body, or null once it runs past `limit` bytes (reading stops there). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
