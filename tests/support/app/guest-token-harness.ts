import { Hono } from 'hono';
import { getRequestAuth } from '@/lib/server/request-auth';
import guestToken, { type GuestTokenOptions } from '../../../functions/guest-token';
import { sandboxConfig } from './upstream-context';

/**
 * For the guest token's workerd tests (functions/guest-token-cookie and guest-token-minting): the
 * middleware before a "render" that reports the token it was given, the requests of a browser's
 * page navigation, and a fetch that counts the identity calls it passes to the real sandbox.
 */
export const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const LOCAL = 'http://localhost:8787';

/** Counts identity calls by path while passing them to the real sandbox. */
export function countingFetch() {
  const calls = { token: 0, jwks: 0, discovery: 0 };
  const fetchImpl: typeof fetch = (input, init) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    if (path.endsWith('/token')) calls.token += 1;
    else if (path.endsWith('/jwks')) calls.jwks += 1;
    else if (path.endsWith('/openid-configuration')) calls.discovery += 1;
    return fetch(input, init);
  };
  return { calls, fetch: fetchImpl };
}

/** An app like the worker's: the middleware, then a "render" that reports the token it was given. */
export function appWith(options: GuestTokenOptions = {}) {
  return new Hono().use(guestToken(options)).all('*', async (c) => {
    const auth = getRequestAuth();
    const body = c.req.method === 'POST' ? await c.req.text() : '';
    return c.json({ token: auth?.accessToken ?? null, isGuest: auth?.claims.is_guest ?? null, body });
  });
}

let clientCounter = 0;
/** Headers of a browser's top-level navigation, from a client address of its own. */
export function page(extra: Record<string, string> = {}): RequestInit & { headers: Record<string, string> } {
  clientCounter += 1;
  return { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'sec-fetch-dest': 'document', 'user-agent': CHROME, 'cf-connecting-ip': `203.0.113.${clientCounter}`, ...extra } };
}

export const cookieOf = (res: Response) => res.headers.getSetCookie();
export const pair = (setCookie: string) => setCookie.split(';')[0] ?? '';
export const payloadOf = (jwt: string) => JSON.parse(atob((jwt.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;

export async function firstVisit(options: GuestTokenOptions = {}) {
  const res = await appWith(options).request(`${LOCAL}/`, page(), sandboxConfig());
  const [setCookie = ''] = cookieOf(res);
  return { res, setCookie, body: (await res.json()) as { token: string | null; isGuest: boolean | null } };
}
