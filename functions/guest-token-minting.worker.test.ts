import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { upstreamContextFor } from '@/lib/server/upstream-context';
import { sandboxConfig } from '@tests/upstream-context';
import { appWith, CHROME, cookieOf, countingFetch, firstVisit, GOOGLEBOT, LOCAL, page, pair, payloadOf } from '@tests/guest-token-harness';
import guestToken from './guest-token';

/**
 * Who the guest token middleware mints a token for (page navigations of people, once per browser;
 * not crawlers, RSC or fetch requests, POSTs or static files), the 500 page when identity cannot
 * answer, and how the token reaches the render.
 */

describe('guestToken middleware: who mints', () => {
  it('crawlers get no token and no cookie', async () => {
    const { calls, fetch } = countingFetch();
    const res = await appWith({ fetch }).request(`${LOCAL}/`, page({ 'user-agent': GOOGLEBOT }), sandboxConfig());
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toEqual([]);
    expect(((await res.json()) as { token: null }).token).toBeNull();
    expect(calls.token).toBe(0);
  });

  it('RSC and fetch requests without a valid cookie proceed anonymously; with one they get its token', async () => {
    const { calls, fetch } = countingFetch();
    const app = appWith({ fetch });
    const rsc = { headers: { accept: 'text/x-component', 'user-agent': CHROME } };
    const anonymous = await app.request(`${LOCAL}/RSC/R/stock/AAPL/info.txt`, rsc, sandboxConfig());
    expect(anonymous.status).toBe(200);
    expect(cookieOf(anonymous)).toEqual([]);
    expect(((await anonymous.json()) as { token: null }).token).toBeNull();
    const apiCall = await app.request(`${LOCAL}/`, { headers: { 'sec-fetch-dest': 'empty', accept: 'text/html' } }, sandboxConfig());
    expect(cookieOf(apiCall)).toEqual([]);
    expect(calls.token).toBe(0);

    const { setCookie, body } = await firstVisit();
    const withCookie = await app.request(`${LOCAL}/RSC/R/_root.txt`, { headers: { ...rsc.headers, cookie: pair(setCookie) } }, sandboxConfig());
    expect(((await withCookie.json()) as { token: string }).token).toBe(body.token);
    expect(cookieOf(withCookie)).toEqual([]);
  });

  it('POST is never a mint and its body reaches the app untouched', async () => {
    const { calls, fetch } = countingFetch();
    const res = await appWith({ fetch }).request(`${LOCAL}/`, { ...page(), method: 'POST', body: 'a=1&b=2' }, sandboxConfig());
    expect(((await res.json()) as { body: string }).body).toBe('a=1&b=2');
    expect(calls.token).toBe(0);
  });

  it('static files are passed through without looking at the cookie', async () => {
    const { calls, fetch } = countingFetch();
    const app = appWith({ fetch });
    for (const path of ['/assets/index-abc.js', '/favicon.ico', '/sitemap.xml', '/robots.txt', '/images/logo.svg']) {
      const res = await app.request(`${LOCAL}${path}`, page({ cookie: 'usstock_session=garbage' }), sandboxConfig());
      expect(res.status).toBe(200);
      expect(cookieOf(res)).toEqual([]);
    }
    expect(calls).toEqual({ token: 0, jwks: 0, discovery: 0 });
  });

  it('20 concurrent page requests from one browser mint one token and all get it', async () => {
    const { calls, fetch } = countingFetch();
    const app = appWith({ fetch });
    const init = page();
    const responses = await Promise.all(Array.from({ length: 20 }, () => app.request(`${LOCAL}/`, init, sandboxConfig())));
    expect(calls.token).toBe(1);
    expect(responses.map((res) => res.status)).toEqual(Array(20).fill(200));
    const tokens = new Set(await Promise.all(responses.map(async (res) => ((await res.json()) as { token: string }).token)));
    expect(tokens.size).toBe(1);
    expect(new Set(responses.map((res) => cookieOf(res)[0])).size).toBe(1);
    // Another browser is another mint.
    await app.request(`${LOCAL}/`, page(), sandboxConfig());
    expect(calls.token).toBe(2);
  });
});

describe('guestToken middleware: identity unavailable → 500 token取得失敗', () => {
  async function expectTokenFailure(res: Response) {
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(cookieOf(res)).toEqual([]);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-Hant-TW">');
    expect(html).toContain('token取得失敗');
    return html;
  }

  it('identity unreachable (closed port)', async () => {
    const config = { ...sandboxConfig(), IDENTITY_URL: 'http://127.0.0.1:9/identity' };
    const html = await expectTokenFailure(await appWith().request(`${LOCAL}/stock/AAPL/info?tab=1`, page(), config));
    expect(html).toContain('href="/stock/AAPL/info?tab=1"');
  });

  it('identity answers 500, or a body without a token', async () => {
    for (const answer of [() => new Response('oops', { status: 500 }), () => Response.json({ token_type: 'Bearer' })]) {
      const fetchImpl: typeof fetch = (input, init) => (new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith('/token') ? Promise.resolve(answer()) : fetch(input, init));
      await expectTokenFailure(await appWith({ fetch: fetchImpl }).request(`${LOCAL}/`, page(), sandboxConfig()));
    }
  });

  it('the retry link never leaves the site', async () => {
    const config = { ...sandboxConfig(), IDENTITY_URL: 'http://127.0.0.1:9/identity' };
    const html = await expectTokenFailure(await appWith().request(`${LOCAL}//evil.example/"><script>`, page(), config));
    expect(html).not.toContain('//evil.example');
    expect(html).not.toContain('<script>');
  });

  it('crawlers and RSC requests are not failed by an identity outage', async () => {
    const config = { ...sandboxConfig(), IDENTITY_URL: 'http://127.0.0.1:9/identity' };
    const app = appWith();
    expect((await app.request(`${LOCAL}/`, page({ 'user-agent': GOOGLEBOT }), config)).status).toBe(200);
    expect((await app.request(`${LOCAL}/RSC/R/_root.txt`, { headers: { 'user-agent': CHROME } }, config)).status).toBe(200);
  });
});

describe('the token reaches rendering', () => {
  it('getUpstreamContext (upstreamContextFor) carries the verified token in a streamed render, and only there', async () => {
    const config = sandboxConfig();
    const app = new Hono().use(guestToken()).get('*', () => {
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          controller.enqueue(new TextEncoder().encode(upstreamContextFor(config).token ?? 'none'));
          controller.close();
        },
      });
      return new Response(body);
    });
    const res = await app.request(`${LOCAL}/`, page(), config);
    const token = await res.text();
    expect(payloadOf(token)).toMatchObject({ is_guest: true });
    expect(upstreamContextFor(config).token).toBeUndefined();
    // A header cannot inject a token: there is no header channel.
    const spoofed = await app.request(`${LOCAL}/`, page({ 'user-agent': GOOGLEBOT, authorization: `Bearer ${token}`, 'x-access-token': token }), config);
    expect(await spoofed.text()).toBe('none');
  });
});
