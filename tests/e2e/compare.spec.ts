import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { loginWithCodeFlow } from '../../sandbox/identity/code-flow-login.ts';
import { appOrigin, sandboxUrl } from './stacks.ts';
import { demoUsername, signInContext } from '../support/e2e/sign-in.ts';

/**
 * /compare as a reader reaches it: from a stock page's 比較 link, adding a peer, the
 * chart's period links; and from the watchlist, ticking rows. What the server answers for hostile ids
 * is proved by the render test (src/components/compare/compare-page.worker.test.tsx); here one HTTP
 * check that the running worker redirects and answers. The watchlist test signs in 編輯小組, whom no
 * other spec's watchlist uses, and leaves the list as it found it.
 */
const MEMBER = '編輯小組';

test.describe('compare', () => {
  test('stock page → 比較 → add a peer → the chart, then another period', { tag: '@phone' }, async ({ page }, testInfo) => {
    await page.goto('/stock/NVDA/info');
    await page.getByTestId('stock-compare-link').click();
    await expect(page).toHaveURL(/\/compare\?ids=NVDA$/);
    await expect(page.getByTestId('compare-invite')).toContainText('再加入 1 到 3 檔');
    await page.getByTestId('compare-suggestions').locator('a[data-stock-id="AMD"]').click();
    await expect(page).toHaveURL(/\/compare\?ids=NVDA,AMD$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('NVDA vs AMD 比較');
    const chart = page.getByTestId('compare-performance');
    await expect(chart).toHaveAttribute('data-period', '1Y');
    await expect(chart.locator('path[data-stock-id]')).toHaveCount(2);
    // The legend names each line (not colour alone), with its change over the period.
    await expect(chart.locator('li[data-stock-id="AMD"]')).toContainText(/超微 AMD[+−]?\d+\.\d{2}%/);
    await expect(page.getByTestId('compare-statistics').locator('[data-best="true"]').first()).toContainText('較佳');

    const before = await chart.boundingBox();
    await page.locator('a[data-period="5Y"]').click();
    await expect(page).toHaveURL(/\/compare\?ids=NVDA,AMD&period=5Y$/);
    await expect(chart).toHaveAttribute('data-period', '5Y');
    await expect(page.locator('a[data-period="5Y"]')).toHaveAttribute('aria-current', 'page');
    // The same room before and after: the skeleton and the chart have one height.
    expect((await chart.boundingBox())?.height).toBe(before?.height);

    // On a phone the tables scroll in their own boxes; the page never does.
    if (isPhone(testInfo)) await expectNoSidewaysScroll(page);
  });

  test('the running worker: other spellings 308 to the canonical URL, hostile ids get 200 with text', async ({ request }) => {
    const moved = await request.get('/compare?ids=nvda+amd+nvda', { maxRedirects: 0 });
    expect(moved.status()).toBe(308);
    expect(moved.headers().location).toMatch(/\/compare\?ids=NVDA,AMD$/);
    const hostile = await request.get('/compare?ids=NVDA,NOPE,AMD,AVGO,INTC,TSM');
    expect(hostile.status()).toBe(200);
    const html = await hostile.text();
    expect(html).toContain('找不到這些代號，已略過：NOPE。');
    expect(html).toContain('未納入：TSM。');
  });

  test('watchlist: tick rows, 比較 explains fewer than two, then opens the comparison', { tag: '@phone' }, async ({ page }) => {
    await signInContext(page.context(), MEMBER);
    const { access_token: token } = await loginWithCodeFlow({ issuer: `${sandboxUrl()}/identity`, username: demoUsername(MEMBER), redirectUri: `${appOrigin()}/auth/sign-in-redirect` });
    const watchlistCall = (method: 'PUT' | 'DELETE', id: string) =>
      fetch(`${sandboxUrl()}/business/api/Watchlist/${encodeURIComponent(id)}`, { method, headers: { authorization: `Bearer ${token}`, 'x-app-id': 'usstock-web' } });
    const ids = ['AAPL', 'MSFT', 'GOOGL'];
    try {
      for (const id of ids) expect((await watchlistCall('PUT', id)).status).toBe(200);
      await page.goto('/watchlist');
      const tick = (id: string) => page.locator(`[data-testid="watchlist-item"][data-stock-id="${id}"]`).getByTestId('watchlist-tick');
      await expect(page.getByTestId('watchlist-compare')).toHaveAttribute('aria-disabled', 'true');
      await tick('MSFT').check();
      // aria-disabled, not disabled: it can still be pressed (Playwright's click waits for "enabled"), and says why not.
      await page.getByTestId('watchlist-compare').press('Enter');
      await expect(page.getByTestId('watchlist-compare-hint')).toHaveText('已選 1 檔，再勾選 1 檔以上才能比較。');
      await expect(page).toHaveURL(/\/watchlist$/);
      await tick('AAPL').check();
      await expect(page.getByTestId('watchlist-compare')).toHaveAttribute('aria-disabled', 'false');
      await page.getByTestId('watchlist-compare').click();
      // In the watchlist's order (the order they were added), not the order ticked.
      await expect(page).toHaveURL(/\/compare\?ids=AAPL,MSFT$/);
      await expect(page.getByTestId('compare-statistics').locator('thead th[data-stock-id]')).toHaveCount(2);
    } finally {
      await Promise.all(ids.map((id) => watchlistCall('DELETE', id)));
    }
  });
});
