import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { SandboxStorage } from '../storage.ts';

/**
 * The provider's signing key and cookie-signing secrets. Generated at the first start and kept
 * in sandbox storage, so tokens and sessions issued before a restart stay valid after it.
 */
export const SIGNING_ALG = 'RS256';

export interface ProviderKeys {
  /** Private signing key (JWK with kid, alg, use), handed to oidc-provider and used for guest tokens. */
  signingKey: JWK & { kid: string; alg: string };
  /** The public half, as published at the jwks endpoint. */
  publicJwks: { keys: JWK[] };
  /** Secrets oidc-provider signs its cookies with (Keygrip). */
  cookieKeys: string[];
}

const SIGNING_KEY = 'oidc:config:signing-key';
const COOKIE_KEYS = 'oidc:config:cookie-keys';

const isJwk = (value: unknown): value is JWK & { kid: string; alg: string } => !!value && typeof value === 'object' && 'kty' in value && 'd' in value && 'kid' in value && 'alg' in value;

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string' && item.length >= 32);

async function generateSigningKey(): Promise<JWK & { kid: string; alg: string }> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = `sandbox-${(await calculateJwkThumbprint(jwk)).slice(0, 16)}`;
  return { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' };
}

/** The public members of an RSA or EC JWK (never `d`, `p`, `q`, …). */
export function publicJwk(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, value]) => value !== undefined)) as JWK;
}

export async function loadProviderKeys(storage: SandboxStorage): Promise<ProviderKeys> {
  const storedKey = await storage.getItem<unknown>(SIGNING_KEY);
  let signingKey: JWK & { kid: string; alg: string };
  if (isJwk(storedKey)) {
    signingKey = storedKey;
  } else {
    signingKey = await generateSigningKey();
    await storage.setItem(SIGNING_KEY, signingKey);
  }
  const storedCookieKeys = await storage.getItem<unknown>(COOKIE_KEYS);
  let cookieKeys: string[];
  if (isStringList(storedCookieKeys)) {
    cookieKeys = storedCookieKeys;
  } else {
    cookieKeys = [randomBytes(32).toString('base64url')];
    await storage.setItem(COOKIE_KEYS, cookieKeys);
  }
  return { signingKey, publicJwks: { keys: [publicJwk(signingKey)] }, cookieKeys };
}
