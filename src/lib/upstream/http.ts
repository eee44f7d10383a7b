import 'server-only';
import * as v from 'valibot';
import type { AppConfig } from '../config';
import { type CachePolicy, sharedCachePolicy } from './cache-policy';
import { edgeCacheAvailable, edgeCached, edgeCacheKey, isOutage, type LoadedText, type WaitUntil } from './edge-cache';
import { breakerFor } from './circuit-breaker';
import { articleCacheGeneration } from './content-generation';
import { UpstreamError, type UpstreamService } from './errors';

/** Every upstream call gives up after 5000 ms. */
export const UPSTREAM_TIMEOUT_MS = 5000;

/** What a client function needs to make a call: configuration and, when signed in, the access token. */
export interface UpstreamContext {
  config: AppConfig;
  /** Access token (guest or member); sent as `Authorization: Bearer` on authenticated calls. */
  token?: string | undefined;
  /** Lets the caller cancel, e.g. when the reader navigates away. Combined with the timeout. */
  signal?: AbortSignal | undefined;
  /** Replaces global fetch (tests, service bindings). */
  fetch?: typeof fetch | undefined;
  /**
   * How long a call may take before it counts as timed out (504): UPSTREAM_TIMEOUT_MS unless
   * a caller has a tighter budget. (The workerd tests of what follows a timeout pass 300 ms, not to wait 5 s each.)
   */
  timeoutMs?: number | undefined;
  /**
   * What `token` is, as established by the code that verified it. `guest` lets calls that send the
   * token anyway (the article detail) use the shared edge cache; unset counts as personal.
   */
  tokenKind?: 'guest' | 'member' | undefined;
  /** Where background cache refreshes go (the request's `waitUntil`); defaults to `cloudflare:workers`. */
  waitUntil?: WaitUntil | undefined;
  /** `false` skips the edge cache for this context (e.g. a preview that must see the upstream now). */
  edgeCache?: false | undefined;
  /**
   * Told when a call met an outage (it failed with a 5xx, 429 or timeout, or was answered from a stale
   * copy kept for outages), with a reason for the logs. The caller decides what that means: a page
   * render marks itself degraded (src/lib/server/request-context.ts); a refresh needs nothing.
   */
  onDegraded?: ((reason: string) => void) | undefined;
}

/** Snapshot refreshes read the upstream itself, never the edge cache's copy of it. */
export const refreshUpstream = (config: AppConfig): UpstreamContext => ({ config, edgeCache: false });

type Query = Record<string, string | number | boolean | undefined | null>;

export interface UpstreamRequest<TSchema extends v.GenericSchema> {
  service: UpstreamService;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Query | undefined;
  /** JSON body (objects, arrays and strings are JSON-encoded). */
  json?: unknown;
  /** Form body (application/x-www-form-urlencoded). */
  form?: Record<string, string> | undefined;
  /** Send the context's token as a bearer token. Throws 401 without a call if there is none. */
  auth?: boolean;
  headers?: Record<string, string> | undefined;
  /** `include` sends cookies (identity calls); only meaningful in a browser. */
  credentials?: RequestCredentials;
  /**
   * How long the edge may share this answer (a policy of cache-policy.ts). Leave it out for anything
   * that depends on who asks or changes state; even with it, a member's call is never shared.
   */
  cache?: CachePolicy | undefined;
  schema: TSchema;
}

/** The configuration variable that holds each service's base URL. */
const BASE_URL_VARIABLES = {
  article: 'ARTICLE_API_URL',
  forum: 'FORUM_API_URL',
  profile: 'PROFILE_API_URL',
  business: 'BUSINESS_API_URL',
  'taiwan-market': 'TAIWAN_MARKET_API_URL',
  identity: 'IDENTITY_URL',
} as const satisfies Record<UpstreamService, keyof AppConfig>;

const baseUrlOf = (config: AppConfig, service: UpstreamService): string => config[BASE_URL_VARIABLES[service]];

/** Joins a base URL that may carry a path prefix (`http://host/article`) with an absolute API path. */
export function buildUrl(base: string, path: string, query?: Query): URL {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url;
}

/**
 * The one fetch wrapper for all upstream services: base URL from configuration,
 * timeout, bearer token, body encoding, a valibot parse of the answer and typed errors.
 * A call that states a `cache` policy goes through the edge cache (edge-cache.ts) when it is shareable.
 */
