import { generateKeyPair, importJWK, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginWithCodeFlow, type TokenSet } from './code-flow-login.ts';
import { API_RESOURCE, WEB_CLIENT_ID } from './constants.ts';
import { loadProviderKeys } from './keys.ts';
import { startTestProvider, TEST_REDIRECT_URI, type TestProvider } from './test-provider.ts';

let idp: TestProvider;
let member: TokenSet;
beforeAll(async () => {
  idp = await startTestProvider();
  member = await loginWithCodeFlow({ issuer: idp.issuer, username: 'member', redirectUri: TEST_REDIRECT_URI });
});
afterAll(() => idp.close());

/** An access token signed with the provider's own key, with chosen claims. */
async function providerSigned(claims: Record<string, unknown>, options: { exp?: number; typ?: string; audience?: string } = {}) {
  const { signingKey } = await loadProviderKeys(idp.storage);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: options.typ ?? 'at+jwt' })
    .setIssuer(idp.issuer)
    .setAudience(options.audience ?? API_RESOURCE)
    .setIssuedAt(now - 7200)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(await importJWK(signingKey, 'RS256'));
}

const memberClaims = { sub: '1001', user_guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001', is_guest: false };

describe('verifyBearer', () => {
  it('accepts a member access token from the code flow', async () => {
    expect(await idp.verifyBearer(`Bearer ${member.access_token}`)).toEqual({ sub: '1001', memberId: 1001, guid: '6f1c2a4e-0b7d-4f1e-9a52-3c8d1e0f1001', isGuest: false });
    expect(await idp.verifyBearer(`bearer   ${member.access_token}`)).toMatchObject({ memberId: 1001 });
  });

  it('accepts a guest token as a guest', async () => {
    const res = await fetch(`${idp.issuer}/token`, { method: 'POST', body: new URLSearchParams({ grant_type: 'guest', client_id: WEB_CLIENT_ID }) });
    const { access_token } = (await res.json()) as { access_token: string };
    expect(await idp.verifyBearer(`Bearer ${access_token}`)).toMatchObject({ isGuest: true, memberId: null });
  });

  it('refuses an expired token', async () => {
    const expired = await providerSigned(memberClaims, { exp: Math.floor(Date.now() / 1000) - 60 });
    expect(await idp.verifyBearer(`Bearer ${expired}`)).toBeNull();
    expect(await idp.verifyBearer(`Bearer ${await providerSigned(memberClaims)}`)).toMatchObject({ memberId: 1001 });
  });

  it('refuses a tampered token (payload changed, signature kept)', async () => {
    const [header, payload, signature] = member.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1004' })).toString('base64url');
    expect(await idp.verifyBearer(`Bearer ${header}.${forged}.${signature}`)).toBeNull();
    expect(await idp.verifyBearer(`Bearer ${header}.${payload}.${signature?.slice(0, -4)}AAAA`)).toBeNull();
  });

  it('refuses ID tokens, other audiences, other keys and alg none', async () => {
    expect(await idp.verifyBearer(`Bearer ${member.id_token}`)).toBeNull();
    expect(await idp.verifyBearer(`Bearer ${await providerSigned(memberClaims, { typ: 'JWT' })}`)).toBeNull();
    expect(await idp.verifyBearer(`Bearer ${await providerSigned(memberClaims, { audience: 'urn:other' })}`)).toBeNull();

    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT(memberClaims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' }).setIssuer(idp.issuer).setAudience(API_RESOURCE).setExpirationTime('10m').sign(privateKey);
    expect(await idp.verifyBearer(`Bearer ${foreign}`)).toBeNull();

    const none = new UnsecuredJWT(memberClaims).setIssuer(idp.issuer).setAudience(API_RESOURCE).setExpirationTime('10m').encode();
    expect(await idp.verifyBearer(`Bearer ${none}`)).toBeNull();
  });

  it('refuses tokens whose claims do not fit (guest flag and sub disagree, missing guid)', async () => {
    expect(await idp.verifyBearer(`Bearer ${await providerSigned({ ...memberClaims, is_guest: true })}`)).toBeNull();
    expect(await idp.verifyBearer(`Bearer ${await providerSigned({ sub: '1001', is_guest: false })}`)).toBeNull();
    expect(await idp.verifyBearer(`Bearer ${await providerSigned({ ...memberClaims, sub: '../1001' })}`)).toBeNull();
  });

  it('answers null to missing or malformed headers', async () => {
    for (const header of [undefined, null, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Token ${member.access_token}`, 'Bearer a b', `Bearer ${'a'.repeat(20_000)}`]) {
      expect(await idp.verifyBearer(header)).toBeNull();
    }
  });
});
