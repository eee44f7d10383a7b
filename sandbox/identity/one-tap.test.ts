import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize, exchangeCode } from './code-flow-login.ts';
import { COOKIES, GOOGLE_ONE_TAP_CLIENT_ID } from './constants.ts';
import { createCookieJarBrowser } from './cookie-jar-browser.ts';
import { loadGoogleTestKey, signGoogleTestCredential } from './google-credential.ts';
import { findIdentityMember } from './members.ts';
import { jwtPayload, startTestProvider, TEST_APP_ORIGIN, type TestProvider } from './test-provider.ts';

let idp: TestProvider;
beforeAll(async () => {
  idp = await startTestProvider();
});
afterAll(() => idp.close());

const oneTap = (body: unknown, browser = createCookieJarBrowser()) =>
  browser.request(`${idp.issuer}/token/google-one-tap`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: TEST_APP_ORIGIN },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

async function testCredential(email: string, name?: string) {
  const url = new URL(`${idp.issuer}/google-test/credential`);
  url.searchParams.set('email', email);
  if (name) url.searchParams.set('name', name);
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return ((await res.json()) as { credential: string }).credential;
}

const failWith = (errorStatus: string) => ({ errorStatus, isNewUser: false, status: 'fail', memberId: null });

describe('google one-tap', () => {
  it('maps a demo email to the demo member and signs the browser in for a silent sign-in', async () => {
    const browser = createCookieJarBrowser();
    const res = await oneTap({ IdToken: await testCredential('member@demo.local'), ClientId: GOOGLE_ONE_TAP_CLIENT_ID }, browser);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(await res.json()).toEqual({ errorStatus: null, isNewUser: false, status: 'success', memberId: 1001 });
    expect(browser.cookie(COOKIES.session)).toBeTruthy();
    expect(browser.cookie(COOKIES.browserState)).toBeTruthy();

    const silent = await authorize({ issuer: idp.issuer, redirectUri: `${TEST_APP_ORIGIN}/refresh`, prompt: 'none', browser });
    expect(silent.callback.searchParams.get('session_state')).toBeTruthy();
    const tokens = await exchangeCode(silent, { redirectUri: `${TEST_APP_ORIGIN}/refresh` });
    expect(jwtPayload(tokens.access_token)).toMatchObject({ sub: '1001', is_guest: false });

    const hasLoggedIn = await browser.request(`${idp.issuer}/has-logged-in`);
    expect(await hasLoggedIn.json()).toEqual({ hasLoggedin: true });
  });

  it('creates a member (id ≥ 5000) for a new email once, then finds it again', async () => {
    const credential = await testCredential('new.reader@example.com', '新讀者');
    const first = (await (await oneTap({ IdToken: credential, ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json()) as { memberId: number; isNewUser: boolean };
    expect(first).toMatchObject({ status: 'success', isNewUser: true, errorStatus: null });
    expect(first.memberId).toBeGreaterThanOrEqual(5000);
    expect(await findIdentityMember(idp.storage, first.memberId)).toMatchObject({ nickname: '新讀者', email: 'new.reader@example.com' });

    const again = await (await oneTap({ IdToken: await testCredential('New.Reader@example.com'), ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json();
    expect(again).toEqual({ errorStatus: null, isNewUser: false, status: 'success', memberId: first.memberId });

    const other = (await (await oneTap({ IdToken: await testCredential('someone@example.com'), ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json()) as { memberId: number };
    expect(other.memberId).toBe(first.memberId + 1);

    // The new member can use a silent sign-in too: the token carries its claims.
    const browser = createCookieJarBrowser();
    await oneTap({ IdToken: credential, ClientId: GOOGLE_ONE_TAP_CLIENT_ID }, browser);
    const silent = await authorize({ issuer: idp.issuer, redirectUri: `${TEST_APP_ORIGIN}/refresh`, prompt: 'none', browser });
    const tokens = await exchangeCode(silent, { redirectUri: `${TEST_APP_ORIGIN}/refresh` });
    expect(jwtPayload(tokens.id_token)).toMatchObject({ sub: String(first.memberId), nickname: '新讀者', is_guest: false });
  });

  it('refuses a credential signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'member@demo.local', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: (await loadGoogleTestKey()).privateJwk.kid })
      .setIssuer('https://accounts.google.com')
      .setAudience(GOOGLE_ONE_TAP_CLIENT_ID)
      .setSubject('123')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const res = await oneTap({ IdToken: forged, ClientId: GOOGLE_ONE_TAP_CLIENT_ID });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(failWith('invalid_token'));
  });

  it('refuses a wrong audience, a wrong ClientId, a wrong issuer and an expired credential', async () => {
    const key = await loadGoogleTestKey();
    const wrongAud = await signGoogleTestCredential(key, { email: 'member@demo.local', audience: 'other-client.apps.local' });
    expect(await (await oneTap({ IdToken: wrongAud, ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json()).toEqual(failWith('invalid_audience'));

    const good = await signGoogleTestCredential(key, { email: 'member@demo.local' });
    const wrongClient = await oneTap({ IdToken: good, ClientId: 'other-client.apps.local' });
    expect(wrongClient.status).toBe(400);
    expect(await wrongClient.json()).toEqual(failWith('invalid_client'));

    const wrongIss = await signGoogleTestCredential(key, { email: 'member@demo.local', issuer: 'https://evil.example' });
    expect(await (await oneTap({ IdToken: wrongIss, ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json()).toEqual(failWith('invalid_issuer'));

    const expired = await signGoogleTestCredential(key, { email: 'member@demo.local', expiresInSeconds: -120 });
    const res = await oneTap({ IdToken: expired, ClientId: GOOGLE_ONE_TAP_CLIENT_ID });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(failWith('token_expired'));
  });

  it('refuses alg none, HS256 keyed with the public key, garbage, and a missing email as invalid_claims', async () => {
    const unsigned = new UnsecuredJWT({ email: 'member@demo.local' })
      .setIssuer('https://accounts.google.com')
      .setAudience(GOOGLE_ONE_TAP_CLIENT_ID)
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .encode();
    expect(await (await oneTap({ IdToken: unsigned, ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json()).toEqual(failWith('invalid_token'));

    const publicJwk = (await loadGoogleTestKey()).publicJwks.keys[0]!;
    const confused = await new SignJWT({ email: 'member@demo.local' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('https://accounts.google.com')
      .setAudience(GOOGLE_ONE_TAP_CLIENT_ID)
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JSON.stringify(publicJwk)));
    expect(await (await oneTap({ IdToken: confused, ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json()).toEqual(failWith('invalid_token'));

    expect(await (await oneTap({ IdToken: 'not.a.jwt', ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json()).toEqual(failWith('invalid_token'));

    const { privateJwk } = await loadGoogleTestKey();
    const noEmail = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: privateJwk.kid })
      .setIssuer('accounts.google.com')
      .setAudience(GOOGLE_ONE_TAP_CLIENT_ID)
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(await crypto.subtle.importKey('jwk', privateJwk as JsonWebKey, { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' }, false, ['sign']));
    expect(await (await oneTap({ IdToken: noEmail, ClientId: GOOGLE_ONE_TAP_CLIENT_ID })).json()).toEqual(failWith('invalid_claims'));
  });

  it('answers 400 fail to malformed bodies and 413 to huge ones, never 500', async () => {
    for (const body of ['{not json', '[]', '{}', JSON.stringify({ IdToken: 42, ClientId: GOOGLE_ONE_TAP_CLIENT_ID }), JSON.stringify({ IdToken: '' })]) {
      const res = await oneTap(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(failWith('invalid_request'));
    }
    const huge = await oneTap({ IdToken: 'x'.repeat(100_000), ClientId: GOOGLE_ONE_TAP_CLIENT_ID });
    expect(huge.status).toBe(413);
    expect((await fetch(`${idp.issuer}/token/google-one-tap`)).status).toBe(405);
  });

  it('publishes the test key without its private part and validates the credential query', async () => {
    const certs = (await (await fetch(`${idp.issuer}/google-test/certs`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(certs.keys).toHaveLength(1);
    expect(certs.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(certs.keys[0]).not.toHaveProperty('d');
    expect(certs).toEqual((await loadGoogleTestKey()).publicJwks);

    for (const query of ['', '?email=not-an-email', `?email=${'a'.repeat(300)}@x.com`, '?email=a@b.co&name=' + 'n'.repeat(200)]) {
      const res = await fetch(`${idp.issuer}/google-test/credential${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'badRequest' } });
    }
    const ok = (await (await fetch(`${idp.issuer}/google-test/credential?email=a@b.co`)).json()) as Record<string, unknown>;
    expect(ok).toMatchObject({ clientId: GOOGLE_ONE_TAP_CLIENT_ID, select_by: 'user' });
    expect(jwtPayload(String(ok.credential))).toMatchObject({ email: 'a@b.co', aud: GOOGLE_ONE_TAP_CLIENT_ID, iss: 'https://accounts.google.com' });
  });
});
