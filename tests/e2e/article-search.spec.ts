import { expect, test } from '../support/e2e/worker-tab.ts';
import { AS_A_READER } from '../support/e2e/reader-request.ts';
import { forbidDialogs, itemIds, items } from '../support/e2e/article-list.ts';

/**
 * /search/{keyword} against the e2e sandbox's seed content (decision 006): the search types
 * and orders, the search form, recent searches, and hostile or overlong keywords that must never be
 * reflected as markup or answered with a 5xx. The other article lists are in article-lists.spec.ts.
 */

test.describe('/search/{keyword}', () => {
  // Which field a search opens on and what each field finds is server HTML (src/components/search/article-search.worker.test.tsx).
  test('the 標籤 switch names its field, and the empty field links to where the results are, by client navigation', async ({ page }) => {
    await page.goto('/search/NVDA');
    await page.getByTestId('search-type-switch').getByRole('link', { name: /標籤/ }).click();
    await expect(page).toHaveURL(/\/search\/NVDA\?type=tags$/);
    await expect(page.locator('[data-empty-state="noResult"]')).toContainText('找不到標籤符合「NVDA」的文章');
    const elsewhere = page.getByTestId('search-elsewhere');
    await expect(elsewhere.first()).toHaveText(/^股票代號 \(\d+\)$/);
    await elsewhere.first().click();
    await expect(page).toHaveURL(/\/search\/NVDA\?type=stockTags$/);
    // A client navigation: the address changes before the list arrives.
    await expect(items(page).first()).toBeVisible();
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

  test('recent searches are kept in localStorage "history" and shown on the next visit', async ({ page }) => {
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

  test('hostile keywords are shown as text, never run, never a 5xx', async ({ page }) => {
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
    // Hydrated (the history is drawn in the browser): whatever the keywords could run has run.
    await expect(page.getByTestId('header-search')).toHaveAttribute('data-hydrated', 'true');
    expect(dialogs).toEqual([]);
  });

  test('a 2,000-character keyword says 關鍵字太長, never a 5xx', async ({ request }) => {
    const get = (path: string) => request.get(path, { headers: AS_A_READER });
    // Status and server HTML only: no browser needed.
    // The message inside the noResult state (after its illustration), not anywhere in the RSC payload.
    const TOO_LONG = /data-empty-state="noResult"[^]{0,1500}?關鍵字太長/;
    const long = '字'.repeat(300) + 'x'.repeat(1700);
    const viaForm = await get(`/search?q=${'x'.repeat(2000)}`);
    expect(viaForm.status()).toBe(200);
    expect(await viaForm.text()).toMatch(TOO_LONG);
    const emoji = await get(`/search?q=${encodeURIComponent('😀'.repeat(400))}`);
    expect(emoji.status()).toBe(200);
    expect(await emoji.text()).toMatch(TOO_LONG);
    // In the path, the edge layer may refuse a segment this long with its 404 page; either way, no 5xx.
    for (const keyword of ['x'.repeat(2000), long]) {
      const response = await get(`/search/${encodeURIComponent(keyword)}`);
      expect(response.status()).toBeLessThan(500);
      if (response.status() === 200) expect(await response.text()).toMatch(TOO_LONG);
    }
    // Just over the service's 200: the page answers without asking the service.
    const justOver = await get(`/search/${'y'.repeat(201)}`);
    expect(justOver.status()).toBeLessThan(500);
  });
});
