import type { AppConfig } from '../config';
import { type ClientAuthState, DEFAULT_SESSION_CHECK_INTERVAL_SECONDS } from './client-auth-state';
import type { RequestSession } from '../server/request-auth';

/** The provider's "has this browser signed in before?" probe, asked by /auth/probe. */
export function hasLoggedInUrlOf(config: AppConfig): string {
  return `${config.IDENTITY_URL.replace(/\/+$/, '')}/has-logged-in`;
}

/**
 * The browser's view of its session (client-auth-state.ts): expiry and lifetime to schedule the
 * refresh, the one-time notice, the session monitor's inputs — and never the token itself.
 */
export function buildClientAuthState(session: RequestSession | null, config: AppConfig): ClientAuthState {
  const auth = session?.auth ?? null;
  // Only a member's expiry is sent: the browser schedules refreshes for members alone (AuthRuntime),
  // and a guest's page must be the same for every guest, so the edge may share it (decision 030).
  const claims = auth?.kind === 'member' ? auth.claims : undefined;
  return {
    status: auth ? auth.kind : 'anonymous',
    expiresAt: claims?.exp ?? null,
    lifetimeSeconds: claims?.iat !== undefined && claims.exp > claims.iat ? claims.exp - claims.iat : null,
    notice: session?.notice ?? null,
    sessionState: auth?.kind === 'member' ? (session?.sessionState ?? null) : null,
    identity: {
      clientId: config.OIDC_CLIENT_ID,
      origin: new URL(config.IDENTITY_URL).origin,
      checkSessionUrl: auth?.kind === 'member' ? (session?.checkSessionUrl ?? null) : null,
      checkSessionIntervalMs: (config.SESSION_CHECK_INTERVAL_SECONDS ?? DEFAULT_SESSION_CHECK_INTERVAL_SECONDS) * 1000,
    },
  };
}
