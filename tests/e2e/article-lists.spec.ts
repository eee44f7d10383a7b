import { expect, type Page, test } from '@playwright/test';
import { setKnobs } from './sandbox-knobs.ts';

/**
 * The article lists of issue 5 against the e2e sandbox's seed content (decision 006): /article,
 * /category/{key}, /tag/{tag}, /author/{id}, /search/{keyword} — paging with and without
 * JavaScript, menus, empty states, recent searches, and hostile input that must never be
 * reflected as markup or answered with a 5xx.
 */

test.afterEach(async () => {
  await setKnobs({});
});

const MAIN_KEYS = { analysis: '盤勢分析', news: '即時新聞', finance: '財報快訊', market: '市場焦點', report: '研究報告', academy: '美股學院' };
const SUB_KEYS = {
  premarket: ['盤勢分析', '美股盤前'],
  intraday: ['盤勢分析', '美股盤中'],
  afterhours: ['盤勢分析', '美股盤後'],
  'stock-report': ['研究報告', '個股報告'],
  trend: ['研究報告', '關鍵趨勢'],
} as const;

const items = (page: Page) => page.getByTestId('article-item');
const itemIds = (page: Page) => items(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-article-id')));

/** Fails the test if anything on the page opens a dialog (an XSS payload running alert()). */
function forbidDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return dialogs;
}

test.describe('/article', () => {
  test('shows the 10 newest articles with title, author, date, category and cover', async ({ page }) => {
    const response = await page.goto('/article');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('最新文章｜美股通');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/article$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /美股/);
    await expect(items(page)).toHaveCount(10);
    const first = items(page).first();
    await expect(first.getByTestId('article-title')).toHaveAttribute('href', /^\/article\/\d+$/);
    await expect(first.getByTestId('article-author')).toHaveAttribute('href', /^\/author\/\d+$/);
    await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(first.locator('time')).toContainText(/^\d{4}\/\d{2}\/\d{2}/);
    await expect(first.getByTestId('article-category')).toHaveAttribute('href', /^\/(category|tag)\//);
    const cover = first.locator('img').first();
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(cover).toHaveAttribute('width', '160');
    await expect(cover).toHaveAttribute('height', '90');
    // Through the image proxy, webp, densities 1 and 2.
    await expect(cover).toHaveAttribute('src', /\/image-proxy\?url=.+&w=160&format=webp$/);
    await expect(cover).toHaveAttribute('srcset', /&w=320&format=webp 2x$/);
    // The seed has paid articles among the newest; they carry the badge with their price.
    await expect(page.getByTestId('article-paid').first()).toContainText(/付費 \d+ pCoin/);
  });

  test.describe('without JavaScript', { tag: '@any-viewport' }, () => {
    test.use({ javaScriptEnabled: false });

    test('"load more" is a link to the next page, with different articles', async ({ page }) => {
      await page.goto('/article');
      const firstIds = await itemIds(page);
      expect(firstIds).toHaveLength(10);
      const href = await page.getByTestId('load-more').getAttribute('href');
      expect(href).toMatch(/^\/article\?cursor=[A-Za-z0-9_-]+$/);
      const response = await page.goto(href!);
      expect(response?.status()).toBe(200);
      const secondIds = await itemIds(page);
      expect(secondIds).toHaveLength(10);
      expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
      // A later page points search engines at the first one and leads back to it.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
      await expect(page.getByTestId('first-page')).toHaveAttribute('href', '/article');
    });
  });

  test('with JavaScript, "load more" appends the next page in place', async ({ page }) => {
    await page.goto('/article');
    await expect(items(page)).toHaveCount(10);
    const firstIds = await itemIds(page);
    const firstHref = await page.getByTestId('load-more').getAttribute('href');
    // Hydrated: before that, a click is simply the link (covered above).
    await expect(page.getByTestId('load-more')).toHaveAttribute('data-enhanced', 'true');
    await page.getByTestId('load-more').click();
    await expect(items(page)).toHaveCount(20);
    expect(page.url()).toMatch(/\/article$/);
    const ids = await itemIds(page);
    expect(ids.slice(0, 10)).toEqual(firstIds);
    expect(new Set(ids).size).toBe(20);
    // The link has moved on to the page after.
    await expect(page.getByTestId('load-more')).not.toHaveAttribute('href', firstHref!);
    await expect(page.getByTestId('load-more')).toHaveAttribute('data-enhanced', 'true');
    await page.getByTestId('load-more').click();
    await expect(items(page)).toHaveCount(30);
  });

  test('a tampered cursor gives the first page and a notice, never a 5xx', { tag: '@any-viewport' }, async ({ page }) => {
    const dialogs = forbidDialogs(page);
    for (const cursor of ['garbage', 'eyJvIjoidXBkYXRlZEF0In0', `"'><script>alert(1)</script>`, 'A'.repeat(5000), '%00']) {
      const response = await page.goto(`/article?cursor=${encodeURIComponent(cursor)}`);
      expect(response?.status(), cursor.slice(0, 20)).toBe(200);
      await expect(page.getByTestId('cursor-notice')).toContainText('分頁連結已失效');
      await expect(items(page)).toHaveCount(10);
    }
    for (const path of ['/category/analysis?cursor=garbage', '/tag/AI?cursor=%22', '/author/1?cursor=x%20y', '/search/NVDA?type=stockTags&cursor=bad']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId('cursor-notice')).toBeVisible();
    }
    expect(dialogs).toEqual([]);
  });

  test('an article service outage shows the error state, not a 5xx', { tag: '@any-viewport' }, async ({ page }) => {
    await setKnobs({ fail: 'article' });
    const response = await page.goto('/article');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-empty-state="error"]')).toContainText('暫時無法載入');
    await expect(page.getByTestId('list-title')).toHaveText('最新文章');
  });
});

