import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { attrOf, type Element, inside, renderPageHtml, squashed } from '@tests/page-html';
import { afterStoreReload } from '@tests/member-stores';
import { requestAuthFor } from '@tests/upstream-context';
import { memberStoreOf } from '@/lib/member/member-store';
import { type EntryFields, todayInTaipei } from '@/lib/portfolio/entries';
import type { AccountFields } from '@/lib/portfolio/store-rpc';
import { runWithRequestAuth } from '@/lib/server/request-auth';

/**
 * 修改's account choice (a move), 復原's place and 記一筆's pre-filled rate as the pages render them, in
 * workerd against the author demo member's real store, each with what the last post came to (`?answer=`).
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { default: AccountPage } = await import('@/pages/(default)/portfolio/accounts/[id]');
const { default: AddEntryPage } = await import('@/pages/(default)/portfolio/add');

const MEMBER = 1002;
const store = () => memberStoreOf((env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES, MEMBER);
const asMember = <T,>(fn: () => T): T => runWithRequestAuth(requestAuthFor('member', inject('memberTokens').author.access_token), fn);

const CATHAY: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };
const FIRSTRADE: AccountFields = { name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' };
const NONE = { amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const BUY: EntryFields = { ...NONE, kind: 'buy', date: '2024-03-15', symbol: 'NVDA', shares: '10', price: '100', fee: '15', otherFees: '0', fx: '31.5' };
const SELL: EntryFields = { ...BUY, kind: 'sell', date: '2024-04-01', shares: '4' };

const accountPage = (id: number, query = '') => asMember(() => renderPageHtml(`/portfolio/accounts/${id}?${query}`, () => AccountPage({ id: String(id), query })));
const addPage = (query = '') => asMember(() => renderPageHtml(`/portfolio/add?${query}`, () => AddEntryPage({ query })));

const controls = (root: Element | undefined) => inside(root, (element) => ['input', 'select'].includes(element.tagName) && attrOf(element, 'type') !== 'radio');
const fieldsOf = (root: Element | undefined) =>
  Object.fromEntries(controls(root).map((control) => [attrOf(control, 'name'), control.tagName === 'select' ? selected(control) : attrOf(control, 'value')]));
const selected = (select: Element) => attrOf(inside(select, (option) => option.tagName === 'option' && attrOf(option, 'selected') !== undefined)[0], 'value');

async function account(fields: AccountFields, entries: EntryFields[] = []): Promise<number> {
  const created = await store().createAccount(fields);
  if (created.status !== 'saved') throw new Error(JSON.stringify(created));
  for (const entry of entries) expect((await store().addTransaction(created.account.id, entry)).status).toBe('saved');
  return created.account.id;
}

beforeEach(async () => {
  await afterStoreReload(async () => {
    for (const stored of await store().listAccounts()) await store().removeAccount(stored.id);
  });
});

describe('修改 with the account to choose', () => {
  it('offers every account, the transaction’s own chosen, and says that choosing another moves it', async () => {
    const from = await account(CATHAY, [BUY]);
    const to = await account(FIRSTRADE);
    const [entry] = await store().listTransactions(from);
    const form = (await addPage(`account=${from}&edit=${entry?.id}`)).byTestId('entry-form')[0];
    expect(fieldsOf(form)).toMatchObject({ intent: 'edit-entry', edit: String(entry?.id), from: String(from), account: String(from) });
    const select = controls(form).find((control) => control.tagName === 'select' && attrOf(control, 'name') === 'account');
    expect(inside(select, (option) => option.tagName === 'option').map((option) => [attrOf(option, 'value'), squashed(option)])).toEqual([
      [String(from), '國泰複委託'],
      [String(to), 'Firstrade'],
    ]);
    expect(squashed(form)).toContain('改選其他帳戶，這筆交易會移到那個帳戶。');
    // The transaction's own rate is the member's: no note that the service filled it.
    expect(fieldsOf(form)).not.toHaveProperty('fxDate');
  });

  it('words a refused move in both accounts’ ledgers, naming the one that cannot take it, with the move kept in the form', async () => {
    const from = await account(CATHAY, [BUY, SELL]);
    const to = await account(FIRSTRADE);
    const sale = (await store().listTransactions(from))[1]!;
    const typed = `account=${to}&from=${from}&edit=${sale.id}&kind=sell&date=2024-04-01&symbol=NVDA&shares=4&price=100&fee=15&otherFees=0&fx=31.5`;
    const form = (await addPage(`answer=refused&form=entry&why=store&${typed}`)).byTestId('entry-form')[0];
    expect(squashed(form)).toContain('沒有儲存：移到「Firstrade」後：2024-04-01 賣出 NVDA 4 股，超過當時持有的 0 股');
    expect(fieldsOf(form)).toMatchObject({ edit: String(sale.id), from: String(from), account: String(to) });
    // Moving the purchase instead leaves the sale in 國泰複委託 without its shares.
    const bought = (await store().listTransactions(from))[0]!;
    const purchase = (
      await addPage(`answer=refused&form=entry&why=store&account=${to}&from=${from}&edit=${bought.id}&kind=buy&date=2024-03-15&symbol=NVDA&shares=10&price=100&fee=15&otherFees=0&fx=31.5`)
    ).byTestId('entry-form')[0];
    expect(squashed(purchase)).toContain('移出「國泰複委託」後：2024-04-01 賣出 NVDA 4 股，超過當時持有的 0 股');
  });

  it('says on the account it went to that it was changed and moved there', async () => {
    await account(CATHAY);
    const to = await account(FIRSTRADE, [BUY]);
    const [entry] = await store().listTransactions(to);
    const page = await accountPage(to, `answer=entry-moved&id=${entry?.id}`);
    expect(squashed(page.byTestId('portfolio-notice')[0])).toBe('已修改並移到「Firstrade」：2024-03-15 買進 NVDA 10 股，每股 US$100.00');
  });
});

describe('復原 and the pre-filled rate', () => {
  it('offers 復原 with the removed transaction’s id, so it comes back in its place', async () => {
    const id = await account(CATHAY);
    const page = await accountPage(id, `answer=entry-removed&id=41&account=${id}&kind=buy&date=2024-03-15&symbol=NVDA&shares=10&price=100&fee=15&otherFees=0&fx=31.5`);
    const undo = inside(page.byTestId('portfolio-notice')[0], (element) => element.tagName === 'input');
    expect(Object.fromEntries(undo.map((input) => [attrOf(input, 'name'), attrOf(input, 'value')]))).toMatchObject({ intent: 'restore-entry', id: '41', account: String(id), shares: '10' });
  });

  it('notes beside a rate the FX service filled the date and rate it filled, and says a date changed gets its own', async () => {
    await account(CATHAY);
    const form = (await addPage()).byTestId('entry-form')[0];
    const fields = fieldsOf(form);
    expect(Number(fields.fx)).toBeGreaterThan(25);
    expect({ fxDate: fields.fxDate, fxShown: fields.fxShown }).toEqual({ fxDate: todayInTaipei(Date.now()), fxShown: fields.fx });
    expect(squashed(form)).toContain('改了日期而這一欄沒改，送出時會改用新日期的匯率。');
    // A rate the member typed (a refused form shown again) carries no such note.
    const typed = fieldsOf((await addPage('answer=refused&form=entry&why=check&kind=buy&date=2024-03-15&shares=0&fx=31.234')).byTestId('entry-form')[0]);
    expect(typed.fx).toBe('31.234');
    expect(typed).not.toHaveProperty('fxDate');
  });
});
