import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { pathPattern, SYMBOLS } from '../support/e2e/stock-news.ts';

/**
 * In the browser: news and discussion of a company (NVDA) and an index (.GSPC), against
 * the e2e sandbox. A headline opens its full text in place, or on its own page; no list shows a story
 * twice; 「更多新聞」 and 「載入更多」 append the next page in place; an index gets market news. The
 * same pages without JavaScript, and hostile input, are stock-news-requests.spec.ts.
 */

/** The company and fund templates' own words: an index's news must have none (it had 「標普500指數宣布新產品計畫」). */
const COMPANY_TEMPLATE = /目標價|評等|執行長|管理層|新產品|發表(?!談話)|產業論壇|庫藏股|13F|機構持股|未平倉|隱含波動率|電話會議|成分股調整|資金淨/;

const newsItems = (page: Page) => page.getByTestId('news-item');
const newsIds = (page: Page) => newsItems(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-news-id')));
/** The headlines as written (the chevron after each is decoration). */
const headlines = (page: Page) =>
  newsItems(page)
    .locator('h3')
    .evaluateAll((titles) => titles.map((title) => (title.textContent ?? '').replace('▾', '').trim()));
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
