import type { Page } from '@playwright/test';
import { sandboxUrl } from './stacks.ts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { expect, test } from '../support/e2e/worker-tab.ts';

/**
 * The kept tab (support/worker-tab.ts) is reused, and a test finds it as a first visit would: nothing the
 * test before it stored, routed or listened for is left; a test that added what no reset can take back
 * (an init script) leaves a new tab to the next. In order, on one worker.
 */
test.describe.configure({ mode: 'serial' });

let firstTab: Page | null = null;
let heardAfterReset = 0;

test('a test leaves cookies, storage, a route and a listener behind', async ({ page, context }) => {
  firstTab = page;
  await page.goto('/article');
  await context.addCookies([{ name: 'left-behind', value: '1', url: page.url() }]);
  await page.evaluate(() => {
    localStorage.setItem('left-behind', '1');
    sessionStorage.setItem('left-behind', '1');
  });
  await page.route('**/robots.txt', (route) => route.fulfill({ status: 418, body: 'routed' }));
  page.on('request', () => {
    heardAfterReset += 1;
  });
  await page.setViewportSize(PHONE_VIEWPORT);
  // It ends on another origin (the provider's), where the site's session storage cannot be reached.
  await page.goto(`${sandboxUrl()}/health`);
});

test('the next test gets the same tab with none of it', async ({ page, context }) => {
  expect(page, 'the tab is kept').toBe(firstTab);
  expect(page.url()).toBe('about:blank');
  expect(page.viewportSize()).toEqual(DESKTOP_VIEWPORT);
  heardAfterReset = 0;
  await page.goto('/article');
  expect(heardAfterReset, 'the last test’s listener is gone').toBe(0);
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'left-behind' }));
  expect(await page.evaluate(() => [localStorage.getItem('left-behind'), sessionStorage.getItem('left-behind')])).toEqual([null, null]);
  const robots = await page.goto('/robots.txt');
  expect(robots?.status(), 'the last test’s route is gone').toBe(200);
  await page.addInitScript(() => {
    (window as unknown as { leftBehind: boolean }).leftBehind = true;
  });
});

test('a test after an init script gets a new tab without it', async ({ page }) => {
  expect(page, 'the spent tab was replaced').not.toBe(firstTab);
  await page.goto('/article');
  expect(await page.evaluate(() => 'leftBehind' in window)).toBe(false);
});
