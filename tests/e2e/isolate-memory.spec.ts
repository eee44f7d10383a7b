import { expect, test } from '../support/e2e/worker-tab.ts';
import { countLiveObjects } from '../../scripts/lib/isolate-inspector.ts';
import { E2E_STACK } from './stacks.ts';

/**
 * Against the built worker (wrangler dev / workerd, real Waku and React): a page that
 * redirects after its layout has started streaming (every /stock/{id}/… redirect) must not leave its
 * React renders behind in the isolate. Before src/lib/server/release-abandoned-render.ts each such
 * request kept two renders (`RequestInstance`) alive for good; the heap grew about 9 MB per 2,000
 * mixed requests. The count is read from a heap snapshot (which runs a full GC first) through the
 * inspector wrangler dev opens on the worker's port + 1000.
 */
const INSPECTOR_PORT = E2E_STACK.port + 1_000;

async function rendersAlive(): Promise<number> {
  return (await countLiveObjects(INSPECTOR_PORT, ['RequestInstance'])).RequestInstance ?? 0;
}

test.describe('the isolate lets go of abandoned renders', () => {
  test.setTimeout(90_000);

  test('redirects that leave a stock layout streaming, and readers that leave mid-page, keep no render alive', async ({ request }) => {
    const redirects = ['/stock/AAPL', '/stock/aapl/info', '/stock/NVDA/finance', '/stock/msft/dividend', '/stock/AAPL/finance?period=annual'];
    for (let round = 0; round < 6; round += 1) {
      for (const path of redirects) {
        const res = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0, failOnStatusCode: false });
        expect(res.status(), path).toBe(308);
      }
    }
    // Readers that go away after the first bytes of a streaming page.
    for (let i = 0; i < 10; i += 1) {
      const leave = new AbortController();
      const res = await fetch(`http://localhost:${E2E_STACK.port}/stock/AAPL/info`, { headers: { accept: 'text/html' }, signal: leave.signal });
      await res.body?.getReader().read();
      leave.abort();
    }
    // The drained renders finish in the background, as fast as the sandbox answers: wait for them.
    await expect.poll(rendersAlive, { timeout: 45_000, intervals: [1_000, 2_000, 4_000] }).toBe(0);
  });
});
