import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createImageProxy, MAX_PROXY_WIDTH } from './image-proxy.ts';

const ORIGIN = 'http://localhost:8788';
const app = new Hono().get('/image-proxy', createImageProxy({ publicUrl: ORIGIN }));
const COVER = `${ORIGIN}/static/covers/stock.svg`;

const proxy = (params: Record<string, string> | string) => app.request(`${ORIGIN}/image-proxy?${typeof params === 'string' ? params : new URLSearchParams(params).toString()}`);
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('sandbox image proxy', () => {
  it('answers the original /static file, saying it was not converted', async () => {
    const res = await proxy({ url: COVER, w: '640', format: 'webp' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-image-proxy-converted')).toBe('false');
    expect(res.headers.get('x-image-proxy-width')).toBe('640');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toContain('<svg');
  });

  it('serves nested folders and answers 404 for a missing image', async () => {
    expect((await proxy({ url: `${ORIGIN}/static/covers/charts/bars.svg`, w: '1', format: 'webp' })).status).toBe(200);
    const missing = await proxy({ url: `${ORIGIN}/static/covers/nope.svg`, w: '100', format: 'webp' });
    expect(missing.status).toBe(404);
    expect((await errorCode(missing)).code).toBe('imageNotFound');
  });

  it.each([
    ['no parameters', ''],
    ['no url', 'w=100&format=webp'],
    ['no width', `url=${encodeURIComponent(COVER)}&format=webp`],
    ['no format', `url=${encodeURIComponent(COVER)}&w=100`],
    ['another format', `url=${encodeURIComponent(COVER)}&w=100&format=gif`],
    ['width 0', `url=${encodeURIComponent(COVER)}&w=0&format=webp`],
    ['negative width', `url=${encodeURIComponent(COVER)}&w=-5&format=webp`],
    ['fractional width', `url=${encodeURIComponent(COVER)}&w=1.5&format=webp`],
    ['width in letters', `url=${encodeURIComponent(COVER)}&w=abc&format=webp`],
    ['huge width', `url=${encodeURIComponent(COVER)}&w=${MAX_PROXY_WIDTH + 1}&format=webp`],
    ['30-digit width', `url=${encodeURIComponent(COVER)}&w=${'9'.repeat(30)}&format=webp`],
    ['repeated parameter', `url=${encodeURIComponent(COVER)}&w=100&w=200&format=webp`],
  ])('answers 400 invalidQuery for %s', async (_label, query) => {
    const res = await proxy(query);
    expect(res.status).toBe(400);
    expect((await errorCode(res)).code).toBe('invalidQuery');
  });

  it.each([
    ['another site (no open proxy)', 'https://evil.example/static/covers/stock.svg'],
    ['another port of this host', 'http://localhost:9999/static/covers/stock.svg'],
    ['a relative URL', '/static/covers/stock.svg'],
    ['not a URL', 'not a url'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:image/svg+xml,<svg onload=alert(1)>'],
    ['file:', 'file:///etc/passwd'],
    ['outside /static', `${ORIGIN}/article/api/Article/101`],
    ['credentials', 'http://user:pw@localhost:8788/static/covers/stock.svg'],
    ['encoded traversal', `${ORIGIN}/static/..%2f..%2fpackage.json`],
    ['double-encoded traversal', `${ORIGIN}/static/%2e%2e/%2e%2e/package.json`],
    ['encoded backslash', `${ORIGIN}/static/covers%5c..%5c..%5cpackage.json`],
    ['NUL byte', `${ORIGIN}/static/covers/stock.svg%00.png`],
    ['bad percent-encoding', `${ORIGIN}/static/%E0%A4%A`],
    ['not an image', `${ORIGIN}/static/data.json`],
    ['the folder itself', `${ORIGIN}/static/`],
  ])('answers 400 invalidImageUrl for %s', async (_label, url) => {
    const res = await proxy({ url, w: '100', format: 'webp' });
    expect(res.status).toBe(400);
    expect((await errorCode(res)).code).toBe('invalidImageUrl');
  });
});
