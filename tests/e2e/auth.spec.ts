import { expect, test } from '../support/e2e/worker-tab.ts';
import { authEvents, expectNoTokenInDocumentCookie, openUserMenu, readUserMenu, recordAuthEvents, signInFromHeader } from '../support/e2e/auth.ts';
import { setKnobs } from '../support/e2e/sandbox-knobs.ts';
import { sandboxUrl } from './stacks.ts';
import { signInAndOpen, signInContext } from '../support/e2e/sign-in.ts';
import { blockGoogleIdentity, installFakeGoogleIdentity, installFakeGoogleIdentityWithBrokenSignature } from '../support/e2e/fake-google-identity.ts';

/**
 * Sign-in end to end: the Worker as OIDC client against the sandbox provider, in Chromium: signing in
 * (from the header, by one-tap, silently on arrival), the session renewed, signing out here, in another
 * tab or at the provider, a hostile callback. Google's one-tap script is the only stand-in (it cannot
 * run offline); everything else is real. The provider's sign-in page is walked in the tests about
 * signing in (the header's 登入, the logged-out dialog's 登入); the others start as a member through the
 * sign-in fixture (support/sign-in.ts: the same /login → provider → callback requests, without the
 * pages). What signing in opens (guarded pages, paid articles) is auth-access.spec.ts.
 */
test.afterEach(async () => {
  await setKnobs({});
});

test('a member signs in from the header, sees nickname and pCoin, stays signed in on reload, and no token is readable', async ({ page }) => {
  // Nothing on the way answers 4xx or 5xx. (A 404 once seen here was the provider's /favicon.ico, which a full
  // browser asks for and the headless shell does not: sandbox/server.test.ts holds that one.)
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/article');
  await expect(page.getByTestId('login-button')).toBeVisible();
  await signInFromHeader(page, '美股小資族');
  await expect(page).toHaveURL(/\/article$/);
  const menu = await readUserMenu(page);
  expect(menu.nickname).toBe('美股小資族');
  expect(menu.pCoin).toMatch(/^[\d,]+ pCoin$/);
  await expectNoTokenInDocumentCookie(page);

  expect(failed).toEqual([]);

  await page.reload();
  expect((await readUserMenu(page)).nickname).toBe('美股小資族');
  // A client navigation keeps the member too (the header re-renders with the route).
  await page.getByRole('link', { name: '即時新聞' }).first().click();
  await expect(page).toHaveURL(/\/category\/news$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a short token lifetime is waited out: the client timer renews it and the member stays signed in', async ({ page }) => {
  // 6 s: the renewals come 3 s apart (refresh-window.ts: half the lifetime), the third 3 s after the first
  // token expired. (8 s took 12 s for the same three; the sandbox's floor is 5 s, whose lead rounds down to 2.)
  await setKnobs({ accessTokenTtl: 6 });
  await recordAuthEvents(page);
  const renewals: number[] = [];
  page.on('response', (res) => {
    if (res.url().endsWith('/auth/session')) renewals.push(res.status());
  });
  await signInAndOpen(page, '美股小資族', '/');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // Renewals at half of each 6 s lifetime: the third comes after the first token expired, so the
  // member outlives it, with every renewal in the background and the page never reloaded.
  await expect.poll(() => renewals.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  expect(renewals.every((status) => status === 200)).toBe(true);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await page.reload();
  expect((await readUserMenu(page)).nickname).toBe('美股小資族');
  await expectNoTokenInDocumentCookie(page);
});

test('signing out ends the session at the provider and shows the logged-out dialog', async ({ page }) => {
  await signInAndOpen(page, '美股小資族', '/stock/NVDA/info');
  await openUserMenu(page);
  await page.getByTestId('sign-out').click();
  await page.waitForURL(/\/stock\/NVDA\/info$/);
  const dialog = page.getByTestId('global-dialog-logged-out');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您已登出');
  await expect(dialog).toContainText('若要繼續使用請重新登入');
  await expect(dialog.getByRole('button', { name: '登入' })).toBeVisible();
  await expect(page.getByTestId('login-button')).toBeAttached();
  await expectNoTokenInDocumentCookie(page);
  // The dialog's 登入 goes back to the provider's sign-in page, where another account may sign in.
  await dialog.getByRole('button', { name: '登入' }).click();
  await expect(page.getByRole('heading', { name: '沙盒登入（示範帳號）' })).toBeVisible();
  await page.getByRole('button', { name: /華爾街觀察家/ }).click();
  await page.waitForURL(/\/stock\/NVDA\/info$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  expect((await readUserMenu(page)).nickname).toBe('華爾街觀察家');
});

test('a sign-out in another tab shows the logged-out dialog here too', async ({ page, context }) => {
  await signInAndOpen(page, '美股小資族', '/article');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // Listening (hydrated) before the other tab signs out.
  await expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  const other = await context.newPage();
  await other.goto('/');
  await openUserMenu(other);
  await other.getByTestId('sign-out').click();
  await expect(other.getByTestId('global-dialog-logged-out')).toBeVisible();
  await expect(page.getByTestId('global-dialog-logged-out')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByTestId('login-button')).toBeVisible();
});

test('the session monitor notices a provider sign-out done outside the app (check_session)', async ({ page, context }) => {
  await signInAndOpen(page, '美股小資族', '/article');
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // End the provider session directly at the provider, without the app knowing.
  const provider = await context.newPage();
  await provider.goto(`${sandboxUrl()}/identity/endsession`);
  await provider.getByRole('button', { name: '是，登出' }).click();
  await expect(provider.getByRole('heading', { name: '您已登出' })).toBeVisible();
  await provider.close();
  // The stack asks check_session every second (SESSION_CHECK_INTERVAL_SECONDS=1, playwright.config.ts).
  await expect(page.getByTestId('global-dialog-logged-out')).toBeVisible({ timeout: 10_000 });
});

test('a returning visitor with a provider session is signed in silently on arrival', async ({ page, context }) => {
  await signInContext(context, '美股小資族', '/');
  // Drop only the app's session: the provider still knows this browser.
  await context.clearCookies({ name: 'usstock_session' });
  // A tab of its own (the silent login is tried once per tab session): this page was not opened before.
  await page.goto('/article');
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });
});

test('one-tap with a locally signed credential signs the member in', async ({ page }) => {
  await recordAuthEvents(page);
  await installFakeGoogleIdentity(page, { sandboxUrl: sandboxUrl(), email: 'author@demo.local' });
  await page.goto('/article');
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 15_000 });
  expect((await readUserMenu(page)).nickname).toBe('華爾街觀察家');
  expect((await authEvents(page)).map((event) => event.type)).toContain('usstock:login');
  await expectNoTokenInDocumentCookie(page);
});

