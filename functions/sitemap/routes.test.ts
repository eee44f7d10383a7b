import { describe, expect, it } from 'vitest';
import { encodePathSegment, parseSitemapPath, sitemapPath, STOCK_SITEMAP_BUCKETS } from './routes';

describe('sitemap routes', () => {
  it('names every file and parses its own paths back', () => {
    expect(parseSitemapPath('/sitemap.xml')).toEqual({ kind: 'index' });
    expect(parseSitemapPath('/stock-index-sitemap.xml')).toEqual({ kind: 'stock-index' });
    expect(parseSitemapPath('/article-sitemap.xml')).toEqual({ kind: 'articles' });
    for (const bucket of STOCK_SITEMAP_BUCKETS) {
      for (const page of [1, 2, 17]) {
        const path = sitemapPath({ kind: 'stocks', bucket, page });
        expect(parseSitemapPath(path)).toEqual({ kind: 'stocks', bucket, page });
      }
    }
    expect(sitemapPath({ kind: 'stocks', bucket: 'HI', page: 1 })).toBe('/stock-sitemap-HI.xml');
    expect(sitemapPath({ kind: 'stocks', bucket: 'other', page: 2 })).toBe('/stock-sitemap-other-2.xml');
  });

  it('answers not-found for names that are not exactly a bucket (no case folding, no page 1 or 0 suffix)', () => {
    for (const path of [
      '/stock-sitemap-ZZ.xml',
      '/stock-sitemap-.xml',
      '/stock-sitemap-a.xml',
      '/stock-sitemap-OTHER.xml',
      '/stock-sitemap-index.xml',
      '/stock-sitemap-H.xml',
      '/stock-sitemap-A-1.xml',
      '/stock-sitemap-A-0.xml',
      '/stock-sitemap-A-02.xml',
      '/stock-sitemap-A-999999.xml',
      '/stock-sitemap-A%2F..%2F.xml',
      '/stock-sitemap-A\u0000.xml',
      `/stock-sitemap-${'A'.repeat(5_000)}.xml`,
    ]) {
      expect(parseSitemapPath(path), path).toEqual({ kind: 'not-found' });
    }
  });

  it('leaves other paths alone', () => {
    for (const path of ['/', '/sitemap.xml/', '/stock/NVDA/info', '/stock-sitemap-A.xmlx', '/stock-sitemap-A', '/sitemaps.xml']) {
      expect(parseSitemapPath(path), path).toBeUndefined();
    }
  });

  it('percent-encodes everything but unreserved characters in a segment', () => {
    expect(encodePathSegment('BRK.B')).toBe('BRK.B');
    expect(encodePathSegment('.DJI')).toBe('.DJI');
    expect(encodePathSegment('ABR$D')).toBe('ABR%24D');
    expect(encodePathSegment('A^B=C')).toBe('A%5EB%3DC');
    expect(encodePathSegment('a/b?c#d e&<>')).toBe('a%2Fb%3Fc%23d%20e%26%3C%3E');
    expect(encodePathSegment('台')).toBe('%E5%8F%B0');
  });
});
