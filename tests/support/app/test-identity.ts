import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import type { AppConfig } from '@/lib/config';

/**
 * Test helpers for auth tests (workerd): a stand-in identity provider with a key pair of our own,
 * reached through an injected fetch that counts every call, and hand-made hostile tokens.
 */
export const FAKE_ISSUER = 'https://identity.test/identity';

export interface FakeIdentity {
  config: AppConfig;
  fetch: typeof fetch;
  calls: { discovery: number; jwks: number };
  /** Make the JWKS endpoint fail (500) from now on, or answer again. */
  setJwksDown(down: boolean): void;
  /** The provider replaces its key (a new kid): the key set lists only the new one, and sign() uses it. */
  rotateKey(): Promise<void>;
  sign(claims?: Record<string, unknown>, options?: { kid?: string; expiresIn?: number }): Promise<string>;
  kid: string;
}

/** An OpenID provider's discovery document with the fields the app reads, endpoints under `issuer`. */
export const discoveryDocument = (issuer: string) => ({
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  end_session_endpoint: `${issuer}/endsession`,
  jwks_uri: `${issuer}/jwks`,
  id_token_signing_alg_values_supported: ['RS256'],
});

const base64urlBytes = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const base64url = (text: string) => base64urlBytes(new TextEncoder().encode(text));

export async function rsaKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, publicJwk };
}

export async function createFakeIdentity(config: AppConfig): Promise<FakeIdentity> {
  let kid = `fake-${crypto.randomUUID()}`;
  let { privateKey, publicJwk } = await rsaKey(kid);
  const calls = { discovery: 0, jwks: 0 };
  let jwksDown = false;
  const identityConfig: AppConfig = { ...config, IDENTITY_URL: FAKE_ISSUER };
  const fakeFetch: typeof fetch = async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith('/.well-known/openid-configuration')) {
      calls.discovery += 1;
      return Response.json(discoveryDocument(FAKE_ISSUER));
    }
    if (url.pathname.endsWith('/jwks')) {
      calls.jwks += 1;
      return jwksDown ? new Response('down', { status: 500 }) : Response.json({ keys: [publicJwk] });
    }
    return new Response('not found', { status: 404 });
  };
  return {
    config: identityConfig,
    fetch: fakeFetch,
    calls,
    get kid() {
      return kid;
    },
    setJwksDown: (down) => {
      jwksDown = down;
    },
    rotateKey: async () => {
      kid = `fake-${crypto.randomUUID()}`;
      ({ privateKey, publicJwk } = await rsaKey(kid));
    },
    sign: (claims = {}, options = {}) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ user_guid: 'g-1', is_guest: true, aud: identityConfig.OIDC_API_AUDIENCE, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid, typ: 'at+jwt' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : FAKE_ISSUER)
        .setSubject('guest-g-1')
        .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : now)
        .setExpirationTime(now + (options.expiresIn ?? 3600))
        .sign(privateKey);
    },
  };
}

/** An unsigned token (`alg: none`) with the given claims. */
export function unsignedToken(claims: Record<string, unknown>): string {
  return `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.`;
}

/**
 * The classic key-confusion forgery: HS256 "signed" with the provider's PUBLIC key as the HMAC
 * secret, hoping a verifier feeds the public key to HMAC.
 */
export async function hmacWithPublicKey(claims: Record<string, unknown>, publicJwk: JWK, kid?: string): Promise<string> {
  const secret = new TextEncoder().encode(JSON.stringify(publicJwk));
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signingInput = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) }))}.${base64url(JSON.stringify(claims))}`;
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(signingInput)));
  return `${signingInput}.${base64urlBytes(signature)}`;
}

/** The sandbox provider's published keys. */
export async function sandboxJwks(identityUrl: string): Promise<{ keys: JWK[] }> {
  return (await (await fetch(`${identityUrl}/jwks`)).json()) as { keys: JWK[] };
}
