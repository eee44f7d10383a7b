import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, setSandboxKnobs, TestBrowser } from '@tests/test-browser';
import { edgeRequest, emptiedStore as emptied, located, newAccountOf, postPortfolioForm as post, storeOf } from '@tests/portfolio-form-post';
import { todayInTaipei } from '@/lib/portfolio/entries';
import type { AccountFields } from '@/lib/portfolio/store-rpc';

/**
 * The forms of 我的持股 through the edge layer as the Worker orders it (the CSRF check, the auth
 * endpoints, the methods, the session, then the forms: tests/support/app/portfolio-form-post.ts), against
 * the sandbox's provider, directory and FX service and the real member stores (SQLite Durable Objects).
 * The writer demo member signs in for real; the admin's store stands for another member's.
 */
const MEMBER = 1003;
const OTHER = 1004;
const ACCOUNT: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };

const accountId = (memberId: number, fields: AccountFields = ACCOUNT): Promise<number> => newAccountOf(memberId, fields);
const buy = { intent: 'add-entry', kind: 'buy', date: '2024-03-15', symbol: 'NVDA', shares: '10', price: '100', fx: '31.5' };

let member: TestBrowser;
afterEach(() => setSandboxKnobs({}));
beforeEach(async () => {
  member = new TestBrowser();
  await member.signIn('writer');
  await emptied(MEMBER);
});

describe('POST /portfolio: accounts', () => {
  it('creates an account in the session’s member’s store and answers 303 to /portfolio saying so', async () => {
    const res = await post(member, { intent: 'create-account', ...ACCOUNT, name: '  國泰複委託 ' });
    expect(res.status).toBe(303);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const [saved] = await storeOf(MEMBER).listAccounts();
    expect(saved).toMatchObject({ ...ACCOUNT, name: '國泰複委託' });
    expect(res.headers.get('location')).toBe(`/portfolio?answer=account-created&id=${saved?.id}`);
  });

  it('refuses a bad account with the typed values kept, and says which check refused it', async () => {
    const refused = located(await post(member, { intent: 'create-account', ...ACCOUNT, name: '', feeRatePercent: '一成' }));
    expect(refused.pathname).toBe('/portfolio');
    expect(Object.fromEntries(refused.searchParams)).toEqual({ answer: 'refused', form: 'account', why: 'check', currency: 'TWD', costMethod: 'average', feeRatePercent: '一成', feeMinimum: '15' });
    await accountId(MEMBER);
    const taken = located(await post(member, { intent: 'create-account', ...ACCOUNT }));
    expect(taken.searchParams.get('why')).toBe('name-taken');
    expect(taken.searchParams.get('name')).toBe('國泰複委託');
    expect(await storeOf(MEMBER).listAccounts()).toHaveLength(1);
  });

  it('renames, removes and restores (復原) through the forms', async () => {
    const id = String(await accountId(MEMBER));
    await accountId(MEMBER, { ...ACCOUNT, name: 'Firstrade', currency: 'USD' });
    expect(located(await post(member, { intent: 'rename-account', id, name: 'Firstrade' })).search).toBe(`?answer=refused&form=rename&why=name-taken&id=${id}&name=Firstrade`);
    expect((await post(member, { intent: 'rename-account', id, name: '國泰' })).headers.get('location')).toBe(`/portfolio?answer=account-renamed&id=${id}`);
    expect((await post(member, { intent: 'remove-account', id })).headers.get('location')).toBe(`/portfolio?answer=account-removed&id=${id}`);
    expect((await storeOf(MEMBER).listAccounts()).map((account) => account.name)).toEqual(['Firstrade']);
    expect((await post(member, { intent: 'restore-account', id })).headers.get('location')).toBe(`/portfolio?answer=account-restored&id=${id}`);
    expect((await storeOf(MEMBER).listAccounts()).map((account) => account.name)).toEqual(['國泰', 'Firstrade']);
  });
});

