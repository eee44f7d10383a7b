import { describe, expect, it } from 'vitest';
import { discoveryDocument } from '@tests/test-identity';
import type { AppConfig } from '@/lib/config';
import { UpstreamError } from '../errors';
import type { UpstreamContext } from '../http';
import { exchangeGoogleOneTap, getDiscovery, hasLoggedIn, requestGuestToken } from './client';

const config = { IDENTITY_URL: 'http://identity.test/identity', OIDC_CLIENT_ID: 'usstock-web', GOOGLE_CLIENT_ID: 'google-client.test' } as AppConfig;

function answering(status: number, body: unknown) {
  const requests: Array<{ request: Request; credentials: RequestCredentials | undefined }> = [];
  const ctx: UpstreamContext = {
    config,
    fetch: async (input, init) => {
      requests.push({ request: new Request(input, init), credentials: init?.credentials });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  };
  return { ctx, requests };
}

const fail = { errorStatus: 'invalid_token', isNewUser: false, status: 'fail', memberId: null };

describe('identity client', () => {
  it('asks for a guest token with a form body and credentials', async () => {
    const { ctx, requests } = answering(200, { access_token: 'jwt', token_type: 'Bearer', expires_in: 3600, scope: 'x' });
    expect(await requestGuestToken(ctx)).toEqual({ access_token: 'jwt', token_type: 'Bearer', expires_in: 3600 });
    const [{ request, credentials } = {} as never] = requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://identity.test/identity/token');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(await request.text()))).toEqual({ client_id: 'usstock-web', grant_type: 'guest' });
    expect(credentials).toBe('include');
  });

  it('a guest-token answer without a token is an UpstreamError', async () => {
    const { ctx } = answering(200, { token_type: 'Bearer' });
    await expect(requestGuestToken(ctx)).rejects.toMatchObject({ name: 'UpstreamError', status: 502 });
  });

  it('has-logged-in is a credentialed GET', async () => {
    const { ctx, requests } = answering(200, { hasLoggedin: true });
    expect(await hasLoggedIn(ctx)).toEqual({ hasLoggedin: true });
    expect(requests[0]?.request.url).toBe('http://identity.test/identity/has-logged-in');
    expect(requests[0]?.credentials).toBe('include');
  });

  it('one-tap sends IdToken and the configured ClientId', async () => {
    const ok = { errorStatus: null, isNewUser: true, status: 'success', memberId: 5000 };
    const { ctx, requests } = answering(200, ok);
    expect(await exchangeGoogleOneTap(ctx, { idToken: 'cred' })).toEqual(ok);
    expect(await requests[0]?.request.json()).toEqual({ IdToken: 'cred', ClientId: 'google-client.test' });
    expect(requests[0]?.credentials).toBe('include');
  });

  it('one-tap resolves a 400 "fail" answer instead of throwing', async () => {
    const { ctx } = answering(400, fail);
    expect(await exchangeGoogleOneTap(ctx, { idToken: 'bad' })).toEqual(fail);
  });

  it('one-tap still throws for other 400s and for server errors', async () => {
    const other = answering(400, { error: { code: 'badRequest', message: 'x' } });
    await expect(exchangeGoogleOneTap(other.ctx, { idToken: 'x' })).rejects.toBeInstanceOf(UpstreamError);
    const notJson = answering(400, 'oops');
    await expect(exchangeGoogleOneTap(notJson.ctx, { idToken: 'x' })).rejects.toMatchObject({ status: 400 });
    const down = answering(500, fail);
    await expect(exchangeGoogleOneTap(down.ctx, { idToken: 'x' })).rejects.toMatchObject({ status: 500 });
  });

  it('discovery keeps the fields the app uses and defaults the optional lists', async () => {
    const base = 'http://identity.test/identity';
    const { ctx, requests } = answering(200, { ...discoveryDocument(base), extra: 'ignored' });
    const discovery = await getDiscovery(ctx);
    expect(requests[0]?.request.url).toBe(`${base}/.well-known/openid-configuration`);
    expect(discovery).toMatchObject({ issuer: base, scopes_supported: [] });
    expect(discovery.check_session_iframe).toBeUndefined();
    expect(discovery).not.toHaveProperty('extra');
  });

  it('discovery with a relative endpoint is refused', async () => {
    const { ctx } = answering(200, {
      issuer: 'x',
      authorization_endpoint: '/authorize',
      token_endpoint: '/token',
      end_session_endpoint: '/end',
      jwks_uri: '/jwks',
      id_token_signing_alg_values_supported: [],
    });
    await expect(getDiscovery(ctx)).rejects.toMatchObject({ status: 502 });
  });
});
