import { type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectLoginRequiredDialog, finishSignInAtProvider } from '../support/e2e/auth.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, isPhone } from '../support/e2e/find.ts';
import { loginWithCodeFlow } from '../../sandbox/identity/code-flow-login.ts';
import { appOrigin, sandboxUrl } from './stacks.ts';
import { demoUsername, signInContext } from '../support/e2e/sign-in.ts';

/**
 * The watchlist, for real: 加入自選 on the info bar, /watchlist with quotes, sorting,
 * remove and undo, the guest's login-required dialog (and the stock added after signing in), the
 * limit of 100, bad ids and cross-site writes. Members sign in through the sign-in fixture
 * (support/sign-in.ts). Only the first test is @phone (the phone's own table: fewer columns, tapped);
 * the phone and desktop projects use different demo members, so their lists never meet; each test
 * leaves its member's list as it found it.
 */
const memberOf = (phone: boolean) => (phone ? '美股小資族' : '站務管理員');

/** Signs this project's member in (the page is not navigated). */
async function signIn(page: Page, phone: boolean): Promise<void> {
  await signInContext(page.context(), memberOf(phone));
}

const toggle = (page: Page) => page.getByTestId('stock-info-bar').getByTestId('watchlist-toggle');

/** Takes `id` off the member's list (through the real server function, as the page does). */
async function ensureNotWatched(page: Page, id: string): Promise<void> {
  await page.goto(`/stock/${id}/info`);
  await expect(toggle(page)).toHaveAttribute('data-hydrated', 'true');
  if ((await toggle(page).getAttribute('data-in-list')) === 'true') {
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('data-in-list', 'false');
    await expect(toggle(page)).not.toHaveAttribute('aria-busy', 'true');
  }
}

/** The server function URL and body format, learned from one real toggle. */
async function captureAction(page: Page): Promise<string> {
  await page.goto('/stock/KO/info');
  await expect(toggle(page)).toHaveAttribute('data-hydrated', 'true');
  const requestPromise = page.waitForRequest((req) => req.method() === 'POST' && req.url().includes('/RSC/F/'));
  const before = await toggle(page).getAttribute('data-in-list');
  await toggle(page).click();
  const request = await requestPromise;
  await expect(toggle(page)).not.toHaveAttribute('data-in-list', before ?? '');
  await expect(toggle(page)).not.toHaveAttribute('aria-busy', 'true');
  if (before === 'false') {
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('data-in-list', 'false');
  }
  return request.url();
}

/** Calls the watchlist server function directly with `args` (as the browser does: same origin, member cookie). */
async function callAction(page: Page, url: string, args: unknown, origin = appOrigin()) {
  const res = await page.request.post(url, { headers: { origin, 'content-type': 'text/plain;charset=UTF-8' }, data: JSON.stringify(args) });
  return { status: res.status(), text: await res.text() };
}

