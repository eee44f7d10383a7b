import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from './code-flow-login.ts';
import { API_RESOURCE, WEB_CLIENT_ID } from './constants.ts';
import { startTestProvider, TEST_APP_ORIGIN, TEST_REDIRECT_URI, type TestProvider } from './test-provider.ts';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider();
});
afterAll(() => idp.close());

const guestCall = (fields: Record<string, string>, headers: Record<string, string> = {}) => fetch(`${idp.issuer}/token`, { method: 'POST', headers, body: new URLSearchParams(fields) });

describe('guest grant', () => {
  it('issues a signed guest access token (is_guest, guest-<uuid>) without a refresh token', async () => {
    const res = await guestCall({ grant_type: 'guest', client_id: WEB_CLIENT_ID });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'token_type']);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });

    const jwks = createLocalJWKSet((await (await fetch(`${idp.issuer}/jwks`)).json()) as JSONWebKeySet);
    const { payload } = await jwtVerify(String(body.access_token), jwks, { issuer: idp.issuer, audience: API_RESOURCE, typ: 'at+jwt' });
    expect(payload.is_guest).toBe(true);
    expect(payload.sub).toMatch(/^guest-[0-9a-f-]{36}$/);
    expect(payload.sub).toBe(`guest-${String(payload.user_guid)}`);
    expect(await idp.verifyBearer(`Bearer ${String(body.access_token)}`)).toEqual({ sub: payload.sub, guid: payload.user_guid, isGuest: true, memberId: null });
  });

  it('gives every call a new guest', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => guestCall({ grant_type: 'guest', client_id: WEB_CLIENT_ID }).then((r) => r.json())));
    expect((a as { access_token: string }).access_token).not.toBe((b as { access_token: string }).access_token);
  });

  it('answers OAuth errors for an unknown client, a missing client or grant, and unknown grants', async () => {
    const unknownClient = await guestCall({ grant_type: 'guest', client_id: 'someone-else' });
    expect(unknownClient.status).toBe(401);
    expect(await unknownClient.json()).toMatchObject({ error: 'invalid_client' });

    const noClient = await guestCall({ grant_type: 'guest' });
    expect([400, 401]).toContain(noClient.status);

    const noGrant = await guestCall({ client_id: WEB_CLIENT_ID });
    expect(noGrant.status).toBe(400);
    expect(await noGrant.json()).toMatchObject({ error: 'invalid_request' });

    const otherGrant = await guestCall({ grant_type: 'password', client_id: WEB_CLIENT_ID });
    expect(otherGrant.status).toBe(400);
    expect(await otherGrant.json()).toMatchObject({ error: 'unsupported_grant_type' });

    const huge = await guestCall({ grant_type: 'guest', client_id: 'x'.repeat(200_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });

  it('allows the app origin to call with credentials', async () => {
    const res = await guestCall({ grant_type: 'guest', client_id: WEB_CLIENT_ID }, { origin: TEST_APP_ORIGIN });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });
});

describe('GET /has-logged-in', () => {
  it('is false for a new browser and true after a sign-in, also once the session is gone', async () => {
    const fresh = await fetch(`${idp.issuer}/has-logged-in`);
    expect(fresh.status).toBe(200);
    expect(await fresh.json()).toEqual({ hasLoggedin: false });

    const { browser } = await authorize({ issuer: idp.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
    const after = await browser.request(`${idp.issuer}/has-logged-in`);
    expect(await after.json()).toEqual({ hasLoggedin: true });

    // The marker cookie alone (session cookie dropped) still counts: "signed in here before".
    const markerOnly = await fetch(`${idp.issuer}/has-logged-in`, { headers: { cookie: 'op_has_logged_in=1' } });
    expect(await markerOnly.json()).toEqual({ hasLoggedin: true });
  });

  it('answers CORS with credentials to the app origin only', async () => {
    const app = await fetch(`${idp.issuer}/has-logged-in`, { headers: { origin: TEST_APP_ORIGIN } });
    expect(app.headers.get('access-control-allow-origin')).toBe(TEST_APP_ORIGIN);
    expect(app.headers.get('access-control-allow-credentials')).toBe('true');
    expect(app.headers.get('vary')).toContain('Origin');

    const evil = await fetch(`${idp.issuer}/has-logged-in`, { headers: { origin: 'https://evil.example' } });
    expect(evil.status).toBe(200);
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();

    const preflight = await fetch(`${idp.issuer}/token/google-one-tap`, {
      method: 'OPTIONS',
      headers: { origin: TEST_APP_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('answers 405 JSON to other methods and 404 JSON to unknown paths', async () => {
    const post = await fetch(`${idp.issuer}/has-logged-in`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(await post.json()).toMatchObject({ error: { code: 'methodNotAllowed' } });
    const unknown = await fetch(`${idp.issuer}/nope`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'notFound' } });
  });
});
