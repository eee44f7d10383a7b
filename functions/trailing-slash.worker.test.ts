import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH } from './not-found';
import trailingSlash from './trailing-slash';

/** The middleware in front of a router that, like Waku's, renders any path (so a copy would be a 200). */
const app = new Hono().use(trailingSlash()).all('*', (c) => c.html(`<h1>${new URL(c.req.url).pathname}</h1>`));
const request = (path: string, method = 'GET') => app.request(`http://localhost:8787${path}`, { method });

describe('trailingSlash: one address per page', () => {
  it.each([
    ['/calendar/', '/calendar'],
    ['/calendar//', '/calendar'],
    ['/calendar/?view=month&date=2026-11-01', '/calendar?view=month&date=2026-11-01'],
    ['/calendar/index.html', '/calendar'],
    ['/stock/NVDA/info/', '/stock/NVDA/info'],
    ['/%E6%96%87%E7%AB%A0/', '/%E6%96%87%E7%AB%A0'],
  ])('%s → 308 %s', async (path, location) => {
    for (const method of ['GET', 'HEAD']) {
      const res = await request(path, method);
      expect(res.status, method).toBe(308);
      expect(res.headers.get('location'), method).toBe(location);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    }
  });

  it.each(['/', '/calendar', '/calendar?view=month', '/stock/NVDA/info'])('leaves a page at its own address alone: %s', async (path) => {
    const res = await request(path);
    expect(res.status).toBe(200);
  });

  it('never writes a Location a browser would read as another host', async () => {
    for (const path of ['//evil.example/', '//evil.example//', '/\\evil.example/', '///evil.example/']) {
      const res = await request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('location'), path).toBeNull();
    }
  });

  it('leaves what is no page request, and paths that can never be a page, to the rest of the edge', async () => {
    expect((await request('/calendar/', 'POST')).status).toBe(200);
    expect((await request('/RSC/R/calendar.txt')).status).toBe(200);
    // Encoded slashes and over-long paths get notFound()'s 404 further on, not a redirect to them.
    expect((await request('/calendar%2F/')).status).toBe(200);
    expect((await request(`/${'a'.repeat(MAX_PATH_LENGTH)}/`)).status).toBe(200);
  });
});
