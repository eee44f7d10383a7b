import { parseConfig } from '@/lib/config';
import type { EdgeMiddleware } from './edge-env';

/**
 * CSRF protection for everything that can change state: any request other than
 * GET/HEAD/OPTIONS must say, through the `Origin` header browsers always send on such requests, that
 * it comes from this site: the site's configured origin (SITE_URL), not whatever host the request was
 * addressed to (a Worker also answers on its workers.dev name or behind a misrouting
 * proxy, and a Host header is the client's to write). That covers the auth endpoints and Waku's server
 * functions (RSC action POSTs, which Waku itself does not check) in one place. Cross-site forms and
 * fetches get 403, and the SameSite=Lax session cookie would not have gone with them anyway.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the browser says this request comes from a page of this site: its Origin header is `siteUrl`'s origin. */
export function fromThisSite(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get('origin');
  return !!origin && origin !== 'null' && origin === new URL(siteUrl).origin;
}

export default function sameOriginWrites(): EdgeMiddleware {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (fromThisSite(c.req.raw, parseConfig(c.env).SITE_URL)) return next();
    return c.text('Forbidden: cross-site request', 403, { 'cache-control': 'no-store' });
  };
}
