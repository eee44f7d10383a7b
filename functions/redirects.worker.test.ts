import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxConfig } from '@tests/upstream-context';
import redirects, { MAX_REDIRECT_HOPS } from './redirects';

const kv = (env as unknown as { REDIRECTS: KVNamespace }).REDIRECTS;
const ALLOWED_HOSTS = 'www.example.com, partner.example.com';

/** The page behind the middleware: answers what it was asked for, so a pass-through is visible. */
/** The worker's bindings as the middleware sees them: a valid configuration plus the KV namespace. */
type RedirectBindings = Record<string, unknown> & { REDIRECTS?: KVNamespace };
const app = new Hono<{ Bindings: RedirectBindings }>().use(redirects()).all('*', (c) => c.text(`page ${new URL(c.req.url).pathname}`));
const bindings = (): RedirectBindings => ({ ...sandboxConfig(), REDIRECTS: kv, REDIRECT_ALLOWED_HOSTS: ALLOWED_HOSTS });
const get = (path: string, init: RequestInit = {}, envOverride: RedirectBindings = bindings()) => app.request(`http://localhost:8787${path}`, { redirect: 'manual', ...init }, envOverride);
const put = (key: string, value: unknown) => kv.put(key, typeof value === 'string' ? value : JSON.stringify(value));

afterEach(() => vi.restoreAllMocks());

describe('redirects: documents', () => {
  it('lets a path without a redirect through', async () => {
    const res = await get('/no-redirect-here');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('page /no-redirect-here');
  });

  it('redirects with 301 by default, cached five minutes', async () => {
    await put('/old-page', { target: '/new-page' });
    const res = await get('/old-page');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/new-page');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it.each([302, 307, 308] as const)('answers the stored status %i', async (status) => {
    await put(`/status-${status}`, { target: '/somewhere', status });
    const res = await get(`/status-${status}`);
    expect(res.status).toBe(status);
    expect(res.headers.get('cache-control')).toBe(status === 308 ? 'public, max-age=300' : 'no-store');
  });

  it('matches case-insensitively, with or without a trailing slash, and by the decoded path', async () => {
    await put('/case-test', { target: '/ok' });
    await put('/舊文章', { target: '/article/1' });
    for (const path of ['/Case-Test', '/case-test/', '/CASE-TEST/']) {
      expect((await get(path)).headers.get('location'), path).toBe('/ok');
    }
    expect((await get('/%E8%88%8A%E6%96%87%E7%AB%A0')).headers.get('location')).toBe('/article/1');
  });

  it("keeps the visitor's query unless the target has its own, and keeps the target's hash", async () => {
    await put('/q-carry', { target: '/q-new' });
    await put('/q-own', { target: '/q-new?tab=2#top' });
    expect((await get('/q-carry?utm_source=fb')).headers.get('location')).toBe('/q-new?utm_source=fb');
    expect((await get('/q-own?utm_source=fb')).headers.get('location')).toBe('/q-new?tab=2#top');
  });

  it('redirects HEAD like GET, but never other methods', async () => {
    await put('/method-test', { target: '/m' });
    expect((await get('/method-test', { method: 'HEAD' })).status).toBe(301);
    const post = await get('/method-test', { method: 'POST', body: 'x' });
    expect(post.status).toBe(200);
  });

  it('sends an allowlisted absolute target as is (a full page load)', async () => {
    await put('/to-partner', { target: 'https://partner.example.com/landing?x=1', status: 302 });
    const res = await get('/to-partner?utm=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('https://partner.example.com/landing?x=1');
  });
});

describe('redirects: client navigations (RSC requests)', () => {
  it("redirects the RSC request to the target's RSC payload, query included", async () => {
    await put('/rsc-old', { target: '/rsc-new' });
    const res = await get('/RSC/R/rsc-old.txt?query=tab%3D1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/RSC/R/rsc-new.txt?query=tab%3D1');
  });

  it('encodes the home page and underscore paths the way Waku does', async () => {
    await put('/rsc-home', { target: '/' });
    await put('/rsc-under', { target: '/_hidden/x?y=1' });
    expect((await get('/RSC/R/rsc-home.txt?query=')).headers.get('location')).toBe('/RSC/R/_root.txt?query=');
    expect((await get('/RSC/R/rsc-under.txt?query=')).headers.get('location')).toBe('/RSC/R/__hidden/x.txt?query=y%3D1');
  });

  it('answers an off-site target with the payload that makes Waku leave the app', async () => {
    await put('/rsc-away', { target: 'https://www.example.com/x', status: 302 });
    const res = await get('/RSC/R/rsc-away.txt?query=');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe('0:{"_location":"https://www.example.com/x"}\n');
  });

  it('leaves server functions and undecodable RSC paths alone', async () => {
    await put('/rsc-fn', { target: '/x' });
    expect((await get('/RSC/F/_src/rsc-fn.ts/act.txt', { method: 'POST', body: '[]' })).status).toBe(200);
    expect((await get('/RSC/S/rsc-fn.txt')).status).toBe(200);
    expect((await get('/RSC/not-a-route')).status).toBe(200);
  });
});

describe('redirects: chains and loops', () => {
  it('follows a chain to its end in one answer, temporary if any hop is', async () => {
    await put('/chain-a', { target: '/chain-b', status: 301 });
    await put('/chain-b', { target: '/chain-c', status: 302 });
    await put('/chain-c', { target: '/chain-end', status: 301 });
    const res = await get('/chain-a');
    expect(res.headers.get('location')).toBe('/chain-end');
    expect(res.status).toBe(302);
  });

  it(`follows ${MAX_REDIRECT_HOPS} hops but ignores a longer chain`, async () => {
    for (let i = 0; i < MAX_REDIRECT_HOPS; i++) await put(`/hops-ok-${i}`, { target: `/hops-ok-${i + 1}` });
    expect((await get('/hops-ok-0')).headers.get('location')).toBe(`/hops-ok-${MAX_REDIRECT_HOPS}`);

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i <= MAX_REDIRECT_HOPS; i++) await put(`/hops-long-${i}`, { target: `/hops-long-${i + 1}` });
    const res = await get('/hops-long-0');
    expect(res.status).toBe(200);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('chain longer than 5 hops'));
  });

  it('breaks a loop and serves the page itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await put('/loop-x', { target: '/loop-y' });
    await put('/loop-y', { target: '/loop-z' });
    await put('/loop-z', { target: '/Loop-X/' });
    for (const path of ['/loop-x', '/loop-y', '/RSC/R/loop-z.txt?query=']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
    }
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('redirect loop'));
  });

  it('breaks a self-loop that only changes the query', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await put('/self', { target: '/self?again=1' });
    expect((await get('/self')).status).toBe(200);
  });

  it('ends a chain at a hop whose value is broken (that hop is where the reader lands)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await put('/broken-chain-a', { target: '/broken-chain-b' });
    await put('/broken-chain-b', 'not json');
    expect((await get('/broken-chain-a')).headers.get('location')).toBe('/broken-chain-b');
  });
});

