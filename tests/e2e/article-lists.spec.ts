import { expect, test } from '../support/e2e/worker-tab.ts';
import { AS_A_READER } from '../support/e2e/reader-request.ts';
import { forbidDialogs, itemIds, items } from '../support/e2e/article-list.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';

/**
 * The article lists against the e2e sandbox's seed content (decision 006): what needs a
 * browser or a request through the worker (the visible search box, "load more" in place, hostile
 * cursors and content up to hydration, an outage, the 404 page). What the lists show, the plain
 * "load more" link, the menus and the empty states are server HTML, checked in workerd
 * (src/components/article/list/article-lists.worker.test.tsx). /search/{keyword} is in article-search.spec.ts.
 */

test.afterEach(async () => {
  await setKnobs({});
});

test.describe('/article', () => {
  test('one search box on a desktop article page: the header’s', async ({ page }) => {
    await page.goto('/article');
    await expect(page.getByTestId('article-sidebar')).toBeVisible();
    await expect(page.locator('form[role="search"]:visible')).toHaveCount(1);
    await expect(page.getByTestId('header-search')).toBeVisible();
  });

  test('with JavaScript, "load more" appends the next page in place', async ({ page }) => {
    await page.goto('/article');
    await expect(items(page)).toHaveCount(10);
    const firstIds = await itemIds(page);
    const firstHref = await page.getByTestId('load-more').getAttribute('href');
    // Hydrated: before that, a click is simply the link (article-lists.worker.test.tsx follows it).
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

test.describe('/tag/{tag}', () => {
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
  test('an unknown or malformed author is the 404 page', async ({ request }) => {
    for (const id of ['999999', 'abc', '-1', '1.5', '0', '12345678901234567890']) {
      const response = await request.get(`/author/${id}`, { headers: AS_A_READER });
      expect(response.status(), id).toBe(404);
      expect(await response.text(), id).toMatch(/<h1[^>]*>找不到這個網頁<\/h1>/);
    }
  });
});
