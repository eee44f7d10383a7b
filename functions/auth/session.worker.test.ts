import { afterEach, describe, expect, it, vi } from 'vitest';
import { rsaKey } from '@tests/test-identity';
import { openSession, sealSession } from '../session/session-crypto';
import { sandboxConfig } from '@tests/upstream-context';
import { SignJWT } from 'jose';
import { APP, googleTestCredential, sandboxUrl, setSandboxKnobs, TestBrowser } from '@tests/test-browser';

/**
 * Sessions after sign-in, against the real sandbox: refresh with the refresh token, sign-out at the
 * provider, the session endpoint the client's timer calls, one-tap, silent login, and the hostile
 * cases (tampered cookies, foreign tokens, dead refresh tokens, cross-site posts).
 */
afterEach(async () => {
  vi.useRealTimers();
  await setSandboxKnobs({});
});

const sessionCookieOf = (res: Response) => res.headers.getSetCookie().find((cookie) => cookie.startsWith('usstock_session='));

async function signedIn(username = 'member'): Promise<TestBrowser> {
  const browser = new TestBrowser();
  await browser.signIn(username);
  expect((await browser.page('/article')).kind).toBe('member');
  return browser;
}

describe('refresh', () => {
  it('renews a member session inside the refresh window and keeps the member signed in', async () => {
    await setSandboxKnobs({ accessTokenTtl: 40 });
    const browser = await signedIn();
    const before = browser.cookies.get('usstock_session');
    // 25 s later the 40 s token has 15 s left: inside its lead (half the lifetime, 20 s), still valid.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25_000 });
    const res = await browser.request('/article');
    expect(sessionCookieOf(res)).toBeDefined();
    expect(browser.cookies.get('usstock_session')).not.toBe(before);
    expect(((await res.json()) as { kind: string; sub: string })).toMatchObject({ kind: 'member', sub: '1001' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('renews an expired access token with the refresh token (the reader never notices)', async () => {
    const browser = await signedInWithShortToken();
    afterTokenExpiry();
    expect(await browser.page('/')).toMatchObject({ kind: 'member', sub: '1001', notice: null });
  });

  it('shares one refresh between concurrent requests (the provider rotates refresh tokens)', async () => {
    const browser = await signedInWithShortToken();
    afterTokenExpiry();
    const reports = await Promise.all([browser.page('/'), browser.page('/article'), browser.page('/tag/x')]);
    expect(reports.map((report) => report.kind)).toEqual(['member', 'member', 'member']);
  });

  it('a revoked refresh token ends the session: guest token, logged-out notice, never a 5xx', async () => {
    const browser = await signedInWithShortToken();
    const memberCookie = browser.cookies.get('usstock_session') ?? '';
    // Sign out at the provider (this revokes the refresh token), then bring the old cookie back.
    await signOutEverywhere(browser);
    browser.cookies.set('usstock_session', memberCookie);
    afterTokenExpiry();
    const res = await browser.request('/');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'guest', notice: 'logged-out' });
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it('when the guest token fails too, the page still renders (anonymous) with the API error notice, not a 500', async () => {
    const browser = await signedInWithShortToken();
    afterTokenExpiry();
    await setSandboxKnobs({ fail: 'identity' });
    const res = await browser.request('/article');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: null, notice: 'api-error' });
    expect(sessionCookieOf(res)).toMatch(/^usstock_session=; Max-Age=0/);
  });
});

/**
 * A member signed in with a 5-second access token (the knob's minimum); the tokens the provider
 * issues from then on live 60 s.
 */
async function signedInWithShortToken(): Promise<TestBrowser> {
  await setSandboxKnobs({ accessTokenTtl: 5 });
  const browser = await signedIn();
  await setSandboxKnobs({ accessTokenTtl: 60 });
  return browser;
}

/**
 * Moves the Worker's clock 6 s on, past the 5-second token's expiry, instead of waiting for it. The
 * provider keeps the real clock: it checks refresh tokens, not access tokens, and what it issues now
 * (60 s) still has more than the Worker's safety margin left on the moved clock.
 */
function afterTokenExpiry(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6_000 });
}

