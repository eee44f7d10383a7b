import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWallet } from '../wallet.ts';
import { authorize } from './code-flow-login.ts';
import { type CookieJarBrowser, createCookieJarBrowser, readForms } from './cookie-jar-browser.ts';
import { startTestProvider, TEST_APP_ORIGIN, TEST_REDIRECT_URI, type TestProvider } from './test-provider.ts';
import { safeTopUpReturnUrl } from './top-up-page.ts';

/**
 * The member centre's 「儲值 pCoin」 page: the member is whoever the provider's browser
 * session names; an offered amount is added and the browser goes back to a page of the app, never
 * anywhere else.
 */
let idp: TestProvider;
let page: string;
const wallet = () => createWallet(idp.storage);
const ARTICLE = `${TEST_APP_ORIGIN}/article/149`;
const HOSTILE_RETURNS = [
  'https://evil.example/phish',
  '//evil.example/phish',
  'javascript:alert(1)',
  `${TEST_APP_ORIGIN}@evil.example/`,
  'http://localhost:8787.evil.example/',
  'http://localhost:9999/article/149',
  'https://localhost:8787/article/149',
  `http://user:pass@localhost:8787/article/149`,
  `${TEST_APP_ORIGIN}/article/149\n`,
  `${TEST_APP_ORIGIN}/\\evil.example`,
  `${TEST_APP_ORIGIN}//evil.example`,
  `${TEST_APP_ORIGIN}/${'a'.repeat(2100)}`,
];

beforeAll(async () => {
  idp = await startTestProvider();
  page = `${idp.issuer}/wallet/top-up`;
});
afterAll(() => idp.close());

/** A browser whose provider session is `username`'s, as after signing in to the app. */
async function signedIn(username: string): Promise<CookieJarBrowser> {
  return (await authorize({ issuer: idp.issuer, redirectUri: TEST_REDIRECT_URI, username })).browser;
}

const withReturn = (returnUrl: string) => `${page}?returnUrl=${encodeURIComponent(returnUrl)}`;

/** The page's own form as a browser posts it: Sec-Fetch-Site same-origin, and Origin "null" under the page's no-referrer policy. */
const FROM_THE_PAGE = { 'sec-fetch-site': 'same-origin', origin: 'null' };

function post(browser: CookieJarBrowser, fields: Record<string, string>, from: Record<string, string> = FROM_THE_PAGE) {
  const headers = { 'content-type': 'application/x-www-form-urlencoded', ...from };
  return browser.request(page, { method: 'POST', headers, body: new URLSearchParams(fields) });
}

