import { type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { reachForPriceChart } from '../support/e2e/price-chart.ts';

/**
 * The life of a page between navigations: the loading bar, the new-build notice and the
 * recovery from page code that fails to load. Real Chromium against the built worker; the bar's
 * timing rules themselves are unit-tested with fake timers (loading-bar-machine.test.ts).
 */

test.afterEach(async () => {
  await setKnobs({});
});

/** Records every state the loading bar passes through, from now on (a MutationObserver in the page). */
async function recordLoadingBar(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('[data-testid="loading-bar"]');
    if (!bar) throw new Error('no loading bar on the page');
    const log: string[] = [];
    (window as unknown as { __bar: string[] }).__bar = log;
    new MutationObserver(() => log.push(`${bar.dataset.state}/${bar.dataset.visible}`)).observe(bar, { attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { __bar?: string[] }).__bar ?? null);
}

/** The client runtime's listeners are attached (they hydrate with the loading bar). */
async function runtimeReady(page: Page) {
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
}

async function stockTabsReady(page: Page) {
  await expect(page.getByTestId('stock-tabs')).toHaveAttribute('data-hydrated', 'true');
  await runtimeReady(page);
}

test.describe('loading bar', () => {
  test('shows on a slow navigation, finishes when the page commits, and never covers anything', async ({ page }) => {
    await page.goto('/article/101');
    await expect(page.getByTestId('recent-article').first()).toBeVisible();
    await runtimeReady(page);
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('aria-hidden', 'true');
    await expect(bar).toHaveAttribute('data-state', 'idle');
    const readLog = await recordLoadingBar(page);
    // Another article than this one (the recent list may include it).
    const link = page.locator('[data-testid="recent-article"] a:not([href="/article/101"])').first();
    const href = await link.getAttribute('href');
    // Its payload is held back 1.5 s on the way. (A sandbox latency knob is not enough: the worker may
    // hold that article already, from an earlier spec on this stack, and answer at once.)
    await page.route(`**/RSC/R${href}.txt*`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await link.click();
    await expect(bar).toHaveAttribute('data-visible', 'true');
    await expect(bar).toHaveAttribute('data-state', 'loading');
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.height).toBe(3);
    expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(bar).toHaveAttribute('data-state', 'idle', { timeout: 5_000 });
    const log = await readLog();
    expect(log, 'the same document: a client navigation, not a page load').not.toBeNull();
    expect(log).toContain('loading/true');
    expect(log).toContain('finished/true');
    expect(log).toContain('finished/false');
    expect(log?.at(-1)).toBe('idle/false');
  });

  test('does not show for a navigation faster than the throttle (200 ms)', async ({ page }) => {
    await page.clock.install();
    await page.goto('/stock/AAPL/info');
    await stockTabsReady(page);
    const readLog = await recordLoadingBar(page);
    // Time stands still in the page: the navigation completes in less than 200 ms of its clock.
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByTestId('stock-tabs').getByRole('link', { name: '公司簡介' }).click();
    await expect(page).toHaveURL(/\/stock\/AAPL\/profile$/);
    await page.clock.runFor(1_000);
    const log = await readLog();
    expect(log).not.toBeNull();
    expect(log).toContain('loading/false');
    expect(log?.some((entry) => entry.endsWith('/true'))).toBe(false);
    expect(log?.at(-1)).toBe('idle/false');
  });

  test('a link a component takes for itself (the paywall 登入 opens a dialog) starts nothing', async ({ page }) => {
    await page.clock.install();
    await page.goto('/article/135');
    await expect(page.getByTestId('paywall-login')).toHaveAttribute('data-hydrated', 'true');
    await runtimeReady(page);
    const readLog = await recordLoadingBar(page);
    await page.getByTestId('paywall-login').click();
    await expect(page.getByTestId('global-dialog-login-required')).toBeVisible();
    // A navigation would have marked the bar at once ('loading/false'), and shown it after the 200 ms
    // throttle: the page's clock moved past that fires every timer the click could have set.
    await page.clock.fastForward(600);
    expect(await readLog()).toEqual([]);
  });

  test('back and forward start it too', async ({ page }) => {
    await page.goto('/stock/AAPL/info');
    await stockTabsReady(page);
    await page.getByTestId('stock-tabs').getByRole('link', { name: '新聞' }).click();
    await expect(page).toHaveURL(/\/news$/);
    const readLog = await recordLoadingBar(page);
    await page.route('**/RSC/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goBack();
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-visible', 'true');
    await expect(page).toHaveURL(/\/info$/);
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-state', 'idle');
    expect(await readLog()).toContain('loading/true');
  });
});

test.describe('a new build', () => {
  test('the next click is a full page load and a notice offers to reload now', async ({ page }) => {
    let polls = 0;
    let deployed: string | null = null;
    await page.route('**/build-id.json', async (route) => {
      polls += 1;
      if (!deployed) return route.continue();
      return route.fulfill({ json: { buildId: deployed } });
    });
    await page.clock.install();
    await page.goto('/stock/AAPL/info');
    await stockTabsReady(page);
    expect(polls, 'no check at load: the page was just served by the current build').toBe(0);

    // The first check (5 minutes) reads the real manifest: the same build, nothing happens.
    await page.clock.fastForward('05:00');
    await expect.poll(() => polls).toBe(1);
    await expect(page.getByTestId('new-build-notice')).toHaveCount(0);
    // A client navigation still stays in the document.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.getByTestId('stock-tabs').getByRole('link', { name: '新聞' }).click();
    await expect(page).toHaveURL(/\/news$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    deployed = 'NEWBUILD01';
    await page.clock.fastForward('05:00');
    const notice = page.getByTestId('new-build-notice');
    await expect(notice).toContainText('網站已更新，重新整理以取得最新版本');
    await expect(notice.getByRole('button', { name: '重新整理' })).toBeVisible();
    expect(polls).toBe(2);
    await expectNoSeriousA11yViolations(page, '[data-testid="new-build-notice"]');
    await expectNoSidewaysScroll(page);
    // The stock page's price-delay tip sits at the bottom too: the two never cover each other.
    const tip = page.getByTestId('price-delay-notice');
    await expect(tip).toBeVisible();
    const [a, b] = [await tip.boundingBox(), await notice.boundingBox()];
    const apart = a!.y >= b!.y + b!.height || b!.y >= a!.y + a!.height || a!.x >= b!.x + b!.width || b!.x >= a!.x + a!.width;
    expect(apart, 'the notice and the price-delay tip do not overlap').toBe(true);

    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByTestId('stock-tabs').getByRole('link', { name: '公司簡介' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect.poll(() => loads.length).toBe(1);
    expect(loads[0]).toMatch(/\/stock\/AAPL\/profile$/);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  });

  test('a tab shown again checks at once; offline it does not ask', async ({ page, context }) => {
    let polls = 0;
    await page.route('**/build-id.json', (route) => {
      polls += 1;
      return route.fulfill({ json: { buildId: 'NEWBUILD02' } });
    });
    await page.clock.install();
    await page.goto('/');
    await runtimeReady(page);
    const showTab = (state: 'visible' | 'hidden') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await context.setOffline(true);
    await page.clock.fastForward('10:00');
    await showTab('hidden');
    await showTab('visible');
    expect(polls).toBe(0);
    await context.setOffline(false);
    await showTab('hidden');
    await showTab('visible');
    await expect(page.getByTestId('new-build-notice')).toBeVisible();
    expect(polls).toBe(1);
    await page.getByTestId('new-build-notice').getByRole('button', { name: '關閉通知' }).click();
    await expect(page.getByTestId('new-build-notice')).toHaveCount(0);
  });

  test('the manifest is served fresh, with the build id the pages were built with', async ({ request }) => {
    const res = await request.get('/build-id.json');
    expect(res.status()).toBe(200);
    // Revalidated every time, but not no-store: that would bar the polling page from the back/forward cache.
    expect(res.headers()['cache-control']).toBe('no-cache');
    const { buildId } = (await res.json()) as { buildId: string };
    expect(buildId).toMatch(/^[\w-]{6,}$/);
    // The page's own payload carries the id of the build that rendered it (Waku's _buildId): the same.
    const html = await (await request.get('/')).text();
    expect(html).toContain(`_buildId\\":\\"${buildId}\\"`);
  });
});

test.describe('page code that fails to load', () => {
  test('reloads the page the reader was going to, once, then shows the error state with 重新整理', async ({ page }) => {
    await page.goto('/stock/AAPL/info');
    await stockTabsReady(page);
    // Everything loaded so far stays; any other chunk (the price tab's chart code) now fails, as after
    // a deploy that removed the old files.
    const known = new Set(
      await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.includes('/assets/')),
      ),
    );
    const failed: string[] = [];
    await page.route('**/assets/**', (route) => {
      if (known.has(route.request().url())) return route.continue();
      failed.push(route.request().url());
      return route.abort('failed');
    });
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.getByTestId('stock-tabs').getByRole('link', { name: '股價走勢' }).click();

    const error = page.getByTestId('page-error');
    await expect(error).toBeVisible({ timeout: 15_000 });
    await expect(error).toHaveAttribute('data-reloading', 'false');
    await expect(error.getByRole('heading', { name: '頁面載入失敗' })).toBeVisible();
    expect(failed.length).toBeGreaterThan(0);
    // Exactly one reload, of the target (not of the page the reader came from). Its load event can come
    // after the error state shows (a clean-clone run read the list before it came).
    await expect.poll(() => loads).toEqual([expect.stringMatching(/\/stock\/AAPL\/price$/)]);
    await expect(page).toHaveURL(/\/stock\/AAPL\/price$/);
    const record = await page.evaluate(() => JSON.parse(sessionStorage.getItem('usstock:chunk-reload') ?? '{}') as Record<string, number>);
    expect(Object.keys(record)).toEqual(['/stock/AAPL/price']);
    // No second reload later: the guard decides while the error boundary renders (reload-guard.ts, no
    // timer), and data-reloading="false" is that decision committed. Two frames after it, the error
    // state is still this document's.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(error).toBeVisible();
    expect(loads).toHaveLength(1);

    // The code is back (the reader's network recovered): 重新整理 shows the page.
    await page.unrouteAll({ behavior: 'wait' });
    await error.getByRole('button', { name: '重新整理' }).click();
    await expect(page.getByTestId('page-error')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // And the chart's own code loads now, when the reader reaches for it.
    await reachForPriceChart(page);
    await expect(page.locator('canvas').first()).toBeVisible();
  });

  test('a failed navigation (the server answers 500) shows the error state, not a blank page', async ({ page }) => {
    await page.goto('/stock/AAPL/info');
    await stockTabsReady(page);
    await page.route('**/RSC/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.getByTestId('stock-tabs').getByRole('link', { name: '新聞' }).click();
    const error = page.getByTestId('page-error');
    await expect(error).toBeVisible();
    await expect(error.getByRole('button', { name: '重新整理' })).toBeVisible();
    await expect(error.getByRole('link', { name: '回到首頁' })).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle('頁面載入失敗｜美股通');
    await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-state', /error|idle/);
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page);
  });
});
