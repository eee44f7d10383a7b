import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { refreshDirectory } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { builtActionPaths } from '../support/e2e/built-actions.ts';
import { attr, attrsOf, emptyStates, serverPage, textOf, theOnly, within } from '../support/e2e/server-page.ts';
import { pathPattern, SYMBOLS } from '../support/e2e/stock-news.ts';

/**
 * Over HTTP: news and discussion of a company (NVDA) and an index (.GSPC) as the server
 * answers them, against the e2e sandbox. Without JavaScript a headline leads to its own page and
 * 「更多新聞」 and 「載入更多」 are plain links to the next page; hostile cursors, news ids and
 * server-function calls never get a 5xx; a business outage says so. The same pages in the browser
 * are stock-news.spec.ts.
 */

test.afterEach(async () => {
  await setKnobs({});
});

/** Without JavaScript the links are still links: a click is a request for the href, answered from the URL alone
 * (server HTML: the streamed sections are there, hidden until a script would reveal them). */
test.describe('without JavaScript', () => {
  for (const symbol of SYMBOLS) {
    test(`${symbol.id}: a headline leads to its text, 「更多新聞」 and 「載入更多」 page through`, async ({ request }) => {
      const list = await serverPage(request, `/stock/${symbol.id}/news`);
      const firstIds = attrsOf(list, 'news-item', 'data-news-id');
      expect(firstIds).toHaveLength(10);
      const headline = within(list.byTestId('news-item')[0], (element) => attr(element, 'data-testid') === 'news-headline')[0];
      const itemHref = attr(headline, 'href') as string;
      expect(attr(headline, 'aria-expanded')).toBeUndefined();
      const next = attr(theOnly(list.byTestId('news-more'), 'news-more'), 'href') as string;
      expect(next).toMatch(pathPattern(`/stock/${symbol.id}/news?cursor=`, '[\\w-]+=*$'));

      const item = await serverPage(request, itemHref);
      expect(item.status).toBe(200);
      expect(within(item.byTestId('news-body-text')[0], (element) => element.tagName === 'p').length).toBeGreaterThanOrEqual(3);
      const second = await serverPage(request, next);
      expect(second.status).toBe(200);
      const secondIds = attrsOf(second, 'news-item', 'data-news-id');
      expect(secondIds.length).toBeGreaterThan(0);
      expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
      expect(
        attr(
          theOnly(
            second.all((element) => element.tagName === 'a' && textOf(element).includes('回到最新新聞')),
            'way back',
          ),
          'href',
        ),
      ).toBe(`/stock/${symbol.id}/news`);
      expect(second.all((element) => element.tagName === 'meta' && attr(element, 'name') === 'robots').map((meta) => attr(meta, 'content'))).toEqual(['noindex, follow']);

      const posts = await serverPage(request, `/stock/${symbol.id}/discussion`);
      const firstPosts = attrsOf(posts, 'discussion-post', 'data-post-id');
      const morePosts = attr(theOnly(posts.byTestId('discussion-more'), 'discussion-more'), 'href') as string;
      expect(morePosts).toMatch(/\?startScore=\d+(\.\d+)?$/);
      const morePage = await serverPage(request, morePosts);
      expect(morePage.status).toBe(200);
      const secondPosts = attrsOf(morePage, 'discussion-post', 'data-post-id');
      expect(secondPosts.length).toBeGreaterThan(0);
      expect(secondPosts.filter((id) => firstPosts.includes(id))).toEqual([]);
    });
  }
});

const call = (request: APIRequestContext, baseURL: string, path: string, args: unknown[]) =>
  request.post(path, { data: JSON.stringify(args), headers: { origin: baseURL, 'content-type': 'text/plain;charset=UTF-8' }, failOnStatusCode: false, maxRedirects: 0 });

