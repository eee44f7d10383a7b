import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterStoreReload } from '@tests/member-stores';
import { type PageHtml, renderPageHtml } from '@tests/page-html';
import { memberAuth } from '@tests/portfolio-csv-app';
import { setSandboxKnobs } from '@tests/upstream-context';
import { type MemberStore, memberStoreOf } from '@/lib/member/member-store';
import type { EntryFields } from '@/lib/portfolio/entries';
import { tradingDateAt } from '@/lib/market/market-clock';
import { readKeptMarket } from '@/lib/portfolio/performance-cache';
import { readMarket } from '@/lib/portfolio/performance-market';
import { runWithRequestAuth } from '@/lib/server/request-auth';
import { loadPortfolio } from '../portfolio-data';

/**
 * 報酬率走勢 computed by the member's store (the MemberStore object, SQLite) beside the transactions, in
 * workerd against the sandbox's price and FX services: the same chart, to the last path point, as the one
 * computed in the site from every transaction; the period's market data kept for the member, so the first
 * view after a write reads no price history.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { PerformanceSection } = await import('./PerformanceSection');

let members = 0;
const memberId = () => 900_000_000 + Math.floor(Math.random() * 1e7) * 10 + (members += 1);

const NONE = { symbol: '', shares: '', price: '', fee: '1.5', otherFees: '0', amount: '', withheld: '', splitFrom: '', splitTo: '', currency: '', note: '' } as const;
const trade = (kind: 'buy' | 'sell', date: string, symbol: string, shares: string, price: string, fx: string): EntryFields => ({ ...NONE, kind, date, symbol, shares, price, fx });
const HISTORY: EntryFields[] = [
  { ...NONE, kind: 'deposit', date: '2024-06-03', amount: '50000', currency: 'USD', fx: '32.3' },
  trade('buy', '2024-06-03', 'SPY', '20', '530.25', '32.3'),
  trade('buy', '2025-03-03', 'AAPL', '15', '238.5', '32.9'),
  trade('buy', '2026-02-02', 'MSFT', '4', '410', '31.6'),
  trade('sell', '2026-05-04', 'AAPL', '6', '201.75', '30.4'),
  { ...NONE, fee: '', otherFees: '', kind: 'dividend', date: '2026-08-14', symbol: 'AAPL', amount: '2.34', withheld: '0.7', fx: '30.1' },
];

async function storeWith(member: number, entries: EntryFields[]): Promise<{ store: MemberStore; accountId: number }> {
  const store = memberStoreOf((env as unknown as { MEMBER_STORES: DurableObjectNamespace }).MEMBER_STORES, member);
  const created = await afterStoreReload(() => store.createAccount({ name: 'Firstrade', currency: 'USD', costMethod: 'fifo', feeRatePercent: '0', feeMinimum: '0' }));
  if (created.status !== 'saved') throw new Error('no account');
  expect(await store.importTransactions(created.account.id, entries)).toMatchObject({ status: 'imported' });
  return { store, accountId: created.account.id };
}

/** The chart (its SVG and its words) as the section renders it: by the store when given one, else in the site from the transactions. */
async function chart(store: MemberStore, query: string, inStore: boolean): Promise<string> {
  const accounts = await loadPortfolio(store);
  const html: PageHtml = await renderPageHtml(`/portfolio${query}`, () => PerformanceSection({ accounts, scope: 'all', query, ...(inStore ? { store } : {}) }));
  const [figure] = html.byTestId('portfolio-performance-chart');
  if (!figure) throw new Error(`no chart: ${html.html.slice(0, 300)}`);
  return html.html.slice(html.html.indexOf('<figure'), html.html.indexOf('</figure>'));
}

afterEach(() => setSandboxKnobs({}));

describe('報酬率走勢 computed by the member’s store', () => {
  it('draws the same chart as the site computes from every transaction, for each period and currency', async () => {
    const { store } = await storeWith(memberId(), HISTORY);
    for (const query of ['', '?period=1M', '?period=ALL&returns=USD', '?period=YTD']) {
      // No session: nothing is kept, each is computed.
      expect(await chart(store, query, true)).toBe(await chart(store, query, false));
    }
  });

  it('keeps the period’s market data for the member: after a write the chart is new and reads no price history', async () => {
    const member = memberId();
    const { store, accountId } = await storeWith(member, HISTORY);
    const asMember = <T,>(work: () => Promise<T>) => runWithRequestAuth(memberAuth(member), work);
    const first = await asMember(() => chart(store, '?period=6M', true));
    const kept = await readKeptMarket({ memberId: member, range: '6M', day: tradingDateAt(Date.now()) });
    expect(kept && [...readMarket(kept).closes.keys()].sort()).toEqual(['AAPL', 'MSFT']);

    expect(await store.addTransaction(accountId, trade('buy', '2026-10-01', 'MSFT', '3', '415.5', '30.6'))).toMatchObject({ status: 'saved' });
    const expected = await chart(store, '?period=6M', false);
    expect(expected).not.toBe(first);
    await setSandboxKnobs({ fail: 'business,taiwan-market' });
    expect(await asMember(() => chart(store, '?period=6M', true))).toBe(expected);
  });
});
