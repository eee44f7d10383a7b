import { describe, expect, it } from 'vitest';
import { live } from '../tests/support/app/live-reader.ts';
import { toLedgerTransaction, type EntryFields } from '../src/lib/portfolio/entries.ts';
import { performanceAt, writeMarket } from '../src/lib/portfolio/performance-market.ts';
import type { AccountFields, PortfolioRpc } from '../src/lib/portfolio/store-rpc.ts';

/**
 * The return chart the member's object computes beside the transactions (RPC portfolioPerformance), in
 * workerd against the real object: the same answer as the chart computed from the transactions the store
 * lists; another member's or a removed account counts nothing; a market that cannot be read draws nothing.
 */
let members = 0;
const store = () => live.MEMBER_STORES.get(live.MEMBER_STORES.idFromName(`member:performance-${Date.now()}-${(members += 1)}`)) as unknown as PortfolioRpc;

const ACCOUNT: AccountFields = { name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' };
const NONE = { symbol: '', shares: '', price: '', fee: '', otherFees: '', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const buy = (date: string, symbol: string, shares: string): EntryFields => ({ ...NONE, kind: 'buy', date, symbol, shares, price: '180.5', fee: '1.5', otherFees: '0', fx: '31.2' });
const ENTRIES: EntryFields[] = [
  { ...NONE, kind: 'deposit', date: '2026-03-02', amount: '5000', currency: 'USD', fx: '30.5' },
  buy('2026-03-02', 'AAPL', '10'),
  { ...NONE, kind: 'split', date: '2026-03-04', symbol: 'AAPL', splitFrom: '1', splitTo: '2', fx: '30.5' },
  { ...buy('2026-03-05', 'AAPL', '4'), kind: 'sell', price: '95.25' },
  { ...NONE, kind: 'dividend', date: '2026-03-05', symbol: 'AAPL', amount: '3.75', withheld: '1.13', fx: '32' },
  { ...NONE, kind: 'fee', date: '2026-03-06', amount: '2.5', fx: '30.1' },
];
const DATES = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'];
const series = (values: number[]) => DATES.map((date, i) => ({ date, value: values[i]! }));
const MARKET = { benchmark: series([500, 502, 499, 510, 512]), rates: series([30.5, 30.6, 30.4, 30.2, 30.1]), closes: new Map([['AAPL', series([180, 182, 91, 95, 96])]]) };

describe('portfolioPerformance', () => {
  it('answers as the chart computed from the listed transactions, and counts only this member’s live accounts', async () => {
    const member = store();
    const created = await member.createAccount(ACCOUNT);
    const other = await member.createAccount({ ...ACCOUNT, name: '已刪除' });
    if (created.status !== 'saved' || other.status !== 'saved') throw new Error('no account');
    expect(await member.importTransactions(created.account.id, ENTRIES)).toMatchObject({ status: 'imported' });
    await member.importTransactions(other.account.id, [buy('2026-03-03', 'AAPL', '100')]);
    await member.removeAccount(other.account.id);

    const listed = await member.listTransactions(created.account.id);
    const transactions = listed.map((entry) => toLedgerTransaction(String(entry.id), String(created.account.id), entry));
    const expected = performanceAt([{ account: { currency: 'USD' }, transactions }], MARKET);
    expect(expected.status).toBe('ready');
    const answer = await member.portfolioPerformance([created.account.id, other.account.id, 999_999, -1], writeMarket(MARKET));
    expect(answer).toEqual(expected);
    // Another member's object knows none of these accounts.
    expect(await store().portfolioPerformance([created.account.id], writeMarket(MARKET))).toEqual({ status: 'empty' });
  });

  it('names the closes it still needs, and draws nothing from a market it cannot read', async () => {
    const member = store();
    const created = await member.createAccount(ACCOUNT);
    if (created.status !== 'saved') throw new Error('no account');
    await member.importTransactions(created.account.id, ENTRIES);
    expect(await member.portfolioPerformance([created.account.id], writeMarket({ ...MARKET, closes: new Map() }))).toEqual({ status: 'needs', symbols: ['AAPL'] });
    expect(await member.portfolioPerformance([created.account.id], '{"b":')).toEqual({ status: 'short' });
    expect(await member.portfolioPerformance('1' as unknown as number[], writeMarket(MARKET))).toEqual({ status: 'empty' });
  });
});
