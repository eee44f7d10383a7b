import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, refreshDirectory } from './find-support.ts';
import { setKnobs } from './sandbox-knobs.ts';
import { builtActionPaths } from './support/built-actions.ts';
import { attr, attrsOf, emptyStates, serverPage, textOf, theOnly, within } from './support/server-page.ts';

/**
 * Issue 14 §4: news and discussion of a company (NVDA) and an index (.GSPC), against the e2e
 * sandbox. A headline opens its full text on the site (in place with JavaScript, its own page
 * without); no list shows a story twice; 「更多新聞」 and 「載入更多」 append the next page in
 * place, and are plain links without JavaScript; an index gets market news; hostile cursors, news
 * ids and server-function calls never get a 5xx.
 */

test.afterEach(async () => {
  await setKnobs({});
});

const SYMBOLS = [
  { id: 'NVDA', name: '輝達' },
  { id: '.GSPC', name: '標普500指數' },
] as const;

/** The company and fund templates' own words: an index's news must have none (it had 「標普500指數宣布新產品計畫」). */
const COMPANY_TEMPLATE = /目標價|評等|執行長|管理層|新產品|發表(?!談話)|產業論壇|庫藏股|13F|機構持股|未平倉|隱含波動率|電話會議|成分股調整|資金淨/;

