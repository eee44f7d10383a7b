import { afterAll, describe, expect, it, vi } from 'vitest';
import TechnicalAnalysisPage from '@/pages/stock/[id]/technical-analysis';
import { inside, type PageHtml, single, squashed, textIn } from '@tests/page-html';
import { renderStockPage } from '@tests/stock-page-html';
import { setSandboxKnobs } from '@tests/upstream-context';

/**
 * Stock tabs in the server HTML while New York trades and after it closes, with the sandbox's
 * market clock frozen at each instant (this file's own: tests/support/sandbox-tenant.ts) and no
 * edge cache (an answer cached at another instant would be of another session).
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock({ edgeCache: false }));
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

/** Wednesday 2026-11-25 in New York: 11:00 (the regular session) and 17:30 (after the close). */
const OPEN = '2026-11-25T16:00:00Z';
const CLOSED = '2026-11-25T22:30:00Z';

async function renderAt(at: string, render: () => Promise<PageHtml>): Promise<PageHtml> {
  await setSandboxKnobs({ marketTime: at });
  return render();
}

/** The legend of the price pane: its title, then the latest close and the averages. */
const priceLegend = (page: PageHtml) => squashed(single(inside(single(page.byTestId('pane-price'), 'price pane'), 'figcaption'), 'legend'));

afterAll(() => setSandboxKnobs({}));

describe('stock tabs while the market is open and after it closes', { timeout: 20_000 }, () => {
  it('technical analysis calls the open day’s last price 盤中 with its time, never a close; after the close, 收盤', async () => {
    const open = await renderAt(OPEN, () => renderStockPage(TechnicalAnalysisPage, 'technical-analysis', 'NVDA'));
    const analysis = single(open.byTestId('technical-analysis'), 'technical analysis');
    expect(squashed(single(open.byTestId('technical-as-of'), 'as-of line'))).toMatch(/^2026\/11\/25 11:00 美東 盤中資料，/);
    expect(textIn(analysis)).not.toContain('收盤');
    expect(priceLegend(open)).toMatch(/^股價與均線盤中 [\d,]+\.\d{2}MA5/);
    expect(textIn(analysis)).toMatch(/盤中 [\d,]+\.\d{2}／MA5/);

    const closed = await renderAt(CLOSED, () => renderStockPage(TechnicalAnalysisPage, 'technical-analysis', 'NVDA'));
    expect(squashed(single(closed.byTestId('technical-as-of'), 'as-of line'))).toMatch(/^2026\/11\/25 收盤資料，/);
    expect(priceLegend(closed)).toMatch(/^股價與均線收盤 [\d,]+\.\d{2}MA5/);
    expect(textIn(single(closed.byTestId('technical-analysis'), 'technical analysis'))).not.toContain('盤中');
  });
});
