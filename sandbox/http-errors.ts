import type { Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';

/**
 * A 4xx a sandbox service answers on purpose. Thrown from handlers and turned into
 * `{ "error": { "code", "message" } }` by the service's onError, so no handler has to
 * remember the error shape.
 */
export class SandboxHttpError extends Error {
  override name = 'SandboxHttpError';
  readonly status: ContentfulStatusCode;
  readonly code: string;
  constructor(status: ContentfulStatusCode, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** The sandbox's one error shape: `{ error: { code, message } }`. */
export const errorBody = (code: string, message: string) => ({ error: { code, message } });

/** The error shape as a Hono response. */
export const jsonError = (c: Context, status: ContentfulStatusCode, code: string, message: string) => c.json(errorBody(code, message), status);

/**
 * A sandbox service's answers for what no handler answered: an unknown route (404), a
 * SandboxHttpError (its own status), a Hono HTTPException when `badRequests` says so (400), and
 * anything else as a logged 500 — always in the one error shape.
 */
export function answerErrorsAsJson(app: Hono, service: { notFound: string; failure: string; log: string; badRequests?: boolean }): void {
  app.notFound((c) => jsonError(c, 404, 'notFound', `${service.notFound} ${c.req.method} ${c.req.path}`));
  app.onError((err, c) => {
    if (err instanceof SandboxHttpError) return jsonError(c, err.status, err.code, err.message);
    if (service.badRequests && err instanceof HTTPException) return jsonError(c, err.status as 400, 'badRequest', err.message || 'bad request');
    console.error(service.log, err);
    return jsonError(c, 500, 'internal', service.failure);
  });
}

export interface DescribeIssuesOptions {
  /** How many issues to name, joined with '; ' (default 1). */
  max?: number;
  /** Label for an issue without a path (e.g. 'body'); without it such an issue shows its message alone. */
  rootLabel?: string;
}

/** Valibot issues as one readable line: `count: must be between 1 and 50`. */
export function describeIssues(issues: readonly v.BaseIssue<unknown>[], options: DescribeIssuesOptions = {}): string {
  const shown = issues.slice(0, options.max ?? 1);
  if (shown.length === 0) return 'invalid input';
  return shown
    .map((issue) => {
      const label = v.getDotPath(issue) ?? options.rootLabel;
      return label ? `${label}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Reads a JSON body; undefined when it is missing or not JSON (the caller answers 400). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
