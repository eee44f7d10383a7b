import { SignJWT } from 'jose';
import { describe, expect, inject, it, vi } from 'vitest';
import { requestGuestToken } from '@/lib/upstream/identity';
import { sandboxConfig, sandboxContext } from '@tests/upstream-context';
import { createAccessTokenVerifier } from './access-token-verifier';
import { createFakeIdentity, hmacWithPublicKey, rsaKey, sandboxJwks, unsignedToken } from '@tests/test-identity';

const now = () => Math.floor(Date.now() / 1000);

describe('access-token verifier against the sandbox provider', () => {
  it('accepts a real guest token and reads its claims', async () => {
    const verifier = createAccessTokenVerifier({ config: sandboxConfig() });
    const { access_token } = await requestGuestToken(sandboxContext());
    const result = await verifier.verify(access_token);
    expect(result.status).toBe('valid');
    if (result.status !== 'valid') return;
    expect(result.claims.is_guest).toBe(true);
    expect(result.claims.sub).toMatch(/^guest-/);
  });

  it('accepts a member token from the real code flow', async () => {
    const verifier = createAccessTokenVerifier({ config: sandboxConfig() });
    const { member } = inject('memberTokens');
    const result = await verifier.verify(member.access_token);
    expect(result).toMatchObject({ status: 'valid', claims: { is_guest: false, sub: '1001' } });
  });

  it('rejects a token signed with another key under the provider kid, alg none and HS256-with-the-public-key', async () => {
    const config = sandboxConfig();
    const verifier = createAccessTokenVerifier({ config });
    const [providerKey] = (await sandboxJwks(config.IDENTITY_URL)).keys;
    const kid = providerKey?.kid ?? 'x';
    const claims = { iss: config.IDENTITY_URL, sub: 'guest-x', user_guid: 'x', is_guest: true, exp: now() + 3600 };
    const { privateKey } = await rsaKey(kid);
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    expect(await verifier.verify(forged)).toMatchObject({ status: 'invalid' });
    expect(await verifier.verify(unsignedToken(claims))).toMatchObject({ status: 'invalid' });
    expect(await verifier.verify(await hmacWithPublicKey(claims, providerKey ?? {}, kid))).toMatchObject({ status: 'invalid' });
    // Even a member claim with a real-looking shape gets nowhere without the signature.
    expect(await verifier.verify(unsignedToken({ ...claims, sub: '1001', is_guest: false }))).toMatchObject({ status: 'invalid' });
  });

  it('rejects garbage of every shape', async () => {
    const verifier = createAccessTokenVerifier({ config: sandboxConfig() });
    for (const garbage of ['', 'abc', 'a.b.c', '...', 'x'.repeat(5000), '{"alg":"none"}', 'eyJhbGciOiJSUzI1NiJ9.e30.']) {
      expect(await verifier.verify(garbage)).toMatchObject({ status: 'invalid' });
    }
  });
});

