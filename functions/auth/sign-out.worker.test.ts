import { afterEach, describe, expect, it, vi } from 'vitest';
import { openSession } from '../session/session-crypto';
import { sandboxConfig } from '@tests/upstream-context';
import { APP, sandboxUrl, setSandboxKnobs, TestBrowser } from '@tests/test-browser';
import { sessionCookieOf, signedIn, signOutEverywhere } from '@tests/session-steps';

/**
 * How a session ends, against the real sandbox: sign-out here and at the provider (every copy of the
 * cookie with it), the logged-out notice, and the session endpoint the client's timer and session
 * monitor call; cross-site posts refused. Flips the sandbox's knobs (token lifetime), its own
 * tenant's.
 */
afterEach(async () => {
  vi.useRealTimers();
  await setSandboxKnobs({});
});

describe('sign-out', () => {
  it('POST /auth/sign-out clears the session at once and sends the browser to end the provider session', async () => {
    const browser = await signedIn();
    const first = await browser.post('/auth/sign-out', 'from=%2Fstock%2FAAPL%2Finfo', 'application/x-www-form-urlencoded');
    expect(first.status).toBe(303);
    expect(sessionCookieOf(first)).toMatch(/^usstock_session=; Max-Age=0/);
    const target = new URL(first.headers.get('location') ?? '');
    expect(target.pathname).toBe('/identity/endsession');
    expect(target.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${APP}/logout`);
    // A second sign-out (the first one's provider leg never ran) walks the provider back to /logout.
    await browser.signIn('member');
    const location = await signOutEverywhere(browser, '/stock/AAPL/info');

    expect(location.pathname).toBe('/logout');
    const back = await browser.request(`${location.pathname}${location.search}`);
    expect(back.headers.get('location')).toBe('/stock/AAPL/info');
    expect(await browser.page('/stock/AAPL/info')).toMatchObject({ kind: 'guest', notice: 'logged-out' });
    // The notice shows once.
    expect((await browser.page('/stock/AAPL/info')).notice).toBeNull();
    // The provider session is over too: a silent login finds nobody.
    const silent = await browser.request('/auth/silent?from=/');
    const authorize = new URL(silent.headers.get('location') ?? '');
    const answer = await browser.provider.request(authorize);
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('error')).toBe('login_required');
  });

  it('a copy of the member cookie made before sign-out is a guest right after it, and the services refuse its token', async () => {
    const browser = await signedIn();
    const sealed = browser.cookies.get('usstock_session') ?? '';
    const copy = new TestBrowser();
    copy.cookies.set('usstock_session', sealed);
    expect((await copy.page('/article')).kind).toBe('member');
    const copied = await openSession(sealed, sandboxConfig().SESSION_SECRET);
    expect(copied?.sid).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const profile = () =>
      fetch(`${sandboxUrl()}/profile/graphql/query/member`, {
        method: 'POST',
        headers: { authorization: `Bearer ${copied?.access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ fields: ['nickname'] }),
      });
    expect((await profile()).status).toBe(200);

    expect((await browser.post('/auth/sign-out', 'from=%2F', 'application/x-www-form-urlencoded')).status).toBe(303);
    // The copy, still holding the member cookie, is a guest from its next request on, and told so.
    expect(await copy.page('/article')).toMatchObject({ kind: 'guest', notice: 'logged-out' });
    // Its access token, though not expired, is refused by the services (the grant was revoked).
    expect((await profile()).status).toBe(401);
    // The same cookie brought back again stays a guest.
    const third = new TestBrowser();
    third.cookies.set('usstock_session', sealed);
    expect((await third.page('/article')).kind).toBe('guest');
  });

  it('a renewal keeps the session id (sign-out still ends the renewed cookie)', async () => {
    await setSandboxKnobs({ accessTokenTtl: 40 });
    const browser = await signedIn();
    const before = await openSession(browser.cookies.get('usstock_session') ?? '', sandboxConfig().SESSION_SECRET);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25_000 });
    await browser.page('/article');
    const after = await openSession(browser.cookies.get('usstock_session') ?? '', sandboxConfig().SESSION_SECRET);
    expect(after?.access_token).not.toBe(before?.access_token);
    expect(after?.sid).toBe(before?.sid);
  });

  it('refuses a sign-out posted from another site, without Origin, or by GET', async () => {
    const browser = await signedIn();
    expect((await browser.post('/auth/sign-out', '', 'application/x-www-form-urlencoded', 'https://evil.example')).status).toBe(403);
    expect((await browser.request('/auth/sign-out', { method: 'POST', navigation: false })).status).toBe(403);
    expect((await browser.request('/auth/sign-out')).status).toBe(405);
    expect((await browser.page('/')).kind).toBe('member');
  });

  it('the logged-out notice survives a guard redirect and shows on the page that renders, once', async () => {
    const browser = new TestBrowser();
    browser.cookies.set('usstock_notice', 'logged-out');
    const redirected = await browser.request('/members-only');
    expect(redirected.status).toBe(307);
    expect(redirected.headers.getSetCookie().some((cookie) => cookie.startsWith('usstock_notice='))).toBe(false);
    expect((await browser.page('/')).notice).toBe('logged-out');
    expect((await browser.page('/')).notice).toBeNull();
    // Only our two values are ever honoured.
    browser.cookies.set('usstock_notice', '<script>');
    expect((await browser.page('/')).notice).toBeNull();
  });

  it('/logout opened while still signed in changes nothing and shows no dialog', async () => {
    const browser = await signedIn();
    const res = await browser.request('/logout');
    expect(res.headers.get('location')).toBe('/');
    expect(await browser.page('/')).toMatchObject({ kind: 'member', notice: null });
  });
});

describe('POST /auth/session (the client timer and session monitor)', () => {
  it('answers the browser view of the session, never a token', async () => {
    const browser = await signedIn();
    const res = await browser.post('/auth/session', '{}');
    expect(res.status).toBe(200);
    const text = await res.text();
    const state = JSON.parse(text) as { status: string; expiresAt: number; sessionState: string };
    expect(state.status).toBe('member');
    expect(state.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(text).not.toMatch(/eyJ[\w-]+\.eyJ/);
  });

  it('a provider session that ended elsewhere ends this one, and every copy of its cookie: guest cookie and the logged-out notice', async () => {
    const browser = await signedIn();
    const copy = new TestBrowser();
    copy.cookies.set('usstock_session', browser.cookies.get('usstock_session') ?? '');
    const res = await browser.post('/auth/session', JSON.stringify({ event: 'provider-session-changed' }));
    expect(await res.json()).toMatchObject({ status: 'guest', notice: 'logged-out' });
    expect((await browser.page('/')).kind).toBe('guest');
    expect((await copy.page('/')).kind).toBe('guest');
  });

  it('refuses cross-site posts and bad bodies with 4xx', async () => {
    const browser = await signedIn();
    expect((await browser.post('/auth/session', '{}', 'application/json', 'https://evil.example')).status).toBe(403);
    expect((await browser.post('/auth/session', '{not json')).status).toBe(400);
    expect((await browser.post('/auth/session', JSON.stringify({ event: 'drop-tables' }))).status).toBe(400);
    expect((await browser.page('/')).kind).toBe('member');
  });
});
