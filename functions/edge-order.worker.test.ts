import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getRequestAuth } from '@/lib/server/request-auth';
import { currentCspNonce } from '@/lib/server/request-scope';
import { markMainContentUnavailable } from '@/lib/server/main-content-unavailable';
import { sandboxConfig } from '@tests/upstream-context';
import { edgeMiddleware } from './index';

/**
 * The real edge layer: the middleware list of functions/index.ts, in its order, exactly as
 * src/waku.server.tsx hands it to Waku's Cloudflare adapter, in front of a stand-in for Waku that
 * reads c.req.raw (as Waku's rscMiddleware does), writes the nonce it was handed on its scripts and
 * says whether a session reached the render. Bindings: the sandbox configuration and the real KV
 * namespaces of this workerd (read from wrangler.toml).
 */
// Waku is not running here (fakeWaku stands in), so the build's server-function registry, which
// the edge asks whether a function exists, is replaced by one that knows the watchlist action.
// The real registry is asked in tests/e2e/malformed-requests.spec.ts, against the built worker.
const KNOWN_FUNCTION = '38b2d985432f#setWatched';
vi.mock('@vitejs/plugin-rsc/rsc', () => ({
  loadServerAction: async (id: string) => {
    if (id === KNOWN_FUNCTION) return () => null;
    throw new Error(`server reference not found: ${id}`);
  },
}));

const kv = (env as unknown as { REDIRECTS: KVNamespace }).REDIRECTS;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SITE = 'https://usstock.example.com';

function fakeWaku(request: Request): Response | Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method === 'POST') return request.text().then((body) => new Response(`server function ran: ${pathname} (${body.length} bytes)`, { status: 200 }));
  const nonce = currentCspNonce();
  const who = getRequestAuth()?.kind ?? 'nobody';
  const page = (body: string, status: number) =>
    new Response(`<!DOCTYPE html><html><body>${body}<p data-auth="${who}"></p><script nonce="${nonce}">import("/assets/index.js")</script></body></html>`, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  if (pathname === '/') return page('<h1>home</h1>', 200);
  if (pathname === '/article/503' || pathname === '/RSC/R/article/503.txt') {
    markMainContentUnavailable('the article service failed');
    return page('<h1>文章暫時無法載入</h1>', 200);
  }
  if (pathname === '/404') return page('<h1>找不到這個網頁</h1>', 200);
  return page('<h1>找不到這個網頁</h1>', 404);
}

const app = new Hono();
for (const middleware of edgeMiddleware) app.use(middleware({ app }));
app.all('*', (c) => fakeWaku(c.req.raw));

const bindings = () => ({ ...sandboxConfig(), SITE_URL: SITE, REDIRECTS: kv, DIRECTORY: (env as unknown as { DIRECTORY: KVNamespace }).DIRECTORY });
/** A browser's page navigation (a crawler's request looks the same but for its user agent). */
const get = (path: string, ua = CHROME) => app.request(`${SITE}${path}`, { redirect: 'manual', headers: { 'user-agent': ua, accept: 'text/html', 'sec-fetch-dest': 'document' } }, bindings());
/** Under vitest, import.meta.env.DEV holds: the list sends the policy report-only, as `waku dev` does. */
const policyOf = (res: Response) => res.headers.get('content-security-policy') ?? res.headers.get('content-security-policy-report-only');
const post = (path: string, origin: string | null) =>
  app.request(
    `${SITE}${path}`,
    { method: 'POST', redirect: 'manual', headers: { 'user-agent': CHROME, 'content-type': 'text/plain;charset=UTF-8', ...(origin ? { origin } : {}) }, body: '["AMD",true]' },
    bindings(),
  );

afterEach(() => vi.restoreAllMocks());

