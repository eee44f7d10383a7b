import { describe, expect, it } from 'vitest';
import { escapeXml, SITEMAP_NAMESPACE, sitemapIndexXml, urlsetXml } from './xml';
import { readSitemap } from './xml-check';

describe('sitemap XML', () => {
  it('escapes the five special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    // Already-escaped text is escaped again, never trusted.
    expect(escapeXml('&amp;')).toBe('&amp;amp;');
  });

  it('drops characters XML 1.0 cannot hold, keeps real text', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('tab\tnl\n台積電😀')).toBe('tab\tnl\n台積電😀');
  });

  it('writes a urlset with declaration, namespace and optional lastmod', () => {
    const xml = urlsetXml([{ loc: 'https://x.test/a?b=1&c=<2>', lastmod: '2026-08-01' }, { loc: 'https://x.test/b' }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(`<urlset xmlns="${SITEMAP_NAMESPACE}">`);
    expect(xml).toContain('<url><loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-08-01</lastmod></url>');
    expect(xml).toContain('<url><loc>https://x.test/b</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('writes a sitemap index', () => {
    const xml = sitemapIndexXml(['https://x.test/a.xml', 'https://x.test/b.xml?x=1&y=2']);
    expect(xml).toContain(`<sitemapindex xmlns="${SITEMAP_NAMESPACE}">`);
    expect(xml.match(/<sitemap><loc>[^<]+<\/loc><\/sitemap>/g)).toHaveLength(2);
    expect(xml).toContain('x=1&amp;y=2');
  });
});

describe('readSitemap (the tests’ XML checker)', () => {
  it('round-trips hostile text through escaping', () => {
    const hostile = `https://x.test/<script>alert("x")</script>&amp;'`;
    const read = readSitemap(urlsetXml([{ loc: hostile, lastmod: '2026-08-01' }]));
    expect(read).toEqual({ root: 'urlset', entries: [{ loc: hostile, lastmod: '2026-08-01' }] });
  });

  it('rejects what a crawler could not read', () => {
    const head = '<?xml version="1.0" encoding="UTF-8"?>\n';
    const ns = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
    for (const bad of [
      `<urlset ${ns}></urlset>`,
      `${head}<urlset><url><loc>x</loc></url></urlset>`,
      `${head}<urlset ${ns}><url><loc>a&b</loc></url></urlset>`,
      `${head}<urlset ${ns}><url><loc>x</loc></urlset>`,
      `${head}<urlset ${ns}><url><loc>x</loc><script/></url></urlset>`,
      `${head}<urlset ${ns}><url></url></urlset>`,
    ]) {
      expect(() => readSitemap(bad), bad).toThrow();
    }
  });
});
