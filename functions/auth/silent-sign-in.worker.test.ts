import { describe, expect, it } from 'vitest';
import { APP, googleTestCredential, TestBrowser } from '@tests/test-browser';
import { sessionCookieOf, signedIn } from '@tests/session-steps';

/**
 * Signing in without the provider's page, against the real sandbox: Google one-tap (a credential the
 * sandbox signs with its local test key) and the silent login a returning reader's hidden frame runs.
 * Touches no knobs: it runs beside the other workerd files.
 */
describe('one-tap', () => {
  it('a locally signed credential signs the demo member in (server-side silent login)', async () => {
    const browser = new TestBrowser();
    await browser.page('/');
    const res = await browser.post('/auth/one-tap', JSON.stringify({ credential: await googleTestCredential('member@demo.local') }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'success', isNewUser: false });
    expect(sessionCookieOf(res)).toMatch(/HttpOnly/);
    expect(await browser.page('/')).toMatchObject({ kind: 'member', sub: '1001', sessionState: null });
  });

  it('a credential with a broken signature is refused with its errorStatus and no session', async () => {
    const browser = new TestBrowser();
    await browser.page('/');
    const credential = await googleTestCredential('member@demo.local');
    const [header, payload, signature = ''] = credential.split('.');
    const broken = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const res = await browser.post('/auth/one-tap', JSON.stringify({ credential: broken }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ status: 'fail', errorStatus: 'invalid_token' });
    expect(sessionCookieOf(res)).toBeUndefined();
    expect((await browser.page('/')).kind).toBe('guest');
  });

  it('refuses junk, oversized bodies and cross-site posts', async () => {
    const browser = new TestBrowser();
    expect((await browser.post('/auth/one-tap', '{"credential":')).status).toBe(400);
    expect((await browser.post('/auth/one-tap', JSON.stringify({ credential: 'not a jwt' }))).status).toBe(400);
    expect((await browser.post('/auth/one-tap', JSON.stringify({ credential: 'a'.repeat(20_000) }))).status).toBe(413);
    expect((await browser.post('/auth/one-tap', 'credential=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await browser.post('/auth/one-tap', '{}', 'application/json', 'https://evil.example')).status).toBe(403);
  });
});

describe('silent login (/auth/silent → /refresh)', () => {
  it('with a provider session, the frame page reports success and the session is set', async () => {
    const browser = await signedIn();
    browser.cookies.delete('usstock_session');
    const start = await browser.request('/auth/silent?from=%2Farticle');
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.searchParams.get('prompt')).toBe('none');
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${APP}/refresh`);
    const back = new URL((await browser.provider.request(authorize)).headers.get('location') ?? '');
    const res = await browser.request(`${back.pathname}${back.search}`, { headers: { 'sec-fetch-dest': 'iframe' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('"type":"usstock:silent-login","ok":true');
    expect((await browser.page('/article')).kind).toBe('member');
  });

  it('without one, it reports failure and sets nothing', async () => {
    const browser = new TestBrowser();
    const start = await browser.request('/auth/silent?from=%2F');
    const back = new URL((await browser.provider.request(new URL(start.headers.get('location') ?? ''))).headers.get('location') ?? '');
    expect(back.searchParams.get('error')).toBe('login_required');
    const res = await browser.request(`${back.pathname}${back.search}`, { headers: { 'sec-fetch-dest': 'iframe' } });
    const html = await res.text();
    expect(html).toContain('"ok":false');
    expect(sessionCookieOf(res)).toBeUndefined();
  });
});
