import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import type { SessionPayload } from './session/session';
import { sealSession } from './session/session-crypto';
import { hmacWithPublicKey, rsaKey, sandboxJwks, unsignedToken } from '@tests/test-identity';
import type { AppConfig } from '@/lib/config';
import { sandboxConfig } from '@tests/upstream-context';
import { appWith, cookieOf, countingFetch, firstVisit, GOOGLEBOT, LOCAL, page, pair, payloadOf } from '@tests/guest-token-harness';
import guestToken from './guest-token';

/**
 * The guest token's cookie (decision 008): minted once on a first visit and reused after, replaced
 * (never a 5xx) when it is hostile or stale, and what the middleware does to the response it decorates.
 */
const sealedCookie = async (session: SessionPayload, config: AppConfig = sandboxConfig()) => `usstock_session=${await sealSession(session, config.SESSION_SECRET)}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('guestToken middleware: first visit', () => {
  it('mints one guest token, sets exactly one cookie with the right attributes, and renders with it', async () => {
    const { calls, fetch } = countingFetch();
    const { res, setCookie, body } = await firstVisit({ fetch });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toHaveLength(1);
    expect(setCookie).toMatch(/^usstock_session=[\w.-]+; /);
    const attributes = setCookie.split('; ');
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).not.toContain('Secure');
    const maxAge = Number(attributes.find((a) => a.startsWith('Max-Age='))?.slice(8));
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    // No shared cache may keep it; the guest's own browser may, for back/forward.
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(calls.token).toBe(1);
    expect(body.isGuest).toBe(true);
    expect(payloadOf(body.token ?? '')).toMatchObject({ is_guest: true, iss: `${inject('sandboxUrl')}/identity` });
    // The cookie holds no readable token.
    expect(setCookie).not.toContain(body.token);
  });

  it('on https the cookie is Secure and __Host- prefixed', async () => {
    const res = await appWith().request('https://example.com/', page(), sandboxConfig());
    const [setCookie = ''] = cookieOf(res);
    expect(res.status).toBe(200);
    expect(setCookie).toMatch(/^__Host-usstock_session=/);
    expect(setCookie.split('; ')).toContain('Secure');
  });

  it('a second visit with the cookie mints nothing, sets nothing and renders with the same token', async () => {
    const { calls, fetch } = countingFetch();
    const app = appWith({ fetch });
    const init = page();
    const first = await app.request(`${LOCAL}/`, init, sandboxConfig());
    const { token } = (await first.json()) as { token: string };
    const cookie = pair(cookieOf(first)[0] ?? '');
    const callsAfterFirst = { ...calls };
    for (const path of ['/', '/stock/AAPL/info', '/article']) {
      const again = await app.request(`${LOCAL}${path}`, { headers: { ...init.headers, cookie } }, sandboxConfig());
      expect(again.status).toBe(200);
      expect(cookieOf(again)).toEqual([]);
      expect(((await again.json()) as { token: string }).token).toBe(token);
    }
    // Verification of a known cookie costs no network call at all.
    expect(calls).toEqual(callsAfterFirst);
  });
});

describe('guestToken middleware: hostile or stale cookies are replaced, never a 5xx', () => {
  async function replaced(cookie: string, url = `${LOCAL}/`) {
    const { calls, fetch } = countingFetch();
    const res = await appWith({ fetch }).request(url, page({ cookie }), sandboxConfig());
    const body = (await res.json()) as { token: string | null; isGuest: boolean };
    expect(res.status).toBe(200);
    expect(calls.token).toBe(1);
    expect(cookieOf(res)).toHaveLength(1);
    expect(body.isGuest).toBe(true);
    return body.token;
  }

  it('garbage, an empty value, a tampered JWE and a 10 KB cookie', async () => {
    const { setCookie } = await firstVisit();
    const [name, value = ''] = pair(setCookie).split('=');
    const tampered = `${name}=${value.slice(0, -6)}${value.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA'}`;
    for (const cookie of ['usstock_session=garbage', 'usstock_session=', tampered, `usstock_session=${'A'.repeat(10 * 1024)}`]) {
      await replaced(cookie);
    }
  });

  it('a JWE sealed with another secret', async () => {
    const { body } = await firstVisit();
    const other = { ...sandboxConfig(), SESSION_SECRET: 'an-attacker-guessed-secret-0000000000000' };
    await replaced(await sealedCookie({ kind: 'guest', access_token: body.token ?? '', exp: 2_000_000_000 }, other));
  });

  it('inside a correctly sealed cookie: forged, alg none and HS256-with-public-key tokens are not trusted', async () => {
    const config = sandboxConfig();
    const [providerKey] = (await sandboxJwks(config.IDENTITY_URL)).keys;
    const kid = providerKey?.kid ?? 'k';
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const claims = { iss: config.IDENTITY_URL, sub: '1001', user_guid: 'forged', is_guest: false, nickname: '冒充者', exp };
    const { privateKey } = await rsaKey(kid);
    const forgedTokens = [
      await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey),
      await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'attacker-key' }).sign(privateKey),
      unsignedToken(claims),
      await hmacWithPublicKey(claims, providerKey ?? {}, kid),
    ];
    for (const token of forgedTokens) {
      const rendered = await replaced(await sealedCookie({ kind: 'member', access_token: token, exp }));
      expect(rendered).not.toBe(token);
    }
  });

  it('an expired token (a real one, an hour and a bit later)', async () => {
    const { setCookie, body } = await firstVisit();
    // The worker's clock jumps 61 minutes ahead while it judges the old cookie, and returns to the
    // sandbox's time when it asks for a new token (so the new token is judged at the real time).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61 * 60 * 1000);
    let mints = 0;
    const backToNow: typeof fetch = (input, init) => {
      if (new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith('/token')) {
        mints += 1;
        vi.useRealTimers();
      }
      return fetch(input, init);
    };
    const res = await appWith({ fetch: backToNow }).request(`${LOCAL}/`, page({ cookie: pair(setCookie) }), sandboxConfig());
    expect(res.status).toBe(200);
    expect(mints).toBe(1);
    expect(cookieOf(res)).toHaveLength(1);
    expect(((await res.json()) as { token: string }).token).not.toBe(body.token);
  });
});