test.describe('watchlist', () => {
  test('a member adds AMD from its info bar, sees it on /watchlist with a quote, removes it and undoes', { tag: '@phone' }, async ({ page }, testInfo) => {
    const phone = isPhone(testInfo);
    await signIn(page, phone);
    await ensureNotWatched(page, 'AMD');
    await expect(toggle(page)).toHaveText('加入自選');
    await toggle(page).click();
    // At once (optimistic), then confirmed with a toast.
    await expect(toggle(page)).toHaveText('已加入自選');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('toast')).toContainText('已將 超微 加入自選股');
    await page.reload();
    await expect(toggle(page)).toHaveText('已加入自選');

    await page.goto('/watchlist');
    const row = page.locator('[data-testid="watchlist-item"][data-stock-id="AMD"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('超微');
    await expect(row.getByTestId('watchlist-price')).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(row.getByTestId('watchlist-change-percent')).toHaveText(/^[+−]?\d+\.\d{2}%$/);
    await expect(row.locator('svg[role="img"]')).toHaveAttribute('aria-label', '超微 近一個月走勢');
    // The phone's table leaves out the session (and volume) columns; the desktop's shows them.
    if (phone) await expect(row.getByTestId('watchlist-session')).toBeHidden();
    else await expect(row.getByTestId('watchlist-session')).toHaveText(/^(盤前|盤中|盤後|休市)$/);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page, 'main');

    await row.getByTestId('watchlist-remove').click();
    await expect(page.locator('[data-testid="watchlist-item"][data-stock-id="AMD"]')).toHaveCount(0);
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('已將 超微 從自選股移除');
    // The undo shows the row at once and then writes it back through a server function: the reload
    // must come after that call has answered, or it reads the list from before it.
    const undoWritten = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/RSC/F/'));
    await toast.getByTestId('toast-action').click();
    await expect(page.locator('[data-testid="watchlist-item"][data-stock-id="AMD"]')).toHaveCount(1);
    expect((await undoWritten).status()).toBe(200);
    await page.reload();
    await expect(page.locator('[data-testid="watchlist-item"][data-stock-id="AMD"]')).toHaveCount(1);
    await ensureNotWatched(page, 'AMD');
  });

  test('columns sort, and a third press goes back to the order added', async ({ page }) => {
    await signIn(page, false);
    const ids = ['MSFT', 'INTC', 'LLY'];
    for (const id of ids) {
      await ensureNotWatched(page, id);
      await toggle(page).click();
      await expect(toggle(page)).toHaveAttribute('data-in-list', 'true');
      await expect(toggle(page)).not.toHaveAttribute('aria-busy', 'true');
    }
    await page.goto('/watchlist');
    const rows = page.getByTestId('watchlist-item');
    const order = async () => (await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-stock-id')))).filter((id): id is string => ids.includes(id ?? ''));
    await expect.poll(order).toEqual(ids);
    const price = page.getByRole('columnheader', { name: /價格/ });
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'descending');
    expect(await order()).toEqual(['LLY', 'MSFT', 'INTC']);
    await price.getByRole('button').click();
    await expect(price).toHaveAttribute('aria-sort', 'ascending');
    expect(await order()).toEqual(['INTC', 'MSFT', 'LLY']);
    await price.getByRole('button').click();
    await expect(price).not.toHaveAttribute('aria-sort');
    expect(await order()).toEqual(ids);
    await page.getByRole('columnheader', { name: /股票/ }).getByRole('button').click();
    expect(await order()).toEqual(['INTC', 'LLY', 'MSFT']);
    for (const id of ids) await ensureNotWatched(page, id);
  });

  test('a guest gets the login-required dialog; after signing in from it the stock is added on the same page', async ({ page }) => {
    await page.goto('/stock/NFLX/info');
    await expect(toggle(page)).toHaveAttribute('data-hydrated', 'true');
    await toggle(page).click();
    const dialog = await expectLoginRequiredDialog(page);
    // Cancel forgets it: nothing is added later.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await toggle(page).click();
    await page.getByTestId('global-dialog-login').click();
    await finishSignInAtProvider(page, '編輯小組');
    await expect(page).toHaveURL(/\/stock\/NFLX\/info$/);
    await expect(toggle(page)).toHaveAttribute('data-in-list', 'true');
    await expect(page.getByTestId('toast')).toContainText('加入自選股');
    await page.reload();
    await expect(toggle(page)).toHaveAttribute('data-in-list', 'true');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('data-in-list', 'false');
  });

  test('an empty watchlist suggests popular stocks with their add buttons', async ({ page }) => {
    // The desktop member starts empty.
    await signIn(page, false);
    await page.goto('/watchlist');
    const empty = page.getByTestId('watchlist-empty');
    await expect(empty).toContainText('你的自選股清單目前是空的。');
    const suggestions = page.getByTestId('watchlist-suggestion');
    await expect(suggestions).toHaveCount(10);
    const first = suggestions.first();
    await expect(first).toHaveAttribute('data-stock-id', 'NVDA');
    await expect(first.getByTestId('watchlist-toggle')).toHaveAttribute('data-hydrated', 'true');
    await first.getByTestId('watchlist-toggle').click();
    await expect(page.locator('[data-testid="watchlist-item"][data-stock-id="NVDA"]')).toHaveCount(1);
    await ensureNotWatched(page, 'NVDA');
  });
});

