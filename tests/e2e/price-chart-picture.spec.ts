import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { forgetCanvasText, priceAxisLabels, recordCanvasText, timeAxisLabels } from '../support/e2e/chart-labels.ts';
import { cumulativeLayoutShift, observeLayoutShifts, reachForPriceChart, settled } from '../support/e2e/price-chart.ts';
import { PHONE_VIEWPORT } from '../support/e2e/viewports.ts';

/**
 * The price chart's first paint is a server picture of its bars; the chart library loads only
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
  // Candles (wicks and bodies) of both directions and their volume, drawn on the server: no script needed to see the chart.
  for (const index of [0, 1, 2, 3, 4, 5]) expect((await picture.locator('path').nth(index).getAttribute('d'))?.length ?? 0).toBeGreaterThan(100);
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

/** Rise and fall as the candles are painted (#ff635b, #38b47e; the volume's are paler). */
const CANDLE_COLOURS = [
  [0xff, 0x63, 0x5b],
  [0x38, 0xb4, 0x7e],
] as const;

/**
 * Where the candles are: the box around the pixels of the candles' colours in the pane (left of the
 * price axis, above the time axis), read from a screenshot of the plot.
 */
async function candleBox(page: Page, plot: Locator, axisWidth: number): Promise<{ left: number; right: number; top: number; bottom: number }> {
  const box = (await plot.boundingBox())!;
  const clip = { x: Math.ceil(box.x), y: Math.ceil(box.y), width: Math.floor(box.width) - axisWidth - 1, height: Math.floor(box.height) - 28 };
  const png = await page.screenshot({ clip });
  return page.evaluate(
    async ({ base64, colours }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const found = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if (!colours.some(([r = 0, g = 0, b = 0]) => Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 30)) continue;
          found.left = Math.min(found.left, x);
          found.right = Math.max(found.right, x);
          found.top = Math.min(found.top, y);
          found.bottom = Math.max(found.bottom, y);
        }
      }
      return found;
    },
    { base64: png.toString('base64'), colours: CANDLE_COLOURS.map((colour) => [...colour]) },
  );
}

/** The labels of the picture's axes that show, with their middles (px) from the plot's left and top. */
async function pictureLabels(plot: Locator): Promise<{ times: { text: string; centre: number }[]; prices: { text: string; middle: number }[] }> {
  return plot.evaluate((element) => {
    const origin = element.getBoundingClientRect();
    const shown = (testId: string) => [...element.querySelectorAll(`[data-testid="${testId}"]`)].filter((label) => label.checkVisibility());
    return {
      times: shown('picture-time-label').map((label) => {
        const rect = label.getBoundingClientRect();
        return { text: label.textContent ?? '', centre: rect.left + rect.width / 2 - origin.left };
      }),
      prices: [...shown('picture-price-label'), ...shown('picture-price-mark')].map((label) => {
        const rect = label.getBoundingClientRect();
        return { text: label.textContent ?? '', middle: rect.top + rect.height / 2 - origin.top };
      }),
    };
  });
}

// @phone: the fault this holds was found at 390 px; the desktop project checks 1440 px.
test('the picture is the chart: the same candles in the same place, the same axis labels where the chart writes them', { tag: '@phone' }, async ({ page }, testInfo) => {
  await recordCanvasText(page);
  if (testInfo.project.name === 'phone') await page.setViewportSize(PHONE_VIEWPORT);
  // A chart fitted to its bars and a 1D chart fitted to its session (the previous close drawn across it).
  for (const path of ['/stock/NVDA/price', '/stock/NVDA/price?range=1D']) {
    await page.goto(path);
    const plot = page.getByTestId('price-chart-plot');
    await expect(page.getByTestId('price-chart')).toHaveAttribute('data-status', 'picture');
    await page.evaluate(() => document.fonts.ready);
    const axisWidth = await page.getByTestId('price-chart-picture').evaluate((picture) => Number.parseFloat(getComputedStyle(picture).getPropertyValue('--axis-w')) || 0);
    expect(axisWidth, `${path}: the picture has a price axis`).toBeGreaterThan(0);
    const picture = await pictureLabels(plot);
    const pictureCandles = await candleBox(page, plot, axisWidth);

    await forgetCanvasText(page);
    // Reached for by a tap's pointerdown, with no pointer left over it: no crosshair, no crosshair labels.
    await plot.dispatchEvent('pointerdown');
    await expect(page.getByTestId('price-chart')).toHaveAttribute('data-status', 'ready');
    await expect(page.getByTestId('price-chart-canvas-host')).toHaveAttribute('data-price-axis-width', String(axisWidth));
    const times = await timeAxisLabels(page);
    const prices = await priceAxisLabels(page);
    expect(
      picture.times.map((label) => label.text),
      `${path}: the time labels`,
    ).toEqual(times.map((label) => label.text));
    for (const [i, label] of times.entries()) expect(Math.abs(picture.times[i]!.centre - (label.left + label.right) / 2), `${path}: 「${label.text}」`).toBeLessThan(2);
    // Every label of the picture's price axis is one the chart writes on that row (the chart also names the 1D line: 昨收).
    for (const label of picture.prices) {
      const drawn = prices.find((price) => price.text === label.text);
      expect(drawn, `${path}: 「${label.text}」 on the chart's price axis`).toBeDefined();
      expect(Math.abs(drawn!.y - label.middle), `${path}: 「${label.text}」`).toBeLessThan(2);
    }
    expect(picture.prices.length, `${path}: the price labels`).toBe(prices.filter((price) => price.text !== '昨收').length);
    const chartCandles = await candleBox(page, plot, axisWidth);
    for (const edge of ['left', 'right', 'top', 'bottom'] as const) expect(Math.abs(pictureCandles[edge] - chartCandles[edge]), `${path}: the candles' ${edge} edge`).toBeLessThanOrEqual(2);
  }
});
