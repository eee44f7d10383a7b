import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { live } from '../tests/support/app/live-reader.ts';
import { rewindSchema } from '../tests/support/app/schema-rewind.ts';
import { toLedgerTransaction, type EntryFields } from '../src/lib/portfolio/entries.ts';
import { replayAccount } from '../src/lib/portfolio/ledger.ts';
import { readLedger } from '../src/lib/portfolio/ledger-text.ts';
import { type AccountFields, ledgerAccount, type PortfolioRpc, type StoredAccount } from '../src/lib/portfolio/store-rpc.ts';
import { MEMBER_MIGRATIONS } from './member-schema.ts';
import { MemberStore } from './member-store.ts';
import { migrate, schemaVersion } from './sql-migrations.ts';

/**
 * The ledger the member's object keeps beside each account's transactions (schema step 3), in workerd
 * against the real object: written in the write's own transaction, untouched by a write that fails,
 * computed for an account from before the step, and there again after the object is evicted.
 */
let members = 0;
const freshMember = () => live.MEMBER_STORES.idFromName(`member:ledgers-${Date.now()}-${(members += 1)}`);
const stubOf = (id: DurableObjectId) => live.MEMBER_STORES.get(id) as DurableObjectStub<MemberStore>;
const rpc = (id: DurableObjectId) => stubOf(id) as unknown as PortfolioRpc;

