import { currentRequestScope, runInRequestScope } from '../server/request-scope';
import type { TokenClaims } from '../upstream/identity';
import type { AuthNotice } from './client-auth-state';

/**
 * The verified access token of the request being handled, for server components and upstream calls
 * (decision 008). The guest-token middleware verifies the cookie and runs the rest of the request —
 * Waku's router and the whole streamed render — inside `runWithRequestSession`; the request scope (lib/server/request-scope.ts, AsyncLocalStorage: the
 * worker's `nodejs_als` flag) carries it through every await and timer of that render, the same way
 * Waku carries its own request store. Nothing here comes from a request header, so a client cannot
 * smuggle a token in; outside a request (or for a crawler) there is simply no token.
 */
export interface RequestAuth {
  kind: 'guest' | 'member';
  accessToken: string;
  /** Verified claims: `is_guest`, `sub`, `user_guid`, `exp`, `iat`, `nickname`. */
  claims: TokenClaims;
}

/** Everything the edge layer learned about this request's session, for rendering (issue 6). */
export interface RequestSession {
  auth: RequestAuth | null;
  /** A dialog to show once: the session ended (logged-out) or a sign-in failed (api-error). */
  notice: AuthNotice | null;
  /** `session_state` of a browser-signed-in member, for the client's session monitor. */
  sessionState: string | null;
  /** The provider's check_session iframe (from discovery), when known. */
  checkSessionUrl: string | null;
}

export const runWithRequestSession = <T>(session: RequestSession, fn: () => T): T => runInRequestScope({ session }, fn);

export const runWithRequestAuth = <T>(auth: RequestAuth | null, fn: () => T): T =>
  runWithRequestSession({ auth, notice: null, sessionState: null, checkSessionUrl: null }, fn);

/** The current request's verified auth, or null (anonymous: a crawler, an asset, no valid cookie). */
export const getRequestAuth = (): RequestAuth | null => currentRequestScope()?.session?.auth ?? null;

/** The current request's session facts, or null outside the edge layer (a build, a unit test). */
export const getRequestSession = (): RequestSession | null => currentRequestScope()?.session ?? null;
