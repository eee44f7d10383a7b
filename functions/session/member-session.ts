import type { TokenClaims } from '@/lib/upstream/identity';
import type { MemberTokens } from '../auth/oidc-client';
import type { AccessTokenVerifier } from './access-token-verifier';
import type { RequestAuth } from '@/lib/server/request-auth';
import { newSessionId, type SessionPayload } from './session';

/**
 * Turning a token set from the provider into a member session (sign-in callback, one-tap, refresh).
 * Nothing is taken on trust: the access token is verified like every cookie's (issuer, audience,
 * provider key, expiry) and must be a member's; the ID token is verified too (audience = our client,
 * the nonce of this sign-in, the same subject).
 */
export class SessionRejectedError extends Error {
  override name = 'SessionRejectedError';
  /** false when the provider could not be reached to check (keys unavailable): worth retrying. */
  readonly permanent: boolean;
  constructor(message: string, permanent = true) {
    super(message);
    this.permanent = permanent;
  }
}

/**
 * How long the browser keeps a member session cookie: the provider's refresh-token lifetime
 * (14 days, rotation keeps the first token's). Past it the refresh token is dead anyway.
 */
export const MEMBER_SESSION_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

export interface MemberSession {
  session: SessionPayload;
  auth: RequestAuth;
}

export async function memberSessionFromTokens(
  tokens: MemberTokens,
  verifier: AccessTokenVerifier,
  expected: { nonce?: string | undefined; previous?: SessionPayload | undefined; sessionState?: string | undefined },
): Promise<MemberSession> {
  const access = await verifier.verify(tokens.access_token);
  if (access.status !== 'valid') {
    const reason = 'reason' in access ? `: ${access.reason}` : '';
    throw new SessionRejectedError(`access token not accepted (${access.status}${reason})`, access.status !== 'unavailable');
  }
  const claims: TokenClaims = access.claims;
  if (claims.is_guest) throw new SessionRejectedError('the provider answered a guest token to a member sign-in');

  // A sign-in must bring an ID token (it carries the nonce); a refresh may omit it and keep the old one.
  const idToken = tokens.id_token ?? expected.previous?.id_token;
  if (!idToken) throw new SessionRejectedError('no ID token');
  if (tokens.id_token) {
    const id = await verifier.verifyIdToken(tokens.id_token, { nonce: expected.nonce, sub: claims.sub });
    if (id.status !== 'valid') throw new SessionRejectedError(`ID token not accepted (${id.status}: ${id.reason})`, id.status !== 'unavailable');
  } else if (expected.nonce !== undefined) {
    throw new SessionRejectedError('a sign-in answered without an ID token');
  }

  const refreshToken = tokens.refresh_token ?? expected.previous?.refresh_token;
  const sessionState = expected.sessionState ?? expected.previous?.session_state;
  const session: SessionPayload = {
    kind: 'member',
    access_token: tokens.access_token,
    id_token: idToken,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    ...(sessionState ? { session_state: sessionState } : {}),
    // A renewal keeps the session's id (sign-out revokes it); a sign-in starts a new one.
    sid: expected.previous?.sid ?? newSessionId(),
    exp: claims.exp,
  };
  return { session, auth: { kind: 'member', accessToken: tokens.access_token, claims } };
}
