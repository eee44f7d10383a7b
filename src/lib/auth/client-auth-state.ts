import type { AuthNotice } from '../server/request-session';

/**
 * What the browser may know about its session (backend-for-frontend): enough to schedule a
 * refresh, watch the provider session and show the right dialog — never a token. The server builds it
 * from the verified session (client-auth-state-builder.ts) and hands it to the client
 * AuthRuntime as a prop; POST /auth/session answers the same shape as JSON.
 */

export interface ClientAuthState {
  /** `anonymous`: no valid cookie (a crawler, a sub-request before the first page, identity down). */
  status: 'member' | 'guest' | 'anonymous';
  /** Access-token expiry, Unix seconds (the `exp` claim); null when anonymous. */
  expiresAt: number | null;
  /** `exp - iat` of the access token in seconds, to scale the refresh lead for short test tokens. */
  lifetimeSeconds: number | null;
  /** What the server wants this page to say once (the session ended, sign-in failed or succeeded), or null. */
  notice: AuthNotice | null;
  /** OIDC Session Management `session_state` of a member session whose provider cookie is in this browser. */
  sessionState: string | null;
  /** Where the browser talks to the provider itself (the check_session iframe; has-logged-in is asked by /auth/probe). */
  identity: {
    clientId: string;
    origin: string;
    checkSessionUrl: string | null;
    /** How often the session monitor asks the check_session frame (configuration, default 15 s). */
    checkSessionIntervalMs: number;
  };
}

/**
 * The session monitor's default interval when SESSION_CHECK_INTERVAL_SECONDS is not set: a provider
 * sign-out elsewhere is noticed within 15 s (the spec wants it within a minute).
 */
export const DEFAULT_SESSION_CHECK_INTERVAL_SECONDS = 15;

/** What the silent-login callback page (/refresh, in a hidden frame) posts to its parent: `{ type, ok }`. */
export const SILENT_LOGIN_MESSAGE = 'usstock:silent-login';

/** The window events of the auth runtime. */
export const AUTH_EVENTS = {
  /** Raised 10 s before the access token expires. */
  tokenExpiring: 'usstock:token-expiring',
  /** A member session began (sign-in, silent login, one-tap). */
  login: 'usstock:login',
  /** A one-tap credential was refused ("signupOrLogin_fail"). detail: { errorStatus } */
  signupOrLoginFail: 'signupOrLogin_fail',
} as const;
