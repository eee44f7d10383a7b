import type { Context, MiddlewareHandler } from 'hono';

/**
 * The edge layer's Hono environment: the Worker's bindings exactly as `wrangler types` generated
 * them from wrangler.toml (worker-configuration.d.ts, `npm run cf-typegen`). Variables are still
 * read through lib/config.ts's schema, which validates them; KV namespaces come typed from here.
 */
export type EdgeEnv = { Bindings: Env };
export type EdgeMiddleware = MiddlewareHandler<EdgeEnv>;
export type EdgeContext = Context<EdgeEnv>;