/** A path as a pattern ('.GSPC' has a dot, the query a '?'), then `tail`: the end of the URL, or what follows. */
const pathPattern = (path: string, tail = '$') => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${tail}`);

const newsItems = (page: Page) => page.getByTestId('news-item');
const newsIds = (page: Page) => newsItems(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-news-id')));
/** The headlines as written (the chevron after each is decoration). */
const headlines = (page: Page) => newsItems(page).locator('h3').evaluateAll((titles) => titles.map((title) => (title.textContent ?? '').replace('▾', '').trim()));
const postIds = (page: Page) => page.getByTestId('discussion-post').evaluateAll((posts) => posts.map((post) => post.getAttribute('data-post-id')));

const expectAllDifferent = (values: readonly (string | null)[]) => expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);

/** Hydrated: until then a click is the plain link (the no-JavaScript tests cover that). */
async function enhanced(locator: Locator): Promise<Locator> {
  await expect(locator).toHaveAttribute('data-enhanced', 'true');
  return locator;
}

/**
 * Clicks a pager link that appends, and checks what a reader sees: `count` rows before and
 * `count * 2` after, the first ones unchanged, the address and the scroll position kept, the focus
 * on the first new row, a status line that says so.
 */
async function appendNextPage(page: Page, rows: Locator, ids: () => Promise<(string | null)[]>, more: Locator, count: number) {
  await expect(rows).toHaveCount(count);
  const before = await ids();
  const url = page.url();
  // Mid-screen, clear of the fixed price-delay notice, so the click itself need not scroll.
  await (await enhanced(more)).evaluate((link) => link.scrollIntoView({ block: 'center' }));
  const scrollY = await page.evaluate(() => window.scrollY);
  expect(scrollY).toBeGreaterThan(0);
  // Every frame until the rows are in: the rows already shown never leave the screen (no skeleton in their place).
  await rows.first().evaluate((row) => {
    const watch = window as unknown as { rowsHidden: boolean; watching: boolean };
    Object.assign(watch, { rowsHidden: false, watching: true });
    const check = () => {
      if (!row.checkVisibility()) watch.rowsHidden = true;
      if (watch.watching) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await more.click();
  await expect(rows).toHaveCount(count * 2);
  const rowsWereHidden = await page.evaluate(() => {
    const watch = window as unknown as { rowsHidden: boolean; watching: boolean };
    watch.watching = false;
    return watch.rowsHidden;
  });
  expect(rowsWereHidden).toBe(false);
  const after = await ids();
  expect(after.slice(0, count)).toEqual(before);
  expectAllDifferent(after);
  expect(page.url()).toBe(url);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(1);
  await expect(rows.nth(count)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^已載入 \d+ / })).toHaveCount(1);
}

for (const symbol of SYMBOLS) {
  test.describe(`${symbol.id} news`, () => {
    test('each story once; a headline opens its full text in place and closes again', async ({ page }) => {
      expect((await page.goto(`/stock/${symbol.id}/news`))?.status()).toBe(200);
      await expect(newsItems(page)).toHaveCount(10);
      expectAllDifferent(await headlines(page));
      expectAllDifferent(await newsIds(page));

      const item = newsItems(page).nth(1);
      const headline = await enhanced(item.getByTestId('news-headline'));
      await expect(headline).toHaveAttribute('href', pathPattern(`/stock/${symbol.id}/news/`, '[\\w.-]+$'));
      await expect(headline).toHaveAttribute('aria-expanded', 'false');
      await headline.click();
      const text = item.getByTestId('news-text');
      await expect(text.getByTestId('news-body-text')).toBeVisible();
      await expect(headline).toHaveAttribute('aria-expanded', 'true');
      expect(page.url()).toMatch(pathPattern(`/stock/${symbol.id}/news`));
      const paragraphs = await text.locator('p').allTextContents();
      expect(paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(paragraphs.join('')).toContain(symbol.name);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      await text.getByRole('button', { name: '收合全文' }).click();
      await expect(headline).toHaveAttribute('aria-expanded', 'false');
      await expect(headline).toBeFocused();
      await expect(text).toBeHidden();
    });

    test('「更多新聞」 appends the next ten in place, each story still once', async ({ page }) => {
      await page.goto(`/stock/${symbol.id}/news`);
      await appendNextPage(page, newsItems(page), () => newsIds(page), page.getByTestId('news-more'), 10);
      expectAllDifferent(await headlines(page));
      await expect(page.getByRole('status').filter({ hasText: '已載入 10 則新聞' })).toHaveCount(1);
      // The link has moved on: a second click appends a third page.
      await (await enhanced(page.getByTestId('news-more'))).click();
      await expect(newsItems(page)).toHaveCount(30);
      expectAllDifferent(await headlines(page));
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('「載入更多」 of the discussion appends the next posts in place', async ({ page }) => {
      await page.goto(`/stock/${symbol.id}/discussion`);
      await appendNextPage(page, page.getByTestId('discussion-post'), () => postIds(page), page.getByTestId('discussion-more'), 10);
      await expect(page.getByRole('status').filter({ hasText: '已載入 10 篇貼文' })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('an item’s own page shows its full text under the stock’s tabs', async ({ page }) => {
      await page.goto(`/stock/${symbol.id}/news`);
      const first = newsItems(page).first();
      const href = (await first.getByTestId('news-headline').getAttribute('href')) as string;
      const title = (await first.locator('h3').textContent())?.replace('▾', '').trim();
      expect((await page.goto(href))?.status()).toBe(200);
      const article = page.getByTestId('news-article');
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(title as string);
      expect(await article.getByTestId('news-body-text').locator('p').count()).toBeGreaterThanOrEqual(3);
      expect((await page.title()).startsWith(`${title}｜`)).toBe(true);
      await expect(page.getByTestId('stock-tabs').getByRole('link', { name: '新聞' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByTestId('news-back').click();
      await expect(page).toHaveURL(pathPattern(`/stock/${symbol.id}/news`));
      await expect(newsItems(page)).toHaveCount(10);
    });
  });
}

test.describe('.GSPC market news', () => {
  test('three pages of market news that name the index and never read like a company’s', async ({ page }) => {
    await page.goto('/stock/.GSPC/news');
    for (const total of [20, 30]) {
      await (await enhanced(page.getByTestId('news-more'))).click();
      await expect(newsItems(page)).toHaveCount(total);
    }
    const titles = await headlines(page);
    for (const title of titles) {
      expect(title).toContain('標普500指數');
      expect(title).not.toMatch(COMPANY_TEMPLATE);
    }
    expect(titles.some((title) => title.startsWith('美股盤後／'))).toBe(true);
    // Their texts too: open three of them.
    for (const index of [0, 1, 2]) {
      const item = newsItems(page).nth(index);
      await item.getByTestId('news-headline').click();
      await expect(item.getByTestId('news-body-text')).toBeVisible();
      expect(await item.getByTestId('news-body-text').textContent()).not.toMatch(COMPANY_TEMPLATE);
    }
  });

  test('the info tab’s latest headlines are links to their items', async ({ page }) => {
    await page.goto('/stock/.GSPC/info');
    const link = page.getByTestId('stock-news-item').first().getByRole('link');
    const title = await link.textContent();
    expect(title).not.toMatch(COMPANY_TEMPLATE);
    await link.click();
    await expect(page).toHaveURL(/\/stock\/\.GSPC\/news\/[\w.-]+$/);
    await expect(page.getByTestId('news-article').getByRole('heading', { level: 2 })).toHaveText(title as string);
  });
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
      expect(attr(theOnly(second.all((element) => element.tagName === 'a' && textOf(element).includes('回到最新新聞')), 'way back'), 'href')).toBe(`/stock/${symbol.id}/news`);
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
