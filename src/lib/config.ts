import 'server-only';
import * as v from 'valibot';
import { splitList } from './config-lists';

/**
 * Configuration comes from `wrangler.toml` [vars] and secrets (`.dev.vars` locally).
 * It is validated once per isolate; a missing or malformed variable fails loudly
 * with its name, instead of surfacing later as a confusing upstream error.
 */
const url = (name: string) => v.pipe(v.string(`${name} is missing`), v.url(`${name} must be an absolute URL`));
const text = (name: string) => v.pipe(v.string(`${name} is missing`), v.nonEmpty(`${name} must not be empty`));
/** An optional switch: absent means its default. */
const choice = <const T extends readonly [string, ...string[]]>(name: string, options: T) =>
  v.optional(v.picklist(options, `${name} must be one of ${options.map((o) => JSON.stringify(o)).join(', ')}`));

/** Comma- or space-separated entries (config-lists.ts), each of which must pass `test`. */
const list = (name: string, what: string, test: (entry: string) => boolean) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be a string`),
      v.check(
        (value) => splitList(value).every(test),
        (issue) => {
          const bad = splitList(String(issue.input)).find((entry) => !test(entry)) ?? '';
          return `${name}: ${JSON.stringify(bad.slice(0, 100))} is not ${what}`;
        },
      ),
    ),
  );

/** `https://host[:port]`, optionally with a leading `*.` label: what a CSP frame-ancestors source may be. */
const EMBED_ORIGIN_PATTERN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const HOST_PATTERN = /^[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;
const isHttpOrigin = (entry: string): boolean => URL.canParse(entry) && /^https?:$/.test(new URL(entry).protocol);

export const AppConfigSchema = v.object({
  ARTICLE_API_URL: url('ARTICLE_API_URL'),
  FORUM_API_URL: url('FORUM_API_URL'),
  PROFILE_API_URL: url('PROFILE_API_URL'),
  BUSINESS_API_URL: url('BUSINESS_API_URL'),
  /** Taiwan closes, USD/TWD and the TWSE calendar for the ADR section (decision 039). */
  TAIWAN_MARKET_API_URL: url('TAIWAN_MARKET_API_URL'),
  IDENTITY_URL: url('IDENTITY_URL'),
  IMAGE_PROXY_URL: url('IMAGE_PROXY_URL'),
  SITE_URL: url('SITE_URL'),
  /**
   * The payment site's pCoin top-up page, linked from the paywall when a member's balance is short
   * (with ?returnUrl= back to the article). Only http(s): it becomes a link's href.
   */
  PCOIN_TOP_UP_URL: v.pipe(
    url('PCOIN_TOP_UP_URL'),
    v.check((value) => isHttpOrigin(value), 'PCOIN_TOP_UP_URL must be an http(s) URL'),
  ),
  OIDC_CLIENT_ID: text('OIDC_CLIENT_ID'),
  /** The `aud` every access token must carry (the APIs as one resource server). */
  OIDC_API_AUDIENCE: text('OIDC_API_AUDIENCE'),
  WEB_APP_ID: text('WEB_APP_ID'),
  GOOGLE_CLIENT_ID: text('GOOGLE_CLIENT_ID'),
  SESSION_SECRET: v.pipe(
    v.string('SESSION_SECRET is missing (copy .dev.vars.example to .dev.vars, or `wrangler secret put SESSION_SECRET`)'),
    v.minLength(32, 'SESSION_SECRET must be at least 32 characters'),
  ),
  /** "1" labels the site as demo data in the footer (the sandbox). */
  DEMO_DATA: choice('DEMO_DATA', ['0', '1']),
  /** "off" bypasses the edge cache of upstream answers (the benchmark's cold runs, debugging). */
  EDGE_CACHE: choice('EDGE_CACHE', ['on', 'off']),
  /** "off" turns the guest page cache off alone (decision 030; the benchmark's before/after); EDGE_CACHE=off does too. */
  PAGE_CACHE: choice('PAGE_CACHE', ['on', 'off']),
  /** Hosts (`host` or `host:port`) an absolute redirect target in KV REDIRECTS may point at. */
  REDIRECT_ALLOWED_HOSTS: list('REDIRECT_ALLOWED_HOSTS', 'a host or host:port', (entry) => HOST_PATTERN.test(entry)),
  /** Origins besides the site allowed to frame /onlyarticlecontent/* (the company's apps). */
  ARTICLE_EMBED_ORIGINS: list('ARTICLE_EMBED_ORIGINS', 'an origin like https://app.example.com', (entry) => EMBED_ORIGIN_PATTERN.test(entry)),
  /**
   * How often a member's page asks the provider's check_session frame whether the provider session
   * still stands (seconds, 1–300; default 15). The end-to-end stack sets 1, so its test of a sign-out
   * done elsewhere does not wait out the real interval.
   */
  SESSION_CHECK_INTERVAL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'SESSION_CHECK_INTERVAL_SECONDS must be a whole number of seconds'),
      v.transform(Number),
      v.minValue(1, 'SESSION_CHECK_INTERVAL_SECONDS must be 1 to 300'),
      v.maxValue(300, 'SESSION_CHECK_INTERVAL_SECONDS must be 1 to 300'),
    ),
  ),
  /**
   * The per-service circuit breaker (src/lib/upstream/circuit-breaker.ts, decision 022): "on" (the
   * default) or "off". The e2e stack turns it off, because its specs switch sandbox failures on and
   * off faster than the breaker's 15 s cool-down; the breaker has its own tests.
   */
  UPSTREAM_BREAKER: v.optional(v.picklist(['on', 'off'], 'UPSTREAM_BREAKER must be "on" or "off"'), 'on'),
  /**
   * The VAPID public key (decision 055): base64url of an uncompressed P-256 point, the applicationServerKey
   * a browser subscribes to push with; the live Worker signs with its private half. `npm start` makes a
   * pair into .dev.vars; in production set the same value in both Workers' [vars].
   */
  VAPID_PUBLIC_KEY: v.pipe(
    v.string('VAPID_PUBLIC_KEY is missing (see .dev.vars.example)'),
    v.regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key, 87 base64url characters (see .dev.vars.example)'),
  ),
  /** Extra origins pages may load images from (besides the image proxy and the services). */
  CSP_IMG_ORIGINS: list('CSP_IMG_ORIGINS', 'an http(s) URL', isHttpOrigin),
});

export type AppConfig = v.InferOutput<typeof AppConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

let cached: { source: unknown; config: AppConfig } | undefined;

/** The configuration, or null when it is not valid (for code that must answer even then: security headers). */
export function configOrNull(env: unknown): AppConfig | null {
  try {
    return parseConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return null;
    throw err;
  }
}

/** Parse the worker environment into typed configuration (memoised per env object). */
export function parseConfig(env: unknown): AppConfig {
  if (cached && cached.source === env) return cached.config;
  const result = v.safeParse(AppConfigSchema, env);
  if (!result.success) {
    const messages = result.issues.map((issue) => {
      // valibot reports an absent key with the object's generic message; name the variable instead.
      const key = issue.path?.[0]?.key;
      return issue.input === undefined && typeof key === 'string' ? `${key} is missing (set it in wrangler.toml [vars], .dev.vars or a wrangler secret)` : issue.message;
    });
    throw new ConfigError(`Invalid configuration: ${messages.join('; ')}`);
  }
  cached = { source: env, config: result.output };
  return result.output;
}
