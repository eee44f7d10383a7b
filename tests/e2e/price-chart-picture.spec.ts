import { expect, test } from './support/worker-tab.ts';
import { cumulativeLayoutShift, observeLayoutShifts, reachForPriceChart, settled } from './support/price-chart.ts';

/**
 * Issue 25: the price chart's first paint is a server picture of its bars; the chart library loads only
 * when the reader reaches for the chart, and replaces the picture without moving anything.
 */
// @phone: what a phone shows first, and what a tap on the chart brings.
test('the price page paints a picture of the candles and volume first; the chart library loads when the reader reaches for it', { tag: '@phone' }, async ({ page }) => {
  const chartLibrary: string[] = [];
  page.on('request', (request) => {
    if (/lightweight-price-chart-[\w-]+\.js$/.test(request.url())) chartLibrary.push(request.url());
  });
  await observeLayoutShifts(page);
  await page.goto('/stock/NVDA/price');
  const chart = page.getByTestId('price-chart');
  await expect(chart).toHaveAttribute('data-status', 'picture');
  const picture = page.getByTestId('price-chart-picture');
  await expect(picture).toBeVisible();
  // Candles of both directions and their volume, drawn on the server: no script needed to see the chart.
  for (const index of [0, 1, 2, 3]) expect((await picture.locator('path').nth(index).getAttribute('d'))?.length ?? 0).toBeGreaterThan(100);
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  await settled(page);
  expect(chartLibrary).toEqual([]);
  const before = await page.getByTestId('price-chart-frame').boundingBox();
  await reachForPriceChart(page);
  expect(chartLibrary).toHaveLength(1);
  await expect(picture).toHaveCount(0);
  await expect(page.getByTestId('price-chart-frame').locator('canvas').first()).toBeVisible();
  expect(await page.getByTestId('price-chart-frame').boundingBox()).toEqual(before);
  await settled(page);
  expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
});

test('a pointer that rests on the picture before the page has its script gets the chart once the script is there', async ({ page }) => {
  // Hold the page's own code back, so the pointer arrives over the server's picture before hydration.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/stock/NVDA/price', { waitUntil: 'commit' });
  await page.getByTestId('price-chart-plot').hover();
  await expect(page.getByTestId('loading-bar')).not.toHaveAttribute('data-hydrated', 'true');
  releaseScripts();
  // No further pointer movement: the pointer being over the picture is the reach.
  await expect(page.getByTestId('price-chart')).toHaveAttribute('data-status', 'ready');
  await expect(page.getByTestId('price-chart-frame').locator('canvas').first()).toBeVisible();
});
