// Playwright's own `test`, a new context each: the page's entry module is held back, which a kept tab
// would have in its cache already.
import { expect, type Page, test } from '@playwright/test';
import { isPhone } from '../support/e2e/find.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * Hydration waits for the first paint, so a reader can tap a control before React listens.
 * The edge's inline tap hold (src/lib/http/early-tap-hold.ts) keeps that first tap and the entry
 * clicks it again once the root exists. Each spec holds the browser entry (the file Waku's bootstrap
 * imports) until the tap has been made, so the tap is certainly early, then lets it load.
 */

/** Holds the entry module's request until the returned function is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The page's script has not run: no root (the loading bar is marked once hydrated) and the hold is armed. */
async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => typeof (window as unknown as { __usstockTapHold?: { release?: unknown } }).__usstockTapHold?.release)).toBe('function');
  await expect(page.getByTestId('loading-bar')).not.toHaveAttribute('data-hydrated', 'true');
}

test.describe('the first tap before the page has hydrated (phone)', { tag: '@phone' }, () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!isPhone(testInfo), 'the phone header');
  });

  test('☰ tapped before the script runs opens the drawer once it has', async ({ page }) => {
    const release = await holdEntry(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    await page.getByTestId('drawer-button').click();
    await expect(page.getByTestId('drawer')).toHaveCount(0);
    release();
    await expect(page.getByTestId('drawer')).toBeVisible();
    await expect(page.getByTestId('drawer-button')).toHaveAttribute('aria-expanded', 'true');
    // Once: the replayed tap did not also close it again.
    await page.waitForTimeout(300);
    await expect(page.getByTestId('drawer')).toBeVisible();
  });

  test('加入自選 tapped by a guest before the script runs asks them to sign in', async ({ page }) => {
    const release = await holdEntry(page);
    await page.goto('/stock/NVDA/info', { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    await page.getByTestId('stock-info-bar').getByTestId('watchlist-toggle').click();
    release();
    const dialog = page.getByTestId('global-dialog-login-required');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('此功能需要登入才能使用。');
  });

  test('搜尋 tapped before the script runs is a plain link to the search page', async ({ page }) => {
    await holdEntry(page);
    await page.goto('/article', { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    await page.getByTestId('search-panel-button').click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('the member menu tapped before the script runs opens once it has', async ({ page, context }) => {
    await signInContext(context, '美股小資族', '/');
    const release = await holdEntry(page);
    await page.goto('/article', { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    const menuButton = page.getByTestId('user-menu');
    await menuButton.click();
    release();
    await expect(page.getByTestId('user-menu-panel')).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('typing before the page has hydrated (desktop)', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(isPhone(testInfo), 'the header field is a desktop one');
  });

  // React once hydrated the server's live field without its text, and the next render wrote ''
  // over it ("nvda" became "vda"). The entry is held until the keys are typed, so they are certainly early.
  test('what was typed into the header search before the script ran survives hydration and is searched', async ({ page }) => {
    const release = await holdEntry(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expectNotHydrated(page);
    const form = page.getByTestId('header-search');
    const input = form.getByRole('combobox');
    await input.click();
    await page.keyboard.type('nv');
    release();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    await page.keyboard.type('da');
    await expect(input).toHaveValue('nvda');
    const first = page
      .locator(`[id="${await input.getAttribute('aria-controls')}"]`)
      .getByTestId('stock-suggestion')
      .first();
    await expect(first).toHaveAttribute('data-stock-id', 'NVDA');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
  });
});
