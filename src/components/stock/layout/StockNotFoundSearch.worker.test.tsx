import { describe, expect, it, vi } from 'vitest';
import NotFoundPage from '@/pages/(default)/404';
import { attrOf, inside, renderPageHtml, single, squashed } from '@tests/page-html';

/**
 * Issue 41 §15: the 404 page of an unknown stock offers the site's search (the GET form that works
 * without JavaScript) and leaves the reader on it: no refresh home on a timer. Other 404s stay as
 * they were.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

const refreshes = (page: Awaited<ReturnType<typeof renderPageHtml>>) => page.where((element) => element.tagName === 'meta' && attrOf(element, 'http-equiv')?.toLowerCase() === 'refresh');

describe('the 404 page', () => {
  it('of an unknown stock has a search box and no timer home', async () => {
    const page = await renderPageHtml('/stock/NOPE1/info', () => <NotFoundPage />);
    expect(squashed(single(page.where((element) => element.tagName === 'h1'), 'heading'))).toBe('找不到這個網頁');
    const box = single(page.byTestId('stock-not-found-search'), 'stock search');
    const form = single(inside(box, 'form'), 'search form');
    expect([attrOf(form, 'action'), attrOf(form, 'method'), attrOf(form, 'role')]).toEqual(['/search', 'get', 'search']);
    expect(attrOf(single(inside(form, 'input'), 'search input'), 'name')).toBe('q');
    // Nothing of the URL is written into the page.
    expect(page.html).not.toContain('NOPE1');
    expect(refreshes(page)).toEqual([]);
    // The way home is still the spec's button.
    expect(page.where((element) => element.tagName === 'a' && attrOf(element, 'href') === '/' && squashed(element) === '回到首頁')).toHaveLength(1);
  });

  it('of any other address has neither', async () => {
    const page = await renderPageHtml('/no-such-page', () => <NotFoundPage />);
    expect(page.byTestId('stock-not-found-search')).toEqual([]);
    expect(refreshes(page)).toEqual([]);
  });
});
