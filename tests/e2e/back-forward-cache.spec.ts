// A browser of its own: Playwright turns the back/forward cache off in the browsers it launches for
// tests (--disable-back-forward-cache), and the headless shell has none; a reader's Chromium has it.
import { type Browser, type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { appOrigin } from './stacks.ts';
import { signOutThroughMenu } from '../support/e2e/auth.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * Back and forward are instant. A guest's page may enter the browser's back/forward cache
 * (no `no-store` document, no `no-store` request made by the page itself: the silent sign-in probe runs
 * in a frame that is gone once it has answered), so going back shows it at once, as it was. A page
 * shown again after this browser signed in or out (a member's `no-store` page, which Chromium also
 * restores while no cookie changed) re-renders for whoever is signed in now.
 */

let browser: Browser;
let context: BrowserContext;
let page: Page;
test.beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});
test.afterAll(async () => browser.close());
test.beforeEach(async () => {
  context = await browser.newContext({ baseURL: appOrigin() });
  page = await context.newPage();
});
test.afterEach(async () => context.close());

/** Back, as the browser's button: a page restored from the cache fires no load event, so only the commit is awaited. */
const goBack = () => page.goBack({ waitUntil: 'commit' });

/** Marks the live document, so a restore from the cache (the same document) can be told from a new load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __kept?: number }).__kept = 1));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __kept?: number }).__kept === 1);

/**
 * Another tab of this browser loads a page of the site and hydrates it (which records whose page the
 * server rendered), showing `headerControl` (the member menu or 登入); then it is closed.
 */
async function loadAnotherPageShowing(headerControl: 'user-menu' | 'login-button'): Promise<void> {
  const other = await context.newPage();
  await other.goto('/article');
  await expect(other.getByTestId(headerControl)).toBeVisible();
  await expect(other.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  await other.close();
}

/** Another tab signs out through the member menu, the whole way (the app, then the provider), and is closed. */
async function signOutInAnotherTab(): Promise<void> {
  const other = await context.newPage();
  await signOutThroughMenu(other, '/article');
  await other.close();
}

/** The page has hydrated and its silent sign-in probe has come and gone (its frame removed). */
async function settled(page: Page): Promise<void> {
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('usstock:auth-probed'))).toBe('1');
  await expect(page.locator('iframe[title="silent sign-in"]')).toHaveCount(0);
}

test('a guest going back to a page gets it from the back/forward cache, as they left it', async () => {
  const response = await page.goto('/article/101');
  expect(response?.headers()['cache-control'] ?? '').not.toContain('no-store');
  await settled(page);
  await markDocument(page);
  // Leave by a full page load (another document), then come back.
  await page.goto('/robots.txt');
  await goBack();
  await expect(page).toHaveURL(/\/article\/101$/);
  expect(await isSameDocument(page)).toBe(true);
  await expect(page.getByTestId('login-button')).toBeVisible();
});

test("a member's page shown again after signing out is not theirs any more", async () => {
  await signInContext(context, '美股小資族', '/');
  const response = await page.goto('/article/101');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  await page.goto('/robots.txt');
  // Signed out meanwhile, in another tab, as a reader does (登出 in the member menu: the provider's session
  // ends too, so no silent sign-in can bring the member back), and a page of the site loaded as a guest.
  await signOutInAnotherTab();
  await loadAnotherPageShowing('login-button');
  await goBack();
  await expect(page).toHaveURL(/\/article\/101$/);
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});

test('a kept guest page shown again after signing in re-renders for the member', async () => {
  await page.goto('/article/101');
  await settled(page);
  await markDocument(page);
  await page.goto('/robots.txt');
  // Signed in meanwhile (in this browser), and another page of the site loaded as a member.
  await signInContext(context, '美股小資族', '/');
  await loadAnotherPageShowing('user-menu');
  await goBack();
  await expect(page).toHaveURL(/\/article\/101$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('login-button')).toHaveCount(0);
});
