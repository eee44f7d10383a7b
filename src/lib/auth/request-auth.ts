import { AsyncLocalStorage } from 'node:async_hooks';
import type { TokenClaims } from '../upstream/identity';

/**
 * The verified access token of the request being handled, for server components and upstream calls
 * (decision 008). The guest-token middleware verifies the cookie and runs the rest of the request —
 * Waku's router and the whole streamed render — inside `runWithRequestAuth`; AsyncLocalStorage (the
 * worker's `nodejs_als` flag) carries it through every await and timer of that render, the same way
 * Waku carries its own request store. Nothing here comes from a request header, so a client cannot
 * smuggle a token in; outside a request (or for a crawler) there is simply no token.
 */
export interface RequestAuth {
  kind: 'guest' | 'member';
  accessToken: string;
  /** Verified claims: `is_guest`, `sub`, `user_guid`, `exp`, `nickname`. */
  claims: TokenClaims;
}

const storage = new AsyncLocalStorage<RequestAuth | null>();

export const runWithRequestAuth = <T>(auth: RequestAuth | null, fn: () => T): T => storage.run(auth, fn);

/** The current request's verified auth, or null (anonymous: a crawler, an asset, no valid cookie). */
export const getRequestAuth = (): RequestAuth | null => storage.getStore() ?? null;