const ACCOUNT: AccountFields = { name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' };
const NONE = { symbol: '', shares: '', price: '', fee: '', otherFees: '', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const buy = (date: string, shares: string): EntryFields => ({ ...NONE, kind: 'buy', date, symbol: 'AAPL', shares, price: '180.5', fee: '1.5', otherFees: '0', fx: '31.2' });
const sell = (date: string, shares: string): EntryFields => ({ ...buy(date, shares), kind: 'sell', price: '200.25' });
const dividend = (date: string): EntryFields => ({ ...NONE, kind: 'dividend', date, symbol: 'AAPL', amount: '3.75', withheld: '1.13', fx: '32' });

async function withAccount() {
  const id = freshMember();
  const store = rpc(id);
  const created = await store.createAccount(ACCOUNT);
  if (created.status !== 'saved') throw new Error(`account not created: ${JSON.stringify(created)}`);
  return { id, store, account: created.account };
}

/** The account's ledger as the store keeps it, and the account's transactions replayed now: the two must agree. */
async function storedAndReplayed(store: PortfolioRpc, account: StoredAccount) {
  const [stored] = (await store.listAccountLedgers()).filter((row) => row.account.id === account.id);
  if (!stored) throw new Error('no ledger');
  const entries = await store.listTransactions(account.id);
  const replayed = replayAccount(
    ledgerAccount(account),
    entries.map((entry) => toLedgerTransaction(String(entry.id), String(account.id), entry)),
  );
  return { version: stored.version, text: stored.ledger, stored: readLedger(ledgerAccount(account), stored.ledger), replayed };
}

const storedRows = (id: DurableObjectId) =>
  runInDurableObject(stubOf(id), (_instance, state) =>
    state.storage.sql.exec<{ account_id: number; version: number }>('SELECT account_id, version FROM portfolio_ledgers ORDER BY account_id').toArray(),
  );

describe('the stored ledger', () => {
  it('is written by every write, in its transaction: it is what the transactions replay to, one version on', async () => {
    const { store, account } = await withAccount();
    expect(await storedAndReplayed(store, account)).toMatchObject({ version: 1 });
    await store.importTransactions(account.id, [buy('2024-01-02', '10'), buy('2024-02-02', '5'), dividend('2024-03-01')]);
    const sold = await store.addTransaction(account.id, sell('2024-04-01', '12'));
    if (sold.status !== 'saved') throw new Error('not sold');
    let now = await storedAndReplayed(store, account);
    expect(now.version).toBe(3);
    expect(now.stored).toEqual(now.replayed);
    expect(now.stored.ok && now.stored.ledger.sales.map((sale) => sale.realisedUsd.toString())).toEqual(['233.4']);

    await store.editTransaction(sold.entry.id, sell('2024-04-01', '2'));
    now = await storedAndReplayed(store, account);
    expect([now.version, now.stored.ok && now.stored.ledger.positions[0]?.shares.toString()]).toEqual([4, '13']);
    expect(now.stored).toEqual(now.replayed);
    await store.removeTransaction(sold.entry.id);
    now = await storedAndReplayed(store, account);
    expect([now.version, now.stored.ok && now.stored.ledger.sales.length]).toEqual([5, 0]);
    expect(now.stored).toEqual(now.replayed);
  });

  it('is left as it was by a write that fails mid-way or that the ledger refuses', async () => {
    const { id, store, account } = await withAccount();
    await store.importTransactions(account.id, [buy('2024-01-02', '5')]);
    const before = await storedAndReplayed(store, account);
    await runInDurableObject(stubOf(id), (_instance, state) => {
      // Fails after the ledger row is written: the transaction takes both back.
      state.storage.sql.exec("CREATE TRIGGER refuse_boom AFTER UPDATE ON portfolio_ledgers WHEN NEW.ledger LIKE '%\"2024-01-03\"%' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    });
    expect(await store.addTransaction(account.id, { ...dividend('2024-01-03') })).toEqual({ status: 'error' });
    expect(await store.addTransaction(account.id, sell('2024-01-04', '6'))).toMatchObject({ status: 'refused' });
    const after = await storedAndReplayed(store, account);
    expect({ version: after.version, text: after.text }).toEqual({ version: before.version, text: before.text });
    expect(await store.listTransactions(account.id)).toHaveLength(1);
  });

  it('is computed for an account from before the step, on its first read, and kept', async () => {
    const { id, store, account } = await withAccount();
    await store.importTransactions(account.id, [buy('2024-01-02', '5'), sell('2024-01-05', '2')]);
    const schema = await runInDurableObject(stubOf(id), (_instance, state) => {
      // The object as an earlier deploy left it: step 2, no ledgers (and so none of the later steps).
      rewindSchema(state.storage.sql, MEMBER_MIGRATIONS, 2);
      const before = schemaVersion(state.storage.sql);
      migrate(state.storage, MEMBER_MIGRATIONS);
      return { before, after: schemaVersion(state.storage.sql) };
    });
    expect(schema).toEqual({ before: 2, after: MEMBER_MIGRATIONS.length });
    expect(await storedRows(id)).toEqual([]);
    const read = await storedAndReplayed(store, account);
    expect(read.version).toBe(1);
    expect(read.stored).toEqual(read.replayed);
    expect(read.stored.ok && read.stored.ledger.positions[0]?.shares.toString()).toBe('3');
    expect(await storedRows(id)).toEqual([{ account_id: account.id, version: 1 }]);
  });

  it('is there again in a new instance on the same storage (the object evicted and back)', async () => {
    const { id, store, account } = await withAccount();
    await store.importTransactions(account.id, [buy('2024-01-02', '3'), dividend('2024-01-05')]);
    const before = await store.listAccountLedgers();
    const after = await runInDurableObject(stubOf(id), async (_instance, state) => new MemberStore(state, live).listAccountLedgers());
    expect(after).toEqual(before);
  });

  it('goes with an account past its day of 復原, and stays with one removed and restored', async () => {
    const { id, store, account } = await withAccount();
    await store.importTransactions(account.id, [buy('2024-01-02', '3')]);
    await store.removeAccount(account.id);
    expect(await store.listAccountLedgers()).toEqual([]);
    await store.restoreAccount(account.id);
    expect((await store.listAccountLedgers()).map((row) => row.version)).toEqual([2]);
    await store.removeAccount(account.id);
    await runInDurableObject(stubOf(id), (_instance, state) => state.storage.sql.exec('UPDATE portfolio_accounts SET deleted_at = 1'));
    await store.createAccount({ ...ACCOUNT, name: '嘉信' });
    expect((await storedRows(id)).map((row) => row.account_id)).not.toContain(account.id);
  });
});

describe('a page of transactions', () => {
  it('reads newest first from an offset, with the count; a bad page or another member’s account reads nothing', async () => {
    const { store, account } = await withAccount();
    await store.importTransactions(account.id, [buy('2024-01-03', '1'), buy('2024-01-02', '2'), buy('2024-01-03', '3'), buy('2024-01-05', '4')]);
    const shares = async (offset: number, limit: number) => {
      const page = await store.listTransactionsPage(account.id, offset, limit);
      return { total: page.total, shares: page.entries.map((entry) => entry.shares) };
    };
    expect(await shares(0, 2)).toEqual({ total: 4, shares: ['4', '3'] });
    expect(await shares(2, 2)).toEqual({ total: 4, shares: ['1', '2'] });
    expect(await shares(4, 2)).toEqual({ total: 4, shares: [] });
    const nothing = { total: 0, entries: [] };
    for (const [offset, limit] of [
      [-1, 2],
      [0, 0],
      [0, 201],
      [0.5, 2],
      [Number.NaN, 2],
    ])
      expect(await store.listTransactionsPage(account.id, offset!, limit!)).toEqual(nothing);
    expect(await rpc(freshMember()).listTransactionsPage(account.id, 0, 50)).toEqual(nothing);
    expect((await store.listAccountLedgers()).map((row) => row.transactions)).toEqual([4]);
  });
});
