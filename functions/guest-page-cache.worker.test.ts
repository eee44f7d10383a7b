import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { getRequestAuth } from '@/lib/auth/request-auth';
import { advanceArticleCacheGeneration } from '@/lib/upstream/content-generation';
import { currentCspNonce, markRenderDegraded } from '@/lib/server/request-scope';
import { sandboxConfig } from '@tests/upstream-context';
import { sealSession } from './session/session-crypto';
import guestPageCache, { PAGE_CACHE_HEADER } from './guest-page-cache';
import { edgeMiddleware } from './index';

/**
 * The guest page cache in the real edge layer (functions/index.ts, in its order, with the real
 * session resolver minting guest tokens at the sandbox and the real Cache API of this workerd), in
 * front of a stand-in for Waku that streams a page the way React does: nonces on its inline scripts,
 * a module preload without one, and what it knows of the visitor (a member's id and nickname line).
 * Each test uses its own site origin, so no test sees another's kept pages.
 */
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let renders = 0;
let clock = Date.now();
let kept: ((key: string) => void) | undefined;
/** Resolves when a page whose key contains `part` has been kept (keeping happens after the answer has gone). */
const nextKept = (part = '') =>
  new Promise<string>((resolve) => {
    kept = (key) => {
      if (decodeURIComponent(key).includes(part)) resolve(key);
    };
  });

