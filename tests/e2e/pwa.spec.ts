import { chromium, type CDPSession, type Page } from '@playwright/test';
import { DARK_PALETTE, PALETTE } from '../../src/lib/design/palette.ts';
import { OFFLINE_RECENT_HEADING, OFFLINE_TITLE } from '../../src/lib/pwa/offline-text.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.ts';
import { COLOUR_RULES } from '../support/e2e/axe-rules.ts';
import { expectNoSeriousA11yViolations } from '../support/e2e/find.ts';
import { tapNotification } from '../support/e2e/notification-tap.ts';
import { signInAndOpen } from '../support/e2e/sign-in.ts';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from '../support/e2e/viewports.ts';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { appOrigin } from './stacks.ts';

/**
 * The installable site (decision 055): Chrome's own installability check, the manifest, the offline page
 * with the network off, and an alert's push through the service worker to a notification, a toast on the
 * open tab and the stock page. Chromium cannot reach a real push service here, so the push is handed to
 * the service worker through DevTools (ServiceWorker.deliverPushMessage), as the sandbox's push service
 * would have it delivered: the worker's side is what this proves. The switch's own flow is tested in
 * push-switch-flow.test.ts; the whole path from a firing is the alerts' journey.
 */

const ARTICLE = '/article/149';
/** What alertPayload (src/lib/alerts/alert-text.ts) writes for NVDA crossing $150.00 (push-message.test.ts checks it). */
const PAYLOAD = { title: '到價通知', body: 'NVDA 突破 $150.00，現價 $150.12 (+3.1 %)', url: '/stock/NVDA/info', tag: 'alert-7-1' };
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The worker registers once the page has loaded and the browser is idle; then it controls the page. */
async function controlledBy(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

async function keptArticles(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await (await caches.open('recent-articles-v1')).keys()).map((request) => new URL(request.url).pathname));
}

/** No wider than the window, at the width it is shown. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test('Chrome finds the site installable: a valid manifest, icons and a service worker', async ({ page, context }) => {
  const cdp: CDPSession = await context.newCDPSession(page);
  let routes = '';
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) if (version.status === 'activated' && version.routerRules) routes = version.routerRules;
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto('/');
  await controlledBy(page);
  // What keeps it cheap: every request but navigations and style sheets bypasses it, and a GET navigation
  // races the network against its start.
  await expect.poll(() => routes).not.toBe('');
  const [bypass, race] = JSON.parse(routes) as { condition: unknown; source: string[] }[];
  expect(bypass).toMatchObject({ condition: { not: { or: [{ request: { mode: 'navigate' } }, { urlPattern: { pathname: '/assets/*.css' } }] } }, source: ['network'] });
  expect(race).toMatchObject({ condition: { request: { method: 'GET', mode: 'navigate' } }, source: ['race-network-and-fetch-handler'] });
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  const { errors, url } = await cdp.send('Page.getAppManifest');
  expect(errors).toEqual([]);
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');

  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await answer.json()) as { icons: { src: string; sizes: string; purpose: string }[] } & Record<string, unknown>;
  expect(manifest).toMatchObject({ name: '美股通', display: 'standalone', start_url: '/', scope: '/', theme_color: PALETTE.chrome, background_color: PALETTE.canvas });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
  }
  // Both themes' bar colours, for the browser's own chrome around the page.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', PALETTE.chrome);
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', DARK_PALETTE.chrome);
  // The worker's script is revalidated on every check, so a deploy reaches every reader.
  expect((await page.request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
});

test('with the network off, a page opens as the offline page, listing the article read before, which opens offline', async ({ page, context }) => {
  await page.goto('/');
  await controlledBy(page);
  await page.goto(ARTICLE);
  const title = await page.getByRole('heading', { level: 1 }).first().innerText();
  await expect.poll(() => keptArticles(page)).toEqual([ARTICLE]);

  await context.setOffline(true);
  const offline = await page.goto('/calendar');
  expect(offline?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_TITLE);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(PALETTE.canvas));
  const recent = page.getByRole('region', { name: OFFLINE_RECENT_HEADING });
  await expect(recent.getByRole('link')).toHaveCount(1);
  await recent.getByRole('link', { name: title }).click();

  // The kept copy, with the site's style sheet (the page's ground is the canvas, not the browser's white).
  await expect(page).toHaveURL(ARTICLE);
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(title);
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(PALETTE.canvas));

  // Back online, the page is the network's again.
  await context.setOffline(false);
  expect((await page.goto('/calendar'))?.status()).toBe(200);
});

test('the offline page at 390 and 1440 px, in both themes: no sideways scroll, axe', async ({ page, context }) => {
  await page.goto('/');
  await controlledBy(page);
  await context.setOffline(true);
  for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/screener');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(OFFLINE_TITLE);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(DARK_PALETTE.canvas));
    await expectNoSeriousA11yViolations(page, undefined, COLOUR_RULES);
  }
});

test("an alert's push shows the notification, a toast on the open tab, and a tap opens the stock page", async () => {
  // Debian's chromium-headless-shell, which runs the other specs, has no notifications (the permission
  // stays 'denied' whatever is granted): this test runs the full browser, in a context of its own.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: appOrigin(), viewport: DESKTOP_VIEWPORT });
    await context.grantPermissions(['notifications']);
    const page = await context.newPage();
    await alertJourney(page);
  } finally {
    await browser.close();
  }
});

async function alertJourney(page: Page): Promise<void> {
  const context = page.context();
  await signInAndOpen(page, 'member', '/');
  await controlledBy(page);

  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL === new URL('/', page.url()).href && !entry.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: await registration, data: JSON.stringify(PAYLOAD) });

  // The notification, as the worker showed it.
  await expect
    .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }))))
    .toEqual([{ title: PAYLOAD.title, body: PAYLOAD.body, tag: PAYLOAD.tag, data: { url: '/stock/NVDA/info' } }]);

  // The toast on the open tab, announced politely, with a link to the stock.
  const toast = page.getByRole('status').filter({ hasText: PAYLOAD.body });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('link', { name: '查看' })).toHaveAttribute('href', '/stock/NVDA/info');
  await toast.hover(); // held while hovered, so the looks below see it
  for (const viewport of [DESKTOP_VIEWPORT, PHONE_VIEWPORT]) {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(toast).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, '[data-testid="toaster"]');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoSeriousA11yViolations(page, '[data-testid="toaster"]', COLOUR_RULES);
  }

  // A tap on the notification: the site's open tab is sent to the stock page.
  await tapNotification(context);
  await expect(page).toHaveURL(/\/stock\/NVDA\/info$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toContainText('NVDA');
  expect(context.pages()).toHaveLength(1);
  // The notification is closed once tapped.
  await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0);
}
