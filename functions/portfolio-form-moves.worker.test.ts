import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestBrowser } from '@tests/test-browser';
import { emptiedStore, located, newAccountOf, postPortfolioForm as post, storeOf } from '@tests/portfolio-form-post';
import { sandboxContext } from '@tests/upstream-context';
import { todayInTaipei } from '@/lib/portfolio/entries';
import { rateOnDate } from '@/lib/portfolio/entry-defaults';
import type { AccountFields } from '@/lib/portfolio/store-rpc';
import { usdTwdRatesOrNull } from '@/lib/upstream/taiwan-market';

/**
 * 修改 moving a transaction to another account, and 記一筆's pre-filled rate with a date changed, as plain
 * form posts (no JavaScript) through the edge layer, against the sandbox's FX service and the writer demo
 * member's real store.
 */
const MEMBER = 1003;
const CATHAY: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };
const FIRSTRADE: AccountFields = { name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' };
const buy = { intent: 'add-entry', kind: 'buy', date: '2024-03-15', symbol: 'NVDA', shares: '10', price: '100', fee: '1', otherFees: '0', fx: '31.5' };

let member: TestBrowser;
beforeEach(async () => {
  member = new TestBrowser();
  await member.signIn('writer');
  await emptiedStore(MEMBER);
});

async function twoAccounts() {
  const from = await newAccountOf(MEMBER, CATHAY);
  const to = await newAccountOf(MEMBER, FIRSTRADE);
  return { from: String(from), to: String(to) };
}

const entriesOf = async (accountId: string) => (await storeOf(MEMBER).listTransactions(Number(accountId))).map(({ id, kind, shares, note }) => ({ id, kind, shares, note }));

describe('修改 with another account chosen', () => {
  it('moves the transaction there and answers on that account’s page that it was moved', async () => {
    const { from, to } = await twoAccounts();
    await post(member, { ...buy, account: from });
    const [entry] = await entriesOf(from);
    const res = await post(member, { ...buy, intent: 'edit-entry', edit: String(entry?.id), from, account: to, note: '放錯帳戶' });
    expect(res.headers.get('location')).toBe(`/portfolio/accounts/${to}?answer=entry-moved&id=${entry?.id}`);
    expect(await entriesOf(from)).toEqual([]);
    expect(await entriesOf(to)).toEqual([{ id: entry?.id, kind: 'buy', shares: '10', note: '放錯帳戶' }]);
  });

  it('refuses a sale the chosen account cannot cover, back to the form with the move typed, nothing saved', async () => {
    const { from, to } = await twoAccounts();
    await post(member, { ...buy, account: from });
    await post(member, { ...buy, account: from, kind: 'sell', date: '2024-04-01', shares: '4' });
    const before = [await entriesOf(from), await entriesOf(to)];
    const sale = before[0]![1]!;
    const refused = located(await post(member, { ...buy, intent: 'edit-entry', kind: 'sell', date: '2024-04-01', shares: '4', edit: String(sale.id), from, account: to }));
    expect(refused.pathname).toBe('/portfolio/add');
    expect(Object.fromEntries(refused.searchParams)).toMatchObject({ answer: 'refused', form: 'entry', why: 'store', edit: String(sale.id), from, account: to, kind: 'sell' });
    expect([await entriesOf(from), await entriesOf(to)]).toEqual(before);
  });

  it('edits in place when the form names no account it came from (a form from before the move)', async () => {
    const { from } = await twoAccounts();
    await post(member, { ...buy, account: from });
    const [entry] = await entriesOf(from);
    expect((await post(member, { ...buy, intent: 'edit-entry', edit: String(entry?.id), account: from, shares: '12' })).headers.get('location')).toBe(
      `/portfolio/accounts/${from}?answer=entry-edited&id=${entry?.id}`,
    );
    expect(await entriesOf(from)).toEqual([{ ...entry, shares: '12' }]);
  });

  it('finds nothing when the transaction is not in the account the form says it came from', async () => {
    const { from, to } = await twoAccounts();
    await post(member, { ...buy, account: from });
    const [entry] = await entriesOf(from);
    expect((await post(member, { ...buy, intent: 'edit-entry', edit: String(entry?.id), from: to, account: to })).headers.get('location')).toBe(`/portfolio/accounts/${to}?answer=not-found`);
    expect(await entriesOf(from)).toEqual([entry]);
  });
});

describe('記一筆’s rate, pre-filled for one date and sent with another (no JavaScript)', () => {
  /** Two dates of the FX service's year whose closes differ, and those closes as the form shows them. */
  let shown: { date: string; rate: string };
  let sent: { date: string; rate: string };
  beforeAll(async () => {
    const rates = (await usdTwdRatesOrNull(sandboxContext(), '[test]')) ?? [];
    const day = (daysAgo: number) => new Date(Date.parse(`${todayInTaipei(Date.now())}T00:00:00Z`) - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const at = (date: string) => ({ date, rate: rateOnDate(rates, date)?.rate ?? '' });
    shown = at(day(3));
    sent = [20, 40, 60, 90, 120].map((daysAgo) => at(day(daysAgo))).find((candidate) => candidate.rate !== '' && candidate.rate !== shown.rate) ?? at(day(30));
    expect([shown.rate, sent.rate].every((rate) => Number(rate) > 25)).toBe(true);
    expect(sent.rate).not.toBe(shown.rate);
  });

  const addWith = async (fields: Record<string, string>) => {
    const account = String(await newAccountOf(MEMBER, CATHAY));
    const answer = located(await post(member, { ...buy, account, ...fields }));
    const [entry] = await storeOf(MEMBER).listTransactions(Number(account));
    return { answer, entry };
  };

  it('books the rate of the date sent when the pre-filled rate was left as it was', async () => {
    const { entry } = await addWith({ date: sent.date, fx: shown.rate, fxDate: shown.date, fxShown: shown.rate });
    expect(entry).toMatchObject({ date: sent.date, fx: sent.rate });
  });

  it('keeps a rate the member typed, and the pre-filled one when the date was not changed', async () => {
    expect((await addWith({ date: sent.date, fx: '31.234', fxDate: shown.date, fxShown: shown.rate })).entry).toMatchObject({ date: sent.date, fx: '31.234' });
    await emptiedStore(MEMBER);
    expect((await addWith({ date: shown.date, fx: shown.rate, fxDate: shown.date, fxShown: shown.rate })).entry).toMatchObject({ date: shown.date, fx: shown.rate });
    await emptiedStore(MEMBER);
    // A form without the note of what was pre-filled: the rate is the member's.
    expect((await addWith({ date: sent.date, fx: shown.rate })).entry).toMatchObject({ date: sent.date, fx: shown.rate });
  });

  it('sends a refused form back with the rate of the date sent, marked as the service’s, so another date change is looked up again', async () => {
    const { answer, entry } = await addWith({ date: sent.date, shares: '0', fx: shown.rate, fxDate: shown.date, fxShown: shown.rate });
    expect(entry).toBeUndefined();
    expect(Object.fromEntries(answer.searchParams)).toMatchObject({ answer: 'refused', why: 'check', date: sent.date, fx: sent.rate, fxDate: sent.date, fxShown: sent.rate });
  });
});
