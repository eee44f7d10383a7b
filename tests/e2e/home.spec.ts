import { expect, test } from '../support/e2e/worker-tab.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';

test.afterEach(async () => {
  await setKnobs({});
});

// What the home page shows (indices, popular stocks, recent articles, the demo-data notice) is server
// HTML: src/components/home/home-page.worker.test.tsx. Here, what needs a browser or the worker's stream.

// On a phone the same menu is in the drawer: site-navigation.spec.ts (@phone) opens it and reads every item.
test('the header carries the category menu', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '文章分類' }).filter({ visible: true });
  for (const name of ['盤勢分析', '即時新聞', '財報快訊', '市場焦點', '研究報告', '美股學院']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await nav.getByRole('link', { name: '盤勢分析', exact: true }).hover();
  const sub = nav.getByRole('list', { name: '盤勢分析子分類' });
  await expect(sub.getByRole('link', { name: '盤勢總覽' })).toHaveAttribute('href', '/category/analysis');
  await expect(sub.getByRole('link', { name: '美股盤後' })).toHaveAttribute('href', '/category/afterhours');
});

test('the shell streams first while a slow service is still answering', async ({ baseURL }) => {
  // The article service holds each answer 1.5 s; the shell must not wait for it.
  await setKnobs({ latency: 'article=1500' });
  const res = await fetch(`${baseURL}/`);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  // Read until the article section's skeleton has arrived (chunk boundaries are the server's choice).
  while (!received.includes('載入最新文章')) {
    const chunk = await reader.read();
    if (chunk.done) break;
    received += decoder.decode(chunk.value, { stream: true });
  }
  expect(received).toContain('文章分類'); // the header
  expect(received).toContain('載入最新文章'); // the skeleton, streamed before the data
  expect(received).not.toContain('data-testid="recent-article"');
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += decoder.decode(chunk.value, { stream: true });
  }
  expect(received).toContain('data-testid="recent-article"');
});

test('a failing service leaves a clear message in its own section and the rest of the page intact', async ({ page }) => {
  await setKnobs({ fail: 'article' });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('index-card')).toHaveCount(4);
  const articles = page.getByTestId('recent-articles');
  await expect(articles.locator('[data-empty-state="error"]')).toContainText('暫時無法載入');
});

test('an unreachable-in-time service (timeout) still ends the page with a message', async ({ page }) => {
  test.setTimeout(20_000);
  await setKnobs({ fail: 'business=timeout' });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('market-indices').locator('[data-empty-state="error"]')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('recent-article').first()).toBeVisible();
});

test('popular stocks fall back to the three default stocks when the forum rank fails', async ({ page }) => {
  await setKnobs({ fail: 'forum' });
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  const popular = page.getByTestId('popular-stock');
  await expect(popular).toHaveCount(3);
  const hrefs = await popular.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(['/stock/NVDA/info', '/stock/AAPL/info', '/stock/GOOG/info']);
});
