import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fillEdgeDirectory } from '@tests/directory-kv';
import { stockRouteApp } from '@tests/stock-route-app';
import { RETRY_AFTER_SECONDS } from './main-content-status';

/**
 * The stock route guard's answers (decisions 010, 017, 022) as the edge sends them: the real
 * guard (src/lib/stock/route.ts) and the edge directory, the real layout, info page and 404 page, the
 * real 404 and status middlewares, and the sandbox as the business service (before this file only
 * Chromium proved that an unknown id is a 404, and a change rendering it with 200 passed every vitest test).
 * The business service's outage is an address nobody answers, so this file flips no sandbox knob.
 */
const outage = vi.hoisted(() => ({ business: false }));
vi.mock('@/lib/server/request-context', async () =>
  (await import('@tests/page-render-mocks')).requestContextMock({ config: (config) => (outage.business ? { ...config, BUSINESS_API_URL: 'http://127.0.0.1:9/business' } : config) }),
);
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

const READER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** An id no one lists, new for each run: nothing cached (an answer, a stand-in) can stand for it. */
const unknownId = () =>
  `ZZQ${crypto
    .randomUUID()
    .replace(/[^A-F]/gi, '')
    .slice(0, 5)
    .toUpperCase()}`;

const visit = (path: string, userAgent = READER) => stockRouteApp.request(`http://localhost:8787${path}`, { headers: { 'user-agent': userAgent } });

let info: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  // As a running site has it (the Cron Trigger fills it): the guard asks the directory first.
  await fillEdgeDirectory();
});
afterEach(() => {
  outage.business = false;
  vi.restoreAllMocks();
});
function quietLogs() {
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('the stock route guard, answered by the edge', { timeout: 20_000 }, () => {
  it('a known id renders its page with 200', async () => {
    quietLogs();
    const res = await visit('/stock/NVDA/info');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-testid="stock-info-bar"');
    expect(html).not.toContain('data-testid="not-found"');
  });

  it('an unknown id gets readers the 404 page with status 404, logged as the fatal "Page Not Found"', async () => {
    quietLogs();
    const id = unknownId();
    const res = await visit(`/stock/${id}/info`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('data-testid="not-found"');
    expect(html).toContain('找不到這個網頁');
    expect(html).not.toContain('data-testid="stock-info-bar"');
    expect(info).toHaveBeenCalledWith(`Page Not Found: /stock/${id}/info`);
    expect(info).not.toHaveBeenCalledWith(`Page not found: /stock/${id}/info`);
  });

  it('a malformed id, and a "." id that is no index, are 404s too', async () => {
    quietLogs();
    for (const path of ['/stock/.AAPL/info', '/stock/NV%20DA/info', `/stock/${'A'.repeat(40)}/info`]) {
      const res = await visit(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('data-testid="not-found"');
    }
  });

  it('crawlers get the plain-text 404 with the fatal message, never the page', async () => {
    quietLogs();
    const id = unknownId();
    const res = await visit(`/stock/${id}/info`, GOOGLEBOT);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toBe(`Page Not Found: /stock/${id}/info`);
  });

  it('a spelling that is not canonical is redirected before the guard judges it', async () => {
    quietLogs();
    const res = await visit('/stock/nvda/info');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/stock/NVDA/info');
  });

  it("the PHLX index: its reader symbol /stock/.SOX 308s to the upstream's id, whose page reads #SOX", async () => {
    quietLogs();
    for (const path of ['/stock/.SOX/info', '/stock/.sox/info', '/stock/%23SOX/info']) {
      const res = await visit(path);
      expect(res.status, path).toBe(308);
      expect(res.headers.get('location'), path).toBe('/stock/.SOXX/info');
    }
    const res = await visit('/stock/.SOXX/info');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/data-testid="stock-symbol">#SOX</);
    expect(html).toContain('<title>費城半導體指數 #SOX ');
    expect(html).toContain('aria-label="#SOX 分頁"');
    expect(html).not.toMatch(/>[^<]*#SOXX/);
  });

  it('with the business service down, an id the directory lacks renders provisionally with 503, Retry-After and noindex', async () => {
    quietLogs();
    outage.business = true;
    const res = await visit(`/stock/${unknownId()}/info`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    const html = await res.text();
    expect(html).toContain('data-testid="stock-info-bar"');
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain('data-testid="not-found"');
  });

  it('with the business service down, an id the directory lists keeps its 200 and its name', async () => {
    quietLogs();
    outage.business = true;
    const res = await visit('/stock/NVDA/info');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('輝達');
  });
});
