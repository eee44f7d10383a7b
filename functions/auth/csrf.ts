import type { Context } from 'hono';

/**
 * Every endpoint that changes state (sign-out, one-tap, session refresh) is POST-only and accepts a
 * request only when the browser says it comes from this very origin. Browsers send `Origin` on every
 * POST (form or fetch) and scripts cannot forge it; the session cookie is SameSite=Lax on top, so a
 * cross-site form post does not even carry it. A request without Origin is refused: no browser we
 * serve omits it on a POST, and a non-browser client has no business changing a session.
 */
export function isSameOriginPost(c: Context): boolean {
  if (c.req.method !== 'POST') return false;
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return false;
  return origin === new URL(c.req.url).origin;
}

export const crossSiteRefusal = (c: Context) =>
  c.json({ status: 'fail', errorStatus: 'cross_site_request' }, 403, { 'cache-control': 'no-store' });