/** POST /auth/sign-out and walk the provider's end-session pages back to /logout; answers /logout's URL. */
async function signOutEverywhere(browser: TestBrowser, from = '/'): Promise<URL> {
  const res = await browser.post('/auth/sign-out', `from=${encodeURIComponent(from)}`, 'application/x-www-form-urlencoded');
  const target = new URL(res.headers.get('location') ?? '');
  let hop = await browser.provider.request(target);
  let location = new URL(hop.headers.get('location') ?? '', target);
  for (let i = 0; i < 6 && !location.href.startsWith(`${APP}/logout`); i += 1) {
    if (hop.status === 200) {
      // oidc-provider's self-submitting confirmation form.
      const html = await hop.text();
      const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
      const fields = Object.fromEntries([...html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
      hop = await browser.provider.request(new URL(action.replace(/&amp;/g, '&'), target), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      });
    } else {
      hop = await browser.provider.request(location);
    }
    location = new URL(hop.headers.get('location') ?? '', target);
  }
  return location;
}

/** A member session whose access token is genuine-looking but expired, with the given refresh token. */
async function expiredMemberCookieWithRefreshToken(refreshToken: string): Promise<string> {
  const { privateKey } = await rsaKey('unknown-kid');
  const now = Math.floor(Date.now() / 1000);
  const accessToken = await new SignJWT({ user_guid: 'g', is_guest: false, aud: 'urn:usstock:api' })
    .setProtectedHeader({ alg: 'RS256', kid: 'unknown-kid' })
    .setIssuer(`${sandboxUrl()}/identity`)
    .setSubject('1001')
    .setIssuedAt(now - 7200)
    .setExpirationTime(now - 3600)
    .sign(privateKey);
  return sealSession({ kind: 'member', access_token: accessToken, id_token: accessToken, refresh_token: refreshToken, exp: now - 3600 }, sandboxConfig().SESSION_SECRET);
}

describe('hostile session cookies', () => {
  it('a tampered cookie counts as none: a page navigation gets a fresh guest token', async () => {
    const browser = await signedIn();
    const value = browser.cookies.get('usstock_session') ?? '';
    const i = Math.floor(value.length / 2);
    browser.cookies.set('usstock_session', `${value.slice(0, i)}${value[i] === 'A' ? 'B' : 'A'}${value.slice(i + 1)}`);
    const res = await browser.request('/');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { kind: string }).kind).toBe('guest');
    expect(sessionCookieOf(res)).toBeDefined();
  });

  it('a token signed by another issuer, sealed into a member cookie, is not trusted', async () => {
    const { privateKey } = await rsaKey('foreign');
    const now = Math.floor(Date.now() / 1000);
    const foreign = await new SignJWT({ user_guid: 'g', is_guest: false, aud: 'urn:usstock:api' })
      .setProtectedHeader({ alg: 'RS256', kid: 'foreign' })
      .setIssuer('https://evil.example/identity')
      .setSubject('1004')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(privateKey);
    const browser = new TestBrowser();
    browser.cookies.set('usstock_session', await sealSession({ kind: 'member', access_token: foreign, exp: now + 3600 }, sandboxConfig().SESSION_SECRET));
    expect(await browser.page('/')).toMatchObject({ kind: 'guest', sub: expect.stringMatching(/^guest-/) });
  });

  it('an unusable member cookie with a dead refresh token ends in the guest state with the logged-out notice', async () => {
    const browser = new TestBrowser();
    browser.cookies.set('usstock_session', await expiredMemberCookieWithRefreshToken('expired-or-unknown-refresh-token'));
    const res = await browser.request('/');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ kind: 'guest', notice: 'logged-out' });
  });
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
