import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../../sandbox/accounts.ts';
import type { CookieJarBrowser } from '../../../sandbox/identity/cookie-jar-browser.ts';
import { walkAuthorization } from '../../../sandbox/identity/code-flow-login.ts';
import { appOrigin } from '../../e2e/stacks.ts';

/**
 * Signs a demo account in without walking the provider's pages in the browser: the same requests the
 * browser makes when a reader clicks 登入 (the app's `/login`, the provider's authorize endpoint and
 * sign-in form, the app's `/auth/sign-in-redirect` callback, which redeems the code, verifies the tokens
 * and seals the session cookie), sent by the browser context's own request client. Cookies land in the
 * context's jar as if the reader had clicked through, the provider's session included, so silent
 * sign-in, check_session and sign-out at the provider behave as after a real sign-in.
 *
 * Only the sign-in specs (auth.spec.ts, auth-access.spec.ts, auth-landing.spec.ts, sandbox-sign-in.spec.ts) walk the
 * provider's UI; every other spec that needs a member uses this.
 */

/** The demo account shown on the provider's page under this nickname, or with this username. */
export function demoUsername(who: string): string {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.username === who || candidate.nickname === who);
  if (!account) throw new Error(`no demo account "${who}"`);
  return account.username;
}

/** The context's request client as the minimal browser walkAuthorization drives (no redirect following). */
export function asProviderBrowser(request: APIRequestContext): CookieJarBrowser {
  return {
    async request(url, init = {}) {
      const headers = Object.fromEntries(new Headers(init.headers));
      const body = init.body instanceof URLSearchParams ? init.body.toString() : (init.body as string | undefined);
      const res = await request.fetch(String(url), { method: init.method ?? 'GET', headers, ...(body === undefined ? {} : { data: body }), maxRedirects: 0 });
      return new Response([204, 304].includes(res.status()) ? null : new Uint8Array(await res.body()), { status: res.status(), headers: res.headersArray().map(({ name, value }) => [name, value]) });
    },
    // The context keeps the cookies; walkAuthorization never asks for them.
    cookie: () => undefined,
    cookies: () => new Map(),
  };
}

const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', accept: 'text/html' };

/**
 * Signs `who` (a username or nickname) in for this browser context, as a 登入 from `from` would.
 * The page is not navigated: go where the test starts afterwards.
 */
export async function signInContext(context: BrowserContext, who: string, from = '/'): Promise<void> {
  const baseURL = appOrigin();
  const request = context.request;
  const start = await request.get(`${baseURL}/login?from=${encodeURIComponent(from)}`, { headers: NAVIGATION, maxRedirects: 0 });
  const authorize = start.headers().location;
  if (start.status() !== 302 || !authorize) throw new Error(`/login answered ${start.status()}`);
  const { callback } = await walkAuthorization(asProviderBrowser(request), new URL(authorize, baseURL), { redirectUri: `${baseURL}/auth/sign-in-redirect`, username: demoUsername(who) });
  const done = await request.get(callback.href, { headers: NAVIGATION, maxRedirects: 0 });
  const cookies = await context.cookies(baseURL);
  if (done.status() >= 400 || !cookies.some((cookie) => cookie.name === 'usstock_session')) {
    throw new Error(`the sign-in callback answered ${done.status()} without a session`);
  }
}

/** Signs `who` in and opens `path` (default home) as that member. */
export async function signInAndOpen(page: Page, who: string, path = '/'): Promise<void> {
  await signInContext(page.context(), who, path);
  await page.goto(path);
}
