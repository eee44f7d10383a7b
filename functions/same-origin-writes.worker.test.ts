import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '@tests/upstream-context';
import sameOriginWrites from './same-origin-writes';

const SITE = 'http://localhost:8787';
const hono = new Hono().use(sameOriginWrites()).all('*', (c) => c.text(`ran ${c.req.method}`));
/** The app as deployed at `siteUrl` (SITE_URL). */
const app = { request: (url: string, init: RequestInit, siteUrl = SITE) => hono.request(url, init, { ...sandboxConfig(), SITE_URL: siteUrl } as unknown as Env) };

describe('sameOriginWrites (CSRF)', () => {
  it('lets reads through whatever their origin', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect((await app.request(`${SITE}/`, { method, headers: { origin: 'https://evil.example' } })).status, method).toBe(200);
    }
  });

  it('lets same-origin writes through (server functions, sign-out, one-tap)', async () => {
    const res = await app.request(`${SITE}/RSC/F/abc/unlock.txt`, { method: 'POST', headers: { origin: SITE } });
    expect(await res.text()).toBe('ran POST');
  });

  it('refuses writes from another site, from an opaque origin, or without Origin', async () => {
    for (const [method, origin] of [
      ['POST', 'https://evil.example'],
      ['POST', 'http://localhost:8788'],
      ['POST', 'http://localhost'],
      ['PUT', 'null'],
      ['DELETE', undefined],
      ['PATCH', `${SITE}.evil.example`],
    ] as const) {
      const res = await app.request(`${SITE}/auth/sign-out`, { method, headers: origin ? { origin } : {} });
      expect(res.status, `${method} ${origin}`).toBe(403);
    }
  });

  it('compares the Origin with the site’s configured origin, not with the host the request was sent to', async () => {
    const site = 'https://usstock.example.com';
    // The same Worker reached on another name (its workers.dev route, a misrouting proxy): a page there is another site.
    const other = 'https://usstock-site.someone.workers.dev';
    const elsewhere = await app.request(`${other}/RSC/F/abc/unlock.txt`, { method: 'POST', headers: { origin: other } }, site);
    expect(elsewhere.status).toBe(403);
    const home = await app.request(`${other}/RSC/F/abc/unlock.txt`, { method: 'POST', headers: { origin: site } }, site);
    expect(await home.text()).toBe('ran POST');
  });
});
