import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from './constants.ts';
import { createCookieJarBrowser, readForms, redirectTarget } from './cookie-jar-browser.ts';
import { startTestProvider, TEST_REDIRECT_URI, type TestProvider } from './test-provider.ts';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider();
});
afterAll(() => idp.close());

/** Starts an authorization request and stops on the sign-in page. */
async function openSignInPage() {
  const browser = createCookieJarBrowser();
  const authorizeUrl = new URL(`${idp.issuer}/authorize`);
  const verifier = randomBytes(32).toString('base64url');
  Object.entries({
    client_id: WEB_CLIENT_ID,
    redirect_uri: TEST_REDIRECT_URI,
    response_type: 'code',
    scope: 'openid nickname',
    state: 'st',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).forEach(([key, value]) => authorizeUrl.searchParams.set(key, value));
  const res = await browser.request(authorizeUrl);
  const pageUrl = redirectTarget(res, authorizeUrl);
  if (!pageUrl) throw new Error(`authorize answered ${res.status}`);
  const page = await browser.request(pageUrl);
  const html = await page.text();
  const loginForm = readForms(html).find((form) => form.attributes.id === 'login-form');
  const loginUrl = new URL(loginForm?.attributes.action ?? '', pageUrl);
  const submit = (body: string | URLSearchParams) => browser.request(loginUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return { browser, pageUrl, page, html, loginUrl, submit };
}

describe('sign-in page', () => {
  it('is a zh-TW page listing every demo account, under a strict policy', async () => {
    const { page, html } = await openSignInPage();
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="zh-Hant-TW">');
    expect(html).toContain('沙盒登入（示範帳號）');
    expect(html).toContain('name="viewport"');
    for (const text of ['美股小資族', '一般會員', '華爾街觀察家', '授權作者', '編輯小組', '撰稿編輯', '站務管理員', '管理員']) {
      expect(html).toContain(text);
    }
    for (const username of ['member', 'author', 'writer', 'admin']) expect(html).toContain(`value="${username}"`);
    expect(html).toContain('密碼可留空');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
  });

  it('signs in with a chosen account and any password, and goes back to the authorization endpoint', async () => {
    const { submit, loginUrl } = await openSignInPage();
    const res = await submit(new URLSearchParams({ username: ' Writer ', password: 'anything' }));
    expect(res.status).toBe(303);
    expect(redirectTarget(res, loginUrl)?.pathname).toMatch(/^\/identity\/authorize\//);
  });

  it('answers an unknown username with the page again, an error in Chinese and 401', async () => {
    const { submit } = await openSignInPage();
    const res = await submit(new URLSearchParams({ username: 'nobody' }));
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('找不到帳號「nobody」');
    expect(html).toContain('role="alert"');
    expect(html).toContain('value="nobody"');
  });

  it('escapes HTML typed as a username', async () => {
    const { submit } = await openSignInPage();
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const res = await submit(new URLSearchParams({ username: hostile }));
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
  });

  it('answers 400 to an empty or overlong username and 413 to a huge form, never 500', async () => {
    const { submit } = await openSignInPage();
    expect((await submit(new URLSearchParams({ username: '   ' }))).status).toBe(400);
    expect((await submit('')).status).toBe(400);
    const long = await submit(new URLSearchParams({ username: 'a'.repeat(65) }));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('帳號長度不可超過 64 個字元');
    const huge = await submit(new URLSearchParams({ username: 'member', password: 'x'.repeat(100_000) }));
    expect(huge.status).toBe(413);
    expect((await submit('%E0%A4%A')).status).toBe(400);
  });

  it('refuses a sign-in for another interaction, without the cookie, or with GET', async () => {
    const { browser, loginUrl } = await openSignInPage();
    const other = new URL(loginUrl.href.replace(/interaction\/[^/]+/, 'interaction/someoneElse'));
    const wrongUid = await browser.request(other, { method: 'POST', body: new URLSearchParams({ username: 'member' }) });
    expect(wrongUid.status).toBe(400);
    expect(await wrongUid.text()).toContain('登入流程已逾時');
    const noCookie = await fetch(loginUrl, { method: 'POST', body: new URLSearchParams({ username: 'member' }) });
    expect(noCookie.status).toBe(400);
    expect((await browser.request(loginUrl)).status).toBe(405);
    expect((await fetch(`${idp.issuer}/interaction/..%2F..%2Fetc`)).status).toBe(404);
  });

  it('cancelling sends access_denied back to the app', async () => {
    const { browser, html, pageUrl } = await openSignInPage();
    const abortHref = /href="([^"]*\/abort)"/.exec(html)?.[1] ?? '';
    const abortUrl = new URL(abortHref, pageUrl);
    const back = redirectTarget(await browser.request(abortUrl), abortUrl);
    expect(back?.pathname).toMatch(/^\/identity\/authorize\//);
    const final = redirectTarget(await browser.request(back ?? ''), back ?? '');
    expect(final?.origin + (final?.pathname ?? '')).toBe(TEST_REDIRECT_URI);
    expect(final?.searchParams.get('error')).toBe('access_denied');
  });
});
