import { type Page } from '@playwright/test';
import { PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { reachForPriceChart } from '../support/e2e/price-chart.ts';

/**
 * Where the page scrolls on a navigation (decision 024) and the 600 px phone rule
 * for what the script decides, in real Chromium at both project widths.
 */

async function tabsReady(page: Page) {
  await expect(page.getByTestId('stock-tabs')).toHaveAttribute('data-hydrated', 'true');
}

const tabs = (page: Page) => page.getByTestId('stock-tabs');

/** Two frames laid out since now: a scroll the navigation scheduled on its commit has been applied. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('scroll rules', () => {
  test('a tab switch near the top moves nothing', async ({ page }) => {
    await page.goto('/stock/AAPL/info');
    await tabsReady(page);
    await tabs(page).getByRole('link', { name: '公司簡介' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    // The new tab has committed (its content is in, the tab marked), then the frames after it.
    await expect(page.getByTestId('company-description')).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: '公司簡介' })).toHaveAttribute('aria-current', 'page');
    await twoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a tab switch from deep in a page starts the new tab right under the sticky tabs', async ({ page }) => {
    await page.goto('/stock/AAPL/info');
    await tabsReady(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
    const tabsBox = await tabs(page).boundingBox();
    await tabs(page).getByRole('link', { name: '新聞' }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The tabs stay where the reader was looking at them, and the new tab begins just below them.
    await expect.poll(async () => (await tabs(page).boundingBox())?.y).toBe(tabsBox?.y);
    const gap = await page.evaluate(() => {
      const stuck = document.querySelector('[data-testid="stock-tabs"]')!.getBoundingClientRect().bottom;
      return document.querySelector('main')!.getBoundingClientRect().top - stuck;
    });
    expect(Math.abs(gap)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('a range switch keeps the place', async ({ page }) => {
    await page.goto('/stock/AAPL/price');
    await tabsReady(page);
    const ranges = page.getByRole('navigation', { name: '股價走勢區間' });
    await ranges.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    await ranges.getByRole('link', { name: '1年' }).click();
    await expect(page).toHaveURL(/range=1Y/);
    // The new range has committed (marked, its picture redrawn with its bars), then the frames after it.
    await expect(ranges.getByRole('link', { name: '1年' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(async () => Number(await page.getByTestId('price-chart').getAttribute('data-bars'))).toBeGreaterThan(200);
    await expect(page.getByTestId('price-chart-picture')).toBeVisible();
    await twoFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('an in-page anchor lands below the sticky header and tabs', async ({ page }) => {
    // A short window, so the peers section starts below the fold at either width.
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 480 });
    await page.goto('/stock/AAPL/profile');
    await tabsReady(page);
    // The last element with an id well below the fold: where a #link inside the page would go.
    const id = await page.evaluate(() => {
      const candidates = [...document.querySelectorAll<HTMLElement>('main [id]')].filter(
        (element) => element.getBoundingClientRect().top + window.scrollY > window.innerHeight && element.getBoundingClientRect().height > 0,
      );
      return candidates.at(-1)?.id ?? null;
    });
    expect(id, 'the profile page has an addressable section below the fold').not.toBeNull();
    await page.evaluate((target) => (window.location.hash = target), id!);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const { top, stuckBottom } = await page.evaluate(
      (target) => ({ top: document.getElementById(target)!.getBoundingClientRect().top, stuckBottom: document.querySelector('[data-testid="stock-tabs"]')!.getBoundingClientRect().bottom }),
      id!,
    );
    expect(top, 'the target is not under the sticky tabs').toBeGreaterThanOrEqual(stuckBottom);
    expect(top - stuckBottom).toBeLessThan(40);
  });
});

test.describe('the 600 px phone rule', { tag: '@phone' }, () => {
  test('the chart takes the phone touch behaviour below 600 px, and follows a resize', async ({ page }) => {
    await page.setViewportSize({ width: 599, height: 900 });
    await page.goto('/stock/AAPL/price');
    const chart = page.getByTestId('price-chart');
    await reachForPriceChart(page);
    await expect(chart).toHaveAttribute('data-touch', 'phone');
    await page.setViewportSize({ width: 600, height: 900 });
    await expect(chart).toHaveAttribute('data-touch', 'wide');
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(chart).toHaveAttribute('data-touch', 'phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
