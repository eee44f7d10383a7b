// Playwright's own `test`, a new context each: what a first visit downloads is the point here (a kept tab has the files cached).
import { expect, type Page, test } from '@playwright/test';
import { isPhone } from '../support/e2e/find.ts';

/**
 * The client-JS budget: what few readers use at once is not in what every page loads. The
 * phone drawer's and search panel's contents arrive when the reader reaches for their button, and a
 * load that fails (offline) leaves the page as it was and is tried again on the next tap; the
 * screener form's live code arrives with the first touch of the form.
 */

/** Script files the page has requested so far, by file name. */
const requestedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name.replace(/^.*\/assets\//, ''))
      .filter((name) => name.endsWith('.js')),
  );

// The drawer and the search panel are the phone header: the phone project runs these (@phone), not the desktop's.
test.describe('parts loaded on demand (phone)', { tag: '@phone' }, () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isPhone(testInfo), 'the drawer and the search panel are the phone header');
  });

  test('the drawer and the search panel load their code when first opened, not with the page', async ({ page }) => {
    await page.goto('/stock/NVDA/info');
    await expect(page.getByTestId('search-panel-button')).toHaveAttribute('data-hydrated', 'true');
    const atStart = await requestedScripts(page);
    expect(atStart.some((name) => name.startsWith('shell-'))).toBe(true);
    expect(atStart.filter((name) => /^(SiteDrawerPanel|SearchPanelSheet|Sheet|NewBuildMessage|ToastCard|one-tap-exchange|UserMenu)-/.test(name))).toEqual([]);
    // One file for the page's own shared code, one for the stock layout: not 20 small ones.
    expect(atStart.length).toBeLessThanOrEqual(4);

    await page.getByTestId('drawer-button').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    await expect(page.getByTestId('drawer').getByRole('navigation', { name: '文章分類' })).toBeVisible();
    await expect(page.getByTestId('drawer-button')).toHaveAttribute('aria-controls', 'site-drawer');
    expect((await requestedScripts(page)).some((name) => name.startsWith('SiteDrawerPanel-'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('drawer')).toBeHidden();
    await expect(page.getByTestId('drawer-button')).toBeFocused();

    await page.getByTestId('search-panel-button').click();
    await expect(page.getByTestId('search-panel')).toBeVisible();
    await expect(page.getByTestId('search-panel').getByRole('combobox')).toBeFocused();
  });

  test('offline, a first tap on ☰ leaves the page as it is; back online, the next tap opens the drawer', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByTestId('search-panel-button')).toHaveAttribute('data-hydrated', 'true');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await context.setOffline(true);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    // The tap asks for the drawer's code; the page says when it has given up on it (useOnDemand's console
    // error): by then it has done whatever it does with the failure.
    const gaveUp = page.waitForEvent('console', (message) => message.text().includes('[on-demand] could not load'));
    await page.getByTestId('drawer-button').click();
    await gaveUp;
    await expect(page.getByTestId('drawer')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // No reload into the browser's offline screen, no error state: the page is still the page.
    expect(loads).toEqual([]);
    await expect(page.getByTestId('page-error')).toHaveCount(0);
    await expect(page.getByTestId('site-header')).toBeVisible();

    await context.setOffline(false);
    await page.getByTestId('drawer-button').click();
    await expect(page.getByTestId('drawer')).toBeVisible();
    expect(loads).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('the screener form loads what makes it live on the first touch, not with the page', async ({ page }) => {
  await page.goto('/screener');
  const form = page.getByTestId('screener-form');
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  expect((await requestedScripts(page)).filter((name) => name.startsWith('screener-live-'))).toEqual([]);
  await form.locator('details[data-group="valuation"] > summary').click();
  await expect.poll(async () => (await requestedScripts(page)).some((name) => name.startsWith('screener-live-'))).toBe(true);
});
