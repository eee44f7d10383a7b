import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The Content-Security-Policy nonce of the request being handled. security-headers.ts makes one
 * per request and runs the rest of the worker inside it; Waku's renderer picks it up through the
 * handler interceptor src/pages/_interceptors/csp-nonce.ts (`unstable_setNonce`), so React puts it
 * on every inline script it writes: the bootstrap, the `__FLIGHT_DATA` pushes and the Suspense
 * completion scripts. AsyncLocalStorage (nodejs_als) carries it across the Hono → Waku boundary
 * without touching the request.
 */
const nonceStorage = new AsyncLocalStorage<string>();

/** 128 random bits, base64: the size the CSP spec recommends, and never reused across requests. */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function runWithCspNonce<T>(nonce: string, fn: () => T): T {
  return nonceStorage.run(nonce, fn);
}

/** The nonce of the current request, or undefined outside one (a build, a test without middleware). */
export function currentCspNonce(): string | undefined {
  return nonceStorage.getStore();
}
