import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import sameOriginWrites from './same-origin-writes';

const app = new Hono().use(sameOriginWrites()).all('*', (c) => c.text(`ran ${c.req.method}`));
const SITE = 'http://localhost:8787';

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
});
