import { afterAll, describe, expect, it, vi } from 'vitest';
import { IndexCards } from '@/components/home/IndexCards';
import { MarketStatusCard } from '@/components/home/MarketStatusCard';
import { marketSessionAt } from '@/lib/market/session';
import { attrOf, inside, renderPageHtml, single, squashed } from '@tests/page-html';
import { setSandboxKnobs } from '@tests/upstream-context';

/**
 * Home's market status reads the market's clock from the quotes beside it, not the
 * reader's or the server's. The sandbox's market clock is frozen in a session other than the real
 * clock's (as a demo's SANDBOX_CLOCK_START does), and the status must say the index quotes' session.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock({ edgeCache: false }));
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

/** 10:04 New York on Wednesday 25 November 2026, the README's demo instant. */
const DEMO_OPEN = '2026-11-25T15:04:00Z';
/** Thanksgiving 2026, 11:00 New York: the market is closed all day. */
const THANKSGIVING = '2026-11-26T16:00:00Z';

afterAll(() => setSandboxKnobs({}));

const renderOverview = () =>
  renderPageHtml('/', () => (
    <>
      <MarketStatusCard />
      <IndexCards />
    </>
  ));

describe('the market status and the index quotes beside it', { timeout: 20_000 }, () => {
  it('say the same session when the sandbox’s market clock is not the real one', async () => {
    // Whatever the real clock says now, freeze the sandbox's where it says something else.
    const realSession = marketSessionAt(new Date());
    const frozen = realSession === 'intraDay' ? THANKSGIVING : DEMO_OPEN;
    await setSandboxKnobs({ marketTime: frozen });
    const page = await renderOverview();

    const quoteSessions = page.byTestId('index-card').map((card) => attrOf(inside(card, 'a')[0], 'data-live-session'));
    expect(quoteSessions).toHaveLength(4);
    expect(new Set(quoteSessions).size).toBe(1);
    const status = single(page.byTestId('market-status'), 'market status');
    expect(attrOf(status, 'data-session')).toBe(quoteSessions[0]);
    expect(attrOf(status, 'data-session')).not.toBe(realSession);
    expect(squashed(single(page.byTestId('session-badge'), 'badge'))).toMatch(quoteSessions[0] === 'intraDay' ? /^盤中/ : /^休市/);

    if (frozen === DEMO_OPEN) {
      // The market's own now, and the close it counts down to.
      expect(squashed(single(page.byTestId('market-time-new-york'), 'New York time'))).toBe('11/25 10:04 美東');
      expect(squashed(single(page.byTestId('market-next'), 'next bell'))).toBe('收盤 11/25 16:00 美東（11/26 05:00 台北） 還有 5 小時 56 分');
    } else {
      // No "now" the quotes cannot vouch for: their last close, and the next open with no countdown.
      expect(squashed(status)).toContain('收盤 11/25 16:00 美東');
      expect(squashed(single(page.byTestId('market-next'), 'next bell'))).toBe('開盤 11/27 09:30 美東（11/27 22:30 台北）');
    }
  });
});
