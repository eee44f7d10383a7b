import 'server-only';
/**
 * The one place that touches Waku's unstable request APIs and the Workers bindings, so a framework
 * upgrade changes one file. Server components ask this module for the request and configuration.
 */
import { env } from 'cloudflare:workers';
import { unstable_getRequest, unstable_notFound, unstable_redirect } from 'waku/router/server';
import { upstreamContextFor } from './upstream-context';
import { type AppConfig, parseConfig } from '../config';
import type { UpstreamContext } from '../upstream/http';
import { markRenderDegraded } from './request-scope';

export const getRequest = (): Request => unstable_getRequest();
export const notFound = (): never => unstable_notFound();
/**
 * Any site path or URL (once src/pages.gen.ts exists, Waku types the target as a known route; this
 * helper also serves computed targets such as server-defined redirects).
 */
export const redirect = (location: string, status?: 303 | 307 | 308): never => unstable_redirect(location as Parameters<typeof unstable_redirect>[0], status);

/** Typed, validated configuration of this worker (throws ConfigError naming a missing variable). */
export const getConfig = (): AppConfig => parseConfig(env);

/** Whether the footer must say the data is demo data (set DEMO_DATA in wrangler.toml [vars]). */
export const isDemoData = (): boolean => getConfig().DEMO_DATA === '1';

/**
 * Context for upstream calls made while rendering this request: the configuration and the access
 * token the guest-token middleware verified for it (none for crawlers and anonymous sub-requests).
 * Server-side only: the token goes to upstream calls as a bearer token and must never be passed as
 * a prop to a client component (it would land in the RSC payload the page can read).
 */
export function getUpstreamContext(): UpstreamContext {
  const config = getConfig();
  // EDGE_CACHE = "off" turns the upstream edge cache off (the benchmark's cold runs, debugging).
  // An outage met while rendering marks the render degraded: the guest page cache does not keep it.
  return { ...upstreamContextFor(config, { edgeCache: config.EDGE_CACHE !== 'off' }), onDegraded: markRenderDegraded };
}
