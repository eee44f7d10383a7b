import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { APP, type TestBrowser, testBindings } from './test-browser';
import { afterStoreReload } from './member-stores';
import { memberStoreOf } from '@/lib/member/member-store';
import type { AccountFields } from '@/lib/portfolio/store-rpc';
import { createSessionResolver } from '../../../functions/session/session-resolver';
import authRoutes from '../../../functions/auth';
import guestToken from '../../../functions/guest-token';
import portfolioForms from '../../../functions/portfolio-forms';
import requestMethods from '../../../functions/request-methods';
import sameOriginWrites from '../../../functions/same-origin-writes';

/**
 * 我的持股's forms through the edge layer as the Worker orders it (the CSRF check, the auth endpoints, the
 * methods, the session, then the forms), against the sandbox and the real member stores: what the
 * forms' workerd tests post through.
 */
const stores = (env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES;
export const storeOf = (memberId: number) => memberStoreOf(stores, memberId);

const app = (() => {
  const resolver = createSessionResolver();
  return new Hono()
    .use(sameOriginWrites())
    .use(authRoutes({ resolver }))
    .use(requestMethods())
    .use(guestToken({ resolver }))
    .use(portfolioForms())
    .all('*', (c) => c.text('the page', 200));
})();

/** Any request through that edge layer (`path` on this site). */
export const edgeRequest = (path: string, init: RequestInit) => app.request(new URL(path, APP).href, init, { ...testBindings(), MEMBER_STORES: stores });

/** A form post to /portfolio as `browser` (its cookies; this site's Origin unless told). */
export async function postPortfolioForm(browser: TestBrowser | null, fields: Record<string, string>, init: { origin?: string; type?: string; body?: string } = {}) {
  const headers = new Headers({ 'content-type': init.type ?? 'application/x-www-form-urlencoded', origin: init.origin ?? APP });
  if (browser?.cookieHeader()) headers.set('cookie', browser.cookieHeader());
  const body = init.body ?? new URLSearchParams(fields).toString();
  const res = await edgeRequest('/portfolio', { method: 'POST', headers, body });
  browser?.store(res);
  return res;
}

/** The member's store with no account left (removed ones come back only by id). */
export async function emptiedStore(memberId: number) {
  await afterStoreReload(async () => {
    const store = storeOf(memberId);
    for (const account of await store.listAccounts()) await store.removeAccount(account.id);
  });
  return storeOf(memberId);
}

export async function newAccountOf(memberId: number, fields: AccountFields): Promise<number> {
  const created = await storeOf(memberId).createAccount(fields);
  if (created.status !== 'saved') throw new Error(`account not created: ${JSON.stringify(created)}`);
  return created.account.id;
}

/** Where a 303 answer sends the browser. */
export const located = (res: Response) => new URL(res.headers.get('location') ?? '', APP);