describe('redirects: bad values and open-redirect attempts are ignored and logged', () => {
  it.each([
    ['not JSON', '/new'],
    ['truncated JSON', '{"target":"/new"'],
    ['a bad status', { target: '/new', status: 200 }],
    ['a status as text', { target: '/new', status: '301' }],
    ['no target', { status: 301 }],
    ['protocol-relative', { target: '//evil.com' }],
    ['protocol-relative path', { target: '//evil.com/login' }],
    ['backslash', { target: '/\\evil.com' }],
    ['double backslash', { target: '\\\\evil.com' }],
    ['encoded slashes', { target: '/%2F%2Fevil.com' }],
    ['encoded backslash', { target: '/%5Cevil.com' }],
    ['a tab', { target: '/\t/evil.com' }],
    ['javascript:', { target: 'javascript:alert(document.cookie)' }],
    ['data:', { target: 'data:text/html,<script>alert(1)</script>' }],
    ['a host off the allowlist', { target: 'https://evil.com/' }],
    ['a look-alike host', { target: 'https://www.example.com.evil.com/' }],
    ['credentials', { target: 'https://www.example.com@evil.com/' }],
    ['scheme without slashes', { target: 'https:evil.com' }],
    ['a bare host', { target: 'evil.com' }],
  ])('%s', async (label, value) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const key = `/bad-${label.replace(/\W+/g, '-').toLowerCase()}`;
    await put(key, value);
    const res = await get(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toBe(`page ${key}`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`[redirects] ignored "${key}"`));
  });

  it('on an https deployment, an http target is ignored even on an allowlisted host; https passes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const production = { ...bindings(), SITE_URL: 'https://usstock.example.com' };
    await put('/plain-http-away', { target: 'http://partner.example.com/landing', status: 302 });
    await put('/https-away', { target: 'https://partner.example.com/landing', status: 302 });
    const plain = await get('/plain-http-away', {}, production);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('location')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('an absolute target must be https'));
    expect((await get('/https-away', {}, production)).headers.get('location')).toBe('https://partner.example.com/landing');
    // Locally (http site) the same http target still works, for the sandbox.
    expect((await get('/plain-http-away')).headers.get('location')).toBe('http://partner.example.com/landing');
  });

  it('refuses every absolute target when no allowlist is configured', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await put('/no-allowlist', { target: 'https://www.example.com/' });
    expect((await get('/no-allowlist', {}, { ...sandboxConfig(), REDIRECTS: kv })).status).toBe(200);
  });
});

describe('redirects: hostile request paths and failures never break the request', () => {
  it.each([
    ['a 5,000-character segment', `/${'a'.repeat(5000)}`],
    ['a NUL byte', '/a%00b'],
    ['malformed percent-encoding', '/%E0%A4%A'],
    ['an encoded slash', '/a%2Fb'],
    ['a script tag', '/<script>alert(1)</script>'],
    ['mixed scripts', '/аpple'],
  ])('%s', async (_label, path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
  });

  it('serves the page when KV fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failingKv = { get: () => Promise.reject(new Error('KV is down')) } as unknown as KVNamespace;
    const res = await get('/old-page', {}, { ...sandboxConfig(), REDIRECTS: failingKv });
    expect(res.status).toBe(200);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('KV is down'));
  });

  it('does nothing without the REDIRECTS binding', async () => {
    expect((await get('/old-page', {}, sandboxConfig())).status).toBe(200);
  });
});
