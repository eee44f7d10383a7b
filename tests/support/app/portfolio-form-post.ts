import type { AccountFields } from '@/lib/portfolio/store-rpc';
import portfolioForms from '../../../functions/portfolio-forms';
import { memberFormsApp, postForm, requestThrough } from './member-forms-app';
import { afterStoreReload, storeOf } from './member-stores';
import { APP, type TestBrowser } from './test-browser';

/**
 * 我的持股's forms through the edge layer as the Worker orders it (member-forms-app.ts), against the
 * sandbox and the real member stores: what the forms' workerd tests post through.
 */
const app = memberFormsApp(portfolioForms());

export { storeOf };

/** Any request through that edge layer (`path` on this site). */
export const edgeRequest = (path: string, init: RequestInit) => requestThrough(app, path, init);

/** A form post to /portfolio as `browser` (its cookies; this site's Origin unless told). */
export const postPortfolioForm = (browser: TestBrowser | null, fields: Record<string, string>, init: { origin?: string; type?: string; body?: string } = {}) =>
  postForm(app, '/portfolio', browser, fields, init);

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