describe('access-token verifier rules (stand-in provider with our own key)', () => {
  it('checks expiry, the safety margin, issuer and the claims the app needs', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch });
    expect(await verifier.verify(await identity.sign())).toMatchObject({ status: 'valid' });
    expect(await verifier.verify(await identity.sign({}, { expiresIn: -10 }))).toEqual({ status: 'expired' });
    // Within the last minute of a one-hour token: treated as expired, so it cannot lapse mid-page.
    const nearlyExpired = await identity.sign({ iat: now() - 3570 }, { expiresIn: 30 });
    expect(await verifier.verify(nearlyExpired)).toEqual({ status: 'expired' });
    // A short-lived token (tests force seconds-long lifetimes) is not expired at birth.
    expect(await verifier.verify(await identity.sign({}, { expiresIn: 20 }))).toMatchObject({ status: 'valid' });
    expect(await verifier.verify(await identity.sign({ iss: 'https://evil.test/identity' }))).toMatchObject({ status: 'invalid' });
    expect(await verifier.verify(await identity.sign({ is_guest: 'yes' }))).toMatchObject({ status: 'invalid' });
    expect(await verifier.verify(await identity.sign({ user_guid: undefined }))).toMatchObject({ status: 'invalid' });
  });

  it('fetches discovery and the key set once, not per verification', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch });
    const token = await identity.sign();
    for (let i = 0; i < 25; i += 1) expect((await verifier.verify(token)).status).toBe('valid');
    expect(identity.calls).toEqual({ discovery: 1, jwks: 1 });
  });

  it('a cold burst of concurrent verifications loads discovery and the keys once', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch });
    const token = await identity.sign();
    const results = await Promise.all(Array.from({ length: 20 }, () => verifier.verify(token)));
    expect(results.every((result) => result.status === 'valid')).toBe(true);
    expect(identity.calls).toEqual({ discovery: 1, jwks: 1 });
  });

  it('an unknown kid refetches the key set at most once per cooldown', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch, cooldownMs: 30_000 });
    await verifier.prepare();
    expect(identity.calls.jwks).toBe(1);
    for (let i = 0; i < 10; i += 1) {
      const forged = await identity.sign({}, { kid: `unknown-${i}` });
      expect(await verifier.verify(forged)).toMatchObject({ status: 'invalid' });
    }
    expect(identity.calls.jwks).toBe(1);
  });

  it('keeps the keys it has when the key endpoint fails (stale-if-error), without asking on every request', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    // cacheMaxAge 0: every verification would want fresh keys.
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch, cacheMaxAgeMs: 0 });
    const token = await identity.sign();
    expect(await verifier.verify(token)).toMatchObject({ status: 'valid' });
    identity.setJwksDown(true);
    const before = identity.calls.jwks;
    for (let i = 0; i < 5; i += 1) expect(await verifier.verify(token)).toMatchObject({ status: 'valid' });
    expect(identity.calls.jwks - before).toBe(1);
  });

  it('without any keys, a key-endpoint outage is "unavailable", not "valid"', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    identity.setJwksDown(true);
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch });
    expect(await verifier.verify(await identity.sign())).toMatchObject({ status: 'unavailable' });
    const unreachable = createAccessTokenVerifier({ config: { ...sandboxConfig(), IDENTITY_URL: 'http://127.0.0.1:9/identity' } });
    expect(await unreachable.verify(await identity.sign())).toMatchObject({ status: 'unavailable' });
  });

  it('refuses a provider whose discovery names another issuer', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const config = { ...identity.config, IDENTITY_URL: 'https://other.test/identity' };
    const verifier = createAccessTokenVerifier({ config, fetch: identity.fetch });
    expect(await verifier.verify(await identity.sign())).toMatchObject({ status: 'unavailable' });
  });
});

describe('audiences (a token for another audience is refused)', () => {
  it('refuses an access token issued for another API, or with no audience', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch });
    expect(await verifier.verify(await identity.sign({ aud: 'urn:usstock:api' }))).toMatchObject({ status: 'valid' });
    expect(await verifier.verify(await identity.sign({ aud: 'urn:someone-else:api' }))).toMatchObject({ status: 'invalid' });
    expect(await verifier.verify(await identity.sign({ aud: undefined }))).toMatchObject({ status: 'invalid' });
  });

  it('refuses a real ID token passed off as an access token (its audience is the client)', async () => {
    const verifier = createAccessTokenVerifier({ config: sandboxConfig() });
    const { member } = inject('memberTokens');
    expect(await verifier.verify(member.id_token)).toMatchObject({ status: 'invalid' });
  });
});

