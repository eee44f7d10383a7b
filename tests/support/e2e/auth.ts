import { expect, type Locator, type Page } from '@playwright/test';
import { walkAuthorization } from '../../../sandbox/identity/code-flow-login.ts';
import { appOrigin } from '../../e2e/stacks.ts';
import { asProviderBrowser, demoUsername } from './sign-in.ts';

/**
 * Shared steps of the auth e2e specs: signing in through the real sandbox provider, reading the header.
 * Specs that only need a member use the sign-in fixture (support/sign-in.ts) instead.
 */

/**
 * Clicks 登入 in the header, chooses the demo account on the sandbox page, and waits to be back.
 * The provider's UI: only for the tests whose subject is signing in (auth.spec.ts, auth-access.spec.ts).
 */
export async function signInFromHeader(page: Page, accountNickname: string): Promise<void> {
  const back = page.url();
  await page.getByTestId('login-button').click();
  await expect(page.getByRole('heading', { name: '沙盒登入（示範帳號）' })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(accountNickname) }).click();
  await page.waitForURL(back);
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

/**
 * The app has sent this page to the provider's sign-in page (a dialog's 登入, a guarded page): signs
 * `who` in there as the account's button would, with the context's own request client (the same
 * requests as the fixture, from this page's authorize request, so the app's state for it holds), then
 * follows the provider's redirect back into the app as the browser would. Where the app sends the
 * reader from its callback is the app's doing: the test asserts it.
 */
export async function finishSignInAtProvider(page: Page, who: string): Promise<void> {
  await expect(page.getByRole('heading', { name: '沙盒登入（示範帳號）' })).toBeVisible();
  const { callback } = await walkAuthorization(asProviderBrowser(page.context().request), new URL(page.url()), { redirectUri: `${appOrigin()}/auth/sign-in-redirect`, username: demoUsername(who) });
  await page.goto(callback.href);
}

/** Opens the user menu (again if a click landed before hydration). */
export async function openUserMenu(page: Page): Promise<void> {
  const panel = page.getByTestId('user-menu-panel');
  await expect(async () => {
    if (!(await panel.isVisible())) await page.getByTestId('user-menu').click();
    await expect(panel).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** A member's tab signs out as a reader does: opens `path`, 登出 in the member menu (the app, then the provider), the logged-out dialog. */
export async function signOutThroughMenu(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await openUserMenu(page);
  await page.getByTestId('sign-out').click();
  await expect(page.getByTestId('global-dialog-logged-out')).toBeVisible();
}

/** Opens the user menu and reads the nickname and balance it shows (the button hides them on a phone). */
export async function readUserMenu(page: Page): Promise<{ nickname: string; pCoin: string }> {
  await openUserMenu(page);
  const panel = page.getByTestId('user-menu-panel');
  const nickname = (await panel.getByTestId('user-menu-panel-nickname').innerText()).trim();
  const pCoin = (await panel.getByTestId('user-menu-panel-pcoin').innerText()).trim();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  return { nickname, pCoin };
}

/** Records the auth runtime's window events from the first script on. */
export async function recordAuthEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: { type: string; detail: unknown }[] = [];
    (window as unknown as { __authEvents: typeof seen }).__authEvents = seen;
    for (const type of ['usstock:token-expiring', 'usstock:login', 'signupOrLogin_fail']) {
      window.addEventListener(type, (event) => seen.push({ type, detail: (event as CustomEvent).detail ?? null }));
    }
  });
}

export const authEvents = (page: Page) => page.evaluate(() => (window as unknown as { __authEvents?: { type: string; detail: unknown }[] }).__authEvents ?? []);

/** No token may ever be readable by page scripts. */
export async function expectNoTokenInDocumentCookie(page: Page): Promise<void> {
  const cookies = await page.evaluate(() => document.cookie);
  expect(cookies).not.toMatch(/eyJ[\w-]*\./);
  expect(cookies).not.toContain('usstock_session');
}

/** The login-required dialog a guest gets for a member's action (spec: 您尚未登入), shown; answered for its buttons. */
export async function expectLoginRequiredDialog(page: Page): Promise<Locator> {
  const dialog = page.getByTestId('global-dialog-login-required');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('您尚未登入');
  await expect(dialog).toContainText('此功能需要登入才能使用。');
  return dialog;
}
