import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { live } from '../tests/support/app/live-reader.ts';
import { toLedgerTransaction, type EntryFields } from '../src/lib/portfolio/entries.ts';
import { replayAccount } from '../src/lib/portfolio/ledger.ts';
import { readSummary, summariseLedger, writeSummary } from '../src/lib/portfolio/ledger-summary.ts';
import { type AccountFields, ledgerAccount, type PortfolioRpc, type StoredAccount } from '../src/lib/portfolio/store-rpc.ts';
import { MemberStore } from './member-store.ts';

/**
 * The summary the member's object keeps beside each account's ledger (schema step 4), in workerd against
 * the real object: after every kind of write (add, edit, delete, 復原 of a transaction, import, an account
 * removed and restored, a refused write) it is exactly what a fresh replay of the account's transactions
 * summarises to; it is there again after the object is evicted; a ledger stored before the step gets
 * its summary on its first read, without a new version.
 */
let members = 0;
const freshMember = () => live.MEMBER_STORES.idFromName(`member:summaries-${Date.now()}-${(members += 1)}`);
const stubOf = (id: DurableObjectId) => live.MEMBER_STORES.get(id) as DurableObjectStub<MemberStore>;
const rpc = (id: DurableObjectId) => stubOf(id) as unknown as PortfolioRpc;

const ACCOUNT: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };
const NONE = { symbol: '', shares: '', price: '', fee: '', otherFees: '', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const trade = (kind: 'buy' | 'sell', date: string, symbol: string, shares: string, price: string): EntryFields => ({
  ...NONE,
  kind,
  date,
  symbol,
  shares,
  price,
  fee: '1.5',
  otherFees: '0.02',
  fx: '31.2',
});
const dividend = (date: string, symbol: string, amount: string): EntryFields => ({ ...NONE, kind: 'dividend', date, symbol, amount, withheld: '1.13', fx: '32.05' });

/** Three years of trades in three stocks, more sales than a page lists. */
const HISTORY: EntryFields[] = Array.from({ length: 480 }, (_, i): EntryFields => {
  const date = new Date(Date.UTC(2023, 0, 2 + 5 * Math.floor(i / 3))).toISOString().slice(0, 10);
  const symbol = ['AAPL', 'TSM', 'O'][i % 3]!;
  if (i < 3 || i % 4 === 0) return trade('buy', date, symbol, String(10 + (i % 7)), `${100 + (i % 13)}.25`);
  if (i % 4 === 1) return trade('sell', date, symbol, '1.5', `${110 + (i % 11)}.5`);
  if (i % 4 === 2) return dividend(date, symbol, `${(i % 9) + 1}.75`);
  return trade('buy', date, symbol, '0.125', '99.99');
});

/** The account's summary as the store keeps it, and what a fresh replay of its transactions summarises to, both as text. */
async function storedAndFresh(store: PortfolioRpc, account: StoredAccount) {
  const [stored] = (await store.listAccountLedgers()).filter((row) => row.account.id === account.id);
  if (!stored) throw new Error('no ledger');
  const entries = await store.listTransactions(account.id);
  const replayed = replayAccount(
    ledgerAccount(account),
    entries.map((entry) => toLedgerTransaction(String(entry.id), String(account.id), entry)),
  );
  return { version: stored.version, firstDate: stored.firstDate, stored: stored.summary, fresh: writeSummary(summariseLedger(replayed)), entries };
}

async function expectFresh(store: PortfolioRpc, account: StoredAccount) {
  const now = await storedAndFresh(store, account);
  expect(now.stored).toBe(now.fresh);
  expect(now.firstDate).toBe(now.entries[0]?.date ?? null);
  return now;
}

describe('the stored summary', () => {
  it('is what a fresh replay summarises to after every kind of write, and after the object is evicted', async () => {
    const id = freshMember();
    const store = rpc(id);
    const created = await store.createAccount(ACCOUNT);
    if (created.status !== 'saved') throw new Error('no account');
    const { account } = created;
    await expectFresh(store, account);

    expect(await store.importTransactions(account.id, HISTORY)).toMatchObject({ status: 'imported' });
    const imported = await expectFresh(store, account);
    const summary = readSummary(imported.stored);
    expect(summary.ok && [summary.summary.saleCount, summary.summary.recentSales.length, summary.summary.years.map((year) => year.year)]).toEqual([119, 100, [2025, 2024, 2023]]);

    const added = await store.addTransaction(account.id, trade('sell', '2024-12-02', 'AAPL', '3', '250'));
    if (added.status !== 'saved') throw new Error('not added');
    await expectFresh(store, account);
    expect(await store.editTransaction(added.entry.id, trade('buy', '2022-12-30', 'AAPL', '0.5', '250'))).toMatchObject({ status: 'saved' });
    expect(await store.editTransaction(added.entry.id, trade('sell', '2022-12-30', 'AAPL', '1000', '250'))).toMatchObject({ status: 'refused' });
    const edited = await expectFresh(store, account);
    expect(edited.firstDate).toBe('2022-12-30');

    const removed = imported.entries.find((entry) => entry.kind === 'dividend')!;
    await store.removeTransaction(removed.id);
    await expectFresh(store, account);
    const { id: _id, accountId: _account, createdAt: _created, ...fields } = removed;
    expect(await store.addTransaction(account.id, fields)).toMatchObject({ status: 'saved' });
    await expectFresh(store, account);

    await store.removeAccount(account.id);
    await store.restoreAccount(account.id);
    const restored = await expectFresh(store, account);

    // The object evicted: a new instance on the same storage reads the same summary, nothing recomputed.
    const after = await runInDurableObject(stubOf(id), async (_instance, state) => new MemberStore(state, live).listAccountLedgers());
    expect(after.map((row) => [row.version, row.summary])).toEqual([[restored.version, restored.stored]]);
  });

  it('is worked out from the stored ledger for a ledger from before the step, on its first read, without a new version', async () => {
    const id = freshMember();
    const store = rpc(id);
    const created = await store.createAccount(ACCOUNT);
    if (created.status !== 'saved') throw new Error('no account');
    await store.importTransactions(created.account.id, HISTORY.slice(0, 40));
    const before = await storedAndFresh(store, created.account);
    await runInDurableObject(stubOf(id), (_instance, state) => state.storage.sql.exec('UPDATE portfolio_ledgers SET summary = NULL'));
    const read = await expectFresh(store, created.account);
    expect(read.version).toBe(before.version);
    const kept = await runInDurableObject(stubOf(id), (_instance, state) => state.storage.sql.exec<{ summary: string }>('SELECT summary FROM portfolio_ledgers').one().summary);
    expect(kept).toBe(before.fresh);
  });
});
