import { describe, expect, it } from 'vitest';
import { clientKey, isPageNavigation, isRscPath, isStaticAssetPath } from './page-request';

const request = (path: string, headers: Record<string, string> = {}, method = 'GET') => new Request(`http://localhost:8787${path}`, { method, headers });

describe('page-request classification', () => {
  it.each(['/assets/index-1a2b.js', '/assets/x', '/favicon.ico', '/sitemap.xml', '/stock-sitemap-A.xml', '/robots.txt', '/logo.SVG', '/a/b/c.css', '/manifest.webmanifest'])('static: %s', (path) =>
    expect(isStaticAssetPath(path)).toBe(true),
  );

  it.each(['/', '/stock/AAPL/info', '/stock/BRK.B/info', '/article/123', '/RSC/R/_root.txt', '/RSC/R/stock/AAPL/info.txt', '/.hidden', '/v1.2'])('not static: %s', (path) =>
    expect(isStaticAssetPath(path)).toBe(false),
  );

  it('RSC paths', () => {
    expect(isRscPath('/RSC/R/_root.txt')).toBe(true);
    expect(isRscPath('/rsc/x')).toBe(false);
    expect(isRscPath('/stock/RSC/')).toBe(false);
  });

  it('a navigation is an HTML GET or HEAD for a page', () => {
    expect(isPageNavigation(request('/', { 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isPageNavigation(request('/', { accept: 'text/html,*/*' }))).toBe(true);
    expect(isPageNavigation(request('/', { accept: 'text/html' }, 'HEAD'))).toBe(true);
  });

  it('sub-requests, frames, other methods, RSC and files are not', () => {
    expect(isPageNavigation(request('/', { 'sec-fetch-dest': 'empty', accept: 'text/html' }))).toBe(false);
    expect(isPageNavigation(request('/', { 'sec-fetch-dest': 'iframe', accept: 'text/html' }))).toBe(false);
    expect(isPageNavigation(request('/', { accept: '*/*' }))).toBe(false);
    expect(isPageNavigation(request('/'))).toBe(false);
    expect(isPageNavigation(request('/', { 'sec-fetch-dest': 'document' }, 'POST'))).toBe(false);
    expect(isPageNavigation(request('/RSC/R/_root.txt', { 'sec-fetch-dest': 'document', accept: 'text/html' }))).toBe(false);
    expect(isPageNavigation(request('/assets/a.js', { accept: 'text/html' }))).toBe(false);
  });

  it('client key: address and trimmed user agent', () => {
    const a = request('/', { 'cf-connecting-ip': '198.51.100.1', 'user-agent': 'UA' });
    expect(clientKey(a)).toBe('198.51.100.1\nUA');
    expect(clientKey(request('/', { 'user-agent': 'x'.repeat(2000) }))).toHaveLength(501);
  });
});
