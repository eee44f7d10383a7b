import { afterEach, describe, expect, it, vi } from 'vitest';
import { rsaKey } from '@tests/test-identity';
import { sealSession } from '../session/session-crypto';
import { sandboxConfig } from '@tests/upstream-context';
import { SignJWT } from 'jose';
import { sandboxUrl, setSandboxKnobs, TestBrowser } from '@tests/test-browser';
import { sessionCookieOf, signedIn, signOutEverywhere } from '@tests/session-steps';

/**
 * A session after sign-in, against the real sandbox: renewed with the refresh token before or after
 * its access token expires, and what ends it (a revoked or dead refresh token, a tampered cookie, a
 * foreign token). Flips the sandbox's knobs (token lifetime, identity failure), its own tenant's.
 */
afterEach(async () => {
  vi.useRealTimers();
  await setSandboxKnobs({});
});

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
    expect((await res.json()) as { kind: string; sub: string }).toMatchObject({ kind: 'member', sub: '1001' });
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