describe('GET /identity/wallet/top-up', () => {
  it("shows the signed-in member's balance and the amounts as one labelled choice, under a strict policy", async () => {
    const browser = await signedIn('writer');
    const res = await browser.request(withReturn(ARTICLE));
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="zh-Hant-TW">');
    expect(html).toContain('<h1>儲值 pCoin</h1>');
    expect(html).toContain('編輯小組');
    expect(html).toContain('<dd id="balance">300 pCoin</dd>');
    expect(html).toMatch(/<fieldset>\s*<legend>選擇儲值金額<\/legend>/);
    for (const amount of ['100', '500', '1000']) expect(html).toContain(`<input type="radio" name="amount" value="${amount}"`);
    expect(html).toContain('1,000 pCoin');
    const form = readForms(html)[0];
    expect(form?.attributes).toMatchObject({ method: 'post', action: '/identity/wallet/top-up' });
    expect(form?.hidden).toEqual({ returnUrl: ARTICLE });
    expect(html).toContain(`href="${ARTICLE}"`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`form-action 'self' ${TEST_APP_ORIGIN}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('asks a browser with no provider session to sign in first (401), and offers no form', async () => {
    const res = await createCookieJarBrowser().request(withReturn(ARTICLE));
    const html = await res.text();
    expect(res.status).toBe(401);
    expect(html).toContain('請先登入會員');
    expect(readForms(html)).toEqual([]);
    expect(html).toContain(`href="${ARTICLE}"`);
  });

  it.each(HOSTILE_RETURNS)('drops a return address that is not the app’s: %s', async (hostile) => {
    const browser = await signedIn('member');
    const html = await (await browser.request(withReturn(hostile))).text();
    expect(readForms(html)[0]?.hidden).toEqual({});
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('javascript:');
    expect(html).toContain(`href="${TEST_APP_ORIGIN}/"`);
  });
});

describe('POST /identity/wallet/top-up', () => {
  it('adds the chosen amount to the signed-in member and sends the browser back to the article (303)', async () => {
    const browser = await signedIn('author');
    const before = await wallet().balance(1002);
    const res = await post(browser, { amount: '500', returnUrl: ARTICLE });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(ARTICLE);
    expect(await wallet().balance(1002)).toBe(before + 500);
  });

  it('without a return address, stays on the page and says what was added', async () => {
    const browser = await signedIn('author');
    const before = await wallet().balance(1002);
    const res = await post(browser, { amount: '100' });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain(`已儲值 100 pCoin，目前餘額 ${new Intl.NumberFormat('en-US').format(before + 100)} pCoin。`);
    expect(html).toContain('role="status"');
  });

  it.each([['0'], ['-100'], ['99999'], ['500.0'], [' 500'], ['abc'], ['']])('refuses the amount %j with 400 and adds nothing', async (amount) => {
    const browser = await signedIn('admin');
    const before = await wallet().balance(1004);
    const res = await post(browser, { amount, returnUrl: ARTICLE });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('role="alert"');
    expect(await wallet().balance(1004)).toBe(before);
  });

  it('refuses a form without an amount', async () => {
    const browser = await signedIn('admin');
    const before = await wallet().balance(1004);
    expect((await post(browser, { returnUrl: ARTICLE })).status).toBe(400);
    expect(await wallet().balance(1004)).toBe(before);
  });

  it.each(HOSTILE_RETURNS)('refuses a hostile return address with 400 before adding anything: %s', async (hostile) => {
    const browser = await signedIn('admin');
    const before = await wallet().balance(1004);
    const res = await post(browser, { amount: '1000', returnUrl: hostile });
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await wallet().balance(1004)).toBe(before);
  });

  it("takes a client without Sec-Fetch-Site at its Origin, when that is the page's own", async () => {
    const browser = await signedIn('admin');
    const before = await wallet().balance(1004);
    expect((await post(browser, { amount: '100', returnUrl: ARTICLE }, { origin: new URL(idp.issuer).origin })).status).toBe(303);
    expect(await wallet().balance(1004)).toBe(before + 100);
  });

  it.each([
    ['no Sec-Fetch-Site nor Origin', {}],
    ['the app (same-site)', { 'sec-fetch-site': 'same-site', origin: TEST_APP_ORIGIN }],
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['an Origin of the app, without Sec-Fetch-Site', { origin: TEST_APP_ORIGIN }],
    ["a same-site fetch claiming the page's Origin", { 'sec-fetch-site': 'same-site', origin: 'SELF' }],
  ])('refuses a post from %s with 403', async (_from, headers: Record<string, string>) => {
    const browser = await signedIn('admin');
    const before = await wallet().balance(1004);
    const from = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value === 'SELF' ? new URL(idp.issuer).origin : value]));
    expect((await post(browser, { amount: '1000', returnUrl: ARTICLE }, from)).status).toBe(403);
    expect(await wallet().balance(1004)).toBe(before);
  });

  it('refuses a browser with no provider session (401)', async () => {
    const res = await post(createCookieJarBrowser(), { amount: '1000', returnUrl: ARTICLE });
    expect(res.status).toBe(401);
    expect(await wallet().balance(1001)).toBe(500);
  });

  it('answers 405 to other methods', async () => {
    const res = await fetch(page, { method: 'PUT' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
  });
});

describe('safeTopUpReturnUrl', () => {
  it('keeps a page of an app origin, normalised', () => {
    expect(safeTopUpReturnUrl(`${TEST_APP_ORIGIN}/article/149?x=1#end`, [TEST_APP_ORIGIN])).toBe(`${TEST_APP_ORIGIN}/article/149?x=1#end`);
    expect(safeTopUpReturnUrl(`${TEST_APP_ORIGIN}/a/../article/149`, [TEST_APP_ORIGIN])).toBe(`${TEST_APP_ORIGIN}/article/149`);
  });

  it.each([...HOSTILE_RETURNS, '', '/article/149', undefined, 42, ['http://localhost:8787/']])('refuses %j', (raw) => {
    expect(safeTopUpReturnUrl(raw, [TEST_APP_ORIGIN])).toBeNull();
  });
});