describe('POST /portfolio: transactions', () => {
  it('adds a buy to the account, the fee from its rule and the rate from the FX service when left empty', async () => {
    const id = await accountId(MEMBER);
    const today = todayInTaipei(Date.now());
    const res = await post(member, { ...buy, account: String(id), date: today, fx: '', shares: '100', price: '180.5' });
    const [entry] = await storeOf(MEMBER).listTransactions(id);
    expect(res.headers.get('location')).toBe(`/portfolio/accounts/${id}?answer=entry-added&id=${entry?.id}`);
    // 0.25 % of US$18,050 is US$45.125: booked to the cent, half up.
    expect(entry).toMatchObject({ kind: 'buy', symbol: 'NVDA', shares: '100', price: '180.5', fee: '45.13', otherFees: '0', date: today });
    expect(Number(entry?.fx)).toBeGreaterThan(25);
    expect(Number(entry?.fx)).toBeLessThan(40);
    // A small trade pays the minimum; a fee typed is kept as typed (0 too).
    await post(member, { ...buy, account: String(id), shares: '1', price: '10' });
    await post(member, { ...buy, account: String(id), shares: '1', price: '10', fee: '0' });
    expect((await storeOf(MEMBER).listTransactions(id)).map((stored) => stored.fee)).toEqual(['15', '0', '45.13']);
  });

  it('refuses an unknown symbol, a future date, zero shares and a sale of more than was held, keeping what was typed', async () => {
    const id = String(await accountId(MEMBER));
    const why = async (fields: Record<string, string>) => located(await post(member, { ...buy, account: id, ...fields }));
    const unknown = await why({ symbol: 'ZZZQX' });
    expect(unknown.pathname).toBe('/portfolio/add');
    expect(Object.fromEntries(unknown.searchParams)).toMatchObject({ answer: 'refused', form: 'entry', why: 'unknown-symbol', account: id, kind: 'buy', symbol: 'ZZZQX', shares: '10', fee: '15' });
    expect((await why({ date: '2999-01-01' })).searchParams.get('why')).toBe('check');
    expect((await why({ shares: '0' })).searchParams.get('why')).toBe('check');
    await why({});
    const oversold = await why({ kind: 'sell', shares: '11' });
    expect(oversold.searchParams.get('why')).toBe('store');
    expect(oversold.searchParams.get('shares')).toBe('11');
    expect(await storeOf(MEMBER).listTransactions(Number(id))).toHaveLength(1);
  });

  it('asks the member to try again when the directory cannot say whether a symbol exists, saving nothing', async () => {
    const id = String(await accountId(MEMBER));
    await setSandboxKnobs({ fail: 'business' });
    const unverified = located(await post(member, { ...buy, account: id, symbol: 'ZZZQY' }));
    expect(unverified.searchParams.get('why')).toBe('symbol-unverified');
    expect(unverified.searchParams.get('symbol')).toBe('ZZZQY');
    expect(await storeOf(MEMBER).listTransactions(Number(id))).toEqual([]);
  });

  it('edits, removes and restores a transaction; the removal’s answer carries its fields and id for 復原', async () => {
    const id = String(await accountId(MEMBER));
    await post(member, { ...buy, account: id, note: '第一筆' });
    const [added] = await storeOf(MEMBER).listTransactions(Number(id));
    const entryId = String(added?.id);
    expect((await post(member, { ...buy, intent: 'edit-entry', account: id, edit: entryId, shares: '12', fee: '1' })).headers.get('location')).toBe(
      `/portfolio/accounts/${id}?answer=entry-edited&id=${entryId}`,
    );
    expect((await storeOf(MEMBER).listTransactions(Number(id)))[0]).toMatchObject({ shares: '12', fee: '1', note: '' });
    const removed = located(await post(member, { intent: 'remove-entry', account: id, id: entryId }));
    expect(removed.pathname).toBe(`/portfolio/accounts/${id}`);
    expect(Object.fromEntries(removed.searchParams)).toEqual({
      answer: 'entry-removed',
      id: entryId,
      account: id,
      kind: 'buy',
      date: '2024-03-15',
      symbol: 'NVDA',
      shares: '12',
      price: '100',
      fee: '1',
      otherFees: '0',
      fx: '31.5',
    });
    expect(await storeOf(MEMBER).listTransactions(Number(id))).toEqual([]);
    const restored = located(await post(member, { intent: 'restore-entry', ...Object.fromEntries(removed.searchParams) }));
    const [back] = await storeOf(MEMBER).listTransactions(Number(id));
    // Under its old id: in its place among its day's.
    expect(restored.search).toBe(`?answer=entry-restored&id=${entryId}`);
    expect(back?.id).toBe(Number(entryId));
    expect(back).toMatchObject({ shares: '12', fee: '1', symbol: 'NVDA' });
  });

  it('refuses to remove a buy a later sale needs, and says so on the account page', async () => {
    const id = String(await accountId(MEMBER));
    await post(member, { ...buy, account: id });
    await post(member, { ...buy, account: id, kind: 'sell', date: '2024-04-01', shares: '5' });
    const [first] = await storeOf(MEMBER).listTransactions(Number(id));
    expect(located(await post(member, { intent: 'remove-entry', account: id, id: String(first?.id) })).search).toBe(`?answer=refused&form=remove&why=store&id=${first?.id}`);
    expect(await storeOf(MEMBER).listTransactions(Number(id))).toHaveLength(2);
  });
});