describe('ID tokens', () => {
  it('accepts the real ID token of the code flow (audience = our client) and checks the subject', async () => {
    const verifier = createAccessTokenVerifier({ config: sandboxConfig() });
    const { member } = inject('memberTokens');
    expect(await verifier.verifyIdToken(member.id_token, { sub: '1001' })).toMatchObject({ status: 'valid', claims: { sub: '1001' } });
    expect(await verifier.verifyIdToken(member.id_token, { sub: '1002' })).toMatchObject({ status: 'invalid' });
    // The harness signed in without telling us its nonce: any nonce we expect must fail.
    expect(await verifier.verifyIdToken(member.id_token, { nonce: 'n'.repeat(43) })).toMatchObject({ status: 'invalid' });
  });

  it('refuses an access token passed off as an ID token, alg none and HS256 with the public key', async () => {
    const config = sandboxConfig();
    const verifier = createAccessTokenVerifier({ config });
    const { member } = inject('memberTokens');
    expect(await verifier.verifyIdToken(member.access_token, {})).toMatchObject({ status: 'invalid' });
    const [providerKey] = (await sandboxJwks(config.IDENTITY_URL)).keys;
    const claims = { iss: config.IDENTITY_URL, aud: config.OIDC_CLIENT_ID, sub: '1004', iat: now(), exp: now() + 3600, nonce: 'n' };
    expect(await verifier.verifyIdToken(unsignedToken(claims), { nonce: 'n' })).toMatchObject({ status: 'invalid' });
    expect(await verifier.verifyIdToken(await hmacWithPublicKey(claims, providerKey ?? {}, providerKey?.kid), { nonce: 'n' })).toMatchObject({ status: 'invalid' });
  });

  it('checks audience, nonce and azp with a key of our own', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch });
    const client = identity.config.OIDC_CLIENT_ID;
    const nonce = 'x'.repeat(43);
    expect(await verifier.verifyIdToken(await identity.sign({ aud: client, nonce }), { nonce })).toMatchObject({ status: 'valid' });
    expect(await verifier.verifyIdToken(await identity.sign({ aud: 'another-client', nonce }), { nonce })).toMatchObject({ status: 'invalid' });
    expect(await verifier.verifyIdToken(await identity.sign({ aud: client, nonce: 'other' }), { nonce })).toMatchObject({ status: 'invalid' });
    expect(await verifier.verifyIdToken(await identity.sign({ aud: client }), { nonce })).toMatchObject({ status: 'invalid' });
    expect(await verifier.verifyIdToken(await identity.sign({ aud: [client, 'b'], nonce, azp: 'b' }), { nonce })).toMatchObject({ status: 'invalid' });
    expect(await verifier.verifyIdToken(await identity.sign({ aud: [client, 'b'], nonce, azp: client }), { nonce })).toMatchObject({ status: 'valid' });
    expect(await verifier.verifyIdToken(await identity.sign({ aud: client, nonce }, { expiresIn: -120 }), { nonce })).toMatchObject({ status: 'invalid' });
  });
});

describe('verdicts kept per isolate (a reader’s next request skips the signature check)', () => {
  it('checks a token’s signature once, then reuses the verdict while its key is the one the provider lists', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch });
    const token = await identity.sign();
    const signatureChecks = vi.spyOn(crypto.subtle, 'verify');
    try {
      for (let i = 0; i < 5; i += 1) expect(await verifier.verify(token)).toMatchObject({ status: 'valid', claims: { sub: 'guest-g-1' } });
      expect(signatureChecks).toHaveBeenCalledTimes(1);
      // Another token is checked on its own, and a changed byte is still refused.
      expect(await verifier.verify(await identity.sign({ user_guid: 'g-2' }))).toMatchObject({ status: 'valid', claims: { user_guid: 'g-2' } });
      expect(signatureChecks).toHaveBeenCalledTimes(2);
      expect(await verifier.verify(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)).toMatchObject({ status: 'invalid' });
    } finally {
      signatureChecks.mockRestore();
    }
  });

  it('a kept verdict still expires: within the safety margin the token is "expired"', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const identity = await createFakeIdentity(sandboxConfig());
      const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch });
      // Two minutes of life: the margin is 30 s (a quarter of it).
      const token = await identity.sign({}, { expiresIn: 120 });
      expect(await verifier.verify(token)).toMatchObject({ status: 'valid' });
      vi.setSystemTime(Date.now() + 95_000);
      expect(await verifier.verify(token)).toEqual({ status: 'expired' });
      vi.setSystemTime(Date.now() + 60_000);
      expect(await verifier.verify(token)).toEqual({ status: 'expired' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('a rotated key ends the verdicts it gave: once the provider’s set is fetched again, the old token is refused', async () => {
    const identity = await createFakeIdentity(sandboxConfig());
    const verifier = createAccessTokenVerifier({ config: identity.config, fetch: identity.fetch, cacheMaxAgeMs: 50 });
    const old = await identity.sign();
    expect(await verifier.verify(old)).toMatchObject({ status: 'valid' });
    await identity.rotateKey();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await verifier.verify(old)).toMatchObject({ status: 'invalid' });
    expect(await verifier.verify(await identity.sign())).toMatchObject({ status: 'valid' });
    expect(await verifier.verify(old)).toMatchObject({ status: 'invalid' });
  });
});
