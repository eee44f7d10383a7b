/**
 * The one place that touches Waku's unstable request APIs and the Workers bindings, so a framework
 * upgrade changes one file. Server components ask this module for the request and configuration.
 */
import { env } from 'cloudflare:workers';
import { unstable_getRequest, unstable_notFound, unstable_redirect } from 'waku/router/server';
import { type AppConfig, parseConfig } from '../config';
import type { UpstreamContext } from '../upstream/http';

export const getRequest = (): Request => unstable_getRequest();
export const notFound = (): never => unstable_notFound();
export const redirect = (location: string, status?: 303 | 307 | 308): never => unstable_redirect(location, status);

/** Typed, validated configuration of this worker (throws ConfigError naming a missing variable). */
export const getConfig = (): AppConfig => parseConfig(env);

/** Whether the footer must say the data is demo data (set DEMO_DATA in wrangler.toml [vars]). */
export const isDemoData = (): boolean => (env as { DEMO_DATA?: string }).DEMO_DATA === '1';

/** Context for upstream calls made while rendering this request. */
export function getUpstreamContext(): UpstreamContext {
  return { config: getConfig() };
}