test.describe('hostile input', () => {
  test('news ids: 404 for what is not an item, 308 keeps the item on a respelled stock', async ({ request }) => {
    const list = await request.get('/stock/NVDA/news');
    const id = /data-news-id="([^"]+)"/.exec(await list.text())?.[1] as string;
    const cases: [string, number][] = [
      [`/stock/NVDA/news/${id}`, 200],
      ['/stock/NVDA/news/%3Cscript%3Ealert(1)%3C%2Fscript%3E', 404],
      ['/stock/NVDA/news/..%2F..%2Fetc%2Fpasswd', 404],
      [`/stock/NVDA/news/${'a'.repeat(300)}`, 404],
      ['/stock/NVDA/news/%E0%A4%A', 404],
      ['/stock/NVDA/news/NVDA-20991231-0', 404],
      [`/stock/.GSPC/news/${id}`, 404],
      [`/stock/NOPE1/news/${id}`, 404],
      [`/stock/NVDA/news/${id}/more`, 404],
    ];
    for (const [path, status] of cases) expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(status);
    const respelled = await request.get(`/stock/nvda/news/${id}`, { maxRedirects: 0 });
    expect(respelled.status()).toBe(308);
    expect(respelled.headers().location).toMatch(new RegExp(`/stock/NVDA/news/${id}$`));
  });

  test('cursors that are not ones: the list or a way back, never an error', async ({ request }) => {
    for (const path of ['/stock/.GSPC/news?cursor=%3Cscript%3E', '/stock/.GSPC/news?cursor=zzzz', `/stock/NVDA/news?cursor=${'a'.repeat(400)}`, '/stock/.GSPC/discussion?startScore=-1']) {
      const page = await serverPage(request, path);
      expect(page.status, path).toBe(200);
      expect(page.byTestId('news-item').length + page.byTestId('discussion-post').length + emptyStates(page, 'noResult').length, path).toBeGreaterThan(0);
      expect(emptyStates(page, 'error'), path).toEqual([]);
    }
  });

  test('the server functions refuse what this site never sends (400), and answer what it does', async ({ request, baseURL }) => {
    const actions = builtActionPaths(['loadMoreNews', 'loadMorePosts', 'readNewsText'] as const);
    const news = await serverPage(request, '/stock/NVDA/news');
    const cursor = new URL(attr(theOnly(news.byTestId('news-more'), 'news-more'), 'href') as string, baseURL).searchParams.get('cursor');
    const newsId = attrsOf(news, 'news-item', 'data-news-id')[0];
    const discussion = await serverPage(request, '/stock/NVDA/discussion');
    const startScore = new URL(attr(theOnly(discussion.byTestId('discussion-more'), 'discussion-more'), 'href') as string, baseURL).searchParams.get('startScore');
    const cases: [string, string, unknown[], number][] = [
      ['the next news page', actions.loadMoreNews, ['NVDA', cursor], 200],
      ['the next posts', actions.loadMorePosts, ['NVDA', startScore], 200],
      ['a news text', actions.readNewsText, ['NVDA', newsId], 200],
      ['an unknown news id of the right shape (said in place)', actions.readNewsText, ['NVDA', 'NVDA-20991231-0'], 200],
      ['a forged cursor of the right shape', actions.loadMoreNews, ['NVDA', 'AAAAforged'], 400],
      ['markup for a cursor', actions.loadMoreNews, ['NVDA', '<script>'], 400],
      ['an unknown stock', actions.loadMoreNews, ['NOPE1', cursor], 400],
      ['a stock id that cannot be one', actions.loadMoreNews, ['../etc', cursor], 400],
      ['a number for a cursor', actions.loadMoreNews, ['NVDA', 12], 400],
      ['a negative start score', actions.loadMorePosts, ['NVDA', '-1'], 400],
      ['a start score as a number', actions.loadMorePosts, ['NVDA', 2026.5], 400],
      ['an object for a stock', actions.loadMorePosts, [{ id: 'NVDA' }, startScore], 400],
      ['markup for a news id', actions.readNewsText, ['NVDA', '<img src=x onerror=alert(1)>'], 400],
      ['a 5,000-character news id', actions.readNewsText, ['NVDA', 'a'.repeat(4000)], 400],
      ['no arguments', actions.readNewsText, [], 400],
    ];
    for (const [name, path, args, status] of cases) expect((await call(request, baseURL as string, path, args)).status(), name).toBe(status);
  });

  test('a business outage: the item page says so (503 for crawlers), the list in its section', async ({ request }) => {
    const list = await request.get('/stock/NVDA/news');
    const id = /data-news-id="([^"]+)"/.exec(await list.text())?.[1] as string;
    // The stock itself is known at the edge (the symbol directory), so only the news are missing.
    await refreshDirectory(request);
    await setKnobs({ fail: 'business' });
    const item = await serverPage(request, `/stock/NVDA/news/${id}`);
    expect(item.status).toBe(503);
    expect(item.headers['retry-after']).toBeTruthy();
    expect(theOnly(emptyStates(item, 'error'), 'error state')).toContain('新聞暫時無法載入');
    expect(attr(theOnly(item.byTestId('news-back'), 'back link'), 'href')).toBe('/stock/NVDA/news');
    const newsList = await serverPage(request, '/stock/NVDA/news');
    expect(newsList.status).toBe(200);
    expect(theOnly(emptyStates(newsList, 'error'), 'error state')).toContain('新聞暫時無法載入');
  });
});
