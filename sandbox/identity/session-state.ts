import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Middleware } from 'koa';
import { COOKIES } from './constants.ts';
import type { KoaContext } from './http.ts';

/**
 * OpenID Connect Session Management (check_session_iframe), which oidc-provider v9 no longer
 * ships. The provider keeps an "OP browser state" in a cookie the check-session page can read;
 * every code response carries `session_state = sha256(client_id origin browser_state salt).salt`.
 * The page recomputes it: a different value means the provider session changed (sign-out,
 * another account), which the app's session monitor turns into the logged-out dialog.
 */
export interface BrowserStateSession {
  uid: string;
  accountId?: string | undefined;
  loginTs?: number | undefined;
}

const base64url = (data: Buffer) => data.toString('base64url');

/** Derived, not stored: it changes with every sign-in and reveals nothing about the session id. */
export function browserStateFor(session: BrowserStateSession, secret: string): string {
  return base64url(createHmac('sha256', secret).update(`${session.uid}.${session.accountId}.${session.loginTs}`).digest()).slice(0, 32);
}

export function sessionStateFor(clientId: string, origin: string, browserState: string, salt = base64url(randomBytes(12))): string {
  const hash = base64url(createHash('sha256').update(`${clientId} ${origin} ${browserState} ${salt}`).digest());
  return `${hash}.${salt}`;
}

/** Readable by the check-session page's script (not HttpOnly); it carries no secret. */
export function setBrowserStateCookie(ctx: KoaContext, mountPath: string, value: string | null, maxAgeSeconds: number) {
  ctx.cookies.set(COOKIES.browserState, value, {
    path: mountPath || '/',
    httpOnly: false,
    sameSite: 'lax',
    signed: false,
    overwrite: true,
    ...(value === null ? {} : { maxAge: maxAgeSeconds * 1000 }),
  });
}

/** What the middleware reads from oidc-provider's per-request context, after its routes ran. */
interface OidcRouteContext {
  route?: string;
  entities?: { Session?: (BrowserStateSession & { destroyed?: boolean }) | undefined; Client?: { clientId: string } | undefined };
}

/**
 * Runs around oidc-provider's routes: keeps the browser-state cookie in step with the provider
 * session and adds `session_state` to successful authorization responses (query mode).
 */
export function sessionStateMiddleware(options: { mountPath: string; secret: string; sessionTtl: number }): Middleware {
  return async (ctx, next) => {
    await next();
    const oidc = (ctx as unknown as { oidc?: OidcRouteContext }).oidc;
    const session = oidc?.entities?.Session;
    if (!oidc || !session) return;

    if (session.destroyed || !session.accountId) {
      if (ctx.cookies.get(COOKIES.browserState)) setBrowserStateCookie(ctx, options.mountPath, null, 0);
      return;
    }
    const browserState = browserStateFor(session, options.secret);
    if (ctx.cookies.get(COOKIES.browserState) !== browserState) {
      setBrowserStateCookie(ctx, options.mountPath, browserState, options.sessionTtl);
    }

    const client = oidc.entities?.Client;
    if ((oidc.route === 'authorization' || oidc.route === 'resume') && ctx.status === 303 && client) {
      const location = URL.parse(ctx.response.get('location'));
      if (location?.searchParams.has('code') && !location.searchParams.has('session_state')) {
        location.searchParams.set('session_state', sessionStateFor(client.clientId, location.origin, browserState));
        ctx.set('location', location.href);
      }
    }
  };
}