describe('the edge layer in its real order (functions/index.ts)', () => {
  it('redirects before the 404 screen, with the security headers on the redirect', async () => {
    await kv.put('/old/section', JSON.stringify({ target: '/' }));
    const res = await get('/old%2Fsection'); // hostile for notFound, but a stored redirect wins
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('sends a page asked for with a trailing slash to its one address, after stored redirects and before any session', async () => {
    const res = await get('/calendar/?view=month');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/calendar?view=month');
    expect(res.headers.get('set-cookie')).toBeNull();
    await kv.put('/old-calendar', JSON.stringify({ target: '/calendar' }));
    expect((await get('/old-calendar/')).headers.get('location')).toBe('/calendar'); // one hop, not two
  });

  it('serves the 404 page for a hostile path with a policy whose nonce matches its scripts', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const res = await get('/article/%00');
    expect(res.status).toBe(404);
    const nonce = policyOf(res)?.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain('找不到這個網頁');
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('gives bots a plain 404 that still carries nosniff', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const res = await get('/no/such/page', GOOGLEBOT);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Page not found: /no/such/page');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(policyOf(res)).toBeNull();
  });

  it('redirects a client navigation to the RSC payload of the target', async () => {
    await kv.put('/moved', JSON.stringify({ target: '/', status: 308 }));
    const res = await get('/RSC/R/moved.txt?query=');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/RSC/R/_root.txt?query=');
  });

  it('a page whose main content failed answers 503 with Retry-After and its error state; its RSC payload stays 200', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await get('/article/503');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy') ?? res.headers.get('content-security-policy-report-only')).toBeTruthy();
    expect(await res.text()).toContain('文章暫時無法載入');
    const rsc = await get('/RSC/R/article/503.txt');
    expect(rsc.status).toBe(200);
    expect((await get('/')).status).toBe(200);
  });

  it('a page gets a guest session minted before it renders, and a crawler gets none', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-auth="guest"');
    expect(page.headers.get('set-cookie')).toMatch(/^__Host-usstock_session=/);
    const crawler = await get('/', GOOGLEBOT);
    expect(await crawler.text()).toContain('data-auth="nobody"');
    expect(crawler.headers.get('set-cookie')).toBeNull();
  });

  it('a server function posted from another site is refused before it runs; from this site it runs', async () => {
    const action = '/RSC/F/38b2d985432f/setWatched.txt';
    for (const origin of ['https://evil.example', 'null', null]) {
      const refused = await post(action, origin);
      expect(refused.status, String(origin)).toBe(403);
      expect(await refused.text()).not.toContain('server function ran');
    }
    const same = await post(action, SITE);
    expect(same.status).toBe(200);
    expect(await same.text()).toContain('server function ran');
  });

  it('answers 500 naming a bad variable before anything renders, still with security headers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await app.request(`${SITE}/`, { headers: { 'user-agent': CHROME } }, { ...bindings(), EDGE_CACHE: 'sometimes' });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('EDGE_CACHE must be one of "on", "off"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(error).toHaveBeenCalled();
  });

  it('every path takes only its methods: 405 with Allow, never a render and never a 5xx', async () => {
    const cases: [string, string, string][] = [
      ['/', 'PUT', 'GET, HEAD'],
      ['/stock/NVDA/info', 'DELETE', 'GET, HEAD'],
      ['/article/146', 'PATCH', 'GET, HEAD'],
      ['/', 'OPTIONS', 'GET, HEAD'],
      ['/', 'POST', 'GET, HEAD'],
      ['/RSC/F/38b2d985432f/setWatched.txt', 'GET', 'POST'],
      ['/RSC/F/x.txt', 'GET', 'POST'],
      ['/RSC/F/38b2d985432f/setWatched.txt', 'PUT', 'POST'],
      ['/RSC/R/_root.txt', 'PUT', 'GET, HEAD, POST'],
      ['/RSC/R/_root.txt', 'OPTIONS', 'GET, HEAD, POST'],
      ['/RSC/S/slice.txt', 'POST', 'GET, HEAD'],
    ];
    for (const [path, method, allow] of cases) {
      const res = await app.request(`${SITE}${path}`, { method, headers: { 'user-agent': CHROME, origin: SITE, accept: 'text/html' } }, bindings());
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(await res.text()).not.toContain('server function ran');
    }
    // Reads still read, and a route's RSC payload may be asked for by POST (Waku's route params).
    expect((await get('/')).status).toBe(200);
    expect((await app.request(`${SITE}/`, { method: 'HEAD', headers: { 'user-agent': CHROME } }, bindings())).status).toBe(200);
  });

  it('a server function body over 64 KiB is 413, declared or not; a small one arrives whole', async () => {
    const action = '/RSC/F/38b2d985432f/setWatched.txt';
    const send = (body: BodyInit, headers: Record<string, string> = {}) =>
      app.request(`${SITE}${action}`, { method: 'POST', headers: { 'user-agent': CHROME, origin: SITE, 'content-type': 'text/plain', ...headers }, body }, bindings());
    const big = 'x'.repeat(64 * 1024 + 1);
    expect((await send(big)).status).toBe(413);
    // No Content-Length (a stream): counted as it is read.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 100; i += 1) controller.enqueue(new TextEncoder().encode('y'.repeat(1024)));
        controller.close();
      },
    });
    expect((await send(stream)).status).toBe(413);
    // A declared size over the limit is refused before anything is read.
    expect((await send('[]', { 'content-length': String(20 * 1024 * 1024) })).status).toBe(413);
    // A small one over the limit (70 KB) is read to its end first, so a proxy in front never sees the answer before the upload is done.
    let pulled = 0;
    const declared = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 70) return controller.close();
        pulled += 1;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    expect((await send(declared, { 'content-length': String(70 * 1024) })).status).toBe(413);
    expect(pulled).toBe(70);
    const ok = await send('["AMD",true]');
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('(12 bytes)');
    // Exactly the limit, and valid (strings within MAX_STRING), padded with whitespace JSON allows.
    const exactBody = JSON.stringify([Array.from({ length: 16 }, (_, i) => 'z'.repeat(i === 0 ? 4096 - 33 : 4092))]);
    const exact = await send(exactBody + ' '.repeat(64 * 1024 - exactBody.length));
    expect(await exact.text()).toContain(`(${64 * 1024} bytes)`);
  });

  describe('server-function input is checked before Waku decodes it (400/404/415, never a 5xx)', () => {
    const call = (path: string, body: BodyInit | null, contentType = 'text/plain;charset=UTF-8') =>
      app.request(`${SITE}${path}`, { method: 'POST', headers: { 'user-agent': CHROME, origin: SITE, 'content-type': contentType }, body }, bindings());
    const action = '/RSC/F/38b2d985432f/setWatched.txt';
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it.each([
      ['a list of plain arguments', '["AMD",true]', 200],
      ['escaped and special values', '["$$literal","$undefined","$NaN","$-0","$D2026-11-24T00:00:00.000Z","$n12",null,{"a":[1,2]}]', 200],
      ['no body', null, 400],
      ['an empty body', '', 400],
      ['not JSON', 'not json{', 400],
      ['truncated JSON', '["AMD",', 400],
      ['a string, not a list', '"AMD"', 400],
      ['an object, not a list', '{"0":"AMD"}', 400],
      ['nine arguments', JSON.stringify(Array(9).fill(1)), 400],
      ['nesting 9 deep', `[${nested(9)}]`, 400],
      ['nesting 30,000 deep', nested(30_000), 400],
      ['1,001 values', JSON.stringify([Array(1_000).fill(0)]), 400],
      ['20,000 values', JSON.stringify([Array(20_000).fill(0)]), 400],
      ['a string over 4,096 characters', JSON.stringify(['x'.repeat(4_097)]), 400],
      ['a chunk reference', '["$1"]', 400],
      ['a promise reference', '["$@1"]', 400],
      ['a map reference', '["$Q1"]', 400],
      ['a server reference', '["$h1"]', 400],
      ['a temporary reference', '["$T"]', 400],
      ['a form-data reference', '["$K1"]', 400],
      ['a malformed date', '["$Dnot-a-date"]', 400],
    ] as const)('%s → %i', async (_name, body, status) => {
      expect((await call(action, body)).status).toBe(status);
    });

    it('a body that is not UTF-8 is 400, a multipart one 415', async () => {
      expect((await call(action, new Uint8Array([0x5b, 0x22, 0xff, 0xfe, 0x22, 0x5d]))).status).toBe(400);
      expect((await call(action, '--x\r\n\r\njunk', 'multipart/form-data; boundary=x')).status).toBe(415);
    });

    it('a function that does not exist is 404, whatever the body', async () => {
      for (const path of [
        '/RSC/F/38b2d985432f/nothing.txt',
        '/RSC/F/ffffffffffff/setWatched.txt',
        '/RSC/F/x.txt',
        '/RSC/F/.txt',
        '/RSC/F/a/b/c.txt',
        '/RSC/F/38b2d985432f/setWatched',
        '/RSC/F/38b2d985432f/set-Watched.txt',
        '/RSC/_F/_/x_.txt',
      ]) {
        expect((await call(path, '["AMD",true]')).status, path).toBe(404);
      }
    });

    it('a route payload posted with params is checked the same way (no argument list needed)', async () => {
      expect((await call('/RSC/R/_root.txt', '{"query":"x"}')).status).toBe(200);
      expect((await call('/RSC/R/_root.txt', 'not json')).status).toBe(400);
      expect((await call('/RSC/R/_root.txt', '["$@1"]')).status).toBe(400);
    });

    it('500 random bodies (seeded) never get past the checks as a 5xx', async () => {
      let seed = 12;
      const next = () => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      const pieces = ['[', ']', '{', '}', '"', ',', ':', '$', '$@', '$Q', '$$', '1', 'true', 'null', 'x', '\\', '\\u0000', '\u00ff', ' ', '\n'];
      const statuses = new Map<number, number>();
      for (let i = 0; i < 500; i += 1) {
        let body = '';
        const length = Math.floor(next() * 80);
        for (let j = 0; j < length; j += 1) body += pieces[Math.floor(next() * pieces.length)];
        const res = await call(action, body);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
      expect(
        [...statuses.keys()].every((status) => status === 200 || status === 400),
        JSON.stringify([...statuses]),
      ).toBe(true);
      expect(statuses.get(400)).toBeGreaterThan(400);
    });
  });
});
