import type { EdgeMiddleware } from './edge-env';
import { parseConfig } from '@/lib/config';
import { absoluteUrl } from './sitemap/routes';

/**
 * Paths crawlers should not visit: sign-in round trips, the auth layout, the author preview, the
 * purchase flow, the author's corner (我的文章), the member watchlist, Waku's RSC payloads (data for client navigations, not pages)
 * and the JSON endpoints under /api/ (search suggestions).
 */
export const DISALLOWED_PATHS = ['/login', '/logout', '/refresh', '/auth/', '/article/preview', '/article/purchase', '/article/mine', '/watchlist', '/RSC/', '/api/'] as const;

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`, ''].join('\n');
}

/** Answers /robots.txt (everything public is open; the index sitemap is announced) and passes other paths on. */
export default function robots(): EdgeMiddleware {
  return async (c, next) => {
    if (new URL(c.req.url).pathname !== '/robots.txt') return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } });
    }
    const body = robotsTxt(parseConfig(c.env).SITE_URL);
    return new Response(c.req.method === 'HEAD' ? null : body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' } });
  };
}
