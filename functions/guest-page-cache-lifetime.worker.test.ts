import { describe, expect, it, vi } from 'vitest';
import { advanceArticleCacheGeneration } from '@/lib/upstream/content-generation';
import { PAGE_CACHE_HEADER } from './guest-page-cache';
import { advanceClock, bindings, bodyNonces, CHROME, freshSite, kv, nextKept, otherIsolate, policyNonce, renders, resetAroundEachTest, visit, watchKept } from '@tests/guest-page-cache-harness';

/**
 * The guest page cache (decision 030) in the real edge layer (tests/support/app/guest-page-cache-harness.ts):
 * what is kept and for how long. Nothing but the page everyone should get; a stale page served at
 * once and replaced in the background; another isolate's find in the Cache API; a deletion retiring
 * every kept page. Each test uses its own site origin, so no test sees another's kept pages.
 */
resetAroundEachTest();

describe('guest page cache (decision 030)', () => {
  it('keeps nothing that is not the page everyone should get', async () => {
    const site = freshSite();
    const signal = vi.fn();
    // Only this test's site: an earlier test's last page may still be being kept.
    watchKept((key) => {
      if (key.startsWith(site)) signal(key);
    });
    const cases = [
      ['/stock/NVDA/degraded', {}], // an outage somewhere in the render
      ['/stock/UNKNOWN/info', {}], // a 404
      ['/article/mine', {}], // not a public route
      ['/watchlist', {}],
      ['/article/preview?id=101', {}],
      ['/stock/NVDA/info', { EDGE_CACHE: 'off' }], // the caches switched off
      ['/stock/TSLA/info', { PAGE_CACHE: 'off' }], // this cache switched off
      [`/article?cursor=${'x'.repeat(600)}`, {}], // an odd URL's long query
    ] as const;
    for (const [path, extra] of cases) {
      for (let i = 0; i < 2; i += 1) {
        const res = await visit(site, path, { extra });
        await res.text();
        expect(res.headers.get(PAGE_CACHE_HEADER), path).not.toBe('hit');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signal).not.toHaveBeenCalled();
  });

  it('serves a stale page at once and replaces it with one background render for the same kind of visitor', async () => {
    const site = freshSite();
    let stored = nextKept();
    const first = await visit(site, '/stock/AMD/info');
    const firstRender = (await first.text()).match(/data-render="(\d+)"/)?.[1];
    await stored;
    advanceClock(20_000); // past the 15 s a page with quotes stays fresh, within its 60 s of grace
    stored = nextKept();
    const stale = await visit(site, '/stock/AMD/info');
    const staleHtml = await stale.text();
    expect(stale.headers.get(PAGE_CACHE_HEADER)).toBe('stale');
    expect(staleHtml).toContain(`data-render="${firstRender}"`);
    await stored;
    const fresh = await visit(site, '/stock/AMD/info');
    const freshHtml = await fresh.text();
    expect(fresh.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(freshHtml).not.toContain(`data-render="${firstRender}"`);
    expect(freshHtml).toContain('data-auth="guest"');
    // Past the grace too: the reader waits for a new render.
    advanceClock(200_000);
    const old = await visit(site, '/stock/AMD/info');
    expect(old.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await old.text();
  });

  it('another isolate finds the kept page in the data centre cache (Cache API), with its own nonce', async () => {
    const site = freshSite();
    const stored = nextKept();
    await (await visit(site, '/category/us-stock')).text();
    await stored;
    const rendersBefore = renders;
    const res = await otherIsolate.request(
      `${site}/category/us-stock`,
      { headers: { 'user-agent': CHROME, accept: 'text/html', 'sec-fetch-dest': 'document', 'cf-connecting-ip': '192.0.2.77' } },
      bindings(site),
    );
    const html = await res.text();
    expect(res.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(renders).toBe(rendersBefore);
    expect(bodyNonces(html)).toEqual(Array(6).fill(policyNonce(res)));
  });

  it('a deletion (a new article content generation) retires every kept page at once', async () => {
    const site = freshSite();
    const stored = nextKept();
    await (await visit(site, '/article')).text();
    await stored;
    expect((await visit(site, '/article')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    await advanceArticleCacheGeneration({ store: kv('CONTENT_STATE') as never });
    const after = await visit(site, '/article');
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await after.text();
  });
});
