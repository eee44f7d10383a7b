import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createLocalJWKSet, errors, importJWK, type JWK, jwtVerify, SignJWT } from 'jose';
import * as v from 'valibot';
import { GOOGLE_CREDENTIAL_TTL, GOOGLE_ISSUERS, GOOGLE_ONE_TAP_CLIENT_ID } from './constants.ts';
import { publicJwk } from './keys.ts';

/**
 * Google-style one-tap credentials, offline: a fixed TEST-ONLY RSA key (google-test-key.json)
 * stands in for Google's signing keys. The sandbox publishes its public half and signs fresh
 * credentials on request, so demos and e2e tests can exercise the real verification path.
 */
export interface GoogleTestKey {
  privateJwk: JWK & { kid: string; alg: string };
  publicJwks: { keys: JWK[] };
}

export async function loadGoogleTestKey(): Promise<GoogleTestKey> {
  const file = JSON.parse(await readFile(new URL('./google-test-key.json', import.meta.url), 'utf8')) as { jwk: JWK & { kid: string; alg: string } };
  return { privateJwk: file.jwk, publicJwks: { keys: [publicJwk(file.jwk)] } };
}

/** A stable numeric Google `sub` per email, like Google's own. */
export const googleSubFor = (email: string) =>
  BigInt(`0x${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(19, '1');

export interface CredentialOptions {
  email: string;
  name?: string | undefined;
  /** Overrides for negative tests. */
  audience?: string;
  issuer?: string;
  expiresInSeconds?: number;
}

export async function signGoogleTestCredential(key: GoogleTestKey, options: CredentialOptions): Promise<string> {
  const signingKey = await importJWK(key.privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: options.email, email_verified: true, ...(options.name ? { name: options.name } : {}), azp: options.audience ?? GOOGLE_ONE_TAP_CLIENT_ID })
    .setProtectedHeader({ alg: 'RS256', kid: key.privateJwk.kid, typ: 'JWT' })
    .setIssuer(options.issuer ?? GOOGLE_ISSUERS[0]!)
    .setAudience(options.audience ?? GOOGLE_ONE_TAP_CLIENT_ID)
    .setSubject(googleSubFor(options.email))
    .setIssuedAt(now)
    .setNotBefore(now - 60)
    .setExpirationTime(now + (options.expiresInSeconds ?? GOOGLE_CREDENTIAL_TTL))
    .setJti(randomUUID())
    .sign(signingKey);
}

/** Codes answered in `errorStatus` when a one-tap exchange fails. */
export type OneTapErrorStatus = 'invalid_request' | 'invalid_client' | 'invalid_token' | 'token_expired' | 'invalid_audience' | 'invalid_issuer' | 'invalid_claims';

const GoogleClaims = v.object({
  sub: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  email: v.pipe(v.string(), v.maxLength(254), v.email()),
  email_verified: v.optional(v.boolean()),
  name: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
export type GoogleClaims = v.InferOutput<typeof GoogleClaims>;

export type CredentialCheck = { ok: true; claims: GoogleClaims } | { ok: false; error: OneTapErrorStatus };

export function createGoogleCredentialVerifier(key: GoogleTestKey) {
  const keys = createLocalJWKSet(key.publicJwks);
  return async (idToken: string, clientId: string): Promise<CredentialCheck> => {
    if (clientId !== GOOGLE_ONE_TAP_CLIENT_ID) return { ok: false, error: 'invalid_client' };
    try {
      const { payload } = await jwtVerify(idToken, keys, { algorithms: ['RS256'], issuer: GOOGLE_ISSUERS, audience: clientId, requiredClaims: ['exp', 'iat', 'sub', 'email'] });
      const claims = v.safeParse(GoogleClaims, payload);
      if (!claims.success || claims.output.email_verified === false) return { ok: false, error: 'invalid_claims' };
      return { ok: true, claims: claims.output };
    } catch (err) {
      if (err instanceof errors.JWTExpired) return { ok: false, error: 'token_expired' };
      if (err instanceof errors.JWTClaimValidationFailed) {
        if (err.claim === 'aud') return { ok: false, error: 'invalid_audience' };
        if (err.claim === 'iss') return { ok: false, error: 'invalid_issuer' };
        return { ok: false, error: 'invalid_claims' };
      }
      return { ok: false, error: 'invalid_token' };
    }
  };
}
