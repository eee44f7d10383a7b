import { Hono } from 'hono';
import type { EdgeMiddleware } from '../../../functions/edge-env';
import authRoutes from '../../../functions/auth';
import guestToken from '../../../functions/guest-token';
import requestMethods from '../../../functions/request-methods';
import sameOriginWrites from '../../../functions/same-origin-writes';
import { createSessionResolver } from '../../../functions/session/session-resolver';
import { memberStores } from './member-stores';
import { APP, type TestBrowser, testBindings } from './test-browser';

/**
 * For the workerd tests of a member's forms (我的持股, 我的選股): the edge layer as the Worker orders it
 * (the CSRF check, the auth endpoints, the methods, the session), then the forms, in front of a page;
 * requests go with the sandbox's configuration and the real member stores.
 */
export function memberFormsApp(forms: EdgeMiddleware) {
  const resolver = createSessionResolver();
  return new Hono()
    .use(sameOriginWrites())
    .use(authRoutes({ resolver }))
    .use(requestMethods())
    .use(guestToken({ resolver }))
    .use(forms)
    .all('*', (c) => c.text('the page', 200));
}

type MemberFormsApp = ReturnType<typeof memberFormsApp>;

/** A request to `path` through `app`, with the test bindings and the member stores. */
export const requestThrough = (app: MemberFormsApp, path: string, init: RequestInit): Response | Promise<Response> =>
  app.request(`${APP}${path}`, init, { ...testBindings(), MEMBER_STORES: memberStores });

/** A form post to `path` as `browser` (its cookies; this site's Origin and a urlencoded body of `fields` unless told). */
export async function postForm(
  app: MemberFormsApp,
  path: string,
  browser: TestBrowser | null,
  fields: Record<string, string>,
  init: { origin?: string; headers?: Record<string, string>; type?: string; body?: string } = {},
): Promise<Response> {
  const headers = new Headers({ 'content-type': init.type ?? 'application/x-www-form-urlencoded', origin: init.origin ?? APP, ...init.headers });
  if (browser?.cookieHeader()) headers.set('cookie', browser.cookieHeader());
  const res = await requestThrough(app, path, { method: 'POST', headers, body: init.body ?? new URLSearchParams(fields).toString() });
  browser?.store(res);
  return res;
}
