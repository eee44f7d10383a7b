import type { TokenClaims } from '../upstream/identity';

/**
 * What the edge layer learned about a request's session, as types only: the request scope
 * (request-scope.ts) carries it, request-auth.ts reads it. Kept apart from both so neither
 * imports the other back.
 */
export interface RequestAuth {
  kind: 'guest' | 'member';
  accessToken: string;
  /** Verified claims: `is_guest`, `sub`, `user_guid`, `exp`, `iat`, `nickname`. */
  claims: TokenClaims;
}

/**
 * What the server tells the next page once: a dialog to show (`logged-out`, `api-error`), or that this
 * page is the first after a redirect sign-in (`signed-in`: the login event).
 */
export type AuthNotice = 'logged-out' | 'api-error' | 'signed-in';

/** Everything the edge layer learned about this request's session, for rendering. */
export interface RequestSession {
  auth: RequestAuth | null;
  /** A dialog to show once: the session ended (logged-out) or a sign-in failed (api-error). */
  notice: AuthNotice | null;
  /** `session_state` of a browser-signed-in member, for the client's session monitor. */
  sessionState: string | null;
  /** The provider's check_session iframe (from discovery), when known. */
  checkSessionUrl: string | null;
}
