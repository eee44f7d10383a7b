import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordRouteValidationFailure } from '@/lib/server/request-scope';
import notFound, { hostilePathProblem, MAX_PATH_LENGTH } from './not-found';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NOT_FOUND_PAGE = '<!DOCTYPE html><html><body><header>美股通</header><h1>找不到這個網頁</h1><a href="/">回到首頁</a></body></html>';

/**
 * Stands in for Waku's router: known routes render, /404 renders the 404 page with 200 (as Waku
 * does when it is asked for it by name), a stock id that fails the guard and any unmatched route
 * render the 404 page with 404.
 */
const seenPaths: string[] = [];
const waku = new Hono()
  .use(async (c, next) => {
    seenPaths.push(new URL(c.req.url).pathname);
    await next();
  })
  .get('/', (c) => c.html('<h1>home</h1>'))
  .get('/search/:keyword', (c) => c.html(`<h1>search</h1>`))
  .get('/404', (c) => c.html(NOT_FOUND_PAGE))
  .get('/stock/:id/info', (c) => {
    if (!/^[A-Z.]{1,6}$/.test(c.req.param('id'))) {
      recordRouteValidationFailure(new URL(c.req.url).pathname);
      return c.html(NOT_FOUND_PAGE, 404);
    }
    return c.html('<h1>stock</h1>');
  })
  .get('/cookie-echo', (c) => c.text(c.req.header('cookie') ?? ''))
  .get('/api/missing', (c) => c.json({ error: 'nope' }, 404))
  .get('/stock-sitemap-ZZ.xml', (c) => c.text('no such sitemap', 404))
  .all('*', (c) => c.html(NOT_FOUND_PAGE, 404));
// Like Waku's rscMiddleware, the router reads c.req.raw, so a rewrite by the middleware is seen.
const app = new Hono().use(notFound()).all('*', (c) => waku.fetch(c.req.raw));

const request = (path: string, init: RequestInit & { ua?: string } = {}) => app.request(`http://localhost:8787${path}`, { ...init, headers: { 'user-agent': init.ua ?? BROWSER, ...init.headers } });

let info: ReturnType<typeof vi.spyOn>;
let warn: ReturnType<typeof vi.spyOn>;
afterEach(() => {
  vi.restoreAllMocks();
  seenPaths.length = 0;
});
function spyLogs() {
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('notFound: unmatched routes (non-fatal)', () => {
  it('serves the 404 page with 404 and logs "Page not found: {path}"', async () => {
    spyLogs();
    const res = await request('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('找不到這個網頁');
    expect(info).toHaveBeenCalledWith('Page not found: /no/such/page');
    expect(warn).not.toHaveBeenCalled();
  });

  it('gives bots a short plain 404 without the page', async () => {
    spyLogs();
    const res = await request('/no/such/page', { ua: GOOGLEBOT });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(await res.text()).toBe('Page not found: /no/such/page');
  });

  it('answers /404 itself with status 404', async () => {
    spyLogs();
    const res = await request('/404');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('找不到這個網頁');
  });

  it('answers HEAD with 404 too', async () => {
    spyLogs();
    expect((await request('/no/such/page', { method: 'HEAD' })).status).toBe(404);
  });

  it('leaves pages, and 404s that are not pages (JSON, XML), alone', async () => {
    spyLogs();
    expect((await request('/')).status).toBe(200);
    const api = await request('/api/missing', { ua: GOOGLEBOT });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'nope' });
    expect(await (await request('/stock-sitemap-ZZ.xml', { ua: GOOGLEBOT })).text()).toBe('no such sitemap');
    expect(info).not.toHaveBeenCalled();
  });
});

