import type { Context, MiddlewareHandler } from 'hono';
import { createAccessTokenVerifier, type AccessTokenVerifier } from '../src/lib/auth/access-token-verifier';
import { authFromSession, type GuestSession, mintGuestSession } from '../src/lib/auth/guest-session';
import { clientKey, isPageNavigation, isStaticAssetPath } from '../src/lib/auth/page-request';
import { type RequestAuth, runWithRequestAuth } from '../src/lib/auth/request-auth';
import { readSession, sessionCookieName, sessionSetCookie } from '../src/lib/auth/session-cookie';
import { SingleFlight } from '../src/lib/auth/single-flight';
import { tokenFailureResponse } from '../src/lib/auth/token-failure-page';
import { type AppConfig, parseConfig } from '../src/lib/config';
import { isBot } from '../src/lib/http/bots';
import { UPSTREAM_TIMEOUT_MS } from '../src/lib/upstream/http';

/**
 * Spec §4 "Guest token", decision 008. For every request except static files:
 * 1. open the session cookie and verify its access token (JWKS, issuer, expiry);
 * 2. if there is no valid token and this is a person's page navigation, mint a guest token (one per
 *    browser burst), set the cookie, or answer 500 「token取得失敗」 when identity gives none;
 * 3. run the rest of the request (Waku's render included) with the verified token available through
 *    `getRequestAuth()` / `getUpstreamContext()`.
 * Crawlers, RSC and other sub-requests never mint: without a valid cookie they render as anonymous.
 * Runs after validateConfig, which has already answered if the configuration is broken.
 */
export interface GuestTokenOptions {
  /** Replaces fetch for identity calls (token, discovery, JWKS); tests count mints with it. */
  fetch?: typeof fetch;
}

/** A browser's concurrent first requests share one mint for this long after it succeeds. */
export const MINT_SHARE_WINDOW_MS = 5_000;

interface Minted {
  auth: RequestAuth;
  setCookie: string;
}

export default function guestToken(options: GuestTokenOptions = {}): MiddlewareHandler {
  // Per middleware instance = per isolate in the worker (the edge list is built once).
  const verifiers = new Map<string, AccessTokenVerifier>();
  const mints = new SingleFlight<Minted>({
    lingerMs: MINT_SHARE_WINDOW_MS,
    followerTimeoutMs: UPSTREAM_TIMEOUT_MS + 1_000,
    maxKeys: 1_000,
  });

  const verifierFor = (config: AppConfig): AccessTokenVerifier => {
    let verifier = verifiers.get(config.IDENTITY_URL);
    if (!verifier) {
      verifier = createAccessTokenVerifier({ config, fetch: options.fetch });
      verifiers.set(config.IDENTITY_URL, verifier);
    }
    return verifier;
  };

  async function mint(config: AppConfig, verifier: AccessTokenVerifier, url: URL): Promise<Minted> {
    const guest: GuestSession = await mintGuestSession(config, verifier, options.fetch);
    return { auth: guest.auth, setCookie: await sessionSetCookie(url, guest.session, config.SESSION_SECRET) };
  }

  return async (c, next) => {
    const url = new URL(c.req.url);
    if (isStaticAssetPath(url.pathname)) return next();
    const config = parseConfig(c.env);
    const verifier = verifierFor(config);
    const session = await readSession(c.req.raw, config.SESSION_SECRET);
    let auth = session ? await authFromSession(session, verifier) : null;

    let setCookie: string | undefined;
    if (!auth && isPageNavigation(c.req.raw) && !isBot(c.req.header('user-agent'))) {
      try {
        const { value } = await mints.run(`${url.origin}\n${clientKey(c.req.raw)}`, () => mint(config, verifier, url));
        auth = value.auth;
        setCookie = value.setCookie;
      } catch (err) {
        console.error('[auth] 500 token取得失敗:', err);
        return tokenFailureResponse(url);
      }
    }

    await runWithRequestAuth(auth, next);
    if (setCookie) attachSessionCookie(c, setCookie, sessionCookieName(url));
  };
}

/**
 * Adds the new session cookie to whatever the app answered. A route that set the session itself
 * (sign-in and sign-out, issue 6) wins. A response carrying a token cookie is private: no shared cache
 * may hand it to someone else.
 */
function attachSessionCookie(c: Context, setCookie: string, cookieName: string): void {
  if (c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${cookieName}=`))) return;
  try {
    c.res.headers.append('set-cookie', setCookie);
  } catch {
    // Immutable headers (e.g. Response.redirect): copy the response first. Assigning through
    // Hono's setter keeps its other headers; the cookie is added to the copy afterwards.
    c.res = new Response(c.res.body, c.res);
    c.res.headers.append('set-cookie', setCookie);
  }
  const cacheControl = c.res.headers.get('cache-control') ?? '';
  if (!/\b(private|no-store)\b/.test(cacheControl)) c.res.headers.set('cache-control', 'private, no-store');
}
