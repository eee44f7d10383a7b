/**
 * A Content-Security-Policy nonce for one request. security-headers.ts makes it, puts it in the
 * header and in the request scope (src/lib/server/request-scope.ts), from which Waku's renderer
 * takes it (src/pages/_interceptors/csp-nonce.ts → `unstable_setNonce`), so React puts it on every
 * inline script it writes: the bootstrap, the `__FLIGHT_DATA` pushes and the Suspense completions.
 * 128 random bits, base64: the size the CSP spec recommends, and never reused across requests.
 */
export function createCspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
