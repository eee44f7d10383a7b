import { currentRequestScope, runInRequestScope } from './request-scope';
import type { RequestAuth, RequestSession } from './request-session';

export type { RequestAuth, RequestSession } from './request-session';

/**
 * The verified access token of the request being handled, for server components and upstream calls
 * (decision 008). The guest-token middleware verifies the cookie and runs the rest of the request —
 * Waku's router and the whole streamed render — inside `runWithRequestSession`; the request scope
 * (lib/server/request-scope.ts, AsyncLocalStorage: the worker's `nodejs_als` flag) carries it through
 * every await and timer of that render, the same way Waku carries its own request store. Nothing here comes from a request header, so a client cannot
 * smuggle a token in; outside a request (or for a crawler) there is simply no token.
 */
export const runWithRequestSession = <T>(session: RequestSession, fn: () => T): T => runInRequestScope({ session }, fn);

export const runWithRequestAuth = <T>(auth: RequestAuth | null, fn: () => T): T => runWithRequestSession({ auth, notice: null, sessionState: null, checkSessionUrl: null }, fn);

/** The current request's verified auth, or null (anonymous: a crawler, an asset, no valid cookie). */
export const getRequestAuth = (): RequestAuth | null => currentRequestScope()?.session?.auth ?? null;

/** The current request's session facts, or null outside the edge layer (a build, a unit test). */
export const getRequestSession = (): RequestSession | null => currentRequestScope()?.session ?? null;
