import type { EdgeContext } from '../edge-env';
import { noticeSetCookie } from '../session/auth-notice';
import { beginTransaction, takeTransaction, URL_TOKEN_PATTERN } from './auth-transaction';
import { endSessionUrl, POST_LOGOUT_PATH, randomUrlToken } from './oidc-client';
import { clearSessionSetCookie, readSession } from '../session/session-cookie';
import type { SessionResolver } from '../session/session-resolver';
import { sessionRevocationsOf } from '../session/session-revocations';
import { endMemberSession } from './end-member-session';
import { parseConfig } from '@/lib/config';
import { redirectWithCookies, returnPathOf } from './redirects';

/**
 * Signing out:
 * - `POST /auth/sign-out` (the user menu's form; same-origin only) ends the session here at once —
 *   the cookie is cleared, the session id revoked for every copy of the cookie and the refresh token
 *   revoked at the provider (end-member-session.ts) — then sends the browser to the provider's
 *   end-session endpoint with the ID token as hint, to come back to /logout;
 * - `GET /logout`, the post-logout target, finds where the reader was, leaves the logged-out notice
 *   and continues there; the next page navigation mints a guest token and shows 您已登出.
 */
export async function signOut(c: EdgeContext, resolver: SessionResolver): Promise<Response> {
  const config = parseConfig(c.env);
  const url = new URL(c.req.url);
  const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const from = typeof form.from === 'string' ? form.from : undefined;
  const returnTo = returnPathOf(c.req.raw, from);
  const session = await readSession(c.req.raw, config.SESSION_SECRET);
  await endMemberSession(session, { config, resolver, revocations: sessionRevocationsOf(c.env) });
  const state = randomUrlToken();
  const txCookies = await beginTransaction(c.req.raw, config.SESSION_SECRET, { purpose: 'sign-out', state, returnTo });
  const cleared = clearSessionSetCookie(url);
  const localLogout = `${POST_LOGOUT_PATH}?state=${state}`;

  if (session?.kind !== 'member' || !session.id_token) return redirectWithCookies(localLogout, [cleared, ...txCookies], 303);
  try {
    const discovery = await resolver.verifierFor(config).discovery();
    const target = endSessionUrl(discovery, { idTokenHint: session.id_token, postLogoutRedirectUri: `${url.origin}${POST_LOGOUT_PATH}`, state, clientId: config.OIDC_CLIENT_ID });
    return redirectWithCookies(target.href, [cleared, ...txCookies], 303);
  } catch (err) {
    // The provider is unreachable: the session here is over anyway; its own session ends with its TTL.
    console.warn('[auth] end-session skipped: identity discovery failed', err);
    return redirectWithCookies(localLogout, [cleared, ...txCookies], 303);
  }
}

export async function afterLogout(c: EdgeContext): Promise<Response> {
  const config = parseConfig(c.env);
  const url = new URL(c.req.url);
  const session = await readSession(c.req.raw, config.SESSION_SECRET);
  // Someone linked here while still signed in: nothing was signed out, so say nothing.
  if (session?.kind === 'member') return redirectWithCookies('/', []);
  const state = c.req.query('state');
  const taken = state && URL_TOKEN_PATTERN.test(state) ? await takeTransaction(c.req.raw, config.SESSION_SECRET, state, ['sign-out']) : null;
  const cookies = [noticeSetCookie(url, 'logged-out')];
  if (taken) cookies.push(taken.setCookie);
  return redirectWithCookies(taken?.transaction?.returnTo ?? '/', cookies);
}