test.describe('watchlist writes: limits and bad input', () => {
  test('adding twice is one entry, removing an absent stock is a no-op, bad ids are refused, cross-site calls are 403', async ({ page }) => {
    // HTTP calls to the server function (its address learnt from one real toggle): desktop only.
    await signIn(page, false);
    const action = await captureAction(page);
    const ok = (inList: boolean, id: string) => expect.stringContaining(`"status":"ok","id":"${id}","inList":${inList}`);
    expect((await callAction(page, action, ['PEP', true])).text).toEqual(ok(true, 'PEP'));
    expect((await callAction(page, action, ['pep', true])).text).toEqual(ok(true, 'PEP'));
    expect((await callAction(page, action, ['PEP', false])).text).toEqual(ok(false, 'PEP'));
    expect((await callAction(page, action, ['PEP', false])).text).toEqual(ok(false, 'PEP'));
    for (const bad of [
      ['<script>', true],
      ['ZZZZQ', true],
      ['A'.repeat(500), true],
      [42, true],
      ['AMD', 'yes'],
      [null, null],
    ]) {
      const res = await callAction(page, action, bad);
      expect(res.status, JSON.stringify(bad)).toBe(200);
      expect(res.text).toContain('"status":"unknown-stock"');
    }
    const crossSite = await callAction(page, action, ['AMD', true], 'https://evil.example');
    expect(crossSite.status).toBe(403);
    // A guest (no cookie) is told to sign in.
    const guest = await page.context().browser()!.newContext();
    const res = await guest.request.post(action, { headers: { origin: appOrigin(), 'content-type': 'text/plain;charset=UTF-8' }, data: '["AMD",true]' });
    expect(await res.text()).toContain('"status":"login-required"');
    await guest.close();
  });

  test('the 100-stock limit gives a clear message and rolls the toggle back', async ({ page }) => {
    // Desktop only (not @phone). The member's list is filled to the limit through the business
    // service's own watchlist API, with a token of the same member from the provider (a hundred calls
    // at once: what is tested here is the 101st, which the reader makes from the page).
    await signIn(page, false);
    const { access_token: token } = await loginWithCodeFlow({ issuer: `${sandboxUrl()}/identity`, username: demoUsername(memberOf(false)), redirectUri: `${appOrigin()}/auth/sign-in-redirect` });
    const watchlistCall = (method: 'PUT' | 'DELETE', id: string) =>
      fetch(`${sandboxUrl()}/business/api/Watchlist/${encodeURIComponent(id)}`, { method, headers: { authorization: `Bearer ${token}`, 'x-app-id': 'usstock-web' } });
    // A hundred real symbols: the first hundred of bucket B of the sitemap.
    const sitemap = await (await page.request.get('/stock-sitemap-B.xml')).text();
    const ids = [...sitemap.matchAll(/\/stock\/([^/<]+)\/info/g)].map((m) => decodeURIComponent(m[1] ?? '')).slice(0, 100);
    expect(ids).toHaveLength(100);
    try {
      expect((await Promise.all(ids.map((id) => watchlistCall('PUT', id)))).map((res) => res.status)).toEqual(ids.map(() => 200));
      await page.goto('/stock/AMD/info');
      await expect(toggle(page)).toHaveAttribute('data-hydrated', 'true');
      await toggle(page).click();
      await expect(page.getByTestId('toast')).toHaveText(/自選股最多 100 檔，請先移除其他股票再加入。/);
      await expect(toggle(page)).toHaveAttribute('data-in-list', 'false');
      await page.goto('/watchlist');
      await expect(page.getByTestId('watchlist-count')).toHaveText('共 100 檔（上限 100 檔）');
      await expectNoSidewaysScroll(page);
    } finally {
      await Promise.all(ids.map((id) => watchlistCall('DELETE', id)));
    }
  });
});
