import { afterEach, describe, expect, it, vi } from 'vitest';
import { attrOf, inside, renderPageHtml, squashed } from '@tests/page-html';
import { memberAuth } from '@tests/portfolio-csv-app';
import { setSandboxKnobs } from '@tests/upstream-context';
import { runWithRequestAuth } from '@/lib/server/request-auth';
import { checkEntry, toLedgerTransaction } from '@/lib/portfolio/entries';
import { replayAccount } from '@/lib/portfolio/ledger';
import { summariseLedger } from '@/lib/portfolio/ledger-summary';
import { ledgerAccount, type StoredAccount } from '@/lib/portfolio/store-rpc';
import type { LoadedAccount } from '../portfolio-data';

/**
 * 報酬率走勢 rendered in workerd as a request renders it, against the sandbox's price and FX services
 * (edge cache and all): the chart drawn as SVG with its figures in words, the choice as plain links,
 * and a clear notice when there is nothing to draw or the services fail.
 */
// Every call to the sandbox: an edge-cached history another file asked for would answer the outage below.
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock({ edgeCache: false }));
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());
const { PerformanceSection } = await import('./PerformanceSection');

const ACCOUNT: StoredAccount = { id: 7, name: '國泰複委託', currency: 'USD', costMethod: 'average', feeRatePercent: '0', feeMinimum: '0', createdAt: 0 };

/** Transactions as the store keeps them: each through the one gate the form, the CSV and the store share. */
function loaded(entries: Record<string, string>[]): LoadedAccount[] {
  const stored = entries.map((raw, index) => {
    const checked = checkEntry({ fx: '31.5', ...raw }, '2026-12-01');
    if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
    return { ...checked.entry, id: index + 1, accountId: ACCOUNT.id, createdAt: 0 };
  });
  const transactions = stored.map((entry) => toLedgerTransaction(String(entry.id), String(ACCOUNT.id), entry));
  const replayed = replayAccount(ledgerAccount(ACCOUNT), transactions);
  return [
    {
      account: ACCOUNT,
      replayed,
      summary: summariseLedger(replayed),
      transactionCount: stored.length,
      firstDate: stored[0]?.date ?? null,
      ledgerVersion: 1,
      entries: async () => stored,
      transactions: async () => transactions,
    },
  ];
}
/** SPY bought long before any period and held: whatever the period, the portfolio is SPY. */
const ONLY_SPY = loaded([{ kind: 'buy', date: '2019-01-02', symbol: 'SPY', shares: '10', price: '250', fee: '0', otherFees: '0' }]);

const render = (accounts: LoadedAccount[], query = '', scope: 'all' | number = 'all') => renderPageHtml(`/portfolio${query}`, () => PerformanceSection({ accounts, scope, query }));

afterEach(() => setSandboxKnobs({}));

