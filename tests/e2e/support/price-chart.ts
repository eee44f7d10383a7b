import { expect, type Page } from '@playwright/test';

/**
 * The price chart draws a picture of its bars until the reader reaches for it (issue 25): a pointer over
 * it loads the chart library, and the chart replaces the picture. Specs about the interactive chart
 * reach for it first, as a reader does.
 */
export async function reachForPriceChart(page: Page): Promise<void> {
  await page.getByTestId('price-chart-plot').hover();
  await expect(page.getByTestId('price-chart')).toHaveAttribute('data-status', 'ready');
}
