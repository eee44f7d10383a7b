import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { inject } from 'vitest';
import { createCookieJarBrowser, type CookieJarBrowser } from '../../../sandbox/identity/cookie-jar-browser.ts';
import { walkAuthorization } from '../../../sandbox/identity/code-flow-login.ts';
import { readSetCookies } from '@/lib/http/set-cookie';
import { getRequestSession } from '@/lib/server/request-auth';
import { createSessionResolver } from '../../../functions/session/session-resolver';
import { sandboxConfig } from './upstream-context';
import guestToken from '../../../functions/guest-token';
import sameOriginWrites from '../../../functions/same-origin-writes';
import authRoutes from '../../../functions/auth';

/**
 * For the auth workerd tests: the Worker's auth endpoints and session middleware in front of a
 * "render" that reports what the page would see, talking to the real sandbox provider, and a
 * browser that keeps the app's cookies and the provider's (two jars: two sites in production).
 */
export const APP = 'http://localhost:8787';
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface RenderReport {
  kind: 'guest' | 'member' | null;
  sub: string | null;
  notice: string | null;
  sessionState: string | null;
}

/** The sandbox configuration and this workerd's real KV namespace of revoked sessions (from wrangler.toml). */
export const testBindings = () => ({ ...sandboxConfig(), SESSIONS: (env as unknown as { SESSIONS: KVNamespace }).SESSIONS });

export function createAuthApp() {
  const resolver = createSessionResolver();
  // In the worker's order (functions/index.ts): the CSRF check, the auth endpoints, the session.
  return (
    new Hono()
      .use(sameOriginWrites())
      .use(authRoutes({ resolver }))
      .use(guestToken({ resolver }))
      // A page whose guard redirects (like /article/purchase for a guest).
      .get('/members-only', (c) => c.redirect('/', 307))
      .all('*', (c) => {
        const session = getRequestSession();
        const report: RenderReport = { kind: session?.auth?.kind ?? null, sub: session?.auth?.claims.sub ?? null, notice: session?.notice ?? null, sessionState: session?.sessionState ?? null };
        return c.json(report);
      })
  );
}

let clients = 0;

export class TestBrowser {
  readonly app = createAuthApp();
  readonly provider: CookieJarBrowser = createCookieJarBrowser();
  readonly cookies = new Map<string, string>();
  readonly ip = `198.51.100.${(clients += 1) % 250}`;

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(res: Response): void {
    for (const { name, value, removes } of readSetCookies(res.headers)) {
      if (removes) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request to the app, as this browser (cookies sent and kept, no redirect following). */
  async request(path: string, init: RequestInit & { navigation?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('user-agent', CHROME);
    headers.set('cf-connecting-ip', this.ip);
    if (init.navigation !== false && !headers.has('sec-fetch-dest')) {
      headers.set('sec-fetch-dest', 'document');
      headers.set('accept', 'text/html');
    }
    const cookie = this.cookieHeader();
    if (cookie) headers.set('cookie', cookie);
    const { navigation: _navigation, ...rest } = init;
    const res = await this.app.request(new URL(path, APP).href, { ...rest, headers }, testBindings());
    this.store(res);
    return res;
  }

  /** A page navigation; answers what the render saw. */
  async page(path = '/'): Promise<RenderReport> {
    const res = await this.request(path);
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    return (await res.json()) as RenderReport;
  }

  /** A same-origin POST from this site's pages. */
  post(path: string, body: BodyInit | null, contentType = 'application/json', origin = APP): Promise<Response> {
    return this.request(path, { method: 'POST', body, headers: { 'content-type': contentType, origin }, navigation: false });
  }

  /** Clicks 登入 (GET /login?from=) and signs in at the provider; answers the callback URL (not yet visited). */
  async signInAtProvider(username: string, from = '/article'): Promise<URL> {
    const start = await this.request(`/login?from=${encodeURIComponent(from)}`);
    const location = start.headers.get('location');
    if (start.status !== 302 || !location) throw new Error(`/login answered ${start.status}`);
    const { callback } = await walkAuthorization(this.provider, new URL(location), { redirectUri: `${APP}/auth/sign-in-redirect`, username });
    return callback;
  }

  /** The whole sign-in: provider, then the app's callback. Answers the callback's response. */
  async signIn(username: string, from = '/article'): Promise<Response> {
    const callback = await this.signInAtProvider(username, from);
    return this.request(`${callback.pathname}${callback.search}`);
  }
}

export const sandboxUrl = (): string => inject('sandboxUrl');

/** A one-tap credential signed with the sandbox's local Google test key. */
export async function googleTestCredential(email: string): Promise<string> {
  const res = await fetch(`${sandboxUrl()}/identity/google-test/credential?email=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`credential answered ${res.status}`);
  return ((await res.json()) as { credential: string }).credential;
}

export { setSandboxKnobs } from './upstream-context';
