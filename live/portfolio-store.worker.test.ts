import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { live } from '../tests/support/app/live-reader.ts';
import { rewindSchema } from '../tests/support/app/schema-rewind.ts';
import type { SavedScreensRpc } from '../src/lib/member/saved-screens.ts';
import type { EntryFields } from '../src/lib/portfolio/entries.ts';
import { importTransactionsCsv } from '../src/lib/portfolio/transactions-csv.ts';
import { ACCOUNT_LIMIT, type AccountFields, type PortfolioRpc, TRANSACTION_LIMIT } from '../src/lib/portfolio/store-rpc.ts';
import { MEMBER_MIGRATIONS } from './member-schema.ts';
import { MemberStore } from './member-store.ts';
import { migrate, schemaVersion } from './sql-migrations.ts';

/**
 * The portfolio in the member's object, in workerd: real SQLite storage, called over RPC as the site
 * calls it. Every test takes a member of its own.
 */
let members = 0;
const freshMember = () => live.MEMBER_STORES.idFromName(`member:portfolio-${Date.now()}-${(members += 1)}`);
const stubOf = (id: DurableObjectId) => live.MEMBER_STORES.get(id) as DurableObjectStub<MemberStore>;
const rpc = (id: DurableObjectId) => stubOf(id) as unknown as PortfolioRpc & SavedScreensRpc;

