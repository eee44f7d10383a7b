import { describe, expect, it, vi } from 'vitest';
import { MarketMovers } from '@/components/home/MarketMovers';
import { LIVE_QUOTE_ATTRIBUTE } from '@/components/live/live-markup';
import { presetBySlug } from '@/lib/screener/presets';
import { attrOf, inside, renderPageHtml, squashed } from '@tests/page-html';

/**
 * Home's movers are a snapshot. Their prices used to tick under fixed ranks, so a list
 * could show +3.93 % below +3.79 % under a 資料時間 that stood still. The live runtime rewrites only
 * what sits in a live quote's element (decision 036), so a list with none keeps its numbers, its
 * order and its time together.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

/** "+5.11%" / "−4.56%" → 5.11 / −4.56 (the site writes a real minus sign). */
const percentOf = (text: string) => Number(text.replace('−', '-').replace('%', ''));

describe('the day’s movers in the server HTML', { timeout: 20_000 }, () => {
  it('are three snapshots no live quote rewrites, each ranked by the numbers it shows', async () => {
    const page = await renderPageHtml('/', () => <MarketMovers />);
    const grid = page.byTestId('movers-grid')[0];
    expect(inside(grid, (element) => attrOf(element, LIVE_QUOTE_ATTRIBUTE) !== undefined)).toEqual([]);

    for (const [type, order] of [
      ['gainers', 1],
      ['losers', -1],
    ] as const) {
      const list = page.byTestId(`movers-${type}`)[0];
      const changes = inside(list, (element) => attrOf(element, 'data-testid') === 'mover-change').map((element) => percentOf(squashed(element)));
      expect(changes.length).toBeGreaterThan(0);
      expect(changes).toEqual([...changes].sort((a, b) => order * (b - a)));
      expect(squashed(inside(list, (element) => attrOf(element, 'data-testid') === 'movers-as-of')[0])).toMatch(/^資料時間 \d{2}\/\d{2} \d{2}:\d{2} 美東$/);
    }
  });

  it('each list links to its whole ranking, a ranking preset of the screener', async () => {
    const page = await renderPageHtml('/', () => <MarketMovers />);
    const rankings = (type: string) => {
      const link = inside(page.byTestId(`movers-${type}`)[0], (element) => attrOf(element, 'data-testid') === 'movers-ranking-link')[0];
      const href = attrOf(link, 'href') ?? '';
      const preset = presetBySlug(href.replace(/^\/screener\//, ''));
      return { href, ranking: preset?.ranking, title: preset?.title };
    };
    expect(rankings('gainers')).toEqual({ href: '/screener/gainers', ranking: true, title: '漲幅排行' });
    expect(rankings('losers')).toEqual({ href: '/screener/losers', ranking: true, title: '跌幅排行' });
    expect(rankings('active')).toEqual({ href: '/screener/most-active', ranking: true, title: '成交量排行' });
  });
});
