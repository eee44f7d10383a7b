import { createHash } from 'node:crypto';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize, exchangeCode, loginWithCodeFlow } from './code-flow-login.ts';
import { API_RESOURCE, COOKIES, WEB_CLIENT_ID } from './constants.ts';
import { readForms, redirectTarget } from './cookie-jar-browser.ts';
import { accessTokenTtlFromEnv } from './index.ts';
import { sessionStateFor } from './session-state.ts';
import { jwtPayload, startTestProvider, TEST_APP_ORIGIN, TEST_REDIRECT_URI, type TestProvider } from './test-provider.ts';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider();
});
afterAll(() => idp.close());

const tokenCall = (fields: Record<string, string>) => fetch(`${idp.issuer}/token`, { method: 'POST', body: new URLSearchParams({ client_id: WEB_CLIENT_ID, ...fields }) });

describe('discovery', () => {
  it('advertises the endpoints, PKCE S256, the scopes and the check-session iframe', async () => {
    const res = await fetch(`${idp.issuer}/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: idp.issuer,
      authorization_endpoint: `${idp.issuer}/authorize`,
      token_endpoint: `${idp.issuer}/token`,
      end_session_endpoint: `${idp.issuer}/endsession`,
      jwks_uri: `${idp.issuer}/jwks`,
      check_session_iframe: `${idp.issuer}/checksession`,
      code_challenge_methods_supported: ['S256'],
      response_types_supported: ['code'],
      id_token_signing_alg_values_supported: ['RS256'],
    });
    expect(doc.scopes_supported).toEqual(expect.arrayContaining(['openid', 'nickname']));
    expect(doc.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token', 'guest']));
    expect(doc.claims_supported).toEqual(expect.arrayContaining(['sub', 'user_guid', 'is_guest', 'nickname']));
  });

  it('publishes public keys only', async () => {
    const jwks = (await (await fetch(`${idp.issuer}/jwks`)).json()) as JSONWebKeySet;
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('authorization code flow with PKCE', () => {
  it('signs a demo member in and issues signed JWTs with the member claims', async () => {
    const tokens = await loginWithCodeFlow({ issuer: idp.issuer, username: 'author', redirectUri: TEST_REDIRECT_URI });
    expect(tokens.expires_in).toBe(3600);
    const jwks = createLocalJWKSet((await (await fetch(`${idp.issuer}/jwks`)).json()) as JSONWebKeySet);

    const access = await jwtVerify(tokens.access_token, jwks, { issuer: idp.issuer, audience: API_RESOURCE, typ: 'at+jwt' });
    expect(access.protectedHeader.alg).toBe('RS256');
    expect(access.payload).toMatchObject({ sub: '1002', user_guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1002', is_guest: false, nickname: '華爾街觀察家', client_id: WEB_CLIENT_ID });
    expect((access.payload.exp ?? 0) - (access.payload.iat ?? 0)).toBe(3600);

    const id = await jwtVerify(tokens.id_token, jwks, { issuer: idp.issuer, audience: WEB_CLIENT_ID });
    expect(id.payload).toMatchObject({ sub: '1002', user_guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1002', is_guest: false, nickname: '華爾街觀察家' });
    expect(id.payload.nonce).toEqual(expect.any(String));
    expect(tokens.refresh_token).toEqual(expect.any(String));
  });

  it('answers code, state, iss and session_state on the redirect URI', async () => {
    const result = await authorize({ issuer: idp.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const params = result.callback.searchParams;
    expect(params.get('code')).toBeTruthy();
    expect(params.get('state')).toBeTruthy();
    expect(params.get('iss')).toBe(idp.issuer);
    const sessionState = params.get('session_state') ?? '';
    const salt = sessionState.split('.')[1] ?? '';
    const browserState = result.browser.cookie(COOKIES.browserState) ?? '';
    expect(browserState).not.toBe('');
    expect(sessionState).toBe(sessionStateFor(WEB_CLIENT_ID, TEST_APP_ORIGIN, browserState, salt));
  });

  it('refuses a code without the PKCE verifier, and a code used twice', async () => {
    const result = await authorize({ issuer: idp.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const code = result.callback.searchParams.get('code') ?? '';
    const noVerifier = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: TEST_REDIRECT_URI });
    expect(noVerifier.status).toBe(400);
    await exchangeCode(result, { redirectUri: TEST_REDIRECT_URI }).catch(() => undefined);
    const again = await tokenCall({ grant_type: 'authorization_code', code, redirect_uri: TEST_REDIRECT_URI, code_verifier: result.codeVerifier });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('refuses an unregistered redirect URI without redirecting there', async () => {
    const res = await fetch(
      `${idp.issuer}/authorize?client_id=${WEB_CLIENT_ID}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent('https://evil.example/cb')}&code_challenge=${'a'.repeat(43)}&code_challenge_method=S256`,
      { redirect: 'manual', headers: { accept: 'text/html' } },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('lang="zh-Hant-TW"');
  });

  it('refreshes with the refresh token and rotates it', async () => {
    const tokens = await loginWithCodeFlow({ issuer: idp.issuer, username: 'writer', redirectUri: TEST_REDIRECT_URI });
    const res = await tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(res.status).toBe(200);
    const refreshed = (await res.json()) as { access_token: string; id_token: string; refresh_token: string };
    expect(jwtPayload(refreshed.access_token)).toMatchObject({ sub: '1003', nickname: '編輯小組' });
    expect(jwtPayload(refreshed.id_token)).toMatchObject({ sub: '1003' });
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);

    const reused = await tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.status).toBe(400);
    const unknown = await tokenCall({ grant_type: 'refresh_token', refresh_token: 'not-a-token' });
    expect(unknown.status).toBe(400);
  });
});

describe('prompts', () => {
  it('prompt=none without a provider session answers login_required', async () => {
    const result = await authorize({ issuer: idp.issuer, redirectUri: `${TEST_APP_ORIGIN}/refresh`, prompt: 'none' });
    expect(result.callback.searchParams.get('error')).toBe('login_required');
    expect(result.callback.searchParams.get('code')).toBeNull();
  });

  it('prompt=none with a provider session answers a code without any page', async () => {
    const first = await authorize({ issuer: idp.issuer, username: 'admin', redirectUri: TEST_REDIRECT_URI });
    const silent = await authorize({ issuer: idp.issuer, redirectUri: `${TEST_APP_ORIGIN}/refresh`, prompt: 'none', browser: first.browser });
    expect(silent.pages).toHaveLength(0);
    const tokens = await exchangeCode(silent, { redirectUri: `${TEST_APP_ORIGIN}/refresh` });
    expect(jwtPayload(tokens.id_token).sub).toBe('1004');
  });

  it('prompt=select_account shows the chooser even when signed in, and can switch accounts', async () => {
    const first = await authorize({ issuer: idp.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const again = await authorize({ issuer: idp.issuer, username: 'author', redirectUri: TEST_REDIRECT_URI, browser: first.browser });
    expect(again.pages[0]).toContain('沙盒登入（示範帳號）');
    expect(again.pages[0]).toContain('目前登入');
    const tokens = await exchangeCode(again, { redirectUri: TEST_REDIRECT_URI });
    expect(jwtPayload(tokens.id_token).sub).toBe('1002');
  });
});

describe('end session', () => {
  it('signs out, redirects to the registered post-logout URI and ends silent sign-in and refresh', async () => {
    const result = await authorize({ issuer: idp.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const tokens = await exchangeCode(result, { redirectUri: TEST_REDIRECT_URI });
    const { browser } = result;
    const endSession = new URL(`${idp.issuer}/endsession`);
    endSession.searchParams.set('id_token_hint', tokens.id_token);
    endSession.searchParams.set('post_logout_redirect_uri', `${TEST_APP_ORIGIN}/logout`);
    endSession.searchParams.set('state', 'bye');
    const page = await browser.request(endSession);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('正在登出');
    // The form submits itself: the page's policy must allow exactly that inline script.
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(page.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    const [form] = readForms(html);
    expect(form?.hidden.logout).toBe('yes');
    const confirmUrl = new URL(form?.attributes.action ?? '', endSession);
    const confirmed = await browser.request(confirmUrl, { method: 'POST', body: new URLSearchParams(form?.hidden) });
    expect(redirectTarget(confirmed, confirmUrl)?.href).toBe(`${TEST_APP_ORIGIN}/logout?state=bye`);
    expect(browser.cookie(COOKIES.browserState)).toBeUndefined();

    const silent = await authorize({ issuer: idp.issuer, redirectUri: `${TEST_APP_ORIGIN}/refresh`, prompt: 'none', browser });
    expect(silent.callback.searchParams.get('error')).toBe('login_required');
    const refresh = await tokenCall({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(refresh.status).toBe(400);
  });

  it('refuses an unregistered post-logout redirect URI', async () => {
    const tokens = await loginWithCodeFlow({ issuer: idp.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const res = await fetch(`${idp.issuer}/endsession?id_token_hint=${tokens.id_token}&post_logout_redirect_uri=${encodeURIComponent('https://evil.example/')}`, {
      redirect: 'manual',
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(400);
  });
});

describe('state survives a restart', () => {
  it('keeps keys, sessions and refresh tokens in storage', async () => {
    const first = await startTestProvider();
    const port = Number(new URL(first.issuer).port);
    const result = await authorize({ issuer: first.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const tokens = await exchangeCode(result, { redirectUri: TEST_REDIRECT_URI });
    await first.close();

    const second = await startTestProvider({ storage: first.storage, port });
    try {
      expect(await second.verifyBearer(`Bearer ${tokens.access_token}`)).toMatchObject({ sub: '1001', memberId: 1001 });
      const refresh = await fetch(`${second.issuer}/token`, {
        method: 'POST',
        body: new URLSearchParams({ client_id: WEB_CLIENT_ID, grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      });
      expect(refresh.status).toBe(200);
      const silent = await authorize({ issuer: second.issuer, redirectUri: `${TEST_APP_ORIGIN}/refresh`, prompt: 'none', browser: result.browser });
      expect(silent.callback.searchParams.get('code')).toBeTruthy();
    } finally {
      await second.close();
    }
  });
});

describe('access-token lifetime', () => {
  it('can be shortened for tests that wait out a token', async () => {
    const short = await startTestProvider({ accessTokenTtlSeconds: 30 });
    try {
      const tokens = await loginWithCodeFlow({ issuer: short.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
      expect(tokens.expires_in).toBe(30);
      const claims = jwtPayload(tokens.access_token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(30);
      const guest = await fetch(`${short.issuer}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'guest', client_id: WEB_CLIENT_ID }) });
      expect(((await guest.json()) as { expires_in: number }).expires_in).toBe(30);
    } finally {
      await short.close();
    }
  });

  it('reads SANDBOX_ACCESS_TOKEN_TTL strictly', () => {
    expect(accessTokenTtlFromEnv(undefined)).toBeUndefined();
    expect(accessTokenTtlFromEnv('')).toBeUndefined();
    expect(accessTokenTtlFromEnv('120')).toBe(120);
    for (const bad of ['0', '-5', '1.5', 'abc', '999999']) expect(() => accessTokenTtlFromEnv(bad)).toThrow(/SANDBOX_ACCESS_TOKEN_TTL/);
  });
});
