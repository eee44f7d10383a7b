import type { AppConfig } from '../config';
import type { UpstreamContext } from '../upstream/http';
import { getRequestAuth } from './request-auth';

/**
 * Upstream context for the request being handled: the configuration and the access token the
 * guest-token middleware verified for it (undefined for crawlers and anonymous sub-requests).
 * `tokenKind` lets the edge cache share guest-token answers while never storing member ones.
 * request-context.ts's getUpstreamContext() is this with the worker's configuration; kept apart so it
 * can be tested without Waku's server runtime.
 */
export const upstreamContextFor = (config: AppConfig, options: { edgeCache?: boolean } = {}): UpstreamContext => {
  const auth = getRequestAuth();
  return { config, token: auth?.accessToken, tokenKind: auth?.kind, ...(options.edgeCache === false ? { edgeCache: false as const } : {}) };
};
