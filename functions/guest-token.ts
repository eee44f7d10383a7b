import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { setCookieName } from '@/lib/http/set-cookie';
import { runWithRequestSession } from '@/lib/auth/request-auth';
import { createSessionResolver, type SessionResolver } from './session/session-resolver';
import { sessionRevocationsOf } from './session/session-revocations';
import { isStaticAssetPath } from './session/page-request';
import { tokenFailureResponse } from './session/token-failure-page';
import { parseConfig } from '@/lib/config';

/**
 * Spec §4 "Guest token" and token refresh, decisions 008 and 016. For every request except static files:
 * the session resolver opens the cookie, verifies (and if due, renews) the token, mints a guest token
 * for a person's page navigation, and the rest of the request (Waku's render included) runs with the
 * result available through `getRequestAuth()` / `getRequestSession()` / `getUpstreamContext()`.
 * Crawlers, RSC and other sub-requests never mint (except right after a session ended): without a
 * valid cookie they render as anonymous. Runs after validateConfig, which has already answered if the
 * configuration is broken.
 */
export interface GuestTokenOptions {
  /** Replaces fetch for identity calls (token, discovery, JWKS); tests count mints with it. */
  fetch?: typeof fetch;
  /** Shares the isolate's resolver with the auth routes (functions/auth). */
  resolver?: SessionResolver;
}

export default function guestToken(options: GuestTokenOptions = {}): EdgeMiddleware {
  const resolver = options.resolver ?? createSessionResolver({ fetch: options.fetch });

  return async (c, next) => {
    const url = new URL(c.req.url);
    if (isStaticAssetPath(url.pathname)) return next();
    const config = parseConfig(c.env);
    const resolved = await resolver.resolve(c.req.raw, config, { revocations: sessionRevocationsOf(c.env) });
    if (resolved.tokenFailure) return tokenFailureResponse(url);

    const { auth, notice, sessionState, checkSessionUrl } = resolved;
    await runWithRequestSession({ auth, notice, sessionState, checkSessionUrl }, next);
    const redirected = c.res.status >= 300 && c.res.status < 400;
    attachCookies(c, resolved.noticeShownCookie && !redirected ? [...resolved.setCookies, resolved.noticeShownCookie] : resolved.setCookies);
    // A member's page shows their nickname and balance: no shared cache may keep it.
    if (auth?.kind === 'member') markPrivate(c);
  };
}

/**
 * Adds the resolver's cookies to whatever the app answered. A route that set the session itself
 * (sign-in and sign-out) wins over a renewed or minted session. A response carrying a session cookie
 * (or any of our cookies) is private: no shared cache may hand it to someone else.
 */
function attachCookies(c: EdgeContext, setCookies: string[]): void {
  if (setCookies.length === 0) return;
  const already = new Set(c.res.headers.getSetCookie().map(setCookieName));
  const toAdd = setCookies.filter((cookie) => !already.has(setCookieName(cookie)));
  if (toAdd.length === 0) return;
  try {
    for (const cookie of toAdd) c.res.headers.append('set-cookie', cookie);
  } catch {
    // Immutable headers (e.g. Response.redirect): copy the response first. Assigning through
    // Hono's setter keeps its other headers; the cookies are added to the copy afterwards.
    c.res = new Response(c.res.body, c.res);
    for (const cookie of toAdd) c.res.headers.append('set-cookie', cookie);
  }
  markPrivate(c);
}

function markPrivate(c: EdgeContext): void {
  const cacheControl = c.res.headers.get('cache-control') ?? '';
  if (/\b(private|no-store)\b/.test(cacheControl)) return;
  try {
    c.res.headers.set('cache-control', 'private, no-store');
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('cache-control', 'private, no-store');
  }
}