describe('報酬率走勢', () => {
  it('draws the portfolio and SPY as SVG lines, and says both returns in words: a portfolio of SPY earns SPY’s', async () => {
    for (const [query, currency] of [
      ['', '新台幣'],
      ['?returns=USD', '美元'],
    ] as const) {
      const html = await render(ONLY_SPY, query);
      const chart = html.byTestId('portfolio-performance-chart')[0];
      const paths = inside(chart, 'path');
      expect(paths.map((path) => attrOf(path, 'data-line'))).toEqual(['portfolio', 'benchmark']);
      expect(paths.every((path) => (attrOf(path, 'd')?.split('L').length ?? 0) > 100)).toBe(true);
      const portfolio = squashed(html.byTestId('portfolio-performance-portfolio')[0]);
      expect(portfolio).toMatch(/^[+-]?\d+\.\d\d%$/);
      expect(squashed(html.byTestId('portfolio-performance-benchmark')[0])).toBe(portfolio);
      const summary = squashed(html.byTestId('portfolio-performance-summary')[0]);
      expect(summary).toContain(`1年（`);
      expect(summary).toContain(`以${currency}計算的時間加權報酬率：我的投資組合 ${portfolio}，SPY（標普 500 ETF） ${portfolio}。`);
      expect(
        attrOf(
          inside(chart, 'svg').find((svg) => attrOf(svg, 'role') === 'img'),
          'aria-label',
        ),
      ).toBe(summary);
    }
  });

  it('offers each period and currency as a link that keeps the page’s query, the current one marked', async () => {
    const html = await render(ONLY_SPY, '?period=ytd&returns=usd&answer=saved&x=1', 7);
    const links = html.where((element) => element.tagName === 'a' && (attrOf(element, 'data-period') !== undefined || attrOf(element, 'data-currency') !== undefined));
    expect(links.map((link) => [squashed(link), attrOf(link, 'href'), attrOf(link, 'aria-current') ?? ''])).toEqual([
      ['1個月', '/portfolio/accounts/7?x=1&period=1M&returns=USD', ''],
      ['6個月', '/portfolio/accounts/7?x=1&period=6M&returns=USD', ''],
      ['今年', '/portfolio/accounts/7?x=1&period=YTD&returns=USD', 'page'],
      ['1年', '/portfolio/accounts/7?x=1&returns=USD', ''],
      ['全部', '/portfolio/accounts/7?x=1&period=ALL&returns=USD', ''],
      ['新台幣', '/portfolio/accounts/7?x=1&period=YTD', ''],
      ['美元', '/portfolio/accounts/7?x=1&period=YTD&returns=USD', 'page'],
    ]);
    expect(attrOf(html.byTestId('portfolio-performance-chart')[0], 'data-period')).toBe('YTD');
  });

  it('reads a hostile query as the default choice', async () => {
    const html = await render(ONLY_SPY, '?period=%3Cscript%3E&returns=%00');
    const chart = html.byTestId('portfolio-performance-chart')[0];
    expect([attrOf(chart, 'data-period'), attrOf(chart, 'data-currency')]).toEqual(['1Y', 'TWD']);
  });

  it('says how to begin when there is no transaction, and keeps the section', async () => {
    const html = await render([]);
    expect(html.byTestId('portfolio-performance')).toHaveLength(1);
    expect(squashed(html.byTestId('portfolio-performance-notice')[0])).toContain('還沒有交易紀錄');
  });

  it('answers the price service failing with a notice in the chart’s place, never a blank or a failed page', async () => {
    await setSandboxKnobs({ fail: 'business,taiwan-market' });
    const html = await render(ONLY_SPY, '?period=6M');
    expect(html.byTestId('portfolio-performance-chart')).toHaveLength(0);
    expect(squashed(html.byTestId('portfolio-performance-notice')[0])).toBe('報酬率走勢暫時無法載入，請稍後再試。');
  });

  it('keeps the chart for the member’s repeat view: no transaction read again until a write (another ledger version) or another member', async () => {
    const reads: number[] = [];
    const counting = (version: number): LoadedAccount[] =>
      ONLY_SPY.map((account) => ({
        ...account,
        ledgerVersion: version,
        transactions: () => {
          reads.push(version);
          return account.transactions();
        },
      }));
    const member = 800_000_000 + Math.floor(Math.random() * 1e8);
    const chartOf = async (memberId: number, version: number) => {
      const html = await runWithRequestAuth(memberAuth(memberId), () => render(counting(version), '?period=1M'));
      return squashed(html.byTestId('portfolio-performance-summary')[0]);
    };
    const first = await chartOf(member, 1);
    expect(first).toContain('時間加權報酬率');
    expect(await chartOf(member, 1)).toBe(first);
    expect(reads).toEqual([1]);
    expect(await chartOf(member, 2)).toBe(first);
    expect(await chartOf(member + 1, 2)).toBe(first);
    expect(reads).toEqual([1, 2, 2]);
  });
});
