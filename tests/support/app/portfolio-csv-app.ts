import { Hono } from 'hono';
import { DirectoryStore } from '@/lib/directory/store';
import { fillDirectoryIfEmpty } from '@/lib/directory/refresh';
import type { EntryFields } from '@/lib/portfolio/entries';
import { type ImportAnswer, readImportAnswer } from '@/lib/portfolio/import-answers';
import { type ImportReport, readImportReport } from '@/lib/portfolio/import-report';
import type { AccountFields, StoredEntry } from '@/lib/portfolio/store-rpc';
import { type RequestAuth, runWithRequestAuth } from '@/lib/server/request-auth';
import { refreshUpstream } from '@/lib/upstream/http';
import portfolioExport from '../../../functions/portfolio-export';
import portfolioImport from '../../../functions/portfolio-import';
import requestMethods from '../../../functions/request-methods';
import sameOriginWrites from '../../../functions/same-origin-writes';
import { afterStoreReload, memberStores, storeOf } from './member-stores';
import { directoryKv } from './directory-kv';
import { APP, testBindings } from './test-browser';
import { sandboxConfig } from './upstream-context';

/**
 * For the workerd tests of 我的持股's CSV endpoints: the edge layer in the Worker's order (the CSRF check,
 * the methods, then export and import), the real member stores, and a symbol directory in real KV filled
 * from the sandbox. Each test file takes members of its own (fresh ids, fresh objects): files run two at
 * a time, and the portfolio's other tests empty the demo members' accounts. The session stands as the
 * edge's guestToken leaves it for a verified member (its own tests verify tokens); null is a guest.
 */

/** A member id no other test uses (a demo member's id is 1001–1004). */
export const freshMemberId = (): number => 900_000_000 + Math.floor(Math.random() * 90_000_000);

export const memberAuth = (memberId: number): RequestAuth => ({
  kind: 'member',
  accessToken: 'test',
  claims: { sub: String(memberId), user_guid: `u-${memberId}`, is_guest: false, exp: 2_000_000_000 },
});

export const directory = new DirectoryStore({ kv: directoryKv() });
export const fillDirectory = () => fillDirectoryIfEmpty(directory, refreshUpstream(sandboxConfig()));

export function csvApp(memberId: number | null, options: { directory?: DirectoryStore | null } = { directory }) {
  return new Hono()
    .use(sameOriginWrites())
    .use(requestMethods())
    .use((_c, next) => runWithRequestAuth(memberId === null ? null : memberAuth(memberId), next))
    .use(portfolioExport())
    .use(portfolioImport(options))
    .all('*', (c) => c.text('the page', 200));
}

/** A request to the CSV endpoints as `memberId` (null: a guest), from this site unless `origin` says otherwise. */
export async function send(memberId: number | null, path: string, init: RequestInit & { origin?: string } = {}, through = csvApp(memberId)): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('origin', init.origin ?? APP);
  return through.request(new Request(new URL(path, APP), { ...init, headers, redirect: 'manual' }), undefined, { ...testBindings(), MEMBER_STORES: memberStores });
}

/** The import form's post: `parts` as the form's fields (a File is a file). */
export function upload(memberId: number | null, accountId: number, parts: [string, string | File][], through = csvApp(memberId)): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  return send(memberId, `/portfolio/accounts/${accountId}/import`, { method: 'POST', body: form }, through);
}

export const csvFile = (content: string | Uint8Array<ArrayBuffer>, name = '交易.csv') => new File([content], name, { type: 'text/csv' });

/** What a 303 from the import says (import-answers.ts), with the refusal's report read as `memberId`'s page reads it. */
export async function answerOf(res: Response, memberId: number): Promise<{ answer: ImportAnswer | null; report: ImportReport | null; location: string }> {
  const location = res.headers.get('location') ?? '';
  const answer = readImportAnswer(new URL(location, APP).search);
  const report = answer?.kind === 'refused' ? await readImportReport(memberId, answer.report) : null;
  return { answer, report, location };
}

const ACCOUNT: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };

export async function newAccount(memberId: number, fields: Partial<AccountFields> = {}): Promise<number> {
  // The first call of a file may meet the pool's reload of the store's module (member-stores.ts).
  const created = await afterStoreReload(() => storeOf(memberId).createAccount({ ...ACCOUNT, ...fields }));
  if (created.status !== 'saved') throw new Error(`account not created: ${JSON.stringify(created)}`);
  return created.account.id;
}

/** An account's transactions as written (without the store's ids and times), for comparing two accounts. */
export const writtenEntries = async (memberId: number, accountId: number): Promise<EntryFields[]> =>
  (await storeOf(memberId).listTransactions(accountId)).map(({ id: _id, accountId: _account, createdAt: _created, ...entry }: StoredEntry) => entry);
