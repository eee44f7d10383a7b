import type { AppConfig } from '@/lib/config';
import { requestGuestToken } from '@/lib/upstream/identity';
import type { AccessTokenVerifier } from './access-token-verifier';
import type { RequestAuth } from '@/lib/server/request-auth';
import type { SessionPayload } from './session';

/** Minting a guest session when a visitor has none (a guest token, so every visitor calls the services with one). */
export class GuestTokenError extends Error {
  override name = 'GuestTokenError';
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
export async function mintGuestSession(config: AppConfig, verifier: AccessTokenVerifier, fetchImpl?: typeof fetch): Promise<GuestSession> {
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
  return { session: { kind: 'guest', access_token: token.access_token, exp: result.claims.exp }, auth: { kind: 'guest', accessToken: token.access_token, claims: result.claims } };
}
