import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from './guest-page-cache';
import { freshSite, nextKept, resetAroundEachTest, visit } from '@tests/guest-page-cache-harness';

/**
 * The screener's pages in the guest page cache (decision 030): a screen is kept by its whole query,
 * spelt as the render reads it, so two screens never share a page and two spellings of one do; a
 * preset's page is kept, any other path under /screener is not. Kept 15 s, like the other pages with quotes.
 */
resetAroundEachTest();

async function twice(site: string, path: string): Promise<[string | null, string | null]> {
  const first = await visit(site, path);
  await first.text();
  const second = await visit(site, path);
  await second.text();
  return [first.headers.get(PAGE_CACHE_HEADER), second.headers.get(PAGE_CACHE_HEADER)];
}

describe('guest page cache: the screener', () => {
  it('keeps a screen by its query: another screen is a render of its own, the same query re-spelt is the same page', async () => {
    const site = freshSite();
    let stored = nextKept('pe=5-15');
    const first = await visit(site, '/screener?pe=5-15&sort=pe');
    await first.text();
    await stored;
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect((await visit(site, '/screener?pe=5-15&sort=pe')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    // %2D is '-': the render reads the same query, so it is the same kept page.
    expect((await visit(site, '/screener?pe=5%2D15&sort=pe')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
    expect((await visit(site, '/screener?pe=5-16&sort=pe')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');
    expect((await visit(site, '/screener?pe=5-15')).headers.get(PAGE_CACHE_HEADER)).toBe('miss');

    stored = nextKept('monthly-dividend');
    await (await visit(site, '/screener/monthly-dividend')).text();
    await stored;
    expect((await visit(site, '/screener/monthly-dividend')).headers.get(PAGE_CACHE_HEADER)).toBe('hit');
  });

  it('keeps no path under /screener that is not a preset', async () => {
    const site = freshSite();
    for (const path of ['/screener/mine', '/screener/no-such-preset', '/screener/export.csv']) expect(await twice(site, path), path).toEqual([null, null]);
  });
});
