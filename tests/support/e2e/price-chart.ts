import { expect, type Page } from '@playwright/test';

/**
 * The price chart draws a picture of its bars until the reader reaches for it: a pointer over
 * it loads the chart library, and the chart replaces the picture. Specs about the interactive chart
 * reach for it first, as a reader does.
 */
export async function reachForPriceChart(page: Page): Promise<void> {
  await page.getByTestId('price-chart-plot').hover();
  await expect(page.getByTestId('price-chart')).toHaveAttribute('data-status', 'ready');
}

/** Layout shifts of the chart pages: summed (without recent input) from the very first paint. */
export async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
export const cumulativeLayoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls: number }).__cls);

/** Nothing left to move the page: no skeleton (every section streamed in), fonts loaded, two frames painted
 * since and the task after them, in which the layout-shift observer has counted any shift of those frames. */
export async function settled(page: Page) {
  await expect(page.locator('[role="status"][aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  });
}
