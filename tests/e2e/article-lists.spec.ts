import { expect, test } from './support/worker-tab.ts';
import { AS_A_READER } from './support/reader-request.ts';
import { forbidDialogs, itemIds, items } from './support/article-list.ts';
import { setKnobs } from './sandbox-knobs.ts';

/**
 * The article lists of issue 5 against the e2e sandbox's seed content (decision 006): /article,
 * /category/{key}, /tag/{tag}, /author/{id} — paging with and without JavaScript, menus, empty
 * states, and hostile input that must never be reflected as markup or answered with a 5xx.
 * /search/{keyword} is in article-search.spec.ts.
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

test.describe('/article', () => {
  test('one search box on a desktop article page: the header’s (issue 27 §8)', async ({ page }) => {
    await page.goto('/article');
    await expect(page.getByTestId('article-sidebar')).toBeVisible();
    await expect(page.locator('form[role="search"]:visible')).toHaveCount(1);
    await expect(page.getByTestId('header-search')).toBeVisible();
  });

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

  test.describe('without JavaScript', () => {
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

  test('a tampered cursor gives the first page and a notice, never a 5xx', async ({ page, request }) => {
    const CURSORS = ['garbage', 'eyJvIjoidXBkYXRlZEF0In0', `"'><script>alert(1)</script>`, 'A'.repeat(5000), '%00'];
    // Status and server HTML: no browser needed.
    for (const cursor of CURSORS) {
      const response = await request.get(`/article?cursor=${encodeURIComponent(cursor)}`, { headers: AS_A_READER });
      expect(response.status(), cursor.slice(0, 20)).toBe(200);
      const html = await response.text();
      expect(html, cursor.slice(0, 20)).toMatch(/data-testid="cursor-notice"[^>]*>[^<]*分頁連結已失效/);
      expect(html.match(/data-testid="article-item"/g), cursor.slice(0, 20)).toHaveLength(10);
      expect(html).not.toContain('<script>alert(1)</script>');
    }
    for (const path of ['/category/analysis?cursor=garbage', '/tag/AI?cursor=%22', '/author/1?cursor=x%20y', '/search/NVDA?type=stockTags&cursor=bad']) {
      const response = await request.get(path, { headers: AS_A_READER });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain('data-testid="cursor-notice"');
    }
    // The hostile one in a browser too: nothing runs, up to the page's hydration.
    const dialogs = forbidDialogs(page);
    await page.goto(`/article?cursor=${encodeURIComponent(CURSORS[2]!)}`);
    await expect(page.getByTestId('cursor-notice')).toContainText('分頁連結已失效');
    await expect(items(page)).toHaveCount(10);
    await expect(page.getByTestId('load-more')).toHaveAttribute('data-enhanced', 'true');
    expect(dialogs).toEqual([]);
  });

  test('an article service outage shows the error state, not a 5xx', async ({ page }) => {
    await setKnobs({ fail: 'article' });
    const response = await page.goto('/article');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-empty-state="error"]')).toContainText('暫時無法載入');
    await expect(page.getByTestId('list-title')).toHaveText('最新文章');
  });
});

test.describe('/category/{key}', () => {
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

test.describe('/tag/{tag}', () => {
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
    // Hydrated: whatever the list could run has run.
    await expect(page.getByTestId('header-search')).toHaveAttribute('data-hydrated', 'true');
    expect(dialogs).toEqual([]);
  });
});

test.describe('/author/{id}', () => {
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

  test('an unknown or malformed author is the 404 page', async ({ request }) => {
    for (const id of ['999999', 'abc', '-1', '1.5', '0', '12345678901234567890']) {
      const response = await request.get(`/author/${id}`, { headers: AS_A_READER });
      expect(response.status(), id).toBe(404);
      expect(await response.text(), id).toMatch(/<h1[^>]*>找不到這個網頁<\/h1>/);
    }
  });
});
