import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { RenderNotFound, RenderRedirect } from '@tests/page-render-mocks';
import { attrOf, type Element, inside, renderPageHtml, squashed } from '@tests/page-html';
import { afterStoreReload } from '@tests/member-stores';
import { requestAuthFor } from '@tests/upstream-context';
import { memberStoreOf } from '@/lib/member/member-store';
import { type EntryFields, todayInTaipei } from '@/lib/portfolio/entries';
import type { AccountFields } from '@/lib/portfolio/store-rpc';
import { type RequestAuth, runWithRequestAuth } from '@/lib/server/request-auth';

/**
 * 我的持股's forms as their pages render them, in workerd, against the author demo member's real store:
 * the accounts on /portfolio, an account's transactions, and 記一筆 (/portfolio/add), each with what
 * the last post came to (`?answer=`, written by functions/portfolio-forms.ts).
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { default: PortfolioPage } = await import('@/pages/(default)/portfolio/index');
const { default: AccountPage } = await import('@/pages/(default)/portfolio/accounts/[id]');
const { default: AddEntryPage } = await import('@/pages/(default)/portfolio/add');
const { entryFormState } = await import('../entry/entry-form-state');
const { loadPortfolio } = await import('../portfolio-data');

const MEMBER = 1002;
const store = () => memberStoreOf((env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES, MEMBER);
const asMember = <T,>(fn: () => T): T => runWithRequestAuth(requestAuthFor('member', inject('memberTokens').author.access_token), fn);
const GUEST: RequestAuth = { kind: 'guest', accessToken: 'guest-token', claims: { sub: 'guest-g', user_guid: 'g', is_guest: true, exp: 2_000_000_000 } };

const ACCOUNT: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };
const ENTRY: EntryFields = {
  kind: 'buy',
  date: '2024-03-15',
  symbol: 'NVDA',
  shares: '10',
  price: '100',
  fee: '15',
  otherFees: '0',
  amount: '',
  withheld: '',
  splitFrom: '',
  splitTo: '',
  currency: '',
  fx: '31.5',
  note: '',
};

const overview = (query = '') => asMember(() => renderPageHtml(`/portfolio?${query}`, () => PortfolioPage({ query })));
const accountPage = (id: number, query = '') => asMember(() => renderPageHtml(`/portfolio/accounts/${id}?${query}`, () => AccountPage({ id: String(id), query })));
const addPage = (query = '') => asMember(() => renderPageHtml(`/portfolio/add?${query}`, () => AddEntryPage({ query })));

const inputNamed = (root: Element | undefined, name: string) => inside(root, (element) => ['input', 'select', 'textarea'].includes(element.tagName) && attrOf(element, 'name') === name);
const valueOf = (root: Element | undefined, name: string) => {
  const control = inputNamed(root, name).find((element) => attrOf(element, 'type') !== 'radio');
  if (control?.tagName === 'select') return attrOf(inside(control, (option) => option.tagName === 'option' && attrOf(option, 'selected') !== undefined)[0], 'value');
  return control?.tagName === 'textarea' ? squashed(control) : attrOf(control, 'value');
};
const errorsOf = (root: Element | undefined) =>
  Object.fromEntries(inside(root, (element) => attrOf(element, 'data-testid') === 'field-error').map((element) => [attrOf(element, 'data-field'), squashed(element)]));

async function newAccount(fields: AccountFields = ACCOUNT): Promise<number> {
  const created = await store().createAccount(fields);
  if (created.status !== 'saved') throw new Error(JSON.stringify(created));
  return created.account.id;
}

beforeEach(async () => {
  await afterStoreReload(async () => {
    for (const account of await store().listAccounts()) await store().removeAccount(account.id);
  });
});

describe('AccountsSection on /portfolio', () => {
  it('tells a new member what to do first, with 新增帳戶 open and a 複委託’s defaults', async () => {
    const html = await overview();
    expect(squashed(html.byTestId('portfolio-accounts-empty')[0])).toContain('先在下方「新增帳戶」建立你的券商帳戶');
    const form = html.byTestId('new-account-form')[0];
    expect(attrOf(form, 'action')).toBe('/portfolio');
    expect({ currency: valueOf(form, 'currency'), costMethod: valueOf(form, 'costMethod'), rate: valueOf(form, 'feeRatePercent'), minimum: valueOf(form, 'feeMinimum') }).toEqual({
      currency: 'TWD',
      costMethod: 'average',
      rate: '0.25',
      minimum: '15',
    });
    expect(html.byTestId('portfolio-add-entry')).toHaveLength(0);
  });

  it('lists each account with its settings and its page, names (HTML too) as text, and a delete that asks first', async () => {
    const id = await newAccount({ ...ACCOUNT, name: '<img src=x onerror=alert(1)>' });
    await store().addTransaction(id, ENTRY);
    await newAccount({ ...ACCOUNT, name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' });
    const html = await overview();
    const items = html.byTestId('portfolio-account');
    expect(items.map((item) => squashed(inside(item, (element) => attrOf(element, 'data-testid') === 'portfolio-account-open')[0]))).toEqual(['<img src=x onerror=alert(1)>', 'Firstrade']);
    expect(html.where((element) => element.tagName === 'img')).toHaveLength(0);
    expect(attrOf(html.byTestId('portfolio-account-open')[0], 'href')).toBe(`/portfolio/accounts/${id}`);
    expect(squashed(items[0])).toContain('TWD · 平均成本 · 手續費 0.25%，最低 US$15.00 · 1 筆交易');
    expect(squashed(items[1])).toContain('USD · 先進先出 · 手續費 0%，最低 US$0.00 · 0 筆交易');
    // 刪除 opens a confirmation (a <details>, no JavaScript) naming what goes with the account.
    const confirm = html.byTestId('portfolio-account-remove-confirm')[0];
    expect(squashed(items[0])).toContain('要刪除「<img src=x onerror=alert(1)>」和它的 1 筆交易嗎？刪除後一天內可以復原。');
    expect(inside(items[0], (element) => element.tagName === 'details').every((details) => attrOf(details, 'open') === undefined)).toBe(true);
    expect(confirm).toBeDefined();
    expect(html.where((element) => element.tagName === 'form' && attrOf(element, 'action') === '/portfolio' && attrOf(element, 'method') === 'post')).toHaveLength(5);
  });

  it('says what a post came to: 復原 after a delete, and every refused field next to it with what was typed', async () => {
    const id = await newAccount();
    await store().removeAccount(id);
    const removed = await overview(`answer=account-removed&id=${id}`);
    expect(squashed(removed.byTestId('portfolio-notice')[0])).toContain('已刪除帳戶和它的交易');
    const undo = removed.byTestId('portfolio-account-undo')[0];
    expect(undo).toBeDefined();
    await store().restoreAccount(id);
    expect((await overview(`answer=account-removed&id=${id}`)).byTestId('portfolio-account-undo')).toHaveLength(0);
    const refused = await overview('answer=refused&form=account&why=check&currency=TWD&costMethod=average&feeRatePercent=%E4%B8%80%E6%88%90&feeMinimum=2000');
    const form = refused.byTestId('new-account-form')[0];
    expect(errorsOf(form)).toEqual({ 'account-name': '請填帳戶名稱', 'account-fee-rate': '手續費率須為 0 到 10 之間的百分比（例如 0.25）', 'account-fee-minimum': '最低手續費須為 0 到 1000 美元' });
    expect(valueOf(form, 'feeRatePercent')).toBe('一成');
    expect(attrOf(inputNamed(form, 'feeRatePercent')[0], 'aria-invalid')).toBe('true');
    const renameRefused = await overview(`answer=refused&form=rename&why=name-taken&id=${id}&name=Firstrade`);
    expect(errorsOf(renameRefused.byTestId('portfolio-account')[0])).toEqual({ [`rename-account-${id}`]: '已有名為「Firstrade」的帳戶，請換一個名稱。' });
    // An answer about an account that is not the member's says nothing.
    expect((await overview('answer=account-created&id=999999')).byTestId('portfolio-notice')).toHaveLength(0);
  });
});

describe('TransactionsSection on an account’s page', () => {
  it('lists the transactions newest first, 50 a page, each with its label, net dividend, 修改 and 刪除', async () => {
    const id = await newAccount();
    const days = Array.from({ length: 51 }, (_, i) => `2024-01-${String((i % 28) + 1).padStart(2, '0')}`).sort();
    const entries = days.map((date, i) =>
      i === 50
        ? { ...ENTRY, kind: 'dividend' as const, date: '2024-02-01', shares: '', price: '', fee: '', otherFees: '', amount: '10', withheld: '', note: '<b>季配</b>' }
        : { ...ENTRY, date, shares: '1' },
    );
    expect(await store().importTransactions(id, entries)).toMatchObject({ status: 'imported', count: 51 });
    const first = await accountPage(id);
    const rows = first.byTestId('portfolio-entry');
    expect(rows).toHaveLength(50);
    expect(squashed(rows[0])).toContain('2024-02-01股利股利 NVDA US$10.00預扣稅 US$3.00 · 實收 US$7.00 · 匯率 31.5<b>季配</b>');
    expect(squashed(rows[1])).toContain('買進 NVDA 1 股，每股 US$100.00');
    const [latest] = await store()
      .listTransactions(id)
      .then((list) => list.slice(-1));
    expect(attrOf(inside(rows[0], (element) => attrOf(element, 'data-testid') === 'portfolio-entry-edit')[0], 'href')).toBe(`/portfolio/add?account=${id}&edit=${latest?.id}`);
    expect(first.where((element) => element.tagName === 'b')).toHaveLength(0);
    expect(squashed(first.byTestId('portfolio-entries-pager')[0])).toContain('第 1 / 2 頁');
    const second = await accountPage(id, 'page=2');
    expect(second.byTestId('portfolio-entry')).toHaveLength(1);
    expect((await accountPage(id, 'page=abc')).byTestId('portfolio-entry')).toHaveLength(50);
  });

  it('offers 復原 after a removal only for fields that make a transaction, and explains a refused removal in the ledger’s words', async () => {
    const id = await newAccount();
    const removed = await accountPage(id, `answer=entry-removed&account=${id}&kind=buy&date=2024-03-15&symbol=NVDA&shares=10&price=100&fee=15&otherFees=0&fx=31.5`);
    expect(squashed(removed.byTestId('portfolio-notice')[0])).toContain('已刪除：2024-03-15 買進 NVDA 10 股，每股 US$100.00');
    const undo = inside(removed.byTestId('portfolio-notice')[0], (element) => element.tagName === 'input');
    expect(Object.fromEntries(undo.map((input) => [attrOf(input, 'name'), attrOf(input, 'value')]))).toMatchObject({ intent: 'restore-entry', account: String(id), kind: 'buy', shares: '10' });
    const forged = await accountPage(id, `answer=entry-removed&account=${id}&kind=buy&date=2024-03-15&symbol=請撥打0800&shares=10&price=100&fx=31.5`);
    expect(squashed(forged.byTestId('portfolio-notice')[0])).toBe('已刪除一筆交易。');
    expect(forged.byTestId('portfolio-entry-undo')).toHaveLength(0);
    await store().addTransaction(id, ENTRY);
    await store().addTransaction(id, { ...ENTRY, kind: 'sell', date: '2024-04-01', shares: '5' });
    const [bought] = await store().listTransactions(id);
    const refused = await accountPage(id, `answer=refused&form=remove&why=store&id=${bought?.id}`);
    expect(squashed(refused.byTestId('portfolio-notice')[0])).toContain('2024-04-01 賣出 NVDA 5 股，超過當時持有的 0 股');
  });
});

describe('an account’s page', () => {
  it('names the account above its sections, in the sections’ heading style', async () => {
    const html = await accountPage(await newAccount());
    const headings = html.where((element) => element.tagName === 'h2');
    expect(squashed(headings[0])).toBe(ACCOUNT.name);
    // The next heading is 持股's, a <Section>'s.
    expect(squashed(headings[1])).toBe('持股');
    expect(attrOf(headings[1], 'class')).toBeTruthy();
    expect(attrOf(headings[0], 'class')).toBe(attrOf(headings[1], 'class'));
  });
});

describe('記一筆 (/portfolio/add)', () => {
  it('asks a member without an account to create one first', async () => {
    expect(squashed((await addPage()).byTestId('portfolio-add-no-account')[0])).toContain('先建立一個帳戶');
  });

  it('opens with the stock from its page, today in Taipei, the day’s rate and the account chosen', async () => {
    await newAccount();
    const second = await newAccount({ ...ACCOUNT, name: 'Firstrade', currency: 'USD' });
    const form = (await addPage(`symbol=AAPL&account=${second}`)).byTestId('entry-form')[0];
    expect(attrOf(form, 'action')).toBe('/portfolio');
    expect(valueOf(form, 'symbol')).toBe('AAPL');
    expect(valueOf(form, 'account')).toBe(String(second));
    expect(valueOf(form, 'date')).toBe(todayInTaipei(Date.now()));
    expect(Number(valueOf(form, 'fx'))).toBeGreaterThan(25);
    expect(inputNamed(form, 'kind').map((radio) => attrOf(radio, 'value'))).toEqual(['buy', 'sell', 'dividend', 'split', 'fee', 'other-fee', 'deposit', 'withdrawal']);
    expect(squashed(form)).toContain('留空：預扣 30%');
  });

  it('leaves the rate empty with a hint when the FX service fails, never failing the page', async () => {
    await newAccount();
    const accounts = await asMember(() => loadPortfolio(store()));
    const state = await entryFormState(accounts, '', async () => null);
    expect(state).toMatchObject({ rate: 'unavailable', values: { kind: 'buy' } });
    expect(state?.values.fx).toBeUndefined();
  });

  it('shows each refusal next to its field with what was typed: a future date, zero shares, an unknown symbol, a sale of more than was held', async () => {
    const id = await newAccount();
    const typed = `account=${id}&kind=buy&symbol=NVDA&price=100&fx=31.5&note=%3Cb%3Eno%3C%2Fb%3E`;
    const checked = (await addPage(`answer=refused&form=entry&why=check&${typed}&date=2999-01-01&shares=0`)).byTestId('entry-form')[0];
    expect(errorsOf(checked)).toEqual({ 'entry-date': '日期 2999-01-01 還沒到：不能記未來的交易', 'entry-shares': '股數須大於 0' });
    expect(valueOf(checked, 'date')).toBe('2999-01-01');
    expect(valueOf(checked, 'note')).toBe('<b>no</b>');
    expect(attrOf(inputNamed(checked, 'shares')[0], 'aria-describedby')).toContain('entry-shares-error');
    const unknown = (await addPage(`answer=refused&form=entry&why=unknown-symbol&${typed.replace('NVDA', 'ZZZQX')}&date=2024-03-15&shares=1`)).byTestId('entry-form')[0];
    expect(errorsOf(unknown)).toEqual({ 'entry-symbol': '查無代號「ZZZQX」：請確認是美股代號' });
    const sold = (await addPage(`answer=refused&form=entry&why=store&${typed.replace('kind=buy', 'kind=sell')}&date=2024-03-15&shares=3`)).byTestId('entry-form')[0];
    expect(squashed(sold)).toContain('2024-03-15 賣出 NVDA 3 股，超過當時持有的 0 股');
  });

  it('fills 修改 with the transaction, and answers 404 for one that is not the member’s', async () => {
    const id = await newAccount();
    await store().addTransaction(id, { ...ENTRY, note: '第一筆' });
    const [entry] = await store().listTransactions(id);
    const form = (await addPage(`account=${id}&edit=${entry?.id}`)).byTestId('entry-form')[0];
    expect({ intent: valueOf(form, 'intent'), edit: valueOf(form, 'edit'), shares: valueOf(form, 'shares'), note: valueOf(form, 'note'), fx: valueOf(form, 'fx') }).toEqual({
      intent: 'edit-entry',
      edit: String(entry?.id),
      shares: '10',
      note: '第一筆',
      fx: '31.5',
    });
    await expect(addPage(`account=${id}&edit=999999`)).rejects.toBeInstanceOf(RenderNotFound);
  });

  it('sends a guest to the sign-in landing that returns to 我的持股', async () => {
    await expect(runWithRequestAuth(GUEST, () => AddEntryPage({ query: '' }))).rejects.toSatisfy((err) => err instanceof RenderRedirect && err.location === '/auth/portfolio');
  });
});
