import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { RETURN_HOME_NOTICE, RETURN_HOME_SCRIPT, RETURN_HOME_SECONDS } from '@/lib/http/return-home-timer';
import { notFoundDocument } from '@tests/not-found-document';
import securityHeaders from './security-headers';

/**
 * The unknown stock's 404 goes home by itself unless the reader acts. The edge ends
 * that page with the timer's script under the response's nonce (the real 404 page behind the real
 * security headers); the page's own markup is StockNotFoundSearch.worker.test.tsx's.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

const edge = new Hono().use(securityHeaders()).get('*', (c) => notFoundDocument(new URL(c.req.url).pathname, Number(c.req.query('status') ?? 404)));
/** No configuration and no assets binding: the policy's own-origin sources, no inlined style sheet. */
const visit = (path: string) => edge.request(`http://localhost:8787${path}`, {}, {});
const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('the timer home, as the edge sends it', () => {
  it("ends an unknown stock's 404 with the script, under the response's nonce, after the notice and the refresh", async () => {
    const res = await visit('/stock/NOPE1/info');
    expect(res.status).toBe(404);
    const nonce = nonceOf(res);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = await res.text();
    expect(html.endsWith(`<script nonce="${nonce}">${RETURN_HOME_SCRIPT}</script></body></html>`)).toBe(true);
    expect(html.split(RETURN_HOME_SCRIPT)).toHaveLength(2);
    expect(html.indexOf(RETURN_HOME_NOTICE)).toBeLessThan(html.indexOf(RETURN_HOME_SCRIPT));
    expect(html.indexOf(`content="${RETURN_HOME_SECONDS};url=/"`)).toBeLessThan(html.indexOf(RETURN_HOME_SCRIPT));
    expect(RETURN_HOME_SCRIPT).toContain(`},${RETURN_HOME_SECONDS * 1000})`);
  });

  it('adds nothing to another 404, nor to a page that is no 404 whatever it holds', async () => {
    expect(await (await visit('/no-such-page')).text()).not.toContain(RETURN_HOME_SCRIPT);
    const notA404 = await (await visit('/stock/NOPE1/info?status=200')).text();
    expect(notA404).toContain(RETURN_HOME_NOTICE);
    expect(notA404).not.toContain(RETURN_HOME_SCRIPT);
  });
});
