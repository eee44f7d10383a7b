import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '@tests/upstream-context';
import type { EdgeEnv } from './edge-env';
import { LIVE_CLIENT_HEADER } from '@protocol/live-client';
import liveQuotes, { LIVE_QUOTES_PATH } from './live-quotes';

/**
 * The edge's door to the live-quote hubs: only a GET WebSocket upgrade from a page of this site gets
 * through. The hubs themselves are a Durable Object namespace of the live Worker (tested for real in
 * live/live-quotes.worker.test.ts); here a stand-in namespace records which hub a socket was handed to.
 */
const SITE = 'https://usstock.example.com';

function appWithHubs() {
  const handed: { hub: string; origin: string | null; client?: string | null }[] = [];
  const hubs = {
    idFromName: (name: string) => ({ name }),
    get: (id: { name: string }) => ({
      fetch: (request: Request) => {
        handed.push({ hub: id.name, origin: request.headers.get('origin'), ...(request.headers.has(LIVE_CLIENT_HEADER) ? { client: request.headers.get(LIVE_CLIENT_HEADER) } : {}) });
        const { 0: client } = new WebSocketPair();
        return new Response(null, { status: 101, webSocket: client });
      },
    }),
  };
  const app = new Hono<EdgeEnv>();
  app.use(liveQuotes());
  app.all('*', (c) => c.text('the rest of the site', 200));
  const request = (init: RequestInit & { path?: string } = {}) =>
    app.request(`${SITE}${init.path ?? LIVE_QUOTES_PATH}`, init, { ...sandboxConfig(), SITE_URL: SITE, QUOTE_HUBS: hubs } as unknown as Env);
  return { handed, request };
}

const upgrade = (origin?: string) => ({ upgrade: 'websocket', connection: 'Upgrade', ...(origin ? { origin } : {}) });

describe(`${LIVE_QUOTES_PATH}`, () => {
  it('hands a socket opened by this site’s page to one of the hubs', async () => {
    const { handed, request } = appWithHubs();
    const response = await request({ headers: upgrade(SITE) });
    expect(response.status).toBe(101);
    expect(response.webSocket).not.toBeNull();
    expect(handed).toEqual([{ hub: expect.stringMatching(/^hub-[0-7]$/), origin: SITE, client: 'unknown' }]);
  });

  it('sends every socket of one client (its address, an IPv6 one by its /64) to the same hub, named as Cloudflare gives it, never as the reader claims', async () => {
    const { handed, request } = appWithHubs();
    const from = (address: string) => request({ headers: { ...upgrade(SITE), 'cf-connecting-ip': address, [LIVE_CLIENT_HEADER]: '10.0.0.1' } });
    for (const address of ['203.0.113.7', '203.0.113.7', '2001:db8:1:2::1', '2001:db8:1:2:ffff:eeee:dddd:cccc']) expect((await from(address)).status).toBe(101);
    const [first, second, third, fourth] = handed;
    expect(first).toEqual({ hub: second?.hub, origin: SITE, client: '203.0.113.7' });
    expect(third).toEqual({ hub: fourth?.hub, origin: SITE, client: '2001:db8:1:2::/64' });
    expect(fourth?.client).toBe('2001:db8:1:2::/64');
    // Many clients spread over the hubs.
    for (let i = 0; i < 64; i += 1) await from(`198.51.100.${i}`);
    expect(new Set(handed.slice(4).map(({ hub }) => hub)).size).toBeGreaterThanOrEqual(6);
  });

  it('refuses a socket from another site’s page, or without an Origin (cross-site WebSocket hijacking)', async () => {
    const { handed, request } = appWithHubs();
    for (const origin of ['https://evil.example', 'https://usstock.example.com.evil.example', 'null', 'http://usstock.example.com', undefined]) {
      const response = await request({ headers: upgrade(origin) });
      expect(response.status, String(origin)).toBe(403);
      expect(await response.text()).toContain('Forbidden');
    }
    expect(handed).toEqual([]);
  });

  it('answers a request that is not a GET upgrade with 426 or 405, and leaves other paths alone', async () => {
    const { handed, request } = appWithHubs();
    const plain = await request({ headers: { origin: SITE } });
    expect(plain.status).toBe(426);
    expect(plain.headers.get('upgrade')).toBe('websocket');
    const post = await request({ method: 'POST', headers: upgrade(SITE) });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
    expect(await (await request({ path: '/live/quotes/extra', headers: upgrade(SITE) })).text()).toBe('the rest of the site');
    expect(handed).toEqual([]);
  });
});