describe('guestToken middleware: the response it decorates', () => {
  it('every page (HTML) says private, no-cache, even with no cookie to set: a crawler, a returning guest', async () => {
    const html = new Hono().use(guestToken()).get('*', (c) => c.html('<!doctype html><p nonce="abc">page</p>'));
    const crawler = await html.request(`${LOCAL}/`, { headers: { accept: 'text/html', 'user-agent': GOOGLEBOT } }, sandboxConfig());
    expect(cookieOf(crawler)).toHaveLength(0);
    expect(crawler.headers.get('cache-control')).toBe('private, no-cache');
    const { setCookie } = await firstVisit();
    const returning = await html.request(`${LOCAL}/article`, page({ cookie: pair(setCookie) }), sandboxConfig());
    expect(cookieOf(returning)).toHaveLength(0);
    expect(returning.headers.get('cache-control')).toBe('private, no-cache');
    // What is not a page keeps the caching it states (a feed, an image).
    const feed = new Hono().use(guestToken()).get('*', (c) => c.text('ok', 200, { 'cache-control': 'public, max-age=300' }));
    expect((await feed.request(`${LOCAL}/feed.txt`, { headers: { 'user-agent': 'curl/8' } }, sandboxConfig())).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it("adds the cookie to an immutable response (a redirect) and keeps the app's own cookies", async () => {
    const app = new Hono().use(guestToken()).get('*', (c) => {
      c.header('set-cookie', 'theme=dark; Path=/');
      return c.body(null, 200);
    });
    const res = await app.request(`${LOCAL}/`, page(), sandboxConfig());
    expect(res.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual(['theme', 'usstock_session']);
    const redirecting = new Hono().use(guestToken()).get('*', () => Response.redirect(`${LOCAL}/article`, 302));
    const redirect = await redirecting.request(`${LOCAL}/old`, page(), sandboxConfig());
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe(`${LOCAL}/article`);
    expect(cookieOf(redirect)).toHaveLength(1);
    expect(redirect.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a route that sets the session itself (sign-in, sign-out) wins', async () => {
    const app = new Hono().use(guestToken()).get('*', (c) => {
      c.header('set-cookie', 'usstock_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax');
      return c.text('signed out');
    });
    const res = await app.request(`${LOCAL}/logout`, page(), sandboxConfig());
    expect(cookieOf(res)).toEqual(['usstock_session=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax']);
  });
});
