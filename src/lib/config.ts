import 'server-only';
import * as v from 'valibot';

/**
 * Configuration comes from `wrangler.toml` [vars] and secrets (`.dev.vars` locally).
 * It is validated once per isolate; a missing or malformed variable fails loudly
 * with its name, instead of surfacing later as a confusing upstream error.
 */
const url = (name: string) =>
  v.pipe(v.string(`${name} is missing`), v.url(`${name} must be an absolute URL`));
const text = (name: string) =>
  v.pipe(v.string(`${name} is missing`), v.nonEmpty(`${name} must not be empty`));

export const AppConfigSchema = v.object({
  ARTICLE_API_URL: url('ARTICLE_API_URL'),
  FORUM_API_URL: url('FORUM_API_URL'),
  PROFILE_API_URL: url('PROFILE_API_URL'),
  BUSINESS_API_URL: url('BUSINESS_API_URL'),
  IDENTITY_URL: url('IDENTITY_URL'),
  IMAGE_PROXY_URL: url('IMAGE_PROXY_URL'),
  SITE_URL: url('SITE_URL'),
  OIDC_CLIENT_ID: text('OIDC_CLIENT_ID'),
  /** The `aud` every access token must carry (the APIs as one resource server). */
  OIDC_API_AUDIENCE: text('OIDC_API_AUDIENCE'),
  WEB_APP_ID: text('WEB_APP_ID'),
  GOOGLE_CLIENT_ID: text('GOOGLE_CLIENT_ID'),
  SESSION_SECRET: v.pipe(
    v.string('SESSION_SECRET is missing (copy .dev.vars.example to .dev.vars, or `wrangler secret put SESSION_SECRET`)'),
    v.minLength(32, 'SESSION_SECRET must be at least 32 characters'),
  ),
});

export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

let cached: { source: unknown; config: AppConfig } | undefined;

/** Parse the worker environment into typed configuration (memoised per env object). */
export function parseConfig(env: unknown): AppConfig {
  if (cached && cached.source === env) return cached.config;
  const result = v.safeParse(AppConfigSchema, env);
  if (!result.success) {
    const messages = result.issues.map((issue) => {
      // valibot reports an absent key with the object's generic message; name the variable instead.
      const key = issue.path?.[0]?.key;
      return issue.input === undefined && typeof key === 'string'
        ? `${key} is missing (set it in wrangler.toml [vars], .dev.vars or a wrangler secret)`
        : issue.message;
    });
    throw new ConfigError(`Invalid configuration: ${messages.join('; ')}`);
  }
  cached = { source: env, config: result.output };
  return result.output;
}
