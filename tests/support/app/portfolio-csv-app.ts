import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { DirectoryStore } from '@/lib/directory/store';
import { fillDirectoryIfEmpty } from '@/lib/directory/refresh';
import { memberStoreOf } from '@/lib/member/member-store';
import type { EntryFields } from '@/lib/portfolio/entries';
import { type ImportAnswer, readImportAnswer } from '@/lib/portfolio/import-answers';
import { type ImportReport, readImportReport } from '@/lib/portfolio/import-report';
import type { AccountFields, StoredEntry } from '@/lib/portfolio/store-rpc';
import { refreshUpstream } from '@/lib/upstream/http';
import { createSessionResolver } from '../../../functions/session/session-resolver';
import authRoutes from '../../../functions/auth';
import guestToken from '../../../functions/guest-token';
import portfolioExport from '../../../functions/portfolio-export';
import portfolioImport from '../../../functions/portfolio-import';
import requestMethods from '../../../functions/request-methods';
import sameOriginWrites from '../../../functions/same-origin-writes';
import { afterStoreReload } from './member-stores';
import { directoryKv } from './directory-kv';
import { APP, type TestBrowser, testBindings } from './test-browser';
import { sandboxConfig } from './upstream-context';

/**
 * For the workerd tests of 我的持股's CSV endpoints: the edge layer in the Worker's order (the CSRF check,
 * the auth endpoints, the methods, the session, then export and import), the real member stores, and a
 * symbol directory in real KV filled from the sandbox. The tests sign in as the sandbox's `writer`
 * (member 1003) and empty its portfolio first, so no other file's member is touched.
 */
export const WRITER = 1003;
export const OTHER = 1002;
const stores = (env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES;
export const storeOf = (memberId: number) => memberStoreOf(stores, memberId);

export const directory = new DirectoryStore({ kv: directoryKv() });
export const fillDirectory = () => fillDirectoryIfEmpty(directory, refreshUpstream(sandboxConfig()));

export function csvApp(options: { directory?: DirectoryStore | null } = { directory }) {
  const resolver = createSessionResolver();
  return new Hono()
    .use(sameOriginWrites())
    .use(authRoutes({ resolver }))
    .use(requestMethods())
    .use(guestToken({ resolver }))
    .use(portfolioExport())
    .use(portfolioImport(options))
    .all('*', (c) => c.text('the page', 200));
}

const app = csvApp();

/** A request to the CSV endpoints as `browser` (its cookies; this site's Origin unless told), through `through`. */
export async function send(browser: TestBrowser | null, path: string, init: RequestInit & { origin?: string } = {}, through = app): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('origin', init.origin ?? APP);
  if (browser?.cookieHeader()) headers.set('cookie', browser.cookieHeader());
  const res = await through.request(new Request(new URL(path, APP), { ...init, headers, redirect: 'manual' }), undefined, { ...testBindings(), MEMBER_STORES: stores });
  browser?.store(res);
  return res;
}

/** The import form's post: `parts` as the form's fields (a Blob is a file). */
export function upload(browser: TestBrowser | null, accountId: number, parts: [string, string | File][], through = app): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return send(browser, `/portfolio/accounts/${accountId}/import`, { method: 'POST', body: form }, through);
}

export const csvFile = (content: string | Uint8Array<ArrayBuffer>, name = '交易.csv') => new File([content], name, { type: 'text/csv' });

/** What a 303 from the import says (import-answers.ts), with the refusal's report read as the page reads it. */
export async function answerOf(res: Response, memberId = WRITER): Promise<{ answer: ImportAnswer | null; report: ImportReport | null; location: string }> {
  const location = res.headers.get('location') ?? '';
  const answer = readImportAnswer(new URL(location, APP).search);
  const report = answer?.kind === 'refused' ? await readImportReport(memberId, answer.report) : null;
  return { answer, report, location };
}

export const ACCOUNT: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };

/** Removes every account of `memberId` (the store's own undo keeps them a day, out of every list and limit). */
export async function emptyPortfolio(memberId: number): Promise<void> {
  await afterStoreReload(async () => {
    const store = storeOf(memberId);
    for (const account of await store.listAccounts()) await store.removeAccount(account.id);
  });
}

export async function newAccount(memberId = WRITER, fields: Partial<AccountFields> = {}): Promise<number> {
  const created = await storeOf(memberId).createAccount({ ...ACCOUNT, ...fields });
  if (created.status !== 'saved') throw new Error(`account not created: ${JSON.stringify(created)}`);
  return created.account.id;
}

/** An account's transactions as written (without the store's ids and times), for comparing two accounts. */
export const writtenEntries = async (accountId: number, memberId = WRITER): Promise<EntryFields[]> =>
  (await storeOf(memberId).listTransactions(accountId)).map(({ id: _id, accountId: _account, createdAt: _created, ...entry }: StoredEntry) => entry);
