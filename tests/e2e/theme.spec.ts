import { type Page } from '@playwright/test';
import { DARK_PALETTE, PALETTE } from '../../src/lib/design/palette.ts';
import { THEME_STORAGE_KEY } from '../../src/lib/design/theme-script.ts';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { reachForPriceChart } from '../support/e2e/price-chart.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e/find.ts';

/**
 * The dark theme (decision 042) follows the system, the header's theme menu overrides it
 * and the choice is remembered on the device; the chosen theme is there before first paint; the
 * canvas chart follows a change. Axe in the dark theme on every page type: page-width.spec.ts.
 */

/** "#rrggbb" as getComputedStyle writes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
const LIGHT_CANVAS = rgb(PALETTE.canvas);
const DARK_CANVAS = rgb(DARK_PALETTE.canvas);

const pageGround = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The menu's button: a <summary>, which has no ARIA role for getByRole (Chromium exposes it as a disclosure). */
const menuButton = (page: Page) => page.getByTestId('theme-menu').getByLabel('佈景主題', { exact: true }).and(page.locator('summary'));

async function choose(page: Page, label: '跟隨系統' | '淺色' | '深色'): Promise<void> {
  const menu = page.getByTestId('theme-menu');
  // The menu stays open after a choice (a reader may try each); a click on its button would close it.
  if ((await menu.getAttribute('open')) === null) await menuButton(page).click();
  await menu.getByRole('radio', { name: label }).check();
}

test.describe('with the system light', () => {
  test.use({ colorScheme: 'light' });

  test('a reader switches to dark in the header menu, keeps it after a reload and goes back to the system @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await pageGround(page)).toBe(LIGHT_CANVAS);

    await choose(page, '深色');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageGround(page)).toBe(DARK_CANVAS);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
    // A tap outside closes the menu; the choice stays.
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByTestId('theme-menu')).not.toHaveAttribute('open');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageGround(page)).toBe(DARK_CANVAS);
    await menuButton(page).click();
    await expect(page.getByRole('radio', { name: '深色' })).toBeChecked();
    // Esc closes it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('theme-menu')).not.toHaveAttribute('open');
    await expect(menuButton(page)).toBeFocused();

    await choose(page, '跟隨系統');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await pageGround(page)).toBe(LIGHT_CANVAS);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull();
  });

  test('a stored dark choice is painted from the start: dark by DOMContentLoaded, no light flash @phone', async ({ page }) => {
    await page.addInitScript((key) => {
      localStorage.setItem(key, 'dark');
      // The ground as soon as the document is parsed (before any client script or hydration ran).
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __ground: string }).__ground = getComputedStyle(document.body).backgroundColor;
      });
    }, THEME_STORAGE_KEY);
    await page.goto('/stock/NVDA/info');
    expect(await page.evaluate(() => (window as unknown as { __ground: string }).__ground)).toBe(DARK_CANVAS);
  });

  test('an open price chart redraws in the chosen theme', async ({ page }) => {
    await page.goto('/stock/NVDA/price');
    await reachForPriceChart(page);
    // The colour as the style sheet wrote it (the build shortens #ffffff to #fff), in six digits.
    const painted = async () => {
      const value = (await page.getByTestId('price-chart-canvas-host').getAttribute('data-background')) ?? '';
      return value.length === 4 ? `#${[...value.slice(1)].map((digit) => digit + digit).join('')}` : value;
    };
    await expect.poll(painted).toBe(PALETTE.surface);
    await choose(page, '深色');
    await expect.poll(painted).toBe(DARK_PALETTE.surface);
    await choose(page, '淺色');
    await expect.poll(painted).toBe(PALETTE.surface);
  });
});

test.describe('with the system dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the home page is dark without a choice and axe finds nothing serious @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect(await pageGround(page)).toBe(DARK_CANVAS);
    await expectNoSeriousA11yViolations(page);
  });

  test('a reader who chose light gets light, from the first paint', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await pageGround(page)).toBe(LIGHT_CANVAS);
  });
});
