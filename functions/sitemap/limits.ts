import { type SitemapUrl, URLSET_CLOSE, URLSET_OPEN, urlElement } from './xml';

/** Sitemap protocol limits per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

export interface SitemapLimits {
  maxUrls: number;
  maxBytes: number;
}

const utf8Length = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * Splits URLs into files that each respect both limits (count and UTF-8 size of the finished XML),
 * keeping their order. A single URL too large for any file is left out rather than breaking the rule.
 * No URLs → no files (the caller decides what an empty source means).
 */
export function splitIntoSitemaps(urls: readonly SitemapUrl[], limits: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES }): SitemapUrl[][] {
  const frame = utf8Length(URLSET_OPEN) + utf8Length(URLSET_CLOSE);
  const files: SitemapUrl[][] = [];
  let current: SitemapUrl[] = [];
  let bytes = frame;
  for (const url of urls) {
    const size = utf8Length(urlElement(url));
    if (frame + size > limits.maxBytes) continue;
    if (current.length >= limits.maxUrls || bytes + size > limits.maxBytes) {
      files.push(current);
      current = [];
      bytes = frame;
    }
    current.push(url);
    bytes += size;
  }
  if (current.length > 0) files.push(current);
  return files;
}
