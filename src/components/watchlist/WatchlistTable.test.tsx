import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Quote, Watchlist } from '../../lib/upstream/business';
import { UpstreamError } from '../../lib/upstream/errors';

/** The watchlist section with the business client mocked: rows, prices, the empty and error states. */
const getWatchlist = vi.fn<(ctx: unknown) => Promise<Watchlist>>();
const getQuotes = vi.fn<(ctx: unknown, ids: readonly string[]) => Promise<Record<string, Quote>>>();
vi.mock('../../lib/server/request-context', () => ({ getUpstreamContext: () => ({ token: 'member-token', tokenKind: 'member' }) }));
vi.mock('../../lib/upstream/business', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/upstream/business')>()),
  getWatchlist: (ctx: unknown) => getWatchlist(ctx),
  getQuotes: (ctx: unknown, ids: readonly string[]) => getQuotes(ctx, ids),
}));

const { WatchlistSkeleton, WatchlistTable } = await import('./WatchlistTable');

const item = (id: string, name: string, customName: string | null): Watchlist['items'][number] => ({
  id,
  name,
  customName,
  marketType: 1,
  commodityType: 1,
  exchange: 3,
  addedAt: '2026-07-31T12:00:00.000Z',
});
const quote = (price: number, change: number, changePercent: number) => ({ price, change, changePercent }) as Quote;
const render = async () => renderToStaticMarkup(await WatchlistTable());

beforeEach(() => {
  getWatchlist.mockReset();
  getQuotes.mockReset();
});

describe('WatchlistTable', () => {
  it('lists each symbol with its name, price and change, linking to its info page', async () => {
    getWatchlist.mockResolvedValue({ max: 100, items: [item('NVDA', 'Nvidia', '輝達'), item('AAPL', 'Apple Inc.', '蘋果')] });
    getQuotes.mockResolvedValue({ NVDA: quote(180.5, 2.1, 1.18), AAPL: quote(210, -1.5, -0.71) });
    const html = await render();
    expect(getQuotes).toHaveBeenCalledWith(expect.anything(), ['NVDA', 'AAPL']);
    expect(html.match(/data-testid="watchlist-item"/g)).toHaveLength(2);
    expect(html).toContain('href="/stock/NVDA/info"');
    expect(html).toContain('輝達');
    expect(html).toContain('180.50');
    expect(html).toMatch(/data-direction="rise"[^>]*>\+1\.18%/);
    expect(html).toMatch(/data-direction="fall"[^>]*>−0\.71%/);
    expect(html).toContain('共 2 檔（上限 100 檔）');
  });

  it('without quotes the rows still show names and links', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getWatchlist.mockResolvedValue({ max: 100, items: [item('TSLA', 'Tesla', '特斯拉')] });
    getQuotes.mockRejectedValue(new UpstreamError('business', 503, 'down'));
    const html = await render();
    expect(html).toContain('href="/stock/TSLA/info"');
    expect(html).toContain('暫無報價');
    error.mockRestore();
  });

  it('an empty list says so, without asking for quotes', async () => {
    getWatchlist.mockResolvedValue({ max: 100, items: [] });
    const html = await render();
    expect(html).toContain('data-empty-state="noResult"');
    expect(html).toContain('你的自選股清單目前是空的。');
    expect(getQuotes).not.toHaveBeenCalled();
  });

  it('a failed list call is the error state, not a throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    getWatchlist.mockRejectedValue(new UpstreamError('business', 401, 'loginRequired'));
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
