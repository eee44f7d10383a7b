import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { live } from '../tests/support/app/live-reader.ts';
import type { EntryFields } from '../src/lib/portfolio/entries.ts';
import { readLedger } from '../src/lib/portfolio/ledger-text.ts';
import { type AccountFields, ledgerAccount, type PortfolioRpc } from '../src/lib/portfolio/store-rpc.ts';
import type { MemberStore } from './member-store.ts';

/**
 * 修改 that moves a transaction to another account, and 復原 that puts a removed one back in its place,
 * in workerd against the real object (SQLite storage), called over RPC as the site calls it.
 */
let members = 0;
const freshMember = () => live.MEMBER_STORES.idFromName(`member:moves-${Date.now()}-${(members += 1)}`);
const stubOf = (id: DurableObjectId) => live.MEMBER_STORES.get(id) as DurableObjectStub<MemberStore>;
const rpc = (id: DurableObjectId) => stubOf(id) as unknown as PortfolioRpc;

const ACCOUNT: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'fifo', feeRatePercent: '0.25', feeMinimum: '15' };
const NONE = { symbol: '', shares: '', price: '', fee: '', otherFees: '', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const buy = (date: string, shares: string, price = '180.5'): EntryFields => ({ ...NONE, kind: 'buy', date, symbol: 'AAPL', shares, price, fee: '1.5', otherFees: '0', fx: '31.2' });
const sell = (date: string, shares: string, price = '200.25'): EntryFields => ({ ...buy(date, shares, price), kind: 'sell' });
const messages = (outcome: { status: string; problems?: { message: string }[] }) => outcome.problems?.map((problem) => problem.message) ?? [];

async function twoAccounts() {
  const id = freshMember();
  const store = rpc(id);
  const first = await store.createAccount(ACCOUNT);
  const second = await store.createAccount({ ...ACCOUNT, name: 'Firstrade', currency: 'USD' });
  if (first.status !== 'saved' || second.status !== 'saved') throw new Error('accounts not created');
  return { id, store, from: first.account.id, to: second.account.id };
}

async function added(store: PortfolioRpc, accountId: number, entry: EntryFields): Promise<number> {
  const outcome = await store.addTransaction(accountId, entry);
  if (outcome.status !== 'saved') throw new Error(JSON.stringify(outcome));
  return outcome.entry.id;
}

/** What the pages read of an account: its ledger as stored (every figure), and its transactions without the time each row was written. */
async function snapshot(store: PortfolioRpc, accountId: number) {
  const ledger = (await store.listAccountLedgers()).find((stored) => stored.account.id === accountId)?.ledger;
  const entries = (await store.listTransactions(accountId)).map(({ createdAt: _written, ...entry }) => entry);
  return { ledger, entries };
}

describe('修改 to another account', () => {
  it('moves a transaction with its id, replaying both accounts: holdings leave one and arrive in the other', async () => {
    const { store, from, to } = await twoAccounts();
    await added(store, from, buy('2024-03-15', '10'));
    const moving = await added(store, from, buy('2024-04-01', '5', '170'));
    const outcome = await store.editTransaction(moving, { ...buy('2024-04-01', '5', '170'), note: '放錯帳戶' }, to);
    expect(outcome).toMatchObject({ status: 'saved', entry: { id: moving, accountId: to, shares: '5', note: '放錯帳戶' } });
    expect((await store.listTransactions(from)).map((entry) => entry.shares)).toEqual(['10']);
    expect((await store.listTransactions(to)).map((entry) => [entry.id, entry.shares])).toEqual([[moving, '5']]);
    // Each account's stored ledger is its replay after the move: 10 shares stayed, 5 arrived.
    const held = (await store.listAccountLedgers()).map(({ account, ledger, transactions }) => {
      const read = readLedger(ledgerAccount(account), ledger);
      return [account.id, transactions, read.ok ? read.ledger.positions.map((position) => `${position.symbol} ${position.shares.toString()}`) : read.errors];
    });
    expect(held).toEqual([
      [from, 1, ['AAPL 10']],
      [to, 1, ['AAPL 5']],
    ]);
  });

  it('refuses a sale the other account cannot cover, in the ledger’s words naming it, and keeps everything as it was', async () => {
    const { store, from, to } = await twoAccounts();
    await added(store, from, buy('2024-03-15', '10'));
    const sale = await added(store, from, sell('2024-04-01', '4'));
    const before = [await snapshot(store, from), await snapshot(store, to)];
    expect(messages(await store.editTransaction(sale, sell('2024-04-01', '4'), to))).toEqual(['「Firstrade」：2024-04-01 賣出 AAPL 4 股，超過當時持有的 0 股']);
    expect([await snapshot(store, from), await snapshot(store, to)]).toEqual(before);
  });

  it('refuses to move a purchase a later sale of its own account needs, naming that account', async () => {
    const { store, from, to } = await twoAccounts();
    const bought = await added(store, from, buy('2024-03-15', '10'));
    await added(store, from, sell('2024-04-01', '4'));
    const before = [await snapshot(store, from), await snapshot(store, to)];
    expect(messages(await store.editTransaction(bought, buy('2024-03-15', '10'), to))).toEqual(['「國泰複委託」：2024-04-01 賣出 AAPL 4 股，超過當時持有的 0 股']);
    expect([await snapshot(store, from), await snapshot(store, to)]).toEqual(before);
  });

  it('finds nothing for an account that is gone or not a number, and moves nothing', async () => {
    const { store, from, to } = await twoAccounts();
    const bought = await added(store, from, buy('2024-03-15', '10'));
    await store.removeAccount(to);
    expect(await store.editTransaction(bought, buy('2024-03-15', '10'), to)).toEqual({ status: 'not-found' });
    expect(await store.editTransaction(bought, buy('2024-03-15', '10'), 0)).toEqual({ status: 'not-found' });
    expect(await store.editTransaction(bought, buy('2024-03-15', '10'), 999)).toEqual({ status: 'not-found' });
    expect((await store.listTransactions(from)).map((entry) => entry.id)).toEqual([bought]);
  });
});

describe('復原 of a removed transaction', () => {
  it('puts it back before a transaction of the same day written after it was removed', async () => {
    const { store, from } = await twoAccounts();
    await added(store, from, buy('2024-03-15', '10'));
    await added(store, from, sell('2024-03-15', '6'));
    const third = await added(store, from, buy('2024-03-15', '3', '190'));
    const { id: _id, accountId: _account, createdAt: _written, ...fields } = (await store.listTransactions(from))[2]!;
    expect(await store.removeTransaction(third)).toEqual({ status: 'removed' });
    const later = await added(store, from, buy('2024-03-15', '1', '195'));
    expect(await store.restoreTransaction(from, third, fields)).toMatchObject({ status: 'saved', entry: { id: third, shares: '3' } });
    expect((await store.listTransactions(from)).map((entry) => entry.id).slice(2)).toEqual([third, later]);
  });

  it('gives back the exact list and ledger after removing the first of a day and restoring it', async () => {
    const { store, from } = await twoAccounts();
    await added(store, from, buy('2024-03-14', '2', '150'));
    const morning = await added(store, from, buy('2024-03-15', '10'));
    await added(store, from, buy('2024-03-15', '4', '185'));
    await added(store, from, sell('2024-03-15', '3'));
    const before = await snapshot(store, from);
    const entry = before.entries.find((candidate) => candidate.id === morning)!;
    expect(await store.removeTransaction(morning)).toEqual({ status: 'removed' });
    const { id: _id, accountId: _account, ...fields } = entry;
    expect(await store.restoreTransaction(from, morning, fields)).toMatchObject({ status: 'saved', entry: { id: morning } });
    // FIFO: the sale takes from the lot bought first that day; written again last, it would take from the 185 lot.
    expect(await snapshot(store, from)).toEqual(before);
  });

  it('writes it under a new id when its old one is taken or was never given out', async () => {
    const { id, store, from } = await twoAccounts();
    const bought = await added(store, from, buy('2024-03-15', '10'));
    const { id: _id, accountId: _account, createdAt: _written, ...fields } = (await store.listTransactions(from))[0]!;
    // Taken (復原 sent twice): a second row, as 記一筆 would.
    const again = await store.restoreTransaction(from, bought, fields);
    expect(again.status === 'saved' && again.entry.id).toBeGreaterThan(bought);
    // Never given out: a forged id cannot push the sequence towards the largest safe integer.
    const forged = await store.restoreTransaction(from, Number.MAX_SAFE_INTEGER - 1, fields);
    expect(forged.status === 'saved' && forged.entry.id).toBeLessThan(bought + 3);
    const sequence = await runInDurableObject(
      stubOf(id),
      (_instance, state) => state.storage.sql.exec<{ seq: number }>("SELECT seq FROM sqlite_sequence WHERE name = 'portfolio_transactions'").one().seq,
    );
    expect(sequence).toBe(bought + 2);
    expect(await store.restoreTransaction(from, 0, fields)).toMatchObject({ status: 'saved' });
  });
});
