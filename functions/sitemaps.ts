import type { EdgeContext, EdgeMiddleware } from './edge-env';
import { parseConfig } from '@/lib/config';
import { edgeDirectory } from '@/lib/directory/edge-directory';
import type { DirectoryStore } from '@/lib/directory/store';
import { type CachePolicy, POLICIES } from '@/lib/upstream/cache-policy';
import { articleCacheGeneration } from '@/lib/upstream/content-generation';
import { edgeCached, type WaitUntil } from '@/lib/upstream/edge-cache';
import type { UpstreamContext } from '@/lib/upstream/http';
import { articleSitemap, SitemapError, type SitemapSources, sitemapIndex, stockBucketSitemap, stockIndexSitemap } from './sitemap/documents';
import { absoluteUrl, parseSitemapPath, type SitemapRoute, sitemapPath } from './sitemap/routes';

/** How long crawlers and CDNs may keep each file (the edge keeps it per cache-policy.ts). */
const BROWSER_MAX_AGE: Record<Exclude<SitemapRoute['kind'], 'not-found'>, number> = { index: 3600, 'stock-index': 86_400, stocks: 3600, articles: 900 };

/** When a crawler should come back after a 503. */
export const SITEMAP_RETRY_AFTER_SECONDS = 600;

export interface SitemapsOptions {
  /** Replaces global fetch for upstream calls (tests count calls with it). */
  fetch?: typeof fetch | undefined;
  /** The edge directory to build stock buckets from; null: always the upstream (default: the worker's). */
  directory?: DirectoryStore | null | undefined;
}

type Route = Exclude<SitemapRoute, { kind: 'not-found' }>;

function build(route: Route, sources: SitemapSources): string | Promise<string> {
  switch (route.kind) {
    case 'index':
      return sitemapIndex(sources);
    case 'stock-index':
      return stockIndexSitemap(sources);
    case 'stocks':
      return stockBucketSitemap(sources, route.bucket, route.page);
    case 'articles':
      return articleSitemap(sources);
  }
}

const policyOf = (route: Route): CachePolicy | undefined =>
  route.kind === 'stocks' ? POLICIES.stockSitemap : route.kind === 'index' ? POLICIES.sitemapIndex : route.kind === 'articles' ? POLICIES.articleSitemap : undefined;

/** Cached text must still be a sitemap; anything else counts as a miss. */
function checkSitemap(text: string): string {
  if (!text.startsWith('<?xml ')) throw new SitemapError(503, 'cached sitemap is not XML');
  return text;
}

function requestWaitUntil(c: EdgeContext): WaitUntil | undefined {
  try {
    const ctx = c.executionCtx;
    return (promise) => ctx.waitUntil(promise);
  } catch {
    return undefined; // edge-cache falls back to waitUntil from cloudflare:workers
  }
}

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/**
 * Answers the sitemap files (routes.ts lists them) and passes every other path on. Files are built from
 * the upstream services, kept whole in the edge cache, and served as application/xml with a public
 * Cache-Control. An upstream outage with no usable copy answers 503 + Retry-After — never a 500, and
 * never an empty file that would tell crawlers every page vanished.
 */
export default function sitemaps(options: SitemapsOptions = {}): EdgeMiddleware {
  return async (c, next) => {
    const route = parseSitemapPath(new URL(c.req.url).pathname);
    if (!route) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return plain(405, 'Method Not Allowed', { allow: 'GET, HEAD' });
    if (route.kind === 'not-found') return plain(404, 'Not Found');

    const config = parseConfig(c.env);
    const waitUntil = requestWaitUntil(c);
    // The finished XML is cached below, so the calls behind it skip the JSON cache (no double staleness).
    const upstream: UpstreamContext = { config, waitUntil, fetch: options.fetch, edgeCache: false };
    const sources: SitemapSources = {
      upstream,
      siteUrl: config.SITE_URL,
      today: new Date().toISOString().slice(0, 10),
      directory: options.directory === undefined ? await edgeDirectory.store() : options.directory,
    };

    let xml: string;
    let state = 'bypass';
    try {
      const policy = policyOf(route);
      if (policy) {
        // The article file also carries the article cache generation: a deletion retires it at once (decision 028).
        const generation = route.kind === 'articles' ? `&__gen=${encodeURIComponent(await articleCacheGeneration())}` : '';
        const key = new Request(`${absoluteUrl(config.SITE_URL, sitemapPath(route))}?__edge-cache=sitemap-v1${generation}`);
        const result = await edgeCached({
          key,
          policy,
          load: async () => ({ text: await build(route, sources), shareable: true }),
          decode: checkSitemap,
          waitUntil,
          contentType: 'application/xml; charset=utf-8',
        });
        xml = result.value;
        state = result.state;
      } else {
        xml = await build(route, sources);
      }
    } catch (err) {
      if (err instanceof SitemapError && err.status === 404) return plain(404, 'Not Found');
      console.error(`[sitemaps] ${sitemapPath(route)} unavailable`, err);
      return plain(503, 'Sitemap temporarily unavailable', { 'retry-after': String(SITEMAP_RETRY_AFTER_SECONDS) });
    }

    return new Response(c.req.method === 'HEAD' ? null : xml, {
      headers: {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': `public, max-age=${BROWSER_MAX_AGE[route.kind]}`,
        // The files are for crawlers to read, not pages to list in results.
        'x-robots-tag': 'noindex',
        'x-edge-cache': state,
      },
    });
  };
}
