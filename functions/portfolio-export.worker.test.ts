import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerOf, csvFile, fillDirectory, freshMemberId, newAccount, send, upload, writtenEntries } from '@tests/portfolio-csv-app';
import { storeOf } from '@tests/member-stores';
import type { EntryFields } from '@/lib/portfolio/entries';
import { CSV_HEADER } from '@/lib/portfolio/transactions-csv';

/**
 * GET /portfolio/accounts/{id}/export.csv through the edge layer as the Worker orders it, against the
 * real member stores; and the round trip: an account exported, then imported into a new account through
 * the real import handler, gives the same transactions.
 */
const NONE = { symbol: '', shares: '', price: '', fee: '', otherFees: '', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const HISTORY: EntryFields[] = [
  { ...NONE, kind: 'deposit', date: '2024-01-02', amount: '300000', currency: 'TWD', fx: '31.25', note: '第一筆, "薪水"\n第二行' },
  { ...NONE, kind: 'buy', date: '2024-03-05', symbol: 'AAPL', shares: '10', price: '180.5', fee: '1.5', otherFees: '0.02', fx: '31.2', note: "=cmd|' /c calc'!A1" },
  { ...NONE, kind: 'dividend', date: '2024-05-16', symbol: 'AAPL', amount: '2.4', withheld: '0.72', fx: '31.9', note: "'+886" },
  { ...NONE, kind: 'split', date: '2024-06-10', symbol: 'NVDA', splitFrom: '1', splitTo: '10', fx: '32.1' },
  { ...NONE, kind: 'buy', date: '2024-06-11', symbol: 'NVDA', shares: '3.5', price: '121.79', fee: '1', otherFees: '', fx: '32.1', note: '@SUM(A1)' },
  { ...NONE, kind: 'sell', date: '2024-07-01', symbol: 'AAPL', shares: '4', price: '215', fee: '1.5', otherFees: '0', fx: '32.4', note: '-5%' },
  { ...NONE, kind: 'fee', date: '2024-08-01', amount: '5', fx: '32', note: '' },
  { ...NONE, kind: 'other-fee', date: '2024-08-02', amount: '0.5', fx: '32', note: '' },
  { ...NONE, kind: 'withdrawal', date: '2024-09-01', amount: '100', currency: 'USD', fx: '32.2', note: '' },
];

/** Each test is a member of its own. */
let me: number;
beforeAll(() => fillDirectory());
beforeEach(() => {
  me = freshMemberId();
});

async function accountWithHistory(memberId: number, name: string): Promise<number> {
  const id = await newAccount(memberId, { name });
  expect(await storeOf(memberId).importTransactions(id, HISTORY)).toMatchObject({ status: 'imported' });
  return id;
}

const exporting = (memberId: number | null, id: number | string) => send(memberId, `/portfolio/accounts/${id}/export.csv`);

describe('GET /portfolio/accounts/{id}/export.csv', () => {
  it('downloads the account’s transactions: UTF-8 with a BOM, the documented header, a file named after the account, private', async () => {
    const id = await accountWithHistory(me, '國泰/複委託');
    const res = await exporting(me, id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(new RegExp(`^attachment; filename="portfolio-account-${id}-\\d{4}-\\d{2}-\\d{2}\\.csv"; filename\\*=UTF-8''`));
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(/^我的持股-國泰_複委託-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text.split('\r\n')[0]).toBe(CSV_HEADER.join(','));
    // Cells a spreadsheet would run are inert: the formula notes start with an apostrophe.
    expect(text).toContain(",'=cmd|' /c calc'!A1\r\n");
    expect(text).toContain(",''+886\r\n");
    expect(text).toContain(",'@SUM(A1)\r\n");
    expect(text).toContain(",'-5%\r\n");
  });

  it('sends a guest to sign in (back to the account), and answers another member’s, an unknown or a malformed id with a 404', async () => {
    const mine = await newAccount(me);
    const guest = await exporting(null, mine);
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe(`/auth/portfolio/accounts/${mine}`);
    // The other member's account has the id the member's removed one had: their store, not this one's.
    const other = freshMemberId();
    const theirs = await accountWithHistory(other, '別人的帳戶');
    await storeOf(me).removeAccount(mine);
    for (const id of [theirs, mine, 99999, '0', 'abc', '99999999999999999999']) {
      const res = await exporting(me, id);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('AAPL');
    }
  });

  it('answers another method than GET or HEAD with 405', async () => {
    const id = await newAccount(me);
    const res = await send(me, `/portfolio/accounts/${id}/export.csv`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
  });
});

describe('the round trip', () => {
  it('export → import into a new account gives the same transactions, through the real handlers and store', async () => {
    const source = await accountWithHistory(me, 'Firstrade');
    const exported = await exporting(me, source);
    const file = csvFile(new Uint8Array(await exported.arrayBuffer()), 'firstrade.csv');
    const target = await newAccount(me, { name: '另一個帳戶' });
    const { answer } = await answerOf(await upload(me, target, [['file', file]]), me);
    expect(answer).toEqual({ kind: 'imported', count: HISTORY.length });
    expect(await writtenEntries(me, target)).toEqual(await writtenEntries(me, source));
    expect((await writtenEntries(me, target)).map((entry) => entry.note)).toEqual(HISTORY.map((entry) => entry.note));
    // And once more: the second account's export is the first's, byte for byte.
    const again = await exporting(me, target);
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(new Uint8Array(await file.arrayBuffer()));
  });
});
