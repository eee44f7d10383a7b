import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import type { SessionPayload } from './session';
import { openSession, sealSession } from './session-crypto';

/**
 * The one session cookie (decision 008): guests and members alike. Its value is an encrypted JWE
 * (session-crypto.ts), HttpOnly so page scripts never read a token, SameSite=Lax so it goes along on
 * top-level navigations from other sites but not on their sub-requests.
 *
 * On https the name carries the `__Host-` prefix: the browser then only accepts it with Secure,
 * Path=/ and no Domain, so a sibling subdomain cannot plant or shadow it. Plain http://localhost
 * cannot carry Secure in every browser, so local development uses the bare name.
 */
export const SESSION_COOKIE_BASE_NAME = 'usstock_session';

/**
 * Browsers keep about 4096 bytes per cookie (name, value and attributes). A value above this is not
 * one we wrote: it is ignored on read, and refused on write so a member session never silently
 * disappears in the browser.
 */
export const MAX_SESSION_COOKIE_LENGTH = 3584;

export class SessionCookieTooLargeError extends Error {
  override name = 'SessionCookieTooLargeError';
}

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Plain http on this machine: the only place the cookie goes without Secure. */
export const isLocalHttp = (url: URL): boolean => url.protocol === 'http:' && LOCAL_HOSTNAMES.has(url.hostname);

/** `__Host-<base>` on https, the bare name on local http (see above). */
export const hostCookieName = (url: URL, baseName: string): string => (isLocalHttp(url) ? baseName : `__Host-${baseName}`);

export const sessionCookieName = (url: URL): string => hostCookieName(url, SESSION_COOKIE_BASE_NAME);

/** The value of the first cookie with this exact name, or null (hono's parser: RFC 6265 names and values only). */
export function cookieValue(cookieHeader: string | null, name: string): string | null {
  if (!cookieHeader) return null;
  return parse(cookieHeader, name)[name] ?? null;
}

/** The session this request carries, or null when it has none we can open (absent, oversized, forged…). */
export async function readSession(request: Request, secret: string): Promise<SessionPayload | null> {
  const sealed = cookieValue(request.headers.get('cookie'), sessionCookieName(new URL(request.url)));
  if (!sealed || sealed.length > MAX_SESSION_COOKIE_LENGTH) return null;
  return openSession(sealed, secret);
}

/**
 * A Set-Cookie value for one of our HttpOnly cookies: host-only (`__Host-` on https), Path=/,
 * SameSite=Lax, Secure except on local http. `maxAgeSeconds` undefined makes a browser-session cookie.
 */
export function hostCookieHeader(url: URL, baseName: string, value: string, maxAgeSeconds: number | undefined): string {
  const local = isLocalHttp(url);
  // hono's `prefix: 'host'` names it `__Host-…` and enforces what the prefix demands (Secure, Path=/, no Domain).
  return generateCookie(baseName, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    ...(local ? {} : { prefix: 'host' as const, secure: true }),
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

const cookieHeader = (url: URL, value: string, maxAgeSeconds: number): string => hostCookieHeader(url, SESSION_COOKIE_BASE_NAME, value, maxAgeSeconds);

/**
 * A Set-Cookie value holding this session. Max-Age defaults to the access token's remaining life
 * for a guest; a member session passes the refresh token's instead, so it can be renewed.
 */
export async function sessionSetCookie(url: URL, session: SessionPayload, secret: string, options: { maxAgeSeconds?: number; now?: number } = {}): Promise<string> {
  const sealed = await sealSession(session, secret);
  if (sealed.length > MAX_SESSION_COOKIE_LENGTH) {
    throw new SessionCookieTooLargeError(`session cookie would be ${sealed.length} bytes (limit ${MAX_SESSION_COOKIE_LENGTH})`);
  }
  const nowSeconds = Math.floor((options.now ?? Date.now()) / 1000);
  const maxAge = Math.max(0, Math.floor(options.maxAgeSeconds ?? session.exp - nowSeconds));
  return cookieHeader(url, sealed, maxAge);
}

/** A Set-Cookie value that removes the session (sign-out). */
export const clearSessionSetCookie = (url: URL): string => cookieHeader(url, '', 0);
