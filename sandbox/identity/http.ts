import type { ParameterizedContext } from 'koa';
import { MAX_BODY_BYTES } from './constants.ts';

/** The Koa context the custom identity routes run in (oidc-provider is a Koa app). */
export type KoaContext = ParameterizedContext;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** Reads the raw request body, refusing more than `limit` bytes (a huge form never reaches a parser). */
export async function readBody(ctx: KoaContext, limit: number = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limit) throw new BodyTooLargeError(`body over ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`body over ${limit} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Form fields as a plain object; repeated fields keep the first value. */
export function parseForm(body: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(body)) if (!(key in fields)) fields[key] = value;
  return fields;
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

export function sendJson(ctx: KoaContext, status: number, body: unknown): void {
  ctx.status = status;
  ctx.type = 'application/json';
  ctx.set('cache-control', 'no-store');
  ctx.body = JSON.stringify(body);
}

/** The sandbox's error shape for endpoints that are not OAuth endpoints. */
export function sendError(ctx: KoaContext, status: number, code: string, message: string): void {
  sendJson(ctx, status, { error: { code, message } });
}

export function sendHtml(ctx: KoaContext, status: number, html: string, csp: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('cache-control', 'no-store');
  ctx.set('content-security-policy', csp);
  ctx.set('x-content-type-options', 'nosniff');
  ctx.set('referrer-policy', 'no-referrer');
  ctx.body = html;
}

/**
 * CORS with credentials for the app's own origins: the browser calls the identity service with
 * `credentials: 'include'`, which needs an exact origin and Allow-Credentials.
 * Answers true when the request was a preflight and has been answered.
 */
export function applyCredentialedCors(ctx: KoaContext, appOrigins: readonly string[], methods: string): boolean {
  ctx.vary('Origin');
  const origin = ctx.get('origin');
  if (!origin || !appOrigins.includes(origin)) return false;
  ctx.set('access-control-allow-origin', origin);
  ctx.set('access-control-allow-credentials', 'true');
  if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
    ctx.set('access-control-allow-methods', methods);
    const requested = ctx.get('access-control-request-headers');
    if (requested) ctx.set('access-control-allow-headers', requested);
    ctx.set('access-control-max-age', '3600');
    ctx.status = 204;
    ctx.body = null;
    return true;
  }
  return false;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