describe('POST /portfolio: whose store, and hostile posts', () => {
  it('reaches only the session’s member’s store: another member’s account and transaction ids find nothing', async () => {
    const other = await emptied(OTHER);
    const theirs = await accountId(OTHER, { ...ACCOUNT, name: '別人的帳戶' });
    await other.addTransaction(theirs, { ...buy, kind: 'buy', fee: '1', otherFees: '', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' });
    const [theirEntry] = await other.listTransactions(theirs);
    const mine = String(await accountId(MEMBER));
    expect(located(await post(member, { ...buy, account: String(theirs) })).searchParams.get('why')).toBe('account');
    expect((await post(member, { intent: 'remove-entry', account: String(theirs), id: String(theirEntry?.id) })).headers.get('location')).toBe(`/portfolio/accounts/${theirs}?answer=not-found`);
    expect((await post(member, { intent: 'remove-entry', account: mine, id: String(theirEntry?.id) })).headers.get('location')).toBe(`/portfolio/accounts/${mine}?answer=not-found`);
    expect((await post(member, { ...buy, intent: 'edit-entry', account: mine, edit: String(theirEntry?.id) })).headers.get('location')).toBe(`/portfolio/accounts/${mine}?answer=not-found`);
    // (Ids are each store's own: restore is left out, as the same number may name one of this member's removed accounts.)
    for (const intent of ['remove-account', 'rename-account']) {
      expect((await post(member, { intent, id: String(theirs), name: '改掉', memberId: String(OTHER) })).headers.get('location')).toBe('/portfolio?answer=not-found');
    }
    expect(await other.listAccounts()).toEqual([expect.objectContaining({ name: '別人的帳戶' })]);
    expect(await other.listTransactions(theirs)).toHaveLength(1);
  });

  it('sends a guest to the sign-in landing, writing nothing', async () => {
    const res = await post(null, { intent: 'create-account', ...ACCOUNT });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/auth/portfolio');
    expect(await storeOf(MEMBER).listAccounts()).toEqual([]);
  });

  it('answers hostile posts with a reason, never a 5xx', async () => {
    const answer = async (fields: Record<string, string>) => (await post(member, fields)).headers.get('location');
    for (const id of ['-1', '0', '1e3', '99999999999999999999', '<b>1</b>', '']) {
      expect(await answer({ intent: 'remove-account', id })).toBe('/portfolio?answer=not-found');
      expect(await answer({ intent: 'remove-entry', account: id, id })).toBe('/portfolio?answer=not-found');
    }
    expect(await answer({ intent: 'explode' })).toBe('/portfolio?answer=not-found');
    expect(await answer({})).toBe('/portfolio?answer=not-found');
    // Another site's form, a body that is not a form, a body over the limit.
    expect((await post(member, { intent: 'create-account', ...ACCOUNT }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(member, {}, { type: 'application/json', body: JSON.stringify({ intent: 'create-account', ...ACCOUNT }) })).status).toBe(415);
    expect((await post(member, {}, { type: 'text/plain', body: 'intent=create-account' })).status).toBe(415);
    expect((await post(member, { intent: 'create-account', ...ACCOUNT, name: 'x'.repeat(40_000) })).status).toBe(413);
    // A name of 10 KB is an answer, not a failure; HTML is kept as text (the page escapes it).
    expect(located(await post(member, { intent: 'create-account', ...ACCOUNT, name: 'x'.repeat(10_000) })).searchParams.get('why')).toBe('check');
    await post(member, { intent: 'create-account', ...ACCOUNT, name: '<img src=x onerror=alert(1)>' });
    expect((await storeOf(MEMBER).listAccounts()).map((account) => account.name)).toEqual(['<img src=x onerror=alert(1)>']);
    const put = await edgeRequest('/portfolio', { method: 'PUT', headers: { origin: APP } });
    expect(put.status).toBe(405);
    // The forms post to /portfolio alone: the other pages of 我的持股 take GET and HEAD.
    const elsewhere = await edgeRequest('/portfolio/add', { method: 'POST', headers: { origin: APP, 'content-type': 'application/x-www-form-urlencoded' }, body: 'intent=add-entry' });
    expect(elsewhere.status).toBe(405);
  });
});
