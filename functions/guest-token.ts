import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { setCookieName } from '@/lib/http/set-cookie';
import { runWithRequestSession } from '@/lib/server/request-auth';
import { createSessionResolver, type SessionResolver } from './session/session-resolver';
import { sessionRevocationsOf } from './session/session-revocations';
import { isStaticAssetPath } from './session/page-request';
import { tokenFailureResponse } from './session/token-failure-page';
import { parseConfig } from '@/lib/config';
import { isHtml } from './html-response';

/**
 * Guest tokens and token refresh (decisions 008 and 016): every visitor browses with a token, a guest
 * one when not signed in. For every request except static files:
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
    const kind = auth?.kind === 'member' ? 'member' : 'guest';
    attachCookies(c, resolved.noticeShownCookie && !redirected ? [...resolved.setCookies, resolved.noticeShownCookie] : resolved.setCookies, kind);
    // A member's page shows their nickname and balance: no cache at all may keep it. Any page (HTML)
    // carries this response's own CSP nonce: a shared cache must never hand it on, even to a crawler or
    // a returning guest who got no cookie.
    if (kind === 'member' || isHtml(c.res)) markPrivate(c, kind);
  };
}

/**
 * Adds the resolver's cookies to whatever the app answered. A route that set the session itself
 * (sign-in and sign-out) wins over a renewed or minted session. A response carrying a session cookie
 * (or any of our cookies) is private: no shared cache may hand it to someone else.
 */
function attachCookies(c: EdgeContext, setCookies: string[], kind: Visitor): void {
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
  markPrivate(c, kind);
}

type Visitor = 'member' | 'guest';

/**
 * No shared cache may keep a response that carries our cookies, nor a member's page. A member's page
 * is `no-store`: not even this browser keeps it, so back after signing out never shows it. A guest's
 * is `no-cache`: the browser may keep it for back and forward (a guest page holds nothing of
 * one guest, decision 030) and asks again for any other visit. A stricter answer already set stays.
 */
function markPrivate(c: EdgeContext, kind: Visitor): void {
  const cacheControl = c.res.headers.get('cache-control') ?? '';
  if (/\bno-store\b/.test(cacheControl) || (kind === 'guest' && /\bprivate\b/.test(cacheControl))) return;
  const value = kind === 'member' ? 'private, no-store' : 'private, no-cache';
  try {
    c.res.headers.set('cache-control', value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('cache-control', value);
  }
}
