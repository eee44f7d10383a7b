import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { routeValidationMessage } from '../http/not-found-messages';
import type { RequestSession } from './request-session';

/**
 * Everything the edge layer learns about one request and hands to the render, in one
 * AsyncLocalStorage (the worker's `nodejs_als` flag carries it through every await of the streamed
 * render, across the Hono → Waku boundary, the way Waku carries its own request store):
 * - `cspNonce`: made by functions/security-headers.ts, read by the Waku interceptor
 *   (src/pages/_interceptors/csp-nonce.ts) so React puts it on every inline script;
 * - `session`: the verified session from functions/guest-token.ts (request-auth.ts);
 * - `notFound`: a holder the render writes into when a route guard fails, which
 *   functions/not-found.ts reads after the render to tell the two 404s apart;
 * - `unavailable`: a holder the render writes into when the page's main content could not be had
 *   (main-content-unavailable.ts), which functions/main-content-status.ts turns into a 503;
 * - `degraded`: a holder the upstream layer writes into when any call of the render failed as an
 *   outage or was answered from a stale-if-error copy, so functions/guest-page-cache.ts never keeps
 *   a page that shows an error state or old data as the page everyone gets (decision 030).
 * Nothing here comes from a request header, so a client cannot smuggle anything in.
 */
export interface RequestScope {
  cspNonce: string | null;
  session: RequestSession | null;
  notFound: NotFoundRecord;
  unavailable: UnavailableRecord;
  degraded: DegradedRecord;
}

/** What the render tells the edge when some part of the page stands in for data it could not have. */
export interface DegradedRecord {
  reason?: string;
}

/** What the render tells the edge when a page's main content failed upstream with no copy to show. */
export interface UnavailableRecord {
  reason?: string;
}

/** What the render tells the edge about its 404 (the fatal one, a route guard's, is logged once). */
export interface NotFoundRecord {
  fatalMessage?: string;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * Runs `fn` in a scope that adds `patch` to the current one (or to an empty one). The `notFound`,
 * `unavailable` and `degraded` holders are shared by reference unless `patch` brings its own, so what the render
 * records reaches the middleware that opened it.
 */
export function runInRequestScope<T>(patch: Partial<RequestScope>, fn: () => T): T {
  const current = storage.getStore() ?? { cspNonce: null, session: null, notFound: {}, unavailable: {}, degraded: {} };
  return storage.run({ ...current, ...patch }, fn);
}

/** The current request's scope, or undefined outside one (a build, a unit test without the edge). */
export const currentRequestScope = (): RequestScope | undefined => storage.getStore();

/** The CSP nonce of the request being handled, or undefined outside one. */
export const currentCspNonce = (): string | undefined => storage.getStore()?.cspNonce ?? undefined;

/** Records that this render shows an outage's error state or a stale-if-error copy (first reason kept). */
export function markRenderDegraded(reason: string): void {
  const holder = storage.getStore()?.degraded;
  if (holder) holder.reason ??= reason;
}

/** Logs a route guard's fatal 404 and tells the edge about it; returns the message. */
export function recordRouteValidationFailure(path: string): string {
  const message = routeValidationMessage(path);
  console.info(message);
  // functions/not-found.ts opened this holder around the render, so it knows which 404 it answers.
  const record = currentRequestScope()?.notFound;
  if (record) record.fatalMessage = message;
  return message;
}