const ACCOUNT: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };
const NONE = { symbol: '', shares: '', price: '', fee: '', otherFees: '', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const buy = (date: string, shares: string, symbol = 'AAPL'): EntryFields => ({ ...NONE, kind: 'buy', date, symbol, shares, price: '180.5', fee: '1.5', otherFees: '0', fx: '31.2' });
const sell = (date: string, shares: string, symbol = 'AAPL'): EntryFields => ({ ...buy(date, shares, symbol), kind: 'sell' });
const deposit = (date: string, amount: string): EntryFields => ({ ...NONE, kind: 'deposit', date, amount, currency: 'TWD', fx: '31.5' });

async function withAccount(fields: AccountFields = ACCOUNT) {
  const id = freshMember();
  const store = rpc(id);
  const created = await store.createAccount(fields);
  if (created.status !== 'saved') throw new Error(`account not created: ${JSON.stringify(created)}`);
  return { id, store, account: created.account };
}

const messages = (outcome: { status: string; problems?: { message: string }[] }) => outcome.problems?.map((problem) => problem.message) ?? [];

describe('the schema, step 2', () => {
  it('brings a version-1 object (saved screens only) forward, keeping its screens', async () => {
    const id = freshMember();
    await rpc(id).saveScreen('高股息', 'yield=5-');
    const after = await runInDurableObject(stubOf(id), (_instance, state) => {
      // This object as the previous deploy left it: step 1 only.
      rewindSchema(state.storage.sql, MEMBER_MIGRATIONS, 1);
      const before = schemaVersion(state.storage.sql);
      migrate(state.storage, MEMBER_MIGRATIONS);
      return { before, after: schemaVersion(state.storage.sql) };
    });
    expect(after).toEqual({ before: 1, after: MEMBER_MIGRATIONS.length });
    expect((await rpc(id).listScreens()).map((screen) => screen.name)).toEqual(['高股息']);
    expect(await rpc(id).createAccount(ACCOUNT)).toMatchObject({ status: 'saved' });
  });

  it('stores every figure as TEXT in plain digits, whatever code writes, and holds each kind to its figures', async () => {
    const { id, store, account } = await withAccount();
    await store.addTransaction(account.id, { ...buy('2024-03-15', '0.1'), price: '0.30000000', fee: '' });
    const stored = await runInDurableObject(stubOf(id), (_instance, state) => {
      const sql = state.storage.sql;
      const row = sql.exec('SELECT typeof(shares) AS shares, price, fee, typeof(fx) AS fx FROM portfolio_transactions').one();
      // A binary float handed to the table is kept as its text, never as a REAL.
      sql.exec("INSERT INTO portfolio_transactions (account_id, kind, date, amount, fx, created_at) VALUES (?, 'fee', '2024-01-02', 0.1, '31', 0)", account.id);
      const real = sql.exec("SELECT typeof(amount) AS type FROM portfolio_transactions WHERE kind = 'fee'").one().type;
      const refusedWrites = [
        `INSERT INTO portfolio_transactions (account_id, kind, date, amount, fx, created_at) VALUES (${account.id}, 'fee', '2024-01-02', '-1', '31', 0)`,
        `INSERT INTO portfolio_transactions (account_id, kind, date, amount, fx, created_at) VALUES (${account.id}, 'fee', '2024-01-02', '1e5', '31', 0)`,
        `INSERT INTO portfolio_transactions (account_id, kind, date, symbol, fx, created_at) VALUES (${account.id}, 'buy', '2024-01-02', 'AAPL', '31', 0)`,
        `INSERT INTO portfolio_transactions (account_id, kind, date, amount, fx, created_at) VALUES (${account.id}, 'gift', '2024-01-02', '1', '31', 0)`,
        "INSERT INTO portfolio_accounts (name, currency, cost_method, fee_rate_percent, fee_minimum, created_at) VALUES ('x', 'JPY', 'average', '0', '0', 0)",
      ].filter((write) => {
        try {
          sql.exec(write);
          return true;
        } catch {
          return false;
        }
      });
      return { row, real, refusedWrites };
    });
    expect(stored).toEqual({ row: { shares: 'text', price: '0.3', fee: '0', fx: 'text' }, real: 'text', refusedWrites: [] });
  });
});

describe('accounts', () => {
  it('creates, renames, refuses a name taken, keeps 10, removes and restores with its transactions', async () => {
    const { store, account } = await withAccount();
    expect(account).toMatchObject({ name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' });
    await store.addTransaction(account.id, buy('2024-03-15', '10'));
    expect(await store.createAccount({ ...ACCOUNT, name: ' 國泰複委託 ' })).toMatchObject({ status: 'refused', problems: [{ field: 'name', message: '已有名為「國泰複委託」的帳戶' }] });
    expect(await store.renameAccount(account.id, 'Firstrade')).toMatchObject({ status: 'saved', account: { name: 'Firstrade' } });
    for (let i = 2; i <= ACCOUNT_LIMIT; i += 1) expect((await store.createAccount({ ...ACCOUNT, name: `帳戶 ${i}` })).status).toBe('saved');
    expect(messages(await store.createAccount({ ...ACCOUNT, name: '第 11 個' }))).toEqual([`最多 ${ACCOUNT_LIMIT} 個帳戶`]);
    expect(await store.removeAccount(account.id)).toEqual({ status: 'removed', account: { ...account, name: 'Firstrade' } });
    expect(await store.removeAccount(account.id)).toEqual({ status: 'not-found' });
    expect(await store.listTransactions(account.id)).toEqual([]);
    expect(await store.addTransaction(account.id, buy('2024-03-16', '1'))).toEqual({ status: 'not-found' });
    expect((await store.createAccount({ ...ACCOUNT, name: '新的' })).status).toBe('saved');
    expect(messages(await store.restoreAccount(account.id))).toEqual([`最多 ${ACCOUNT_LIMIT} 個帳戶`]);
    const [, second] = await store.listAccounts();
    await store.removeAccount(second?.id ?? 0);
    expect(await store.restoreAccount(account.id)).toMatchObject({ status: 'saved', account: { name: 'Firstrade' } });
    expect(await store.listTransactions(account.id)).toEqual([expect.objectContaining({ kind: 'buy', shares: '10' })]);
  });

  it('refuses hostile settings, each with its reason', async () => {
    const store = rpc(freshMember());
    const outcome = await store.createAccount({ name: '\u202Eevil', currency: 'EUR', costMethod: 'lifo', feeRatePercent: '1e2', feeMinimum: '-1' } as unknown as AccountFields);
    expect(messages(outcome)).toEqual([
      '帳戶名稱含有無法顯示的字元',
      '幣別須為 USD 或 TWD',
      '成本計算須為平均成本或先進先出',
      '手續費率須為 0 到 10 之間的百分比（例如 0.25）',
      '最低手續費須為 0 到 1000 美元',
    ]);
    expect((await store.createAccount(null as unknown as AccountFields)).status).toBe('refused');
    expect(await store.listAccounts()).toEqual([]);
  });
});

describe('transactions', () => {
  it('adds, edits and removes, replaying the account: a sale of more than was held that day is refused in the ledger’s words', async () => {
    const { store, account } = await withAccount();
    const bought = await store.addTransaction(account.id, buy('2024-03-15', '10'));
    expect(bought).toMatchObject({ status: 'saved', entry: { kind: 'buy', symbol: 'AAPL', shares: '10', price: '180.5', fx: '31.2', note: '' } });
    // Held 10 on the 20th; a sale dated before the purchase held none.
    expect(messages(await store.addTransaction(account.id, sell('2024-03-20', '10.5')))).toEqual(['2024-03-20 賣出 AAPL 10.5 股，超過當時持有的 10 股']);
    expect(messages(await store.addTransaction(account.id, sell('2024-03-14', '1')))).toEqual(['2024-03-14 賣出 AAPL 1 股，超過當時持有的 0 股']);
    const sold = await store.addTransaction(account.id, sell('2024-03-20', '6'));
    expect(sold.status).toBe('saved');
    const boughtId = bought.status === 'saved' ? bought.entry.id : 0;
    // An edit or a removal that would leave the sale uncovered is refused, and changes nothing.
    expect(messages(await store.editTransaction(boughtId, buy('2024-03-15', '5')))).toEqual(['2024-03-20 賣出 AAPL 6 股，超過當時持有的 5 股']);
    expect(messages(await store.removeTransaction(boughtId))).toEqual(['2024-03-20 賣出 AAPL 6 股，超過當時持有的 0 股']);
    expect(await store.editTransaction(boughtId, { ...buy('2024-03-15', '8'), note: '  改過 ' })).toMatchObject({ status: 'saved', entry: { shares: '8', note: '改過' } });
    expect((await store.listTransactions(account.id)).map((entry) => [entry.kind, entry.shares])).toEqual([
      ['buy', '8'],
      ['sell', '6'],
    ]);
    const soldId = sold.status === 'saved' ? sold.entry.id : 0;
    expect(await store.removeTransaction(soldId)).toEqual({ status: 'removed' });
    expect(await store.removeTransaction(soldId)).toEqual({ status: 'not-found' });
  });

  it('loses nothing when two callers add at once, and lets only one of two racing sales through', async () => {
    const { id, account } = await withAccount();
    const [tabA, tabB] = [rpc(id), rpc(id)];
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? tabA : tabB).addTransaction(account.id, deposit('2024-01-02', String(i + 1)))));
    expect(answers.every((answer) => answer.status === 'saved')).toBe(true);
    const amounts = (await tabA.listTransactions(account.id)).map((entry) => Number(entry.amount));
    expect(amounts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    await tabA.addTransaction(account.id, buy('2024-02-01', '10'));
    const sales = await Promise.all([tabA.addTransaction(account.id, sell('2024-02-02', '6')), tabB.addTransaction(account.id, sell('2024-02-02', '6'))]);
    expect(sales.map((sale) => sale.status).sort()).toEqual(['refused', 'saved']);
  });

  it('leaves nothing when a write fails mid-way, or when one entry of an import is refused', async () => {
    const { id, store, account } = await withAccount();
    const batch = [buy('2024-01-02', '5'), { ...buy('2024-01-03', '5'), note: 'boom' }, sell('2024-01-04', '10')];
    await runInDurableObject(stubOf(id), (_instance, state) => {
      state.storage.sql.exec("CREATE TRIGGER refuse_boom BEFORE INSERT ON portfolio_transactions WHEN NEW.note = 'boom' BEGIN SELECT RAISE(ABORT, 'refused'); END");
    });
    expect(await store.importTransactions(account.id, batch)).toEqual({ status: 'error' });
    expect(await store.listTransactions(account.id)).toEqual([]);
    // The ledger refuses the third (index 2) after the first two went in: all three go.
    const oversold = await store.importTransactions(account.id, [buy('2024-01-02', '5'), buy('2024-01-03', '4'), sell('2024-01-04', '10')]);
    expect(oversold).toEqual({ status: 'refused', problems: [{ field: '', index: 2, message: '2024-01-04 賣出 AAPL 10 股，超過當時持有的 9 股' }] });
    // Every bad entry is named, with its index, and nothing is written.
    const bad = await store.importTransactions(account.id, [buy('2024-01-02', '1'), buy('2099-01-02', '1'), buy('2024-01-02', '0')]);
    expect(bad).toMatchObject({
      status: 'refused',
      problems: [
        { index: 1, field: 'date' },
        { index: 2, field: 'shares', message: '股數須大於 0' },
      ],
    });
    expect(await store.importTransactions(account.id, [buy('2024-01-02', '5'), sell('2024-01-04', '5')])).toEqual({ status: 'imported', count: 2 });
    expect(await store.listTransactions(account.id)).toHaveLength(2);
  });

  it(`holds ${TRANSACTION_LIMIT.toLocaleString('en-US')} transactions across accounts, and refuses one more`, async () => {
    const { id, store, account } = await withAccount();
    const second = await store.createAccount({ ...ACCOUNT, name: 'Firstrade', currency: 'USD' });
    const secondId = second.status === 'saved' ? second.account.id : 0;
    // All but two, written straight into the table (the import path's own cost is the next test's).
    await runInDurableObject(stubOf(id), (_instance, state) => {
      state.storage.sql.exec(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO portfolio_transactions (account_id, kind, date, amount, currency, fx, created_at) SELECT ?, 'deposit', '2024-01-02', '1', 'USD', '31', 0 FROM n`,
        TRANSACTION_LIMIT - 2,
        account.id,
      );
    });
    expect(messages(await store.importTransactions(secondId, [deposit('2024-01-02', '1'), deposit('2024-01-02', '2'), deposit('2024-01-02', '3')]))).toEqual([
      '最多記 20,000 筆交易（目前 19,998 筆）',
    ]);
    expect((await store.importTransactions(secondId, [deposit('2024-01-02', '1'), deposit('2024-01-02', '2')])).status).toBe('imported');
    expect(messages(await store.addTransaction(secondId, deposit('2024-01-02', '1')))).toEqual(['最多記 20,000 筆交易（目前 20,000 筆）']);
    expect(
      messages(
        await store.importTransactions(
          secondId,
          Array.from({ length: TRANSACTION_LIMIT + 1 }, () => deposit('2024-01-02', '1')),
        ),
      ),
    ).toEqual(['一次最多 20,000 筆交易']);
    // A removed account's rows count again when it comes back: only its own.
    await store.removeAccount(secondId);
    const third = await store.createAccount({ ...ACCOUNT, name: '第三個' });
    const thirdId = third.status === 'saved' ? third.account.id : 0;
    await store.importTransactions(thirdId, [deposit('2024-01-02', '1'), deposit('2024-01-02', '2')]);
    expect(messages(await store.restoreAccount(secondId))).toEqual(['最多記 20,000 筆交易（目前 20,000 筆）']);
    await store.removeAccount(thirdId);
    expect((await store.restoreAccount(secondId)).status).toBe('saved');
  });

  it('imports 20,000 trades into one account in one write, replayed once', async () => {
    const { store, account } = await withAccount();
    const entries = Array.from({ length: TRANSACTION_LIMIT }, (_, i) => (i % 2 ? sell('2024-01-03', '1', `S${i % 200}`) : buy('2024-01-02', '1', `S${(i + 1) % 200}`)));
    // Each sale follows the purchase of its own symbol (i−1 bought S(i mod 200)).
    expect(await store.importTransactions(account.id, entries)).toEqual({ status: 'imported', count: TRANSACTION_LIMIT });
    expect(await store.listTransactions(account.id)).toHaveLength(TRANSACTION_LIMIT);
  });

  it('refuses hostile entries with a reason a reader understands, storing nothing', async () => {
    const { store, account } = await withAccount();
    const refusals = await Promise.all(
      [
        buy('2999-01-01', '1'),
        buy('2024-02-30', '1'),
        buy('2024-01-02', '-3'),
        buy('2024-01-02', 'Infinity'),
        buy('2024-01-02', 'NaN'),
        buy('2024-01-02', '1e5'),
        buy('2024-01-02', '9'.repeat(100)),
        buy('2024-01-02', '1234567890123'),
        buy('2024-01-02', '0.123456789'),
        { ...buy('2024-01-02', '1'), shares: 0.1 as unknown as string },
        { ...buy('2024-01-02', '1'), symbol: "AAPL'; DROP TABLE portfolio_accounts; --" },
        { ...buy('2024-01-02', '1'), kind: 'steal' as EntryFields['kind'] },
        { ...buy('2024-01-02', '1'), fx: '0.031' },
        { ...buy('2024-01-02', '1'), note: 'a\u0000b' },
        { ...buy('2024-01-02', '1'), note: '好'.repeat(201) },
        { ...NONE, kind: 'dividend', date: '2024-01-02', symbol: 'O', amount: '10', withheld: '11', fx: '31' } as EntryFields,
        { ...deposit('2024-01-02', '1'), currency: 'JPY' } as unknown as EntryFields,
      ].map((entry) => store.addTransaction(account.id, entry)),
    );
    expect(refusals.map((outcome) => messages(outcome)[0])).toEqual([
      '日期 2999-01-01 還沒到：不能記未來的交易',
      '日期「2024-02-30」不是有效的日期（請寫成 2024-03-15）',
      '股數不能是負數',
      '股數「Infinity」不是數字',
      '股數「NaN」不是數字',
      '股數「1e5」不是數字',
      '股數的數字太長',
      '股數的數字太大',
      '股數最多到小數點後 8 位',
      '股數格式不正確',
      "代號「AAPL'; DROP 」不是美股代號的寫法",
      '類別須為買進、賣出、股利、分割、手續費、其他費用、入金、出金之一',
      '匯率 0.031 不合理：請填一美元兌多少新台幣（例如 31.5）',
      '備註含有無法顯示的控制字元',
      '備註最多 200 字',
      '預扣稅不能多於股利金額',
      '幣別須為 USD 或 TWD',
    ]);
    for (const outcome of [
      await store.importTransactions(account.id, 'x' as unknown as EntryFields[]),
      await store.addTransaction(1.5, buy('2024-01-02', '1')),
      await store.editTransaction(-1, buy('2024-01-02', '1')),
    ]) {
      expect(['refused', 'not-found']).toContain(outcome.status);
    }
    expect(await store.listTransactions(account.id)).toEqual([]);
    // A dividend without its withholding: 30 % of the gross, to the cent.
    expect(await store.addTransaction(account.id, { ...NONE, kind: 'dividend', date: '2024-01-02', symbol: 'o', amount: '10.05', fx: '31' })).toMatchObject({
      status: 'saved',
      entry: { symbol: 'O', withheld: '3.02' },
    });
  });

  it('takes a CSV parsed in workerd whole, or, when the ledger refuses a row, not at all', async () => {
    const { store, account } = await withAccount();
    const csv = (sold: string) => new TextEncoder().encode(`\uFEFF日期,類別,代號,股數,價格,匯率\r\n2024-01-02,買進,TSM,10,150,31\r\n2024-02-02,賣出,TSM,${sold},170,31.5\r\n`);
    const tooMuch = importTransactionsCsv(csv('11'), { today: '2026-12-02' });
    if (!tooMuch.ok) throw new Error('the file itself is valid');
    expect(await store.importTransactions(account.id, tooMuch.entries)).toEqual({ status: 'refused', problems: [{ field: '', index: 1, message: '2024-02-02 賣出 TSM 11 股，超過當時持有的 10 股' }] });
    expect(await store.listTransactions(account.id)).toEqual([]);
    const fine = importTransactionsCsv(csv('4'), { today: '2026-12-02' });
    expect(fine.ok && (await store.importTransactions(account.id, fine.entries))).toEqual({ status: 'imported', count: 2 });
  });

  it('finds everything again in a new instance on the same storage (the object evicted and back)', async () => {
    const { id, store, account } = await withAccount();
    await store.importTransactions(account.id, [buy('2024-01-02', '3'), sell('2024-01-05', '1')]);
    const before = await store.listTransactions(account.id);
    const after = await runInDurableObject(stubOf(id), async (_instance, state) => {
      const restarted = new MemberStore(state, live);
      return { accounts: await restarted.listAccounts(), entries: await restarted.listTransactions(account.id), oversold: await restarted.addTransaction(account.id, sell('2024-01-06', '3')) };
    });
    expect(after).toEqual({ accounts: [account], entries: before, oversold: expect.objectContaining({ status: 'refused' }) });
  });

  it('keeps each member’s accounts to their own object', async () => {
    const { account } = await withAccount();
    const other = rpc(freshMember());
    expect(await other.listAccounts()).toEqual([]);
    expect(await other.listTransactions(account.id)).toEqual([]);
    expect(await other.addTransaction(account.id, buy('2024-01-02', '1'))).toEqual({ status: 'not-found' });
  });
});
