import { type Page } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { authEvents, finishSignInAtProvider, recordAuthEvents, signInFromHeader, signOutThroughMenu } from '../support/e2e/auth.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { sandboxUrl } from './stacks.ts';
import { signInAndOpen } from '../support/e2e/sign-in.ts';

/**
 * A page left open while its session ends. Against the real sandbox provider;
 * members sign in through the sign-in fixture (support/sign-in.ts: the app's /login, the provider and
 * the app's callback, as the browser's requests, without the provider's pages).
 */

test.afterEach(async () => {
  await setKnobs({});
});

/** A paid article this member has not unlocked (the sandbox's fixtures). */
const PAID = 135;

/**
 * Starts listening; the function returned resolves once the page has re-rendered from the server after
 * its session's answer (a POST /auth/session, then an RSC request, both finished), two frames on so
 * React has committed it. AuthRuntime asks for that render when it learns the session ended.
 */
function serverRenderAfterSessionAnswer(page: Page): () => Promise<void> {
  const heard: ('session' | 'render')[] = [];
  page.on('requestfinished', (req) => {
    if (req.url().endsWith('/auth/session')) heard.push('session');
    else if (req.url().includes('/RSC/')) heard.push('render');
  });
  return async () => {
    await expect.poll(() => heard.includes('session') && heard.indexOf('render', heard.indexOf('session')) > 0).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  };
}

test('a session ended at the provider turns the open page into a guest page with the dialog', async ({ page, context }) => {
  await signInAndOpen(page, '美股小資族', `/article/${PAID}`);
  await expect(page.getByTestId('paywall-unlock')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  const serverRender = serverRenderAfterSessionAnswer(page);

  // The provider session ends without the app knowing (the member signs out at the provider itself).
  const provider = await context.newPage();
  await provider.goto(`${sandboxUrl()}/identity/endsession`);
  await provider.getByRole('button', { name: '是，登出' }).click();
  await expect(provider.getByRole('heading', { name: '您已登出' })).toBeVisible();
  await provider.close();

  // Within the check interval (1 s on this stack): the dialog, and a guest's header and paywall.
  const dialog = page.getByTestId('global-dialog-logged-out');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText('您已登出');
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(page.getByTestId('login-button')).toBeAttached();
  await expect(page.getByTestId('paywall-unlock')).toHaveCount(0);
  await expect(page.getByTestId('paywall-login')).toBeAttached();
  // Still a guest after the page re-rendered from the server, and on a reload.
  await serverRender();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('login-button')).toBeVisible();
});

test('a member action refused because the session ended elsewhere makes this page a guest page at once', async ({ page, browser }) => {
  // Signed in through the provider's page: with the fixture this test timed out on a click about one run
  // in two on an idle machine (the cause was never found).
  await page.goto('/stock/NVDA/info');
  await signInFromHeader(page, '美股小資族');
  // Another browser holds a copy of the session and signs out with it (decision 021: every copy ends).
  const other = await browser.newContext();
  await other.addCookies(await page.context().cookies());
  await signOutThroughMenu(await other.newPage());
  await other.close();

  // This page does not know yet; the reader taps 加入自選.
  const toggle = page.getByRole('button', { name: /加入自選|已加入自選/ }).first();
  await expect(toggle).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await toggle.click();
  await expect(page.getByTestId('global-dialog-logged-out')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('global-dialog-login-required')).toHaveCount(0);
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
  await expect(page.getByTestId('login-button')).toBeAttached();
  // The button is a guest's now: the next tap asks to sign in.
  // Escape closes it. A later server render can bring the notice once more and open it again (seen on
  // an idle machine): close it until it stays closed.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('global-dialog-logged-out')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await toggle.click();
  await expect(page.getByTestId('global-dialog-login-required')).toBeVisible();
});

test('the error flow: refused while the session still stands reloads the page data and says 已刷新資料', async ({ page }) => {
  await signInAndOpen(page, '美股小資族', '/stock/NVDA/info');
  const reloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/RSC/')) reloads.push(request.url());
  });
  // What a member action does when the server refuses it (session-ended.ts); here the session is fine,
  // so the page and the server merely disagree: the page takes a fresh render.
  // The session runtime listens once the page has hydrated (with the loading bar).
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('usstock:session-refused')));
    await expect(page.getByTestId('toast')).toHaveText(/已刷新資料/, { timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await expect.poll(() => reloads.length).toBeGreaterThan(0);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('global-dialog-logged-out')).toHaveCount(0);
});

test('a redirect sign-in raises the login event once, and a second tab follows', async ({ page, context }) => {
  await recordAuthEvents(page);
  const other = await context.newPage();
  await other.goto('/article');
  await expect(other.getByTestId('login-button')).toBeVisible();
  // Listening (hydrated) before this tab signs in: the news is broadcast once.
  await expect(other.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  // The callback's redirect lands here (the fixture's requests, then the page the callback sends to).
  await signInAndOpen(page, '美股小資族', '/stock/AAPL/info');
  const logins = async () => (await authEvents(page)).filter((event) => event.type === 'usstock:login').length;
  await expect.poll(logins).toBe(1);
  // The other tab of this browser becomes a member without a reload by the reader.
  await expect(other.getByTestId('user-menu')).toBeVisible({ timeout: 10_000 });
  // Not again on the next page. The event is raised by an effect of the hydrating render, the loading
  // bar's data-hydrated comes in the commit after it: once hydrated, the event would have been heard.
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  expect(await logins()).toBe(0);
});

test('localRoute: a sign-in that lands elsewhere goes back to where 登入 was chosen', async ({ page, context }) => {
  await page.goto('/stock/TSLA/dividend');
  await expect(page.getByTestId('login-button')).toBeVisible();
  // The page is remembered by 登入's click handler, so the click must come after hydration: before it,
  // 登入 is a plain link and only the server's sign-in transaction brings the reader back (CI once clicked first).
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  // 登入 here remembers the page …
  await page.getByTestId('login-button').click();
  await expect(page.getByRole('heading', { name: '沙盒登入（示範帳號）' })).toBeVisible();
  const site = await context.newPage();
  await site.goto('/about-nothing');
  expect(await site.evaluate(() => JSON.parse(localStorage.getItem('localRoute') ?? 'null'))).toMatchObject({ path: '/stock/TSLA/dividend' });
  await site.close();
  // … and a sign-in started from another page (another tab's 登入, here a direct /login) still ends there.
  await page.goto('/login?from=%2F');
  await finishSignInAtProvider(page, '美股小資族');
  await expect(page).toHaveURL(/\/stock\/TSLA\/dividend$/, { timeout: 15_000 });
  // One user menu once the page has settled: for a moment after landing, React's streamed segment (a hidden
  // <div id="S:n">) can still hold a second copy of what the page already shows.
  await expect(page.getByTestId('user-menu')).toHaveCount(1);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('localRoute'))).toBeNull();
});
