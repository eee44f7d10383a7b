import { randomUUID } from 'node:crypto';
import { importJWK, type JWK, SignJWT } from 'jose';
import type Provider from 'oidc-provider';
import { API_RESOURCE } from './constants.ts';

/**
 * `grant_type=guest` on the ordinary token endpoint: an anonymous visitor gets an
 * access token with `is_guest: true`. oidc-provider authenticates the client (`client_id`,
 * public client) and checks the client may use the grant; the token itself is a JWT in the same
 * format and with the same key as member access tokens, but nothing is stored: a guest has no
 * session, grant or refresh token.
 */
export const GUEST_GRANT_TYPE = 'guest';

export interface GuestTokenOptions {
  issuer: string;
  signingKey: JWK & { kid: string; alg: string };
  /** Asked at every issue, so the lifetime can follow the sandbox's `accessTokenTtl` knob. */
  ttlSeconds: () => number;
}

export async function createGuestTokenSigner(options: GuestTokenOptions) {
  const key = await importJWK(options.signingKey, options.signingKey.alg);
  return async (clientId: string): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> => {
    const ttlSeconds = options.ttlSeconds();
    const guid = randomUUID();
    // One clock reading for both claims, so exp - iat is exactly the lifetime.
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await new SignJWT({ client_id: clientId, user_guid: guid, is_guest: true })
      .setProtectedHeader({ alg: options.signingKey.alg, kid: options.signingKey.kid, typ: 'at+jwt' })
      .setIssuer(options.issuer)
      .setSubject(`guest-${guid}`)
      .setAudience(API_RESOURCE)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .setJti(randomUUID())
      .sign(key);
    return { access_token: accessToken, token_type: 'Bearer', expires_in: ttlSeconds };
  };
}

export async function registerGuestGrant(provider: Provider, options: GuestTokenOptions): Promise<void> {
  const sign = await createGuestTokenSigner(options);
  provider.registerGrantType(GUEST_GRANT_TYPE, async (ctx) => {
    ctx.body = await sign(ctx.oidc.client.clientId);
  });
}