test.describe('/category/{key}', { tag: '@any-viewport' }, () => {
  test('every main category shows its menu and its articles', async ({ page }) => {
    for (const [key, name] of Object.entries(MAIN_KEYS)) {
      const response = await page.goto(`/category/${key}`);
      expect(response?.status(), key).toBe(200);
      await expect(page).toHaveTitle(`${name}｜美股文章｜美股通`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/category/${key}$`));
      await expect(page.getByTestId('list-title')).toHaveText(name);
      const menu = page.getByTestId('category-menu');
      await expect(menu.locator('a[aria-current="page"]').first()).toHaveText(name);
      expect(await items(page).count(), key).toBeGreaterThan(0);
    }
  });

  test('the overview and each sub-category highlight their own sub-item', async ({ page }) => {
    await page.goto('/category/analysis');
    const analysisSubs = page.getByTestId('category-submenu');
    await expect(analysisSubs.getByRole('link')).toHaveText(['盤勢總覽', '美股盤前', '美股盤中', '美股盤後']);
    await expect(analysisSubs.locator('a[aria-current="page"]')).toHaveText('盤勢總覽');
    for (const [key, [main, sub]] of Object.entries(SUB_KEYS)) {
      const response = await page.goto(`/category/${key}`);
      expect(response?.status(), key).toBe(200);
      await expect(page.getByTestId('list-title')).toHaveText(sub);
      await expect(page.getByTestId('category-menu').locator('ul').first().locator('a[aria-current="page"]')).toHaveText(main);
      await expect(page.getByTestId('category-submenu').locator('a[aria-current="page"]')).toHaveText(sub);
      expect(await items(page).count(), key).toBeGreaterThan(0);
    }
  });

  test('a sub-category lists only articles with its tag', async ({ page }) => {
    await page.goto('/category/premarket');
    const badges = await page.getByTestId('article-category').allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    for (const badge of badges) expect(badge).toBe('美股盤前');
  });

  test('an unknown key redirects to the home page', async ({ page }) => {
    for (const key of ['unknown', 'Analysis', '__proto__', '%3Cscript%3E']) {
      await page.goto(`/category/${key}`);
      await expect(page, key).toHaveURL(/\/$/);
    }
    await expect(page.getByTestId('recent-articles')).toBeVisible();
  });
});

test.describe('/tag/{tag}', { tag: '@any-viewport' }, () => {
  test('lists the articles with that tag', async ({ page }) => {
    const response = await page.goto('/tag/AI');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('list-title')).toHaveText('#AI');
    await expect(page).toHaveTitle('#AI 相關文章｜美股通');
    expect(await items(page).count()).toBeGreaterThan(0);

    await page.goto(`/tag/${encodeURIComponent('美股盤前')}`);
    await expect(page.getByTestId('list-title')).toHaveText('#美股盤前');
    expect(await items(page).count()).toBeGreaterThan(0);
    // A category tag says which category it belongs to.
    await expect(page.getByTestId('tag-category')).toHaveAttribute('href', '/category/premarket');
  });

  test('an unknown tag shows the noResult state with text (200)', async ({ page }) => {
    const response = await page.goto('/tag/no-such-tag-here');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-empty-state="noResult"]')).toContainText('沒有標籤為「no-such-tag-here」的文章');
    await expect(page.locator('[data-empty-state] svg')).toBeVisible();
    const tooLong = await page.goto(`/tag/${'x'.repeat(80)}`);
    expect(tooLong?.status()).toBe(200);
    await expect(page.locator('[data-empty-state="noResult"]')).toBeVisible();
  });

  test("the hostile article's title, summary and author stay text", async ({ page }) => {
    const dialogs = forbidDialogs(page);
    await page.goto(`/tag/${encodeURIComponent('測試')}`);
    const hostile = page.locator('[data-article-id="900"]');
    await expect(hostile.getByTestId('article-title')).toContainText('<script>alert("xss-title")</script>');
    await expect(hostile.locator('img[src="x"]')).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});

test.describe('/author/{id}', { tag: '@any-viewport' }, () => {
  test("shows the author's profile and only their articles", async ({ page }) => {
    const response = await page.goto('/author/1');
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('author-name')).toHaveText('華爾街觀察家');
    await expect(page.getByTestId('author-article-count')).toHaveText(/^\d+ 篇文章$/);
    await expect(page.getByTestId('author-profile')).toContainText('前外資研究員');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/author\/1$/);
    const authors = await page.getByTestId('article-author').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(authors.length).toBeGreaterThan(0);
    for (const href of authors) expect(href).toBe('/author/1');
  });

  test('an unknown or malformed author is the 404 page', async ({ page }) => {
    for (const id of ['999999', 'abc', '-1', '1.5', '0', '12345678901234567890']) {
      const response = await page.goto(`/author/${id}`);
      expect(response?.status(), id).toBe(404);
      await expect(page.getByRole('heading', { name: '找不到這個網頁' })).toBeVisible();
    }
  });
});

test.describe('/search/{keyword}', () => {
  test('searches tags by default, and each type on request', { tag: '@any-viewport' }, async ({ page }) => {
    await page.goto('/search/AI');
    await expect(page.getByTestId('search-type-switch').locator('a[aria-current="page"]')).toHaveAttribute('data-search-type', 'tags');
    await expect(page.getByTestId('search-type-switch').locator('a[aria-current="page"]')).toContainText('標籤');
    expect(await items(page).count()).toBeGreaterThan(0);

    await page.goto('/search/NVDA?type=stockTags');
    await expect(page.getByTestId('search-type-switch').locator('a[aria-current="page"]')).toHaveAttribute('data-search-type', 'stockTags');
    expect(await items(page).count()).toBeGreaterThan(0);

    await page.goto(`/search/${encodeURIComponent('輝達')}?type=title`);
    const titles = await page.getByTestId('article-title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain('輝達');

    await page.goto(`/search/${encodeURIComponent('輝達')}?type=content`);
    expect(await items(page).count()).toBeGreaterThan(titles.length - 1);
  });

  test('the type switch and the order switch are links that keep the keyword', async ({ page }) => {
    await page.goto('/search/NVDA');
    await page.getByTestId('search-type-switch').getByRole('link', { name: '股票代號' }).click();
    await expect(page).toHaveURL(/\/search\/NVDA\?type=stockTags$/);
    await expect(items(page).first()).toBeVisible();
    const newest = await itemIds(page);
    await page.getByTestId('search-order-switch').getByRole('link', { name: '最多瀏覽' }).click();
    await expect(page).toHaveURL(/\/search\/NVDA\?type=stockTags&order=totalViews$/);
    await expect(page.getByTestId('search-order-switch').locator('a[aria-current="page"]')).toHaveText('最多瀏覽');
    await expect(items(page)).toHaveCount(newest.length);
    const mostViewed = await itemIds(page);
    expect([...mostViewed].sort()).toEqual([...newest].sort());
    expect(mostViewed).not.toEqual(newest);
  });

  test('the search form goes to /search/{keyword} (and a stock name to the stock)', async ({ page }) => {
    await page.goto('/search');
    let box = page.getByTestId('search-box').first().getByRole('searchbox');
    await box.fill('  降息  ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/%E9%99%8D%E6%81%AF$/);
    await expect(page.getByTestId('list-title')).toHaveText('搜尋「降息」');
    box = page.getByTestId('search-box').first().getByRole('searchbox');
    await expect(box).toHaveValue('降息');
    // On the results page the form searches the same field again, even for a stock's name.
    await box.fill('輝達');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/%E8%BC%9D%E9%81%94$/);
    await expect(page.getByTestId('list-title')).toHaveText('搜尋「輝達」');
    await page.goto('/search');
    box = page.getByTestId('search-box').first().getByRole('searchbox');
    await box.fill('輝達');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
  });

  test('recent searches are kept in localStorage "history" and shown on the next visit', { tag: '@any-viewport' }, async ({ page }) => {
    await page.goto(`/search/${encodeURIComponent('輝達')}?type=title`);
    await expect(page.getByTestId('search-history-item').first()).toHaveText('輝達');
    await page.goto('/search/NVDA?type=stockTags');
    await expect(page.getByTestId('search-history-item')).toHaveText(['NVDA', '輝達']);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('history'))) ?? '[]')).toEqual(['NVDA', '輝達']);

    await page.goto('/search');
    const history = page.getByTestId('search-history-item');
    await expect(history).toHaveText(['NVDA', '輝達']);
    await expect(history.nth(1)).toHaveAttribute('href', '/search/%E8%BC%9D%E9%81%94');
    await page.getByTestId('search-history-clear').click();
    await expect(history).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('history'))).toBeNull();
  });

  test('hostile keywords are shown as text, never run, never a 5xx', { tag: '@any-viewport' }, async ({ page }) => {
    const dialogs = forbidDialogs(page);
    for (const keyword of ['<img src=x onerror=alert(1)>', `"'><script>alert(1)</script>`, `'" onmouseover="alert(1)`, '📈🚀 輝達']) {
      const response = await page.goto(`/search/${encodeURIComponent(keyword)}`);
      expect(response?.status(), keyword).toBe(200);
      await expect(page.getByTestId('list-title')).toHaveText(`搜尋「${keyword}」`);
      await expect(page.locator('[data-empty-state], [data-testid="article-item"]').first()).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      await expect(page.locator('[onmouseover], [onerror]')).toHaveCount(0);
      // Recorded in the history as the text it is.
      await expect(page.getByTestId('search-history-item').first()).toHaveText(keyword);
    }
    // Shown again on the next visit, and still inert.
    await page.goto('/search');
    await expect(page.getByTestId('search-history-item').first()).toHaveText('📈🚀 輝達');
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });

  test('a 2,000-character keyword says 關鍵字太長, never a 5xx', { tag: '@any-viewport' }, async ({ page }) => {
    const long = '字'.repeat(300) + 'x'.repeat(1700);
    const viaForm = await page.goto(`/search?q=${'x'.repeat(2000)}`);
    expect(viaForm?.status()).toBe(200);
    await expect(page.locator('[data-empty-state="noResult"]')).toContainText('關鍵字太長');
    const emoji = await page.goto(`/search?q=${encodeURIComponent('😀'.repeat(400))}`);
    expect(emoji?.status()).toBe(200);
    await expect(page.locator('[data-empty-state="noResult"]')).toContainText('關鍵字太長');
    // In the path, the edge layer may refuse a segment this long with its 404 page; either way, no 5xx.
    for (const keyword of ['x'.repeat(2000), long]) {
      const response = await page.goto(`/search/${encodeURIComponent(keyword)}`);
      expect(response?.status()).toBeLessThan(500);
      if (response?.status() === 200) await expect(page.locator('[data-empty-state="noResult"]')).toContainText('關鍵字太長');
    }
    // Just over the service's 200: the page answers without asking the service.
    const justOver = await page.goto(`/search/${'y'.repeat(201)}`);
    expect(justOver?.status()).toBeLessThan(500);
  });
});
