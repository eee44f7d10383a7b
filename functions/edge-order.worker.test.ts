import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentCspNonce } from '@/lib/server/request-scope';
import notFound from './not-found';
import redirects from './redirects';
import securityHeaders from './security-headers';

/**
 * The three middlewares in the order proposed for functions/index.ts — securityHeaders first
 * (wraps everything), then redirects, then notFound — in front of a stand-in for Waku that reads
 * c.req.raw (as Waku's rscMiddleware does) and writes the nonce it was handed on its scripts.
 */
const kv = (env as unknown as { REDIRECTS: KVNamespace }).REDIRECTS;
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

function fakeWaku(request: Request): Response {
  const { pathname } = new URL(request.url);
  const nonce = currentCspNonce();
  const page = (body: string, status: number) =>
    new Response(`<!DOCTYPE html><html><body>${body}<script nonce="${nonce}">import("/assets/index.js")</script></body></html>`, {
      status,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  if (pathname === '/') return page('<h1>home</h1>', 200);
  if (pathname === '/404') return page('<h1>找不到這個網頁</h1>', 200);
  return page('<h1>找不到這個網頁</h1>', 404);
}

const app = new Hono()
  .use(securityHeaders())
  .use(redirects())
  .use(notFound())
  .all('*', (c) => fakeWaku(c.req.raw));
const get = (path: string, ua = 'Mozilla/5.0 Chrome/131.0') =>
  app.request(`https://usstock.example.com${path}`, { redirect: 'manual', headers: { 'user-agent': ua } }, { REDIRECTS: kv, IDENTITY_URL: 'https://id.example.com/identity' });

afterEach(() => vi.restoreAllMocks());

describe('edge order: securityHeaders → redirects → notFound → Waku', () => {
  it('redirects before the 404 screen, with the security headers on the redirect', async () => {
    await kv.put('/old/section', JSON.stringify({ target: '/' }));
    const res = await get('/old%2Fsection'); // hostile for notFound, but a stored redirect wins
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('serves the 404 page for a hostile path with a policy whose nonce matches its scripts', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const res = await get('/article/%00');
    expect(res.status).toBe(404);
    const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1];
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
    expect(res.headers.get('content-security-policy')).toBeNull();
  });

  it('redirects a client navigation to the RSC payload of the target', async () => {
    await kv.put('/moved', JSON.stringify({ target: '/', status: 308 }));
    const res = await get('/RSC/R/moved.txt?query=');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/RSC/R/_root.txt?query=');
  });
});
