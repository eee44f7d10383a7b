import * as v from 'valibot';
import type { AppConfig } from '../config';
import { UpstreamError, type UpstreamService } from './errors';

/** Spec §9: every upstream call gives up after 5000 ms. */
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
}

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
  schema: TSchema;
}

const baseUrlOf = (config: AppConfig, service: UpstreamService): string => {
  switch (service) {
    case 'article':
      return config.ARTICLE_API_URL;
    case 'forum':
      return config.FORUM_API_URL;
    case 'profile':
      return config.PROFILE_API_URL;
    case 'business':
      return config.BUSINESS_API_URL;
    case 'identity':
      return config.IDENTITY_URL;
  }
};

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
 */
export async function upstreamRequest<TSchema extends v.GenericSchema>(
  ctx: UpstreamContext,
  req: UpstreamRequest<TSchema>,
): Promise<v.InferOutput<TSchema>> {
  const url = buildUrl(baseUrlOf(ctx.config, req.service), req.path, req.query);
  const headers = new Headers(req.headers);
  headers.set('accept', 'application/json');
  if (req.auth) {
    if (!ctx.token) throw new UpstreamError(req.service, 401, `${req.path} needs a signed-in user`);
    headers.set('authorization', `Bearer ${ctx.token}`);
  }
  let body: BodyInit | undefined;
  if (req.form) {
    body = new URLSearchParams(req.form);
    headers.set('content-type', 'application/x-www-form-urlencoded');
  } else if (req.json !== undefined) {
    body = JSON.stringify(req.json);
    headers.set('content-type', 'application/json');
  }
  const timeout = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
  const signal = ctx.signal ? AbortSignal.any([ctx.signal, timeout]) : timeout;
  const doFetch = ctx.fetch ?? fetch;

  let res: Response;
  try {
    res = await doFetch(url, {
      method: req.method ?? 'GET',
      headers,
      ...(body !== undefined ? { body } : {}),
      ...(req.credentials ? { credentials: req.credentials } : {}),
      signal,
    });
  } catch (cause) {
    const timedOut = timeout.aborted;
    throw new UpstreamError(
      req.service,
      timedOut ? 504 : 502,
      `${req.method ?? 'GET'} ${url.pathname} ${timedOut ? `timed out after ${UPSTREAM_TIMEOUT_MS} ms` : 'failed'}`,
      { cause },
    );
  }

  if (!res.ok) {
    const detail = await res.text().catch(() => '');
    throw new UpstreamError(
      req.service,
      res.status,
      `${req.method ?? 'GET'} ${url.pathname} answered ${res.status}${detail ? `: ${detail.slice(0, 200)}` : ''}`,
    );
  }

  const data: unknown = res.status === 204 ? null : await res.json().catch((cause: unknown) => {
    throw new UpstreamError(req.service, 502, `${url.pathname} did not answer JSON`, { cause });
  });
  const parsed = v.safeParse(req.schema, data);
  if (!parsed.success) {
    const where = parsed.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
      .join('; ');
    throw new UpstreamError(req.service, 502, `${url.pathname} answered an unexpected shape: ${where}`, {
      cause: parsed.issues,
    });
  }
  return parsed.output;
}