function fakeWaku(request: Request): Response {
  renders += 1;
  const render = renders;
  const { pathname } = new URL(request.url);
  const auth = getRequestAuth();
  const who = auth?.kind ?? 'anonymous';
  if (pathname.includes('/degraded')) markRenderDegraded('the quotes service failed');
  // Waku sends its RSC payload as bytes without a content type.
  if (pathname.startsWith('/RSC/')) return new Response(new TextEncoder().encode(`0:["render ${render}","${who}"]\n`), { status: 200 });
  if (pathname.startsWith('/stock/UNKNOWN')) return new Response('<!DOCTYPE html><p>找不到</p>', { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  const nonce = currentCspNonce();
  const member = auth?.kind === 'member' ? `<p data-member="${auth.claims.sub}">會員 ${auth.claims.sub} 的 pCoin</p>` : '';
  const parts = [
    `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/index.js"><script nonce="${nonce}">self.__boot=1</script></head><body>`,
    `<main data-auth="${who}" data-render="${render}">${member}<h1>${pathname}</h1></main>`,
    `<script type="application/ld+json">{"@type":"Article"}</script>`,
    `<script nonce="${nonce}">(self.__FLIGHT_DATA||=[]).push("1:x")</script><script nonce="${nonce}">$RC("B:0","S:0")</script></body></html>`,
  ];
  // Streamed in pieces, like a render whose Suspense boundaries arrive later.
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = parts.shift();
      if (part === undefined) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 2));
      controller.enqueue(encoder.encode(part));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

const app = new Hono();
// The real list, with the cache's clock and "kept" signal given to the tests.
for (const middleware of edgeMiddleware.slice(0, -1)) app.use(middleware({ app }));
app.use(guestPageCache({ app, now: () => clock, onKept: (key) => kept?.(key) }));
app.all('*', (c) => fakeWaku(c.req.raw));

/** Another isolate of the same data centre: its own memory, the same Cache API. */
const otherIsolate = new Hono();
for (const middleware of edgeMiddleware.slice(0, -1)) otherIsolate.use(middleware({ app: otherIsolate }));
otherIsolate.use(guestPageCache({ app: otherIsolate, now: () => clock }));
otherIsolate.all('*', (c) => fakeWaku(c.req.raw));

const kv = (name: string) => (env as unknown as Record<string, KVNamespace>)[name];
const bindings = (site: string, extra: Record<string, unknown> = {}) => ({
  ...sandboxConfig(),
  SITE_URL: site,
  REDIRECTS: kv('REDIRECTS'),
  DIRECTORY: kv('DIRECTORY'),
  SESSIONS: kv('SESSIONS'),
  CONTENT_STATE: kv('CONTENT_STATE'),
  ...extra,
});

let visitor = 0;
/** A person's page navigation from an address of their own (so each mints a guest token of their own). */
function visit(site: string, path: string, options: { cookie?: string; ua?: string; headers?: Record<string, string>; extra?: Record<string, unknown> } = {}) {
  visitor += 1;
  const headers: Record<string, string> = {
    accept: 'text/html',
    'sec-fetch-dest': 'document',
    'user-agent': options.ua ?? CHROME,
    'cf-connecting-ip': `198.51.100.${visitor % 250}`,
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
  return app.request(`${site}${path}`, { headers, redirect: 'manual' }, bindings(site, options.extra));
}

const policyNonce = (res: Response) => (res.headers.get('content-security-policy') ?? res.headers.get('content-security-policy-report-only'))?.match(/'nonce-([^']+)'/)?.[1];
const bodyNonces = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
const cookiePair = (res: Response) => res.headers.getSetCookie()[0]?.split(';')[0];
let siteCounter = 0;
const freshSite = () => `https://t${++siteCounter}-${Date.now()}.usstock.example`;

async function memberCookie(): Promise<string> {
  const { member } = inject('memberTokens');
  const exp = (JSON.parse(atob(member.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }).exp;
  // The sites here are https: the session cookie carries the __Host- prefix (decision 008).
  return `__Host-usstock_session=${await sealSession({ kind: 'member', ...member, exp }, sandboxConfig().SESSION_SECRET)}`;
}

beforeEach(() => {
  clock = Date.now();
});
afterEach(() => {
  kept = undefined;
  vi.restoreAllMocks();
});

describe('guest page cache (decision 030)', () => {
  it("two guests: the second gets the first one's render, with a cookie and a nonce of its own on every script", async () => {
    const site = freshSite();
    const stored = nextKept();
    const first = await visit(site, '/stock/NVDA/info');
    const firstHtml = await first.text();
    await stored;
    const rendersBefore = renders;
    const second = await visit(site, '/stock/NVDA/info');
    const secondHtml = await second.text();

    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(renders).toBe(rendersBefore); // served without rendering
    expect(secondHtml).toContain('data-auth="guest"');
    // Each guest has a session of their own, minted outside the kept page.
    expect(cookiePair(first)).toMatch(/^__Host-usstock_session=/);
    expect(cookiePair(second)).toMatch(/^__Host-usstock_session=/);
    expect(cookiePair(second)).not.toBe(cookiePair(first));
    // Private (no shared cache), but a guest's page may be kept by their browser for back/forward (issue 25).
    expect(second.headers.get('cache-control')).toBe('private, no-cache');
    // Nonces: one per response, on every script that had one, the preload, the edge's tap hold and theme script, never the other's.
    const [firstNonce, secondNonce] = [policyNonce(first), policyNonce(second)];
    expect(firstNonce).toBeTruthy();
    expect(secondNonce).toBeTruthy();
    expect(secondNonce).not.toBe(firstNonce);
    expect(bodyNonces(firstHtml)).toEqual(Array(6).fill(firstNonce));
    expect(bodyNonces(secondHtml)).toEqual(Array(6).fill(secondNonce));
    expect(secondHtml).not.toContain(firstNonce);
    // The script the render did not bless stays unblessed.
    expect(secondHtml).toContain('<script type="application/ld+json">');
    // A third guest gets the same page again, whole (the isolate's copy is not used up by serving it).
    const third = await visit(site, '/stock/NVDA/info');
    expect(third.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect((await third.text()).replace(/nonce="[^"]*"/g, '')).toBe(secondHtml.replace(/nonce="[^"]*"/g, ''));
  });

  it('a member after a guest gets a private render of their own, and the guest page stays a guest page', async () => {
    const site = freshSite();
    const stored = nextKept();
    await (await visit(site, '/article/101')).text();
    await stored;
    const cookie = await memberCookie();
    const rendersBefore = renders;
    const member = await visit(site, '/article/101', { cookie });
    const memberHtml = await member.text();
    expect(renders).toBe(rendersBefore + 1);
    expect(member.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(memberHtml).toContain('data-member=');
    expect(memberHtml).toContain('data-auth="member"');
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    const guest = await visit(site, '/article/101');
    const guestHtml = await guest.text();
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(guestHtml).not.toContain('data-member=');
    expect(guestHtml).toContain('data-auth="guest"');
  });

  it("a guest after a member never gets the member's page: the member's render is never kept", async () => {
    const site = freshSite();
    const cookie = await memberCookie();
    const member = await visit(site, '/stock/AAPL/info', { cookie });
    expect(await member.text()).toContain('data-member=');
    const stored = nextKept();
    const guest = await visit(site, '/stock/AAPL/info');
    const guestHtml = await guest.text();
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(guestHtml).not.toContain('data-member=');
    await stored;
    // A member who comes back is still never served a kept page.
    const again = await visit(site, '/stock/AAPL/info', { cookie });
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(await again.text()).toContain('data-member=');
  });

  it("/calendar: guests share one page; a member's 只看自選股 page is never kept nor served to anyone else (decision 040)", async () => {
    const site = freshSite();
    const stored = nextKept();
    expect((await visit(site, '/calendar?mine=1')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await stored;
    expect((await visit(site, '/calendar?mine=1')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    const cookie = await memberCookie();
    const member = await visit(site, '/calendar?mine=1', { cookie });
    expect(member.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    expect(await member.text()).toContain('data-member=');
    const guest = await visit(site, '/calendar?mine=1');
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(await guest.text()).not.toContain('data-member=');
  });

  it('a crawler (no session) and a guest never share a page: the silent-login probe differs', async () => {
    const site = freshSite();
    const stored = nextKept();
    await (await visit(site, '/', { ua: GOOGLEBOT })).text();
    await stored;
    const guest = await visit(site, '/');
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect(await guest.text()).toContain('data-auth="guest"');
    const crawler = await visit(site, '/', { ua: GOOGLEBOT });
    expect(crawler.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(crawler.headers.getSetCookie()).toEqual([]);
    expect(await crawler.text()).toContain('data-auth="anonymous"');
  });

  it('an RSC payload is kept apart from its document and keyed by the layouts the client holds', async () => {
    const site = freshSite();
    const guest = await visit(site, '/stock/MSFT/info');
    const cookie = cookiePair(guest)!;
    await guest.text();
    const rsc = (etags?: string) =>
      app.request(`${site}/RSC/R/stock/MSFT/info.txt?query=`, { headers: { 'user-agent': CHROME, cookie, ...(etags ? { 'x-waku-etags': etags } : {}) } }, bindings(site));
    const stored = nextKept('/rsc/');
    const first = await rsc();
    expect(await first.text()).toMatch(/^0:\["render \d+","guest"\]/);
    await stored;
    const second = await rsc();
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect(second.headers.get('content-type')).toBeNull(); // as Waku sent it
    const withEtags = await rsc('{"layout:/":"abc"}');
    expect(withEtags.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    await withEtags.text();
  });

  it('keeps nothing that is not the page everyone should get', async () => {
    const site = freshSite();
    const signal = vi.fn();
    // Only this test's site: an earlier test's last page may still be being kept.
    kept = (key) => {
      if (key.startsWith(site)) signal(key);
    };
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
    clock += 20_000; // past the 15 s a page with quotes stays fresh, within its 60 s of grace
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
    clock += 200_000;
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
    const res = await otherIsolate.request(`${site}/category/us-stock`, { headers: { 'user-agent': CHROME, accept: 'text/html', 'sec-fetch-dest': 'document', 'cf-connecting-ip': '192.0.2.77' } }, bindings(site));
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
