/**
 * Sitemap-protocol XML (https://www.sitemaps.org/protocol.html): a `urlset` of pages or a
 * `sitemapindex` of sitemap files, UTF-8, every value entity-escaped.
 */

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export interface SitemapUrl {
  /** Absolute URL, already percent-encoded where needed. */
  loc: string;
  /** W3C datetime: a date (2026-08-01) or a full ISO timestamp. */
  lastmod?: string | undefined;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * Escapes the five XML special characters and drops what XML 1.0 cannot hold at all (control
 * characters, lone surrogates, U+FFFE/U+FFFF): one hostile value must not make the whole file unreadable.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** One `<url>` element with its line break (limits.ts measures exactly this text). */
export function urlElement(url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(url.loc)}</loc>${lastmod}</url>\n`;
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return URLSET_OPEN + urls.map(urlElement).join('') + URLSET_CLOSE;
}

export function sitemapIndexXml(locs: readonly string[]): string {
  const entries = locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries}</sitemapindex>\n`;
}
