import type Provider from 'oidc-provider';
import { COOKIES, HAS_LOGGED_IN_TTL, SESSION_TTL } from './constants.ts';
import type { KoaContext } from './http.ts';
import { browserStateFor, setBrowserStateCookie } from './session-state.ts';

/**
 * Browser-side state of the provider outside its own routes: the "has signed in here before"
 * marker (GET /has-logged-in) and a provider session started by one-tap, so that a following
 * silent sign-in (prompt=none) finds the member already authenticated.
 */
export interface BrowserSessionOptions {
  provider: Provider;
  mountPath: string;
  browserStateSecret: string;
  /** oidc-provider's long-lived cookie options (path, SameSite), shared with its own session cookie. */
  sessionCookie: { path: string; httpOnly: boolean; sameSite: 'lax' };
}

export function markHasLoggedIn(ctx: KoaContext, mountPath: string): void {
  ctx.cookies.set(COOKIES.hasLoggedIn, '1', { path: mountPath || '/', httpOnly: true, sameSite: 'lax', signed: false, overwrite: true, maxAge: HAS_LOGGED_IN_TTL * 1000 });
}

export async function hasLoggedIn(ctx: KoaContext, provider: Provider): Promise<boolean> {
  if (ctx.cookies.get(COOKIES.hasLoggedIn) === '1') return true;
  const session = await provider.Session.get(ctx);
  return Boolean(session.accountId);
}

/**
 * Signs the browser in at the provider as `accountId`: a fresh session (any earlier one is
 * destroyed, as on any new sign-in), its signed cookie, the browser-state cookie for the
 * check-session page and the has-logged-in marker.
 */
export async function startBrowserSession(ctx: KoaContext, options: BrowserSessionOptions, login: { accountId: string; amr: string[] }): Promise<void> {
  const { provider } = options;
  const previous = await provider.Session.get(ctx);
  if (previous.accountId) await previous.destroy();

  const session = new provider.Session();
  session.loginAccount({ accountId: login.accountId, amr: login.amr });
  await session.save(SESSION_TTL);

  ctx.cookies.set(provider.cookieName('session'), session.jti, { ...options.sessionCookie, overwrite: true, maxAge: SESSION_TTL * 1000 });
  setBrowserStateCookie(ctx, options.mountPath, browserStateFor(session, options.browserStateSecret), SESSION_TTL);
  markHasLoggedIn(ctx, options.mountPath);
}
