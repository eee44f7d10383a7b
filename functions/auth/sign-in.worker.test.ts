import { describe, expect, it } from 'vitest';
import { APP, TestBrowser } from '@tests/test-browser';

/**
 * The authorization code flow against the real sandbox provider (oidc-provider): /login, the
 * provider's sign-in page, the callback, and every way a callback can be hostile. A failed sign-in
 * must end in a redirect with the reader still a guest, never a 5xx and never a member session.
 */
describe('/login', () => {
  it('sends the browser to the authorize endpoint with PKCE, state, nonce and prompt=select_account', async () => {
    const browser = new TestBrowser();
    const res = await browser.request('/login?from=%2Fstock%2FNVDA%2Finfo');
    expect(res.status).toBe(302);
    const target = new URL(res.headers.get('location') ?? '');
    expect(target.pathname).toBe('/identity/authorize');
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: 'usstock-web',
      response_type: 'code',
      scope: 'openid nickname',
      redirect_uri: `${APP}/auth/sign-in-redirect`,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    for (const param of ['state', 'nonce', 'code_challenge']) expect(target.searchParams.get(param)).toMatch(/^[\w-]{43}$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const tx = res.headers.getSetCookie().find((cookie) => cookie.startsWith('usstock_auth_tx_'));
    expect(tx).toMatch(/HttpOnly/);
    // The transaction is sealed: neither the verifier nor the return path can be read from it.
    expect(tx).not.toContain('NVDA');
  });

  it('mints no guest token on the way out (the sign-in comes first)', async () => {
    const browser = new TestBrowser();
    await browser.request('/login');
    expect(browser.cookies.has('usstock_session')).toBe(false);
  });

  it('refuses other methods', async () => {
    const browser = new TestBrowser();
    // A same-origin POST reaches the route and gets 405; a cross-site one is stopped earlier (403).
    expect((await browser.post('/login', null)).status).toBe(405);
    expect((await browser.request('/login', { method: 'POST', navigation: false })).status).toBe(403);
  });
});

describe('sign-in callback', () => {
  it('signs the demo member in and returns to where they came from', async () => {
    const browser = new TestBrowser();
    const res = await browser.signIn('member', '/stock/NVDA/info');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/stock/NVDA/info');
    const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith('usstock_session='));
    expect(session).toMatch(/Max-Age=1209600; Path=\/; HttpOnly; SameSite=Lax/);
    // The first page says it is the first after a sign-in (the login event), once.
    const report = await browser.page('/stock/NVDA/info');
    expect(report).toMatchObject({ kind: 'member', sub: '1001', notice: 'signed-in' });
    expect(report.sessionState).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await browser.page('/stock/NVDA/info')).toMatchObject({ kind: 'member', notice: null });
    // The transaction was consumed.
    expect([...browser.cookies.keys()].filter((name) => name.startsWith('usstock_auth_tx'))).toEqual([]);
  });

  it('an open redirect in `from` is dropped: the member lands on the home page', async () => {
    const browser = new TestBrowser();
    const res = await browser.signIn('member', '//evil.example/phish');
    expect(res.headers.get('location')).toBe('/');
  });

  it('goes home when code, state or session_state is missing, without a session', async () => {
    const browser = new TestBrowser();
    const callback = await browser.signInAtProvider('member');
    for (const drop of ['code', 'state', 'session_state']) {
      const partial = new URL(callback);
      partial.searchParams.delete(drop);
      const res = await browser.request(`${partial.pathname}${partial.search}`);
      expect(res.status, drop).toBe(302);
      expect(res.headers.get('location'), drop).toBe('/');
      expect(
        res.headers.getSetCookie().some((cookie) => cookie.startsWith('usstock_session=')),
        drop,
      ).toBe(false);
    }
  });

  it('a wrong state is refused: guest, API error notice, and the code is never redeemed', async () => {
    const browser = new TestBrowser();
    const callback = await browser.signInAtProvider('member');
    const forged = new URL(callback);
    forged.searchParams.set('state', 'A'.repeat(43));
    const res = await browser.request(`${forged.pathname}${forged.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/');
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('usstock_session='))).toBe(false);
    expect(await browser.page('/')).toMatchObject({ kind: 'guest', notice: 'api-error' });
    // The real state still works afterwards: the forged one did not spend the transaction.
    const ok = await browser.request(`${callback.pathname}${callback.search}`);
    expect(ok.headers.get('location')).toBe('/article');
    expect((await browser.page('/article')).kind).toBe('member');
  });

  it('a malformed state or an oversized code is refused without a call', async () => {
    const browser = new TestBrowser();
    for (const query of ['code=x&state=%3Cscript%3E&session_state=s', `code=${'x'.repeat(5000)}&state=${'a'.repeat(43)}&session_state=s`]) {
      const res = await browser.request(`/auth/sign-in-redirect?${query}`);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('a replayed callback finds no transaction the second time', async () => {
    const browser = new TestBrowser();
    const callback = await browser.signInAtProvider('member');
    await browser.request(`${callback.pathname}${callback.search}`);
    // Sign out locally, then replay the same callback URL with the browser's current cookies.
    browser.cookies.delete('usstock_session');
    const replay = await browser.request(`${callback.pathname}${callback.search}`);
    expect(replay.headers.get('location')).toBe('/');
    expect(replay.headers.getSetCookie().some((cookie) => cookie.startsWith('usstock_session='))).toBe(false);
  });

  it('a reused code is refused by the provider even with the original transaction cookie', async () => {
    const browser = new TestBrowser();
    const callback = await browser.signInAtProvider('member');
    const txBefore = [...browser.cookies].filter(([name]) => name.startsWith('usstock_auth_tx_'));
    expect(txBefore).toHaveLength(1);
    await browser.request(`${callback.pathname}${callback.search}`);
    // An attacker holding the callback URL and the old transaction cookie replays both.
    const attacker = new TestBrowser();
    for (const [name, value] of txBefore) attacker.cookies.set(name, value);
    const res = await attacker.request(`${callback.pathname}${callback.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('usstock_session='))).toBe(false);
    expect((await attacker.page('/')).kind).toBe('guest');
  });

  it('a transaction cookie from another browser does not match this callback', async () => {
    const victim = new TestBrowser();
    const callback = await victim.signInAtProvider('member');
    const other = new TestBrowser();
    await other.request('/login');
    const res = await other.request(`${callback.pathname}${callback.search}`);
    expect(res.headers.getSetCookie().some((cookie) => cookie.startsWith('usstock_session='))).toBe(false);
  });
});
