import { type APIResponse } from '@playwright/test';
import { expect, test } from '../support/e2e/worker-tab.ts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from '../support/e2e/find.ts';
import { sandboxUrl } from './stacks.ts';
import { installFakeGoogleIdentity } from '../support/e2e/fake-google-identity.ts';
import { serverHtml } from '../support/e2e/server-html.ts';
import { signInContext } from '../support/e2e/sign-in.ts';

/**
 * /auth/{from} (auth layout): the sign-in landing. One button to the provider (the /login?from=
 * flow of decision 016), one-tap offered, back on {from} after signing in; {from} judged by the same
 * same-site rule as /login?from= (src/lib/http/auth-landing.ts), a refused one → /auth (target home).
 */

const landing = (page: import('@playwright/test').Page) => page.getByTestId('auth-landing');

/** The landing's target and its sign-in button's address, from the server's HTML. */
async function landingOf(response: APIResponse): Promise<{ target: string | null; signIn: string | null }> {
  const html = await serverHtml(response);
  return { target: html.one('auth-landing').attr('data-target'), signIn: html.one('auth-landing-sign-in').attr('href') };
}

test('the landing in the auth layout: heading, one sign-in button, and signing in returns to {from}', async ({ page }) => {
  const res = await page.goto('/auth/stock/NVDA/info');
  expect(res?.status()).toBe(200);
  await expect(page.locator('[data-layout="auth"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: '登入美股通' })).toBeVisible();
  await expect(landing(page)).toHaveAttribute('data-target', '/stock/NVDA/info');
  const signIn = page.getByTestId('auth-landing-sign-in');
  await expect(signIn).toHaveText('前往登入');
  await expect(signIn).toHaveAttribute('href', '/login?from=%2Fstock%2FNVDA%2Finfo');
  await expect(page.getByTestId('auth-landing-skip')).toHaveAttribute('href', '/stock/NVDA/info');
  // The auth layout has nothing to wander off to: no header search, no site menu, no second 登入.
  await expect(page.getByTestId('login-button')).toHaveCount(0);
  await expect(page).toHaveTitle('登入美股通｜美股通');
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await signIn.click();
  await expect(page.getByRole('heading', { name: '沙盒登入（示範帳號）' })).toBeVisible();
  await page.getByRole('button', { name: /美股小資族/ }).click();
  await page.waitForURL(/\/stock\/NVDA\/info$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a query on {from} is kept, and /auth alone is the landing for home', async ({ request }) => {
  const withQuery = await landingOf(await request.get('/auth/stock/NVDA/finance/income-statement?period=annual'));
  expect(withQuery.signIn).toBe(`/login?from=${encodeURIComponent('/stock/NVDA/finance/income-statement?period=annual')}`);
  for (const path of ['/auth', '/auth/']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(await landingOf(res), path).toEqual({ target: '/', signIn: '/login?from=%2F' });
  }
});

test('one-tap is offered on the landing and its sign-in goes on to {from}', async ({ page }) => {
  await installFakeGoogleIdentity(page, { sandboxUrl: sandboxUrl(), email: 'author@demo.local' });
  await page.goto('/auth/article/101');
  await page.waitForURL(/\/article\/101$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('a member visiting /auth/{from} goes straight to {from}', async ({ page }) => {
  await signInContext(page.context(), '美股小資族');
  await page.goto('/auth/stock/.GSPC/info');
  await expect(page).toHaveURL(/\/stock\/\.GSPC\/info$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  // A refused {from} takes a member home, not anywhere else (server redirects: the member's cookies, over HTTP).
  const refused = await page.context().request.get('/auth//evil.example');
  expect(refused.url()).toMatch(/^http:\/\/localhost:\d+\/$/);
});

test.describe('hostile {from} values get the landing for home, never another site or a 5xx', () => {
  const hostile = [
    '/auth//evil.example',
    '/auth///evil.example/x',
    '/auth/https://evil.example',
    '/auth/https:/evil.example',
    '/auth/javascript:alert(1)',
    '/auth/JavaScript:alert(document.cookie)',
    '/auth/javascript%3Aalert(1)',
    '/auth/%2F%2Fevil.example',
    '/auth/%252F%252Fevil.example',
    '/auth/%5Cevil.example',
    '/auth/%5C%5Cevil.example',
    '/auth/a/..//evil.example',
    '/auth/login',
    '/auth/logout',
    '/auth/auth/stock/NVDA/info',
  ];

  test('each is redirected to /auth, whose target is home', async ({ request }) => {
    for (const path of hostile) {
      const direct = await request.get(path, { maxRedirects: 0 });
      expect(direct.status(), path).toBeGreaterThanOrEqual(300);
      expect(direct.status(), path).toBeLessThan(400);
      expect(new URL(direct.headers().location ?? '', 'http://x.invalid').pathname, path).toBe('/auth');
      // Followed as a browser would: the landing for home.
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(new URL(res.url()).pathname, path).toBe('/auth');
      expect(await landingOf(res), path).toEqual({ target: '/', signIn: '/login?from=%2F' });
    }
  });

  test('a backslash, a control character or a path past 2,048 characters never gets a 5xx', async ({ request }) => {
    for (const path of ['/auth/\\evil.example', '/auth/%00', '/auth/%0d%0aSet-Cookie:x=1', `/auth/${'a'.repeat(600)}`, `/auth/${'a'.repeat(5000)}`, '/auth/%zz']) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeLessThan(500);
      const location = res.headers().location;
      if (location) expect(location.startsWith('/') && !location.startsWith('//'), `${path} → ${location}`).toBe(true);
    }
  });

  test('signing in from the landing for home never leaves the site', async ({ page }) => {
    await page.goto('/auth//evil.example');
    await page.getByTestId('auth-landing-sign-in').click();
    await page.getByRole('button', { name: /美股小資族/ }).click();
    await page.waitForURL(/^http:\/\/localhost:\d+\/$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });
});

test('the sign-in callback /auth/sign-in-redirect is still the callback, not a landing', async ({ request }) => {
  const res = await request.get('/auth/sign-in-redirect?code=x');
  expect(res.url()).toMatch(/^http:\/\/localhost:\d+\/$/);
  expect((await serverHtml(res)).byTestId('auth-landing')).toHaveLength(0);
});
