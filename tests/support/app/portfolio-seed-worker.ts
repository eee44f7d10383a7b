/**
 * The Worker `scripts/bench/portfolio.ts` runs first in one `wrangler dev` with the site: under
 * /__portfolio-seed/ it reaches the live Worker's member stores through the same binding and the same RPC
 * the site uses, to fill a member's portfolio (as the CSV import does, all or nothing per account) and to
 * time the store's answers in the isolate (local workerd's clock runs while it waits on the object), and
 * to spin (the profiler's calibration);
 * every other request it passes to the site.
 */
import { type MemberStore, memberStoreOf } from '@/lib/member/member-store';
import type { EntryFields } from '@/lib/portfolio/entries';
import type { AccountFields } from '@/lib/portfolio/store-rpc';

interface Env {
  MEMBER_STORES: DurableObjectNamespace;
  SITE: Fetcher;
}

const PREFIX = '/__portfolio-seed';

interface SeedAccount {
  fields: AccountFields;
  entries: EntryFields[];
}

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await call();
  return { ms: performance.now() - started, value };
}

/** Empties the member's portfolio, then creates each account and imports its transactions. */
async function seed(store: MemberStore, accounts: readonly SeedAccount[]): Promise<Response> {
  for (const account of await store.listAccounts()) await store.removeAccount(account.id);
  const imported: number[] = [];
  for (const { fields, entries } of accounts) {
    const created = await store.createAccount(fields);
    if (created.status !== 'saved') return Response.json({ created }, { status: 422 });
    const outcome = await store.importTransactions(created.account.id, entries);
    if (outcome.status !== 'imported') return Response.json({ outcome }, { status: 422 });
    imported.push(outcome.count);
  }
  return Response.json({ imported });
}

/** What the page asks of the store, timed call by call: the first after a restart meets a cold object. */
async function reads(store: MemberStore): Promise<Response> {
  const accounts = await timed(() => store.listAccounts());
  const transactions = await timed(() => Promise.all(accounts.value.map((account) => store.listTransactions(account.id))));
  return Response.json({ listAccountsMs: accounts.ms, listTransactionsMs: transactions.ms, rows: transactions.value.reduce((total, list) => total + list.length, 0) });
}

/** A write that leaves the figures as they were (the newest transaction saved again as it is): each account's ledger a version on, as after a member's edit. */
async function touch(store: MemberStore): Promise<Response> {
  for (const account of await store.listAccounts()) {
    const [newest] = (await store.listTransactionsPage(account.id, 0, 1)).entries;
    if (!newest) continue;
    const { id, accountId: _account, createdAt: _created, ...fields } = newest;
    const edited = await store.editTransaction(id, fields);
    if (edited.status !== 'saved') return Response.json({ edited }, { status: 422 });
  }
  return new Response('ok');
}

/**
 * Plain JavaScript and nothing else (no I/O, no allocation to speak of): the bench's calibration of the
 * sampling profiler against the thread's CPU. The sum is answered so that the loop cannot be left out.
 */
function spin(rounds: number): Response {
  let sum = 0;
  for (let i = 0; i < rounds; i += 1) sum = (sum + Math.imul(i, 2654435761)) | 0;
  return new Response(String(sum));
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${PREFIX}/`)) return env.SITE.fetch(request);
    const path = url.pathname.slice(PREFIX.length);
    if (path === '/noop') return new Response('ok');
    if (path === '/spin') return spin(Math.min(Number(url.searchParams.get('rounds')) || 0, 1e9));
    const store = memberStoreOf(env.MEMBER_STORES, Number(url.searchParams.get('member')));
    if (path === '/seed' && request.method === 'POST') return seed(store, (await request.json()) as SeedAccount[]);
    if (path === '/reads') return reads(store);
    if (path === '/touch' && request.method === 'POST') return touch(store);
    return new Response('not found', { status: 404 });
  },
};
