import { expect } from 'vitest';
import { APP, TestBrowser } from './test-browser';

/** Steps the session workerd tests share (session-refresh, sign-out and silent-sign-in in functions/auth). */

export const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith('usstock_session='));

export async function signedIn(username = 'member'): Promise<TestBrowser> {
  const browser = new TestBrowser();
  await browser.signIn(username);
  expect((await browser.page('/article')).kind).toBe('member');
  return browser;
}

/** POST /auth/sign-out and walk the provider's end-session pages back to /logout; answers /logout's URL. */
export async function signOutEverywhere(browser: TestBrowser, from = '/'): Promise<URL> {
  const res = await browser.post('/auth/sign-out', `from=${encodeURIComponent(from)}`, 'application/x-www-form-urlencoded');
  const target = new URL(res.headers.get('location') ?? '');
  let hop = await browser.provider.request(target);
  let location = new URL(hop.headers.get('location') ?? '', target);
  for (let i = 0; i < 6 && !location.href.startsWith(`${APP}/logout`); i += 1) {
    if (hop.status === 200) {
      // oidc-provider's self-submitting confirmation form.
      const html = await hop.text();
      const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
      hop = await browser.provider.request(new URL(action.replace(/&amp;/g, '&'), target), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    } else {
      hop = await browser.provider.request(location);
    }
    location = new URL(hop.headers.get('location') ?? '', target);
  }
  return location;
}
