import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote, Sparkline, Watchlist } from '@/lib/upstream/business';
import { UpstreamError } from '@/lib/upstream/errors';
import type { WatchlistRow } from './watchlist-rows';
import { stockId } from '@tests/stock-ids';

/**
 * The watchlist section's server part with the member's list and the business client mocked: which
 * rows reach the (client) table, the suggestions of an empty list and the error state. The table
 * and the suggestions are stand-ins here; the e2e specs drive the real ones in Chromium.
 */
const getMemberWatchlist = vi.fn<() => Promise<Watchlist | null>>();
const getQuotes = vi.fn<(ctx: unknown, ids: readonly string[]) => Promise<Record<string, Quote>>>();
const getSparklines = vi.fn<(ctx: unknown, ids: readonly string[]) => Promise<Record<string, Sparkline>>>();
vi.mock('@/lib/server/request-context', () => ({ getUpstreamContext: () => ({ token: 'member-token', tokenKind: 'member' }) }));
vi.mock('./watchlist-data', () => ({ getMemberWatchlist: () => getMemberWatchlist() }));
vi.mock('@/lib/upstream/business', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upstream/business')>()),
  getQuotes: (ctx: unknown, ids: readonly string[]) => getQuotes(ctx, ids),
  getSparklines: (ctx: unknown, ids: readonly string[]) => getSparklines(ctx, ids),
}));
vi.mock('./WatchlistView', () => ({ WATCHLIST_ROW_HEIGHT: 64, WatchlistView: ({ initialRows }: { initialRows: WatchlistRow[] }) => <output data-rows={JSON.stringify(initialRows)} /> }));
vi.mock('./PopularToWatch', () => ({ PopularToWatch: () => <section data-testid="watchlist-suggestions" /> }));

const { WatchlistSkeleton, WatchlistTable } = await import('./WatchlistTable');

const item = (id: string, name: string, customName: string | null): Watchlist['items'][number] => ({
  id: stockId(id),
  name,
  customName,
  marketType: 1,
  commodityType: 1,
  exchange: 3,
  addedAt: '2026-07-31T12:00:00.000Z',
});
const quote = (price: number, change: number, changePercent: number) => ({ price, change, changePercent, marketSession: 'intraDay' }) as Quote;
const line = (id: string, closes: number[]): Sparkline => ({ id, range: '1M', previousClose: null, closes, from: '2026-10-23', to: '2026-11-21' });
const render = async () => renderToStaticMarkup(await WatchlistTable());
const rowsOf = (html: string): WatchlistRow[] => {
  const match = /data-rows="([^"]*)"/.exec(html);
  return JSON.parse((match?.[1] ?? '[]').replaceAll('&quot;', '"')) as WatchlistRow[];
};

beforeEach(() => {
  getMemberWatchlist.mockReset();
  getQuotes.mockReset();
  getSparklines.mockReset();
});

describe('WatchlistTable', () => {
  it('hands every stock to the table with its quote, session and month line, in the list order', async () => {
    getMemberWatchlist.mockResolvedValue({ max: 100, items: [item('NVDA', 'Nvidia', '輝達'), item('AAPL', 'Apple Inc.', '蘋果')] });
    getQuotes.mockResolvedValue({ NVDA: quote(180.5, 2.1, 1.18), AAPL: quote(210, -1.5, -0.71) });
    getSparklines.mockResolvedValue({ NVDA: line('NVDA', [170, 175, 180.5]) });
    const rows = rowsOf(await render());
    expect(getQuotes).toHaveBeenCalledWith(expect.anything(), ['NVDA', 'AAPL']);
    expect(getSparklines).toHaveBeenCalledWith(expect.anything(), ['NVDA', 'AAPL']);
    expect(rows.map((row) => [row.id, row.name, row.order])).toEqual([
      ['NVDA', '輝達', 0],
      ['AAPL', '蘋果', 1],
    ]);
    expect(rows[0]?.quote).toEqual({ price: 180.5, change: 2.1, changePercent: 1.18, marketSession: 'intraDay', session: '盤中' });
    expect(rows[0]?.sparkline).toEqual({ closes: [170, 175, 180.5], direction: 'rise' });
    expect(rows[1]?.sparkline).toBeNull();
  });

  it('without quotes or lines the rows still reach the table', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getMemberWatchlist.mockResolvedValue({ max: 100, items: [item('TSLA', 'Tesla', '特斯拉')] });
    getQuotes.mockRejectedValue(new UpstreamError('business', 503, 'down'));
    getSparklines.mockRejectedValue(new UpstreamError('business', 503, 'down'));
    const rows = rowsOf(await render());
    expect(rows).toMatchObject([{ id: 'TSLA', href: '/stock/TSLA/info', quote: null, sparkline: null }]);
    error.mockRestore();
  });

  it('an empty list says so and suggests popular stocks, without asking for quotes of the list', async () => {
    getMemberWatchlist.mockResolvedValue({ max: 100, items: [] });
    const html = await render();
    expect(html).toContain('data-empty-state="noResult"');
    expect(html).toContain('你的自選股清單目前是空的。');
    expect(html).toContain('data-testid="watchlist-suggestions"');
    expect(getQuotes).not.toHaveBeenCalled();
  });

  it('a failed list call is the error state, not a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getMemberWatchlist.mockRejectedValue(new UpstreamError('business', 401, 'loginRequired'));
    const html = await render();
    expect(html).toContain('data-empty-state="error"');
    expect(html).toContain('自選股暫時無法載入');
    error.mockRestore();
  });

  it('the skeleton is announced and holds rows', () => {
    const html = renderToStaticMarkup(<WatchlistSkeleton rows={3} />);
    expect(html).toContain('載入自選股…');
    expect(html).toContain('aria-busy="true"');
  });
});
