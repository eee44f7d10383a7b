import type { AppConfig } from '../config';
import { requestGuestToken } from '../upstream/identity';
import type { AccessTokenVerifier } from './access-token-verifier';
import type { RequestAuth } from './request-auth';
import type { SessionPayload } from './session';

/**
 * Turning a session cookie into verified auth, and minting a guest session when there is none
 * (spec §4 "Guest token").
 */
export class GuestTokenError extends Error {
  override name = 'GuestTokenError';
}

/** The auth a session grants, or null when its access token does not verify or is (nearly) expired. */
export async function authFromSession(session: SessionPayload, verifier: AccessTokenVerifier): Promise<RequestAuth | null> {
  const result = await verifier.verify(session.access_token);
  if (result.status === 'valid') return { kind: session.kind, accessToken: session.access_token, claims: result.claims };
  if (result.status !== 'expired') console.warn(`[auth] session cookie not trusted (${result.status}: ${result.reason})`);
  return null;
}

export interface GuestSession {
  session: SessionPayload;
  auth: RequestAuth;
}

/**
 * POST /token grant_type=guest, then the same verification as any cookie: a token we cannot verify
 * (wrong issuer, unknown key) would be rejected on the next request anyway, so it counts as no token.
 * The keys load while the token is being minted, so a cold isolate pays one round trip, not two.
 */
export async function mintGuestSession(
  config: AppConfig,
  verifier: AccessTokenVerifier,
  fetchImpl?: typeof fetch,
): Promise<GuestSession> {
  const keysReady = verifier.prepare();
  const token = await requestGuestToken({ config, fetch: fetchImpl }).catch((cause: unknown) => {
    throw new GuestTokenError('identity did not issue a guest token', { cause });
  });
  await keysReady;
  const result = await verifier.verify(token.access_token);
  if (result.status !== 'valid') {
    throw new GuestTokenError(`the new guest token did not verify (${result.status}${'reason' in result ? `: ${result.reason}` : ''})`);
  }
  if (!result.claims.is_guest) throw new GuestTokenError('the guest grant answered a token that is not a guest token');
  return {
    session: { kind: 'guest', access_token: token.access_token, exp: result.claims.exp },
    auth: { kind: 'guest', accessToken: token.access_token, claims: result.claims },
  };
}