describe('notFound: route validation failures (fatal)', () => {
  it('logs "Page Not Found: {path}" once, not the non-fatal line, and answers 404', async () => {
    spyLogs();
    const res = await request('/stock/not-a-symbol!/info');
    expect(res.status).toBe(404);
    // Both 404s are info lines: a reader's 404 is no warning (`npm start` shows warnings and errors only).
    expect(info).toHaveBeenCalledExactlyOnceWith('Page Not Found: /stock/not-a-symbol!/info');
    expect(warn).not.toHaveBeenCalled();
  });

  it('tells bots the fatal message', async () => {
    spyLogs();
    const res = await request('/stock/bad-id/info', { ua: GOOGLEBOT });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Page Not Found: /stock/bad-id/info');
  });

  it('escapes the path in the message', async () => {
    spyLogs();
    const res = await request(`/stock/'"><img src=x onerror=alert(1)>/info`, { ua: GOOGLEBOT });
    const text = await res.text();
    expect(text).toBe('Page Not Found: /stock/%27%22%3E%3Cimg%20src=x%20onerror=alert(1)%3E/info');
    expect(text).not.toMatch(/[<>"']/);
  });
});

describe('notFound: hostile paths get a clean 404, never a 5xx, never reflected raw', () => {
  const hostile: [string, string][] = [
    ['a 5,000-character segment', `/article/${'a'.repeat(5000)}`],
    ['a path over 2,048 characters', `/${'abc/'.repeat(600)}`],
    ['an encoded NUL byte', '/article/1%00'],
    ['encoded CR/LF', '/a%0D%0ASet-Cookie:%20x=1'],
    ['an encoded slash', '/stock/AAPL%2F..%2F..%2Fadmin/info'],
    ['an encoded backslash', '/article/%5C%5Cevil.com'],
    ['malformed percent-encoding', '/article/%E0%A4%A'],
    ['a lone percent sign', '/article/100%'],
  ];

  it.each(hostile)('%s: people get the 404 page, rendered for /404', async (_label, path) => {
    spyLogs();
    const res = await request(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('找不到這個網頁');
    expect(seenPaths).toEqual(['/404']);
  });

  it.each(hostile)('%s: bots and non-GET requests get a plain 404 and reach no route', async (_label, path) => {
    spyLogs();
    for (const res of [await request(path, { ua: GOOGLEBOT }), await request(path, { method: 'POST', body: 'x' })]) {
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(text).toMatch(/^Page not found: \//);
      expect(text.length).toBeLessThan(400);
      expect(text).not.toMatch(/[\u0000-\u001f]/);
    }
    expect(seenPaths).toEqual([]);
  });

  it('keeps the cookies when it rewrites to /404 (the guest token travels on)', async () => {
    spyLogs();
    const probe = new Hono().use(notFound()).all('*', (c) => c.html(`<p>${new URL(c.req.raw.url).pathname} ${c.req.raw.headers.get('cookie')}</p>`));
    const res = await probe.request('http://localhost:8787/x%00', { headers: { cookie: 'at=abc', 'user-agent': BROWSER } });
    expect(await res.text()).toBe('<p>/404 at=abc</p>');
  });

  it('a <script> in the path is a plain unmatched route, logged percent-encoded', async () => {
    spyLogs();
    const res = await request('/<script>alert(1)</script>', { ua: GOOGLEBOT });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('Page not found: /%3Cscript%3Ealert(1)%3C/script%3E');
    expect(String(info.mock.calls[0]?.[0])).not.toContain('<script>');
  });

  it('mixed scripts are not hostile in themselves: unmatched → 404, a search keyword → the page', async () => {
    spyLogs();
    expect((await request('/аpple')).status).toBe(404); // Cyrillic а
    expect((await request('/search/台積電TSM')).status).toBe(200);
    expect((await request('/search/AT%2FT')).status).toBe(200); // an encoded slash inside a keyword
  });

  it('answers /RSC/ URLs that Waku cannot decode with 404 instead of Waku’s 500', async () => {
    spyLogs();
    for (const path of ['/RSC/whatever', '/RSC/R.txt', '/RSC/X/a.txt', '/RSC/R/a%00b.txt?query=']) {
      const res = await request(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    }
    expect(seenPaths).toEqual([]);
  });
});

describe('hostilePathProblem: search keywords are free text', () => {
  it('lets a long encoded keyword through /search/ but not elsewhere', () => {
    const keyword = encodeURIComponent('輝達'.repeat(100)); // 200 characters, 1,800 once encoded
    expect(hostilePathProblem(`/search/${keyword}`)).toBeNull();
    expect(hostilePathProblem(`/article/${keyword}`)).toBe('segment too long');
    expect(hostilePathProblem(`/search/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBe('path too long');
    expect(hostilePathProblem('/search/a%2Fb')).toBeNull();
    expect(hostilePathProblem('/tag/a%2Fb')).toBe('encoded slash');
  });

  it('leaves /auth/{from} to the sign-in landing, which judges its own return path; controls and bad escapes stay 404', () => {
    expect(hostilePathProblem('/auth/%2F%2Fevil.example')).toBeNull();
    expect(hostilePathProblem(`/auth/${'a'.repeat(600)}`)).toBeNull();
    expect(hostilePathProblem('/auth/%00')).toBe('control character');
    expect(hostilePathProblem('/auth/%zz')).toBe('malformed percent-encoding');
    expect(hostilePathProblem(`/auth/${'a'.repeat(MAX_PATH_LENGTH)}`)).toBe('path too long');
    expect(hostilePathProblem('/authx/%2F')).toBe('encoded slash');
  });
});
