import type { EdgeMiddleware } from './edge-env';

/**
 * CSRF protection for everything that can change state (issue 6): any request other than
 * GET/HEAD/OPTIONS must say, through the `Origin` header browsers always send on such requests, that
 * it comes from this site. That covers the auth endpoints and Waku's server functions (RSC action
 * POSTs, which Waku itself does not check) in one place. Cross-site forms and fetches get 403, and
 * the SameSite=Lax session cookie would not have gone with them anyway.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the browser says this request comes from a page of this site (its Origin header is the request's own origin). */
export function fromThisSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  return !!origin && origin !== 'null' && origin === new URL(request.url).origin;
}

export default function sameOriginWrites(): EdgeMiddleware {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (fromThisSite(c.req.raw)) return next();
    return c.text('Forbidden: cross-site request', 403, { 'cache-control': 'no-store' });
  };
}
