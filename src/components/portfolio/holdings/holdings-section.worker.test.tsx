import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterStoreReload } from '@tests/member-stores';
import { attrOf, inside, type PageHtml, renderPageHtml, squashed } from '@tests/page-html';
import { setSandboxKnobs } from '@tests/upstream-context';
import { formatPrice } from '@/lib/format/numbers';
import { type MemberStore, memberStoreOf } from '@/lib/member/member-store';
import type { EntryFields } from '@/lib/portfolio/entries';
import { Decimal } from '@/lib/portfolio/money';
import type { AccountFields } from '@/lib/portfolio/store-rpc';
import { readScreenerSnapshot } from '@/lib/screener/edge-screener';
import { getConfig } from '@/lib/server/request-context';
import { loadPortfolio } from '../portfolio-data';
import type { Prices, RateNow } from './holdings-data';
import { HoldingsSection, HoldingsView } from './HoldingsSection';
import { IncomeSection } from './IncomeSection';

/**
 * 持股 and 已實現損益與股利 rendered in workerd from a member's real store (the MemberStore object, SQLite):
 * a known history gives known cents; the section as the page renders it, over the screener snapshot
 * and the sandbox's FX service, and without that service; empty states; 200 holdings; split proposals.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock({ edgeCache: false }));
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

let members = 0;
/** A member of this test alone (a store nobody else writes). */
const freshStore = (): MemberStore => memberStoreOf((env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES, 700_000_000 + Math.floor(Math.random() * 1e8) + (members += 1));

const NONE = { symbol: '', shares: '', price: '', fee: '0', otherFees: '0', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const trade = (kind: 'buy' | 'sell', date: string, symbol: string, shares: string, price: string, fee: string, fx: string): EntryFields => ({ ...NONE, kind, date, symbol, shares, price, fee, fx });
const dividend = (date: string, symbol: string, amount: string, withheld: string, fx: string): EntryFields => ({
  ...NONE,
  fee: '',
  otherFees: '',
  kind: 'dividend',
  date,
  symbol,
  amount,
  withheld,
  fx,
});

const CATHAY: AccountFields = { name: '國泰複委託', currency: 'TWD', costMethod: 'average', feeRatePercent: '0.25', feeMinimum: '15' };
const FIRSTRADE: AccountFields = { name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' };

/**
 * 15 AAPL bought at two rates, a dividend with 30 % withheld, 12 sold: the average cost leaves 3 costing
 * US$476 / NT$15,556.50 (the sale took 12/15 of US$2,380 / NT$77,782.50); 2 MSFT for US$815 / NT$24,450.
 */
const CATHAY_HISTORY = [
  trade('buy', '2025-01-10', 'AAPL', '10', '150', '15', '32.5'),
  trade('buy', '2025-03-10', 'AAPL', '5', '170', '15', '33'),
  dividend('2025-05-15', 'AAPL', '3.75', '1.13', '32'),
  trade('sell', '2025-06-01', 'AAPL', '12', '200', '15', '31'),
  trade('buy', '2025-07-01', 'MSFT', '2', '400', '15', '30'),
];
/** 4 NVDA for US$480 / NT$15,744. */
const FIRSTRADE_HISTORY = [trade('buy', '2025-02-03', 'NVDA', '4', '120', '0', '32.8')];

async function storeWith(accounts: [AccountFields, EntryFields[]][]): Promise<MemberStore> {
  const store = freshStore();
  for (const [fields, entries] of accounts) {
    const created = await afterStoreReload(() => store.createAccount(fields));
    if (created.status !== 'saved') throw new Error(`account not created: ${JSON.stringify(created)}`);
    if (entries.length > 0) expect(await store.importTransactions(created.account.id, entries)).toMatchObject({ status: 'imported' });
  }
  return store;
}

const pricesAt = (prices: Record<string, number>): Prices => ({
  bySymbol: new Map(Object.entries(prices).map(([symbol, price]) => [symbol, { price: new Decimal(String(price)), shown: price }])),
  asOf: '2026-12-01T21:00:00.000Z',
  session: 'no-trading',
});
const RATE_30: RateNow = { rate: new Decimal('30'), shown: 30, date: '2026-12-01' };

async function holdings(store: MemberStore, scope: 'all' | number, prices: Prices, rate: RateNow | null): Promise<PageHtml> {
  const accounts = await loadPortfolio(store);
  return renderPageHtml('/portfolio', () => <HoldingsView accounts={accounts} scope={scope} prices={prices} rate={Promise.resolve(rate)} />);
}

const cells = (row: Parameters<typeof squashed>[0]) => inside(row, (element) => element.tagName === 'td' || element.tagName === 'th').map(squashed);
const figure = (row: Parameters<typeof squashed>[0], name: string) => squashed(inside(row, (element) => attrOf(element, 'data-figure') === name)[0]);

describe('HoldingsView: a known history gives known cents', () => {
  it('values each account at the prices and today’s rate, splits the NT$ gain into price and rate, and totals each account and all of them', async () => {
    const store = await storeWith([
      [CATHAY, CATHAY_HISTORY],
      [FIRSTRADE, FIRSTRADE_HISTORY],
    ]);
    const page = await holdings(store, 'all', pricesAt({ AAPL: 210, MSFT: 420.5, NVDA: 130.25 }), RATE_30);
    const rows = page.byTestId('holding-row');
    expect(rows.map((row) => attrOf(row, 'data-symbol'))).toEqual(['AAPL', 'MSFT', 'NVDA']);
    const [aapl, msft, nvda] = rows;
    // 3 AAPL at 210 = US$630 = NT$18,900 against NT$15,556.50: +NT$3,343.50 = +NT$4,620 (US$154 at 30) − NT$1,276.50.
    // Weighed against both accounts: US$630 of US$1,992.
    expect(cells(aapl)).toEqual(['AAPL', 'US$630.00 NT$18,900.00', '+NT$3,343.50', '+NT$4,620.00', '−NT$1,276.50', '+US$154.00 +32.35%', '210.00', '3', 'US$158.67', 'US$2.62 NT$83.84', '31.63%']);
    expect([figure(msft, 'unrealised-usd'), figure(msft, 'unrealised-twd'), figure(msft, 'price-effect-twd'), figure(msft, 'fx-effect-twd')]).toEqual([
      '+US$26.00',
      '+NT$780.00',
      '+NT$780.00',
      'NT$0.00',
    ]);
    // FIFO: the account says which cost it shows.
    expect(cells(nvda).slice(8, 9)).toEqual(['US$120.00']);
    const [cathayTotal, firstradeTotal, grandTotal] = page.byTestId('holdings-total');
    // Each account's total row: its share of the whole.
    expect(cells(cathayTotal)).toEqual(['合計', 'US$1,471.00 NT$44,130.00', '+NT$4,123.50', '+NT$5,400.00', '−NT$1,276.50', '+US$180.00 +13.94%', '', '', '', 'US$2.62 NT$83.84', '73.85%']);
    expect(cells(firstradeTotal).slice(1, 6)).toEqual(['US$521.00 NT$15,630.00', '−NT$114.00', '+NT$1,230.00', '−NT$1,344.00', '+US$41.00 +8.54%']);
    expect([cells(msft).at(-1), cells(nvda).at(-1), cells(firstradeTotal).at(-1)]).toEqual(['42.22%', '26.15%', '26.15%']);
    expect(cells(grandTotal)).toEqual(['全部帳戶合計', 'US$1,992.00 NT$59,760.00', '+NT$4,009.50', '+NT$6,630.00', '−NT$2,620.50', '+US$221.00 +12.48%', 'US$2.62 NT$83.84', '100.00%']);
    const headers = page.where((element) => element.tagName === 'th' && attrOf(element, 'scope') === 'col').map(squashed);
    expect(headers).toContain('平均成本');
    expect(headers).toContain('每股成本（先進先出）');
    expect(headers.filter((header) => header.startsWith('權重'))).toEqual(['權重（占全部）', '權重（占全部）', '權重（占全部）']);
    const headings = page.byTestId('holdings-account').map((account) => inside(account, (element) => element.tagName === 'h3')[0]);
    expect(headings.map(squashed)).toEqual(['國泰複委託', 'Firstrade']);
    expect(squashed(page.byTestId('holdings-rate')[0])).toContain('30.000（2026/12/01）');
    expect(squashed(page.byTestId('holdings-rate')[0])).toContain('權重為占全部帳戶市值的比例');
  });

  it('weighs an account’s page against the account alone, and says so', async () => {
    const store = await storeWith([
      [CATHAY, CATHAY_HISTORY],
      [FIRSTRADE, FIRSTRADE_HISTORY],
    ]);
    // As HoldingsSection gives an account's page: that account alone.
    const [cathay] = await loadPortfolio(store);
    const scope = cathay!.account.id;
    const page = await renderPageHtml(`/portfolio/accounts/${scope}`, () => (
      <HoldingsView accounts={[cathay!]} scope={scope} prices={pricesAt({ AAPL: 210, MSFT: 420.5, NVDA: 130.25 })} rate={Promise.resolve(RATE_30)} />
    ));
    // US$630 and US$841 of the account's US$1,471.
    expect(page.byTestId('holding-row').map((row) => cells(row).at(-1))).toEqual(['42.83%', '57.17%']);
    expect(cells(page.byTestId('holdings-total')[0]).at(-1)).toBe('100.00%');
    expect(page.where((element) => element.tagName === 'th' && squashed(element).startsWith('權重')).map(squashed)).toEqual(['權重（占本帳戶）']);
    expect(squashed(page.byTestId('holdings-rate')[0])).toContain('權重為占該帳戶市值的比例');
  });

  it('marks only the price for the live runtime, and links each stock to its page and its alert form', async () => {
    const store = await storeWith([[CATHAY, CATHAY_HISTORY]]);
    const page = await holdings(store, 'all', { ...pricesAt({ AAPL: 210.5 }), session: 'intraDay' }, RATE_30);
    const [aapl, msft] = page.byTestId('holding-row');
    expect([attrOf(aapl, 'data-live-quote'), attrOf(aapl, 'data-live-session'), attrOf(aapl, 'data-live-time')]).toEqual(['AAPL', 'intraDay', '2026-12-01T21:00:00.000Z']);
    expect(inside(aapl, (element) => attrOf(element, 'data-live') !== undefined).map((element) => [attrOf(element, 'data-live'), squashed(element)])).toEqual([['price', '210.50']]);
    expect(attrOf(inside(aapl, (element) => element.tagName === 'a')[0], 'href')).toBe('/stock/AAPL/info');
    // 設定通知 beside it: the alert form with the holding's symbol.
    const bell = inside(aapl, (element) => attrOf(element, 'data-testid') === 'holding-alert')[0];
    expect([attrOf(bell, 'href'), attrOf(bell, 'aria-label')]).toEqual(['/alerts/new?symbol=AAPL', '設定 AAPL 的到價通知']);
    // The row's server cost is its elements (decision 054): its cells, the two links, the US$ gain and three second lines, no icon markup.
    expect(inside(aapl, () => true).map((element) => element.tagName)).toEqual(['th', 'a', 'a', 'td', 'small', ...['td', 'td', 'td', 'td', 'span', 'small'], 'td', 'td', 'td', 'td', 'small', 'td']);
    // MSFT has no price: listed with its shares and cost, not live, its value and gains '-', out of the totals.
    expect(attrOf(msft, 'data-live-quote')).toBeUndefined();
    expect(cells(msft).slice(0, 9)).toEqual(['MSFT', '-', '-', '-', '-', '-', '-', '2', 'US$407.50']);
    expect(figure(page.byTestId('holdings-total')[0], 'unrealised-usd')).toBe('+US$155.50');
  });

  it('without today’s rate: the USD figures, the weights by USD, and a sentence that NT$ is unavailable', async () => {
    const store = await storeWith([[CATHAY, CATHAY_HISTORY]]);
    const page = await holdings(store, 'all', pricesAt({ AAPL: 210, MSFT: 420.5 }), null);
    expect(squashed(page.byTestId('holdings-rate')[0])).toBe('新台幣匯率暫時無法取得：下表只列美元金額，新台幣損益暫缺；權重為占全部帳戶美元市值的比例。');
    expect(cells(page.byTestId('holding-row')[0])).toEqual(['AAPL', 'US$630.00', '+US$154.00 +32.35%', '210.00', '3', 'US$158.67', 'US$2.62 NT$83.84', '42.83%']);
    expect(page.html).not.toContain('股價影響');
  });

  it('with no price at all (the snapshot still filling): the holdings, their totals unknown rather than zero, and the reason', async () => {
    const store = await storeWith([[CATHAY, CATHAY_HISTORY]]);
    const page = await holdings(store, 'all', { ...pricesAt({}), asOf: null }, RATE_30);
    expect(squashed(page.byTestId('holdings-as-of')[0])).toBe('報價暫時無法取得');
    expect(page.byTestId('holding-row')).toHaveLength(2);
    expect(cells(page.byTestId('holdings-total')[0]).slice(1, 6)).toEqual(['-', '-', '-', '-', '-']);
  });

  it('lists 200 holdings with their total', async () => {
    const symbols = Array.from({ length: 200 }, (_, index) => `S${String(index).padStart(3, '0')}`);
    const store = await storeWith([[FIRSTRADE, symbols.map((symbol, index) => trade('buy', '2025-01-02', symbol, '10', String(10 + index), '0', '31'))]]);
    const prices = pricesAt(Object.fromEntries(symbols.map((symbol, index) => [symbol, 11 + index])));
    const page = await holdings(store, 'all', prices, RATE_30);
    expect(page.byTestId('holding-row')).toHaveLength(200);
    // Each gained US$10 (NT$300 at 30): US$2,000 on US$219,000 paid. Paid at 31, holding i lost NT$10 × (10 + i) × 10 shares to the rate.
    expect(cells(page.byTestId('holdings-total')[0]).slice(2, 6)).toEqual(['−NT$159,000.00', '+NT$60,000.00', '−NT$219,000.00', '+US$2,000.00 +0.91%']);
    expect(attrOf(page.byTestId('holdings-show-fewer')[0], 'href')).toBe('/portfolio#portfolio-holdings');
  });

  it('lists the 50 largest of 200 holdings, their totals and weights over all 200, with a link to the rest', async () => {
    const symbols = Array.from({ length: 200 }, (_, index) => `S${String(index).padStart(3, '0')}`);
    const store = await storeWith([[FIRSTRADE, symbols.map((symbol, index) => trade('buy', '2025-01-02', symbol, '10', String(10 + index), '0', '31'))]]);
    const prices = pricesAt(Object.fromEntries(symbols.map((symbol, index) => [symbol, 11 + index])));
    const all = await holdings(store, 'all', prices, RATE_30);
    const accounts = await loadPortfolio(store);
    const page = await renderPageHtml('/portfolio', () => <HoldingsView accounts={accounts} scope="all" prices={prices} rate={Promise.resolve(RATE_30)} limit={50} />);
    expect(page.byTestId('holding-row').map((row) => attrOf(row, 'data-symbol'))).toEqual(symbols.slice(150));
    expect(cells(page.byTestId('holdings-total')[0])).toEqual(cells(all.byTestId('holdings-total')[0]));
    expect(cells(page.byTestId('holding-row')[49])).toEqual(cells(all.byTestId('holding-row')[199]));
    expect(squashed(page.byTestId('holdings-shown')[0])).toBe('只列市值最大的 50 檔（共 200 檔）；各帳戶合計與權重已含全部持股。 顯示全部 200 檔');
    expect(attrOf(page.byTestId('holdings-show-all')[0], 'href')).toBe('/portfolio?all=1#portfolio-holdings');
  });
});

describe('HoldingsView: empty', () => {
  it('tells a member without an account, and one whose account holds nothing, what to do', async () => {
    const none = await renderPageHtml('/portfolio', async () => HoldingsSection({ accounts: await loadPortfolio(await storeWith([])), scope: 'all' }));
    expect(squashed(none.byTestId('holdings-empty')[0])).toContain('還沒有帳戶');
    const accounts = await loadPortfolio(await storeWith([[CATHAY, []]]));
    const empty = await renderPageHtml('/portfolio/accounts/1', () => HoldingsSection({ accounts, scope: accounts[0]!.account.id }));
    expect(squashed(empty.byTestId('holdings-empty')[0])).toContain('目前沒有持股');
    expect(attrOf(inside(empty.byTestId('holdings-empty')[0], (element) => element.tagName === 'a')[0], 'href')).toBe(`/portfolio/add?account=${accounts[0]!.account.id}`);
  });
});

describe('HoldingsSection as the page renders it', () => {
  beforeAll(async () => {
    // The first read starts the snapshot's fill from the sandbox in the background.
    const deadline = Date.now() + 90_000;
    while ((await readScreenerSnapshot(getConfig())).state !== 'ready') {
      if (Date.now() > deadline) throw new Error('the screener snapshot did not fill');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }, 100_000);
  afterEach(() => setSandboxKnobs({}));

  const section = async (store: MemberStore) => {
    const accounts = await loadPortfolio(store);
    return renderPageHtml('/portfolio', () => HoldingsSection({ accounts, scope: 'all' }));
  };

  it('prices the holdings from the screener snapshot, says its time, and converts at the FX service’s rate', async () => {
    const snapshot = await readScreenerSnapshot(getConfig());
    const aapl = snapshot.rows.find((row) => row.id === 'AAPL');
    const page = await section(await storeWith([[CATHAY, CATHAY_HISTORY]]));
    expect(cells(page.byTestId('holding-row')[0])[6]).toBe(formatPrice(aapl?.price));
    expect(attrOf(inside(page.byTestId('holdings-as-of')[0], (element) => element.tagName === 'time')[0], 'datetime')).toBe(snapshot.asOf);
    expect(squashed(page.byTestId('holdings-rate')[0])).toMatch(/^新台幣以今日匯率 \d{2}\.\d{3}（\d{4}\/\d{2}\/\d{2}）換算/);
    expect(page.html).toContain('股價影響');
  });

  it('shows the USD figures when the FX service fails, never an error', async () => {
    await setSandboxKnobs({ fail: 'taiwan-market' });
    const page = await section(await storeWith([[CATHAY, CATHAY_HISTORY]]));
    expect(squashed(page.byTestId('holdings-rate')[0])).toContain('新台幣匯率暫時無法取得');
    expect(page.byTestId('holding-row')).toHaveLength(2);
    expect(page.unavailable).toBeUndefined();
  });

  it('proposes a split of a held stock, once, with a form that records it', async () => {
    // The sandbox's LLY split two for one on 2026-04-29; its clock held, so the event stays past.
    await setSandboxKnobs({ marketTime: '2026-12-01T15:00:00Z' });
    const store = await storeWith([[FIRSTRADE, [trade('buy', '2026-01-05', 'LLY', '3', '800', '0', '31.6'), trade('buy', '2026-02-02', 'AAPL', '1', '250', '0', '31.4')]]]);
    const page = await section(store);
    expect(page.byTestId('split-proposal').map(squashed)).toEqual(['LLY 於 2026-04-29 一股分割為二股，是否記入？ 記入分割']);
    const form = inside(page.byTestId('split-proposal')[0], (element) => element.tagName === 'form')[0];
    expect([attrOf(form, 'method'), attrOf(form, 'action')]).toEqual(['post', '/portfolio']);
    const accountId = (await store.listAccounts())[0]!.id;
    const fields = Object.fromEntries(inside(form, (element) => element.tagName === 'input').map((input) => [attrOf(input, 'name'), attrOf(input, 'value')]));
    expect(fields).toEqual({ intent: 'add-entry', account: String(accountId), kind: 'split', date: '2026-04-29', symbol: 'LLY', splitFrom: '1', splitTo: '2', fx: '31.4' });
    // Recorded (as the form would), it is proposed no more.
    const { intent: _intent, account: _account, ...entry } = fields as Record<string, string>;
    expect(await store.addTransaction(accountId, { ...NONE, fee: '', otherFees: '', ...entry } as EntryFields)).toMatchObject({ status: 'saved' });
    expect((await section(store)).byTestId('split-proposal')).toHaveLength(0);
  });
});

describe('IncomeSection', () => {
  it('lists each sale’s realised gain, the dividends of each year in both currencies, and the yearly NT$ figures for a tax filing', async () => {
    const accounts = await loadPortfolio(await storeWith([[CATHAY, CATHAY_HISTORY]]));
    const page = await renderPageHtml('/portfolio', () => <IncomeSection accounts={accounts} scope="all" />);
    expect(page.byTestId('realised-row').map(cells)).toEqual([['2025-06-01', 'AAPL', '12', 'US$2,385.00', 'US$1,904.00', '+US$481.00', '+NT$11,709.00']]);
    expect(page.byTestId('dividends-year').map(cells)).toEqual([['2025', 'US$3.75', 'US$1.13', 'US$2.62', 'NT$120.00', 'NT$36.16', 'NT$83.84']]);
    expect(page.byTestId('tax-year').map(cells)).toEqual([['2025', 'NT$11,709.00', 'NT$120.00', 'NT$36.16', 'NT$83.84']]);
    expect(squashed(page.byTestId('portfolio-income')[0])).toContain('不是稅務建議');
  });

  it('says there is nothing yet when nothing was sold or paid', async () => {
    const accounts = await loadPortfolio(await storeWith([[FIRSTRADE, FIRSTRADE_HISTORY]]));
    const page = await renderPageHtml('/portfolio', () => <IncomeSection accounts={accounts} scope="all" />);
    expect(squashed(page.byTestId('portfolio-income')[0])).toContain('還沒有賣出或股利紀錄');
    expect(page.byTestId('realised-table')).toHaveLength(0);
  });

  it('lists the newest sales the overview asks for, with a link to the rest; an account’s page lists them all', async () => {
    const days = Array.from({ length: 25 }, (_, index) => `2025-03-${String(index + 1).padStart(2, '0')}`);
    const accounts = await loadPortfolio(
      await storeWith([[FIRSTRADE, [trade('buy', '2025-02-03', 'NVDA', '30', '120', '0', '32'), ...days.map((day) => trade('sell', day, 'NVDA', '1', '130', '0', '32'))]]]),
    );
    const first = await renderPageHtml('/portfolio', () => <IncomeSection accounts={accounts} scope="all" salesShown={20} />);
    expect(first.byTestId('realised-row').map((row) => cells(row)[0])).toEqual(days.slice(5).reverse());
    expect(squashed(first.byTestId('realised-shown')[0])).toBe('只列最近 20 筆賣出（共 25 筆）；每年合計已含全部賣出。 顯示最近 25 筆');
    expect(attrOf(first.byTestId('realised-show-more')[0], 'href')).toBe('/portfolio?all=1#portfolio-income');
    const all = await renderPageHtml('/portfolio', () => <IncomeSection accounts={accounts} scope="all" />);
    expect(all.byTestId('realised-row')).toHaveLength(25);
    expect(all.byTestId('realised-shown')).toHaveLength(0);
  });
});
