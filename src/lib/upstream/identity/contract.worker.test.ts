import * as v from 'valibot';
import { describe, expect, inject, it } from 'vitest';
import { sandboxContext } from '@tests/upstream-context';
import { exchangeGoogleOneTap, getDiscovery, hasLoggedIn, requestGuestToken } from './client';
import { TokenClaimsSchema } from './schemas';

/** Each identity client function against the running sandbox provider: a successful parse is the contract. */
const claimsOf = (jwt: string) => {
  const payload = jwt.split('.')[1] ?? '';
  const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
  return v.parse(TokenClaimsSchema, JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))));
};

/** A fresh one-tap credential, signed by the sandbox's published test key. */
async function testCredential(email: string, name?: string): Promise<string> {
  const url = new URL(`${inject('sandboxUrl')}/identity/google-test/credential`);
  url.searchParams.set('email', email);
  if (name) url.searchParams.set('name', name);
  const res = await fetch(url);
  return ((await res.json()) as { credential: string }).credential;
}

describe('identity contract', () => {
  it('discovery advertises the endpoints the app signs in, refreshes and signs out with', async () => {
    const discovery = await getDiscovery(sandboxContext());
    const issuer = `${inject('sandboxUrl')}/identity`;
    expect(discovery.issuer).toBe(issuer);
    expect(discovery.authorization_endpoint).toBe(`${issuer}/authorize`);
    expect(discovery.token_endpoint).toBe(`${issuer}/token`);
    expect(discovery.end_session_endpoint).toBe(`${issuer}/endsession`);
    expect(discovery.check_session_iframe).toBe(`${issuer}/checksession`);
    expect(discovery.code_challenge_methods_supported).toContain('S256');
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'nickname']));
    expect(discovery.grant_types_supported).toContain('guest');
  });

  it('POST /token grant_type=guest gives a guest access token', async () => {
    const token = await requestGuestToken(sandboxContext());
    expect(token.token_type).toBe('Bearer');
    expect(token.expires_in).toBeGreaterThan(0);
    const claims = claimsOf(token.access_token);
    expect(claims.is_guest).toBe(true);
    expect(claims.sub).toBe(`guest-${claims.user_guid}`);
  });

  it('the member tokens from the real code flow carry the claims the app reads', () => {
    const claims = claimsOf(inject('memberTokens').member.access_token);
    expect(claims).toMatchObject({ sub: '1001', is_guest: false, nickname: '美股小資族' });
  });

  it('GET /has-logged-in answers for a caller without provider cookies', async () => {
    expect(await hasLoggedIn(sandboxContext())).toEqual({ hasLoggedin: false });
  });

  it('one-tap maps a demo email to its member, and a new email to a new member', async () => {
    const ctx = sandboxContext();
    const demo = await exchangeGoogleOneTap(ctx, { idToken: await testCredential('author@demo.local') });
    expect(demo).toEqual({ errorStatus: null, isNewUser: false, status: 'success', memberId: 1002 });
    const fresh = await exchangeGoogleOneTap(ctx, { idToken: await testCredential(`reader-${crypto.randomUUID()}@example.com`, '新朋友') });
    expect(fresh).toMatchObject({ errorStatus: null, isNewUser: true, status: 'success' });
    expect(fresh.memberId).toBeGreaterThanOrEqual(5000);
  });

  it('one-tap answers status fail for a bad or tampered credential', async () => {
    const ctx = sandboxContext();
    expect(await exchangeGoogleOneTap(ctx, { idToken: 'not-a-credential' })).toEqual({ errorStatus: 'invalid_token', isNewUser: false, status: 'fail', memberId: null });
    const [header, payload, signature = ''] = (await testCredential('member@demo.local')).split('.');
    const tampered = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await exchangeGoogleOneTap(ctx, { idToken: tampered })).toMatchObject({ status: 'fail', errorStatus: 'invalid_token' });
  });

  it('one-tap answers status fail for a credential issued to another client', async () => {
    const ctx = sandboxContext();
    const otherClient = { ...ctx, config: { ...ctx.config, GOOGLE_CLIENT_ID: 'someone-else.apps.local' } };
    expect(await exchangeGoogleOneTap(otherClient, { idToken: await testCredential('member@demo.local') })).toMatchObject({ status: 'fail', errorStatus: 'invalid_client', memberId: null });
  });
});
