/**
 * The three kinds of reader Lighthouse measures: a first visit (the provider's
 * has-logged-in answers no), a returning visitor on the silent sign-in path (has-logged-in fails, which
 * the spec counts as yes: the page's origin is one the sandbox does not list, as a browser on another
 * origin sees it), and a signed-in member (a session cookie sent with every request). And a fourth
 * that is no reader: `floor`, a first visit with the app's script files blocked, the document's own cost.
 */
import { walkAuthorization } from '../../sandbox/identity/code-flow-login.ts';
import { createCookieJarBrowser } from '../../sandbox/identity/cookie-jar-browser.ts';
import type { VisitorKind } from './lighthouse-report.ts';

export type Visitor = VisitorKind;
export const VISITORS: readonly Visitor[] = ['first', 'returning', 'member', 'floor'];

/** The demo account the member runs use. */
export const BENCH_MEMBER = 'member';
const NAVIGATION = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate', accept: 'text/html' };

/**
 * Signs the demo member in at `origin` through the real authorization-code flow (the app's /login, the
 * provider's sign-in page, the app's callback) and returns the `Cookie` header of the session it set.
 */
export async function memberCookieHeader(origin: string, username = BENCH_MEMBER): Promise<string> {
  const browser = createCookieJarBrowser();
  const start = await browser.request(new URL('/login?from=%2F', origin), { headers: NAVIGATION });
  const authorize = start.headers.get('location');
  if (start.status !== 302 || !authorize) throw new Error(`/login answered ${start.status}`);
  const { callback } = await walkAuthorization(browser, new URL(authorize, origin), { redirectUri: `${origin}/auth/sign-in-redirect`, username });
  const done = await browser.request(callback, { headers: NAVIGATION });
  const name = [...browser.cookies().keys()].find((cookie) => cookie.endsWith('usstock_session'));
  if (done.status >= 400 || !name) throw new Error(`the sign-in callback answered ${done.status} without a session`);
  return `${name}=${browser.cookie(name)}`;
}
