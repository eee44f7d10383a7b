import { MAIN_CATEGORIES, SUB_CATEGORIES } from '@/lib/articles/categories';
import type { DirectoryStore } from '@/lib/directory/store';
import { parseStockId, stockIdToUrlSegment } from '@protocol/stock-id';
import { loadIndexList } from '@/lib/market/index-list';
import { getRecentSummary } from '@/lib/upstream/article/client/articles';
import { getStockDirectory } from '@/lib/upstream/business/client';
import { PRESETS } from '@/lib/screener/presets';
import type { UpstreamContext } from '@/lib/upstream/http';
import { SITEMAP_MAX_URLS, splitIntoSitemaps } from './limits';
import { absoluteUrl, encodePathSegment, sitemapPath, STOCK_SITEMAP_BUCKETS, type StockSitemapBucket } from './routes';
import { type SitemapUrl, sitemapIndexXml, urlsetXml } from './xml';

/**
 * Builds each sitemap file from the upstream services. A builder throws SitemapError rather than
 * produce a file that would tell crawlers pages vanished (an empty bucket, a failed call).
 */
export class SitemapError extends Error {
  override name = 'SitemapError';
  /** 404: no such page; 503: the source cannot be read now. */
  readonly status: 404 | 503;
  constructor(status: 404 | 503, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

export interface SitemapSources {
  /** For upstream calls (the sitemap layer caches its own output, so these skip the JSON cache). */
  upstream: UpstreamContext;
  siteUrl: string;
  /** W3C date of today, the lastmod of pages that change every trading day. */
  today: string;
  /** The edge directory (decision 017): a bucket it holds is built without an upstream call. */
  directory?: DirectoryStore | null | undefined;
}

/** The ids of one bucket: from the edge directory when it holds the shard, else from the business service. */
async function bucketIds(sources: SitemapSources, bucket: StockSitemapBucket): Promise<string[]> {
  const shard = await sources.directory?.shard(bucket).catch((err: unknown) => {
    console.warn('[sitemaps] edge directory unreadable; asking the upstream', bucket, err);
    return null;
  });
  if (shard) return shard.entries.map((entry) => entry.id);
  const directory = await getStockDirectory(sources.upstream, bucket);
  if (directory.group !== bucket) throw new SitemapError(503, `directory answered group ${directory.group} for ${bucket}`);
  return directory.items.map((item) => item.id);
}

/** Article pages requested per call (the article service allows 1–50). */
export const ARTICLE_PAGE_SIZE = 50;

/** `/stock/{id}/info`: '#' is written '.', anything else odd is percent-encoded. */
export const stockInfoPath = (id: string): string => `/stock/${encodePathSegment(stockIdToUrlSegment(id))}/info`;

/**
 * The home page, the article list, the screener and its presets, the calendar, every category, and the indices: the business service's index
 * list (through the JSON edge cache, as this file itself is not kept whole), the built-in list when
 * that call fails, so the file never loses the index pages.
 */
export async function stockIndexSitemap(sources: SitemapSources): Promise<string> {
  const site = (path: string) => absoluteUrl(sources.siteUrl, path);
  const categories = [...Object.keys(MAIN_CATEGORIES), ...Object.keys(SUB_CATEGORIES)];
  const { indices } = await loadIndexList({ ...sources.upstream, edgeCache: sources.upstream.config.EDGE_CACHE === 'off' ? false : undefined });
  return urlsetXml([
    { loc: site('/') },
    { loc: site('/article') },
    { loc: site('/screener') },
    ...PRESETS.map((preset) => ({ loc: site(`/screener/${preset.slug}`) })),
    { loc: site('/calendar') },
    ...categories.map((key) => ({ loc: site(`/category/${encodePathSegment(key)}`) })),
    ...indices.map((index) => ({ loc: site(stockInfoPath(index.id)), lastmod: sources.today })),
  ]);
}

/** Every well-formed symbol of a bucket, as sitemap URLs split into files. */
async function stockFiles(sources: SitemapSources, bucket: StockSitemapBucket): Promise<SitemapUrl[][]> {
  const ids = new Set<string>();
  for (const raw of await bucketIds(sources, bucket)) {
    const id = parseStockId(raw);
    // A malformed id ('..', markup, a path) would make a URL that is not a stock page: leave it out.
    if (id !== null) ids.add(id);
  }
  if (ids.size === 0) throw new SitemapError(503, `directory group ${bucket} is empty`);
  return splitIntoSitemaps([...ids].map((id) => ({ loc: absoluteUrl(sources.siteUrl, stockInfoPath(id)), lastmod: sources.today })));
}

/** Page `page` (1-based) of a stock bucket. */
export async function stockBucketSitemap(sources: SitemapSources, bucket: StockSitemapBucket, page: number): Promise<string> {
  const files = await stockFiles(sources, bucket);
  const file = files[page - 1];
  if (!file) throw new SitemapError(404, `stock bucket ${bucket} has ${files.length} page(s), not ${page}`);
  return urlsetXml(file);
}

/**
 * Published articles, newest first, paged through Recent/Summary up to one file's 50,000 URLs
 * (older ones stay reachable from the article list, categories and author pages).
 */
export async function articleSitemap(sources: SitemapSources): Promise<string> {
  const urls: SitemapUrl[] = [];
  const seenCursors = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await getRecentSummary(sources.upstream, { fetch: ARTICLE_PAGE_SIZE, startCursor: cursor });
    for (const article of page.articles) {
      if (urls.length >= SITEMAP_MAX_URLS) break;
      urls.push({ loc: absoluteUrl(sources.siteUrl, `/article/${article.articleId}`), lastmod: article.updatedAt });
    }
    cursor = page.nextCursor;
    // A cursor seen before would loop forever: stop with what we have.
    if (cursor !== null && seenCursors.has(cursor)) break;
    if (cursor !== null) seenCursors.add(cursor);
  } while (cursor !== null && urls.length < SITEMAP_MAX_URLS);
  if (urls.length === 0) throw new SitemapError(503, 'the article service listed no articles');
  const [file] = splitIntoSitemaps(urls);
  return urlsetXml(file ?? []);
}

/**
 * The index: the stock-index file, every stock bucket (with its extra pages, when a bucket outgrows
 * one file) and the article file. A bucket whose directory cannot be read is listed with its first
 * file only — that file always exists — so the index never loses a file because of an outage.
 */
export async function sitemapIndex(sources: SitemapSources): Promise<string> {
  const pageCounts = await Promise.all(
    STOCK_SITEMAP_BUCKETS.map((bucket) =>
      stockFiles(sources, bucket).then(
        (files) => Math.max(1, files.length),
        () => 1,
      ),
    ),
  );
  const paths = [
    sitemapPath({ kind: 'stock-index' }),
    ...STOCK_SITEMAP_BUCKETS.flatMap((bucket, i) => Array.from({ length: pageCounts[i] ?? 1 }, (_, page) => sitemapPath({ kind: 'stocks', bucket, page: page + 1 }))),
    sitemapPath({ kind: 'articles' }),
  ];
  return sitemapIndexXml(paths.map((path) => absoluteUrl(sources.siteUrl, path)));
}
