import { describe, expect, it } from 'vitest';
// Waku's own implementation, imported by file: its public entry (waku/router/server) needs the
// react-server condition, which this Node test project does not set.
import { formatRouterRequest, parseRouterRequest } from '../node_modules/waku/dist/router/server-utils/parse-router-request.js';
import { parseRouteRequest, rscUrlForRoute } from './router-request';

const BASE = 'http://localhost:8787';

describe('parseRouteRequest matches Waku 1.0', () => {
  it.each([
    '/',
    '/old-page',
    '/old-page/',
    '/old-page?x=1&y=2',
    '/stock/AAPL/info',
    '/_private',
    '/a/index.html',
    '/%E8%88%8A%E9%A0%81',
    '/RSC/R/_root.txt',
    '/RSC/R/old-page.txt?query=x%3D1',
    '/RSC/R/stock/AAPL/info.txt?query=',
    '/RSC/R/__private.txt?query=',
    '/RSC/R/%E8%88%8A.txt?query=a%3Db',
  ])('%s', (path) => {
    const request = new Request(BASE + path);
    const ours = parseRouteRequest(request);
    const waku = parseRouterRequest(request);
    expect(waku?.type).toBe('route');
    expect(ours).toMatchObject({ path: waku?.type === 'route' ? waku.path : '', query: waku?.type === 'route' ? waku.query : '' });
    expect(ours).toMatchObject({ kind: path.startsWith('/RSC/') ? 'rsc' : 'document' });
  });

  it('treats server functions and slices as not routes, as Waku does', () => {
    expect(parseRouteRequest(new Request(`${BASE}/RSC/F/_src/x.ts/act.txt`, { method: 'POST', body: '[]' }))).toEqual({ kind: 'other' });
    expect(parseRouterRequest(new Request(`${BASE}/RSC/F/_src/x.ts/act.txt`))).toEqual({ type: 'action' });
    expect(parseRouteRequest(new Request(`${BASE}/RSC/S/sidebar.txt`))).toEqual({ kind: 'other' });
    expect(parseRouterRequest(new Request(`${BASE}/RSC/S/sidebar.txt`))).toEqual({ type: 'slice', id: 'sidebar' });
  });

  it('rejects RSC paths that Waku cannot decode (Waku would answer 500 to them)', () => {
    for (const path of ['/RSC/whatever', '/RSC/R.txt', '/RSC/Rfoo.txt', '/RSC/X/a.txt', '/RSC/.txt']) {
      expect(parseRouteRequest(new Request(BASE + path)), path).toBeNull();
    }
    expect(parseRouterRequest(new Request(`${BASE}/RSC/whatever`))).toBeNull();
  });
});

describe('rscUrlForRoute matches Waku 1.0', () => {
  it.each([
    ['/new', ''],
    ['/', ''],
    ['/new', 'a=1&b=2'],
    ['/_private/x', ''],
    ['/stock/AAPL/info', 'tab=1'],
    ['/%E6%96%B0', ''],
  ])('%s ?%s', (path, query) => {
    const fromAnRscRequest = new Request(`${BASE}/RSC/R/old.txt?query=`);
    const waku = formatRouterRequest(fromAnRscRequest, path, query);
    expect(rscUrlForRoute(path, query)).toBe(`${waku?.pathname}${waku?.search}`);
  });
});
