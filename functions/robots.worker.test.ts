import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sandboxConfig } from '@tests/upstream-context';
import robots, { DISALLOWED_PATHS } from './robots';

const app = new Hono().use(robots()).all('*', (c) => c.text('page'));

describe('robots middleware (workerd)', () => {
  it('allows everything public, disallows the private paths and announces the index sitemap', async () => {
    const res = await app.request('/robots.txt', {}, { ...sandboxConfig(), SITE_URL: 'https://www.example.test/' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/login', '/logout', '/refresh', '/auth/', '/article/preview', '/article/purchase', '/article/mine', '/watchlist', '/RSC/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(DISALLOWED_PATHS.length);
    // Public pages stay open: no rule is a prefix of them.
    for (const open of ['/', '/stock/NVDA/info', '/article/123', '/article', '/category/news', '/sitemap.xml']) {
      expect(
        DISALLOWED_PATHS.some((path) => open.startsWith(path)),
        open,
      ).toBe(false);
    }
    expect(lines).toContain('Sitemap: https://www.example.test/sitemap.xml');
  });

  it('HEAD has no body, POST is 405, other paths pass through', async () => {
    const head = await app.request('/robots.txt', { method: 'HEAD' }, sandboxConfig());
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await app.request('/robots.txt', { method: 'POST' }, sandboxConfig())).status).toBe(405);
    for (const path of ['/', '/robots.txt/', '/ROBOTS.TXT', '/robots.txt.bak']) {
      expect(await (await app.request(path, {}, sandboxConfig())).text(), path).toBe('page');
    }
  });
});
