import { beforeAll, describe, expect, it, vi } from 'vitest';
import SearchPage from '@/pages/(article)/search/[keyword]';
import { fillEdgeDirectory } from '@tests/directory-kv';
import { attrOf, inside, type PageHtml, renderPageHtml, single, textIn } from '@tests/page-html';

/**
 * The server HTML of /search/{keyword} rendered in workerd against the
 * sandbox's seed content: which field a search opens on, and what each field finds. Moved from
 * tests/e2e/article-search.spec.ts, which keeps the switches and the form as a reader uses them
 * (client navigation, typing), the recent searches (localStorage) and the hostile keywords up to hydration.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

/** /search/{segment}?{query} as a reader's request renders it (a 503 fails here). */
async function search(segment: string, query?: string): Promise<PageHtml> {
  const page = await renderPageHtml(`/search/${segment}${query ? `?${query}` : ''}`, () => SearchPage(query ? { keyword: segment, query } : { keyword: segment }));
  expect(page.unavailable).toBeUndefined();
  return page;
}
/** The type switch's current entry (a strict locator: exactly one). */
const currentType = (page: PageHtml) =>
  single(
    inside(single(page.byTestId('search-type-switch'), 'type switch'), (element) => element.tagName === 'a' && attrOf(element, 'aria-current') === 'page'),
    'current type',
  );
const items = (page: PageHtml) => page.byTestId('article-item');

// First renders ask the sandbox for several searches, cold: more than vitest's 5 s default.
describe('/search/{keyword} in the server HTML', { timeout: 20_000 }, () => {
  // The symbol directory a search's stock matches come from, as a running site has it.
  beforeAll(fillEdgeDirectory, 30_000);

  it('opens on tags when tags has results, else on the first field that has; each field on request', async () => {
    const ai = await search('AI');
    expect(attrOf(currentType(ai), 'data-search-type')).toBe('tags');
    expect(textIn(currentType(ai))).toContain('標籤');
    expect(items(ai).length).toBeGreaterThan(0);

    // No article is tagged 「NVDA」 (0 under 標籤), several carry the stock tag.
    const nvda = await search('NVDA');
    expect(attrOf(currentType(nvda), 'data-search-type')).toBe('stockTags');
    expect(items(nvda).length).toBeGreaterThan(0);
    expect(nvda.where((element) => attrOf(element, 'data-empty-state') !== undefined)).toHaveLength(0);

    const stockTags = await search('NVDA', 'type=stockTags');
    expect(attrOf(currentType(stockTags), 'data-search-type')).toBe('stockTags');
    expect(items(stockTags).length).toBeGreaterThan(0);

    const titles = (await search(encodeURIComponent('輝達'), 'type=title')).byTestId('article-title').map(textIn);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('輝達');

    expect(items(await search(encodeURIComponent('輝達'), 'type=content')).length).toBeGreaterThan(titles.length - 1);
  });
});