export async function upstreamRequest<TSchema extends v.GenericSchema>(ctx: UpstreamContext, req: UpstreamRequest<TSchema>): Promise<v.InferOutput<TSchema>> {
  const method = req.method ?? 'GET';
  const url = buildUrl(baseUrlOf(ctx.config, req.service), req.path, req.query);
  const headers = new Headers(req.headers);
  headers.set('accept', 'application/json');
  if (req.auth) {
    if (!ctx.token) throw new UpstreamError(req.service, 401, `${req.path} needs a signed-in user`);
    headers.set('authorization', `Bearer ${ctx.token}`);
  }
  let body: string | undefined;
  if (req.form) {
    body = new URLSearchParams(req.form).toString();
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    headers.set('content-type', 'application/json');
  }
  const call: PreparedCall = { ctx, service: req.service, method, url, headers, body, credentials: req.credentials };
  const decode = (text: string) => decodeAnswer(req, url, text);

  const policy = ctx.edgeCache === false || !edgeCacheAvailable() ? undefined : sharedCachePolicy(req.cache, { sendsToken: Boolean(req.auth), tokenKind: ctx.tokenKind });
  // Article-service answers carry the content generation in their key: a deletion retires them all (decision 028).
  const generation = policy && req.service === 'article' ? await articleCacheGeneration() : undefined;
  const key = policy ? await edgeCacheKey(url, method, body, generation) : undefined;
  try {
    if (policy && key) {
      // The schema says how the text was decoded: the isolate keeps fresh answers decoded (and frozen) for the next reader of this key and schema.
      const result = await edgeCached({ key, policy, load: (background) => fetchText(call, background), decode, keptAs: req.schema, waitUntil: ctx.waitUntil });
      if (result.state === 'stale-if-error') ctx.onDegraded?.(`${method} ${url.pathname}: stale copy for an outage`);
      return result.value;
    }
    return decode((await fetchText(call, false)).text);
  } catch (error) {
    // An outage is reported to the caller (a render shows an error state: the guest page cache must not
    // keep it). A 4xx is an answer (unknown stock, deleted article), rendered as such, not a degradation.
    if (isOutage(error)) ctx.onDegraded?.(`${method} ${url.pathname}: ${error instanceof Error ? error.message : 'failed'}`);
    throw error;
  }
}

interface PreparedCall {
  ctx: UpstreamContext;
  service: UpstreamService;
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (even if a fetch ignores its signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Marks answers the upstream says must not be shared (a cookie, or private/no-store). */
function isShareable(res: Response): boolean {
  if (res.headers.has('set-cookie')) return false;
  return !/\b(private|no-store)\b/i.test(res.headers.get('cache-control') ?? '');
}

/**
 * Sends the call and answers the body text of a 2xx (204 becomes "null"), or throws UpstreamError:
 * the upstream's status, 504 after the timeout, 502 for a network failure. A background refresh does
 * not follow the reader's abort signal: nobody is waiting, and the next reader wants the answer.
 */
async function fetchText(call: PreparedCall, background: boolean): Promise<LoadedText> {
  const { ctx, method, url } = call;
  // A configuration read through the schema says 'on' unless told otherwise; one built by hand in a test has none.
  const breaker = ctx.config.UPSTREAM_BREAKER === 'on' ? breakerFor(call.service, url.origin) : null;
  if (breaker && !breaker.tryAcquire()) {
    throw new UpstreamError(call.service, 503, `${method} ${url.pathname} not sent: ${call.service} keeps failing (circuit open, retry in ${Math.ceil(breaker.retryAfterMs() / 1000)} s)`);
  }
  try {
    const loaded = await sendAndRead(call, background);
    breaker?.recordSuccess();
    return loaded;
  } catch (error) {
    if (breaker) {
      // The service answered (a 4xx): it works. The reader went away: nothing learned. Else a failure.
      if (error instanceof UpstreamError && error.status < 500) breaker.recordSuccess();
      else if (ctx.signal?.aborted && !(error instanceof UpstreamError && error.status === 504)) breaker.recordAbandoned();
      else breaker.recordFailure();
    }
    throw error;
  }
}

async function sendAndRead(call: PreparedCall, background: boolean): Promise<LoadedText> {
  const { ctx, method, url } = call;
  const timeoutMs = ctx.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = ctx.signal && !background ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  const doFetch = ctx.fetch ?? fetch;

  let res: Response;
  try {
    res = await untilAborted(
      doFetch(url, { method, headers: call.headers, ...(call.body !== undefined ? { body: call.body } : {}), ...(call.credentials ? { credentials: call.credentials } : {}), signal }),
      signal,
    );
  } catch (cause) {
    const timedOut = timeout.aborted;
    throw new UpstreamError(call.service, timedOut ? 504 : 502, `${method} ${url.pathname} ${timedOut ? `timed out after ${timeoutMs} ms` : 'failed'}`, { cause });
  }

  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new UpstreamError(call.service, res.status, `${method} ${url.pathname} answered ${res.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`);
  }
  if (res.status === 204) return { text: 'null', shareable: isShareable(res) };
  try {
    return { text: await untilAborted(res.text(), signal), shareable: isShareable(res) };
  } catch (cause) {
    throw new UpstreamError(call.service, timeout.aborted ? 504 : 502, `${method} ${url.pathname} failed while reading the answer`, { cause });
  }
}

/** JSON-parses and schema-checks an answer; anything unexpected is a 502 naming where it broke. */
function decodeAnswer<TSchema extends v.GenericSchema>(req: UpstreamRequest<TSchema>, url: URL, text: string): v.InferOutput<TSchema> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new UpstreamError(req.service, 502, `${url.pathname} did not answer JSON`, { cause });
  }
  const parsed = v.safeParse(req.schema, data);
  if (!parsed.success) {
    const where = parsed.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    throw new UpstreamError(req.service, 502, `${url.pathname} answered an unexpected shape: ${where}`, { cause: parsed.issues });
  }
  return parsed.output;
}
