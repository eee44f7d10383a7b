import type { DirectoryGroup } from '@/lib/upstream/business/schemas/directory';

/**
 * The sitemap files and their URLs:
 *   /sitemap.xml                       index of every file below
 *   /stock-index-sitemap.xml           the four indices and the main routes
 *   /stock-sitemap-{bucket}.xml        bucket A, B, C, D, E, F, G, HI, JKL, MN, OP, QR, S, TU or other
 *   /stock-sitemap-{bucket}-{n}.xml    page n ≥ 2 of a bucket, only if it outgrows one file (50,000 URLs / 50 MB)
 *   /article-sitemap.xml               published articles, newest first
 * Names are exact: `/stock-sitemap-a.xml`, `-OTHER`, `-1`, `-02` are 404, not redirects (crawlers learn
 * these URLs only from the index, so there are no other spellings worth answering).
 */

/** The alphabetical stock buckets, in index order ('index', the fifth directory group, is not a stock bucket). */
export const STOCK_SITEMAP_BUCKETS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'HI', 'JKL', 'MN', 'OP', 'QR', 'S', 'TU', 'other'] as const satisfies readonly DirectoryGroup[];
export type StockSitemapBucket = (typeof STOCK_SITEMAP_BUCKETS)[number];

export type SitemapRoute =
  | { kind: 'index' }
  | { kind: 'stock-index' }
  | { kind: 'stocks'; bucket: StockSitemapBucket; page: number }
  | { kind: 'articles' }
  /** Looks like one of ours but names no file: answered 404. */
  | { kind: 'not-found' };

const isBucket = (name: string): name is StockSitemapBucket => (STOCK_SITEMAP_BUCKETS as readonly string[]).includes(name);

/** The route a request path names, or undefined when the path is not a sitemap path at all. */
export function parseSitemapPath(pathname: string): SitemapRoute | undefined {
  if (pathname === '/sitemap.xml') return { kind: 'index' };
  if (pathname === '/stock-index-sitemap.xml') return { kind: 'stock-index' };
  if (pathname === '/article-sitemap.xml') return { kind: 'articles' };
  if (!pathname.startsWith('/stock-sitemap-') || !pathname.endsWith('.xml')) return undefined;
  const match = /^\/stock-sitemap-([A-Za-z]{1,5})(?:-([2-9]|[1-9]\d{1,4}))?\.xml$/.exec(pathname);
  const bucket = match?.[1];
  if (!match || !bucket || !isBucket(bucket)) return { kind: 'not-found' };
  return { kind: 'stocks', bucket, page: match[2] ? Number(match[2]) : 1 };
}

/** The path of a sitemap file. */
export function sitemapPath(route: Exclude<SitemapRoute, { kind: 'not-found' }>): string {
  switch (route.kind) {
    case 'index':
      return '/sitemap.xml';
    case 'stock-index':
      return '/stock-index-sitemap.xml';
    case 'articles':
      return '/article-sitemap.xml';
    case 'stocks':
      return route.page === 1 ? `/stock-sitemap-${route.bucket}.xml` : `/stock-sitemap-${route.bucket}-${route.page}.xml`;
  }
}

/** SITE_URL without a trailing slash, joined with a site path. */
export const absoluteUrl = (siteUrl: string, path: string): string => siteUrl.replace(/\/+$/, '') + path;

/**
 * One path segment: letters, digits and `-._~` stay as they are (BRK.B stays BRK.B); everything else
 * is percent-encoded from its UTF-8 bytes.
 */
export function encodePathSegment(segment: string): string {
  return [...new TextEncoder().encode(segment)]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char) && byte < 0x80 ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}
