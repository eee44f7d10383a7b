import { describe, expect, it, vi } from 'vitest';
import NotFoundPage from '@/pages/(default)/404';
import { RETURN_HOME_NOTICE, RETURN_HOME_SECONDS } from '@/lib/http/return-home-timer';
import { attrOf, inside, renderPageHtml, single, squashed } from '@tests/page-html';

/**
 * The 404 page of an unknown stock offers the site's search (the GET form that
 * works without JavaScript) and goes home by itself unless the reader acts: it says so, and a <noscript>
 * refresh does it without JavaScript. The edge's script for the timer: functions/return-home-script.worker.test.ts.
 * Other 404s stay as they were.
 */
vi.mock('@/lib/server/request-context', async () => (await import('@tests/page-render-mocks')).requestContextMock());
vi.mock('waku/router/client', async () => (await import('@tests/page-render-mocks')).routerClientMock());

/** Meta refreshes a browser with scripting would obey (parse5, like it, reads <noscript> as text). */
const refreshes = (page: Awaited<ReturnType<typeof renderPageHtml>>) => page.where((element) => element.tagName === 'meta' && attrOf(element, 'http-equiv')?.toLowerCase() === 'refresh');
const NOSCRIPT_REFRESH = new RegExp(`<noscript[^>]*><meta http-equiv="refresh" content="${RETURN_HOME_SECONDS};url=/"/></noscript>`);

describe('the 404 page', () => {
  it('of an unknown stock has a search box, says it will go home, and refreshes home without JavaScript', async () => {
    const page = await renderPageHtml('/stock/NOPE1/info', () => <NotFoundPage />);
    expect(
      squashed(
        single(
          page.where((element) => element.tagName === 'h1'),
          'heading',
        ),
      ),
    ).toBe('找不到這個網頁');
    const box = single(page.byTestId('stock-not-found-search'), 'stock search');
    const form = single(inside(box, 'form'), 'search form');
    expect([attrOf(form, 'action'), attrOf(form, 'method'), attrOf(form, 'role')]).toEqual(['/search', 'get', 'search']);
    expect(attrOf(single(inside(form, 'input'), 'search input'), 'name')).toBe('q');
    const notice = single(page.byTestId('stock-not-found-return-home'), 'notice');
    expect(squashed(notice)).toBe(`${RETURN_HOME_SECONDS} 秒後將自動回到首頁。`);
    expect(attrOf(notice, RETURN_HOME_NOTICE)).toBe('');
    // The refresh stays inside <noscript> (React hoists a bare <meta> into <head>, where every browser would obey it).
    expect(page.html).toMatch(NOSCRIPT_REFRESH);
    expect(refreshes(page)).toEqual([]);
    // Nothing of the URL is written into the page.
    expect(page.html).not.toContain('NOPE1');
    // The way home is still the spec's button.
    expect(page.where((element) => element.tagName === 'a' && attrOf(element, 'href') === '/' && squashed(element) === '回到首頁')).toHaveLength(1);
  });

  it('of any other address has neither search, notice nor refresh', async () => {
    const page = await renderPageHtml('/no-such-page', () => <NotFoundPage />);
    expect(page.byTestId('stock-not-found-search')).toEqual([]);
    expect(page.html).not.toContain(RETURN_HOME_NOTICE);
    expect(page.html).not.toContain('refresh');
  });
});
