import type { AppConfig } from '@/lib/config';
import { UPSTREAM_TIMEOUT_MS } from '@/lib/upstream/http';
import { isGrantRefused, refreshTokenSet } from '../auth/oidc-client';
import type { AccessTokenVerifier } from './access-token-verifier';
import { type MemberSession, memberSessionFromTokens, SessionRejectedError } from './member-session';
import type { SessionPayload } from './session';
import { SingleFlight } from '@/lib/runtime/single-flight';

/**
 * Renewing a member session with its refresh token. When it is due is refresh-window.ts's rule,
 * shared with the browser's timer (AuthRuntime).
 */
/** The refresh token is dead (rejected, revoked, expired) or the new tokens did not verify: sign out. */
export class SessionEndedError extends Error {
  override name = 'SessionEndedError';
}

export interface SessionRefresher {
  /**
   * A renewed session, or throws SessionEndedError (sign the member out) or another error (the
   * provider could not be reached: keep what still works and try again at the next request).
   */
  refresh(session: SessionPayload, config: AppConfig, verifier: AccessTokenVerifier): Promise<MemberSession>;
}

/**
 * The provider rotates refresh tokens and treats a reused one as theft (it revokes the grant), so a
 * browser's concurrent requests must share one refresh: single-flight per refresh token, and the
 * answer is kept for 30 s for the requests that still carry the old cookie.
 */
export function createSessionRefresher(options: { fetch?: typeof fetch | undefined } = {}): SessionRefresher {
  const flights = new SingleFlight<MemberSession>({ lingerMs: 30_000, followerTimeoutMs: UPSTREAM_TIMEOUT_MS + 1_000, maxKeys: 1_000 });
  return {
    async refresh(session, config, verifier) {
      const refreshToken = session.refresh_token;
      if (session.kind !== 'member' || !refreshToken) throw new SessionEndedError('no refresh token');
      const { value } = await flights.run(refreshToken, async () => {
        let tokens;
        try {
          tokens = await refreshTokenSet({ config, discovery: await verifier.discovery(), fetch: options.fetch }, refreshToken);
        } catch (err) {
          if (isGrantRefused(err)) throw new SessionEndedError('the provider refused the refresh token', { cause: err });
          throw err;
        }
        try {
          return await memberSessionFromTokens(tokens, verifier, { previous: session });
        } catch (err) {
          if (err instanceof SessionRejectedError && err.permanent) throw new SessionEndedError(err.message, { cause: err });
          throw err;
        }
      });
      return value;
    },
  };
}
