import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, splitIntoSitemaps } from './limits';
import { urlsetXml } from './xml';

const urls = (count: number, pad = 0) => Array.from({ length: count }, (_, i) => ({ loc: `https://x.test/stock/S${i}/info${'x'.repeat(pad)}`, lastmod: '2026-08-01' }));
const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

describe('splitIntoSitemaps', () => {
  it('uses the protocol limits by default', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(SITEMAP_MAX_BYTES).toBe(52_428_800);
  });

  it('keeps 50,000 URLs in one file and splits at the 50,001st', () => {
    expect(splitIntoSitemaps(urls(50_000)).map((file) => file.length)).toEqual([50_000]);
    const split = splitIntoSitemaps(urls(120_001));
    expect(split.map((file) => file.length)).toEqual([50_000, 50_000, 20_001]);
    expect(split.flat().map((u) => u.loc)).toEqual(urls(120_001).map((u) => u.loc)); // order kept, nothing lost
  });

  it('splits by size before the count limit when URLs are long, and every file fits', () => {
    const long = urls(1_000, 500);
    const maxBytes = 100_000;
    const files = splitIntoSitemaps(long, { maxUrls: SITEMAP_MAX_URLS, maxBytes });
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(bytes(urlsetXml(file))).toBeLessThanOrEqual(maxBytes);
    expect(files.flat()).toHaveLength(1_000);
    // Each file is filled as far as it goes: adding the next URL would break the limit.
    const [first, second] = files;
    expect(bytes(urlsetXml([...(first ?? []), second?.[0] ?? { loc: '' }]))).toBeGreaterThan(maxBytes);
  });

  it('counts multi-byte characters as their UTF-8 size', () => {
    const wide = [{ loc: 'https://x.test/' + '台'.repeat(100) }];
    const exact = bytes(urlsetXml(wide));
    expect(splitIntoSitemaps(wide, { maxUrls: 10, maxBytes: exact })).toHaveLength(1);
    expect(splitIntoSitemaps(wide, { maxUrls: 10, maxBytes: exact - 1 })).toEqual([]);
  });

  it('leaves out a URL too large for any file, and answers no files for no URLs', () => {
    const files = splitIntoSitemaps([{ loc: 'https://x.test/' + 'y'.repeat(5_000) }, ...urls(3)], { maxUrls: 10, maxBytes: 2_000 });
    expect(files.flat()).toHaveLength(3);
    expect(splitIntoSitemaps([])).toEqual([]);
  });
});