test('a one-tap credential with a bad signature raises signupOrLogin_fail and the visitor stays a guest', async ({ page }) => {
  await recordAuthEvents(page);
  await installFakeGoogleIdentityWithBrokenSignature(page, { sandboxUrl: sandboxUrl(), email: 'member@demo.local' });
  await page.goto('/article');
  await expect.poll(async () => (await authEvents(page)).find((event) => event.type === 'signupOrLogin_fail')?.detail).toEqual({ errorStatus: 'invalid_token' });
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
});

test('one-tap is not offered on the article-only view, and an unreachable Google script breaks nothing', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let googleRequests = 0;
  page.on('request', (req) => {
    if (req.url().startsWith('https://accounts.google.com/')) googleRequests += 1;
  });
  await blockGoogleIdentity(page);
  // Hydrated first: on a busy machine the page's script can still be running after a quiet half
  // second on the network, and one-tap asks for Google's script only once it has run.
  const hydrated = () => expect(page.getByTestId('loading-bar')).toHaveAttribute('data-hydrated', 'true');
  await page.goto('/onlyarticlecontent/101');
  await hydrated();
  // Where one-tap may show, Google's script tag is added once the page has loaded and the browser is
  // idle. An idle callback asked for after that one, then two frames for its commit: no
  // such tag then means none was ever going to be added.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), { timeout: 5_000 })));
  await expect(page.locator('script[src^="https://accounts.google.com/"]')).toHaveCount(0);
  expect(googleRequests).toBe(0);
  const googleScript = page.waitForRequest((req) => req.url().startsWith('https://accounts.google.com/'));
  await page.goto('/article');
  await hydrated();
  await googleScript;
  expect(googleRequests).toBeGreaterThan(0);
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a hostile sign-in callback leaves a guest with the API error dialog', async ({ page }) => {
  await page.goto(`/auth/sign-in-redirect?code=stolen&state=${'A'.repeat(43)}&session_state=x`);
  await expect(page).toHaveURL(/\/$/);
  const dialog = page.getByTestId('global-dialog-api-error');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('錯誤');
  await expect(dialog).toContainText('發生錯誤，請再試一次。');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('login-button')).toBeVisible();
  // Missing parameters simply go home, without a dialog.
  await page.goto('/auth/sign-in-redirect?code=x');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('dialog[open]')).toHaveCount(0);
});
