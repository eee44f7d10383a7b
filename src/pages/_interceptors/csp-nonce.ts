import { unstable_setNonce } from 'waku/router/server';
import { currentCspNonce } from '@/lib/server/request-scope';

/**
 * Waku handler interceptor (fsRouter loads every module in pages/_interceptors). It runs inside
 * Waku's request store, before anything renders, which is where `unstable_setNonce` must be
 * called: Waku reads the nonce once, when it starts the HTML stream, so a component (even
 * _root.tsx) would be too late. The nonce itself comes from the edge layer's security headers, which
 * also put it in the Content-Security-Policy header, through the request scope.
 */
export default async function cspNonceInterceptor<T>(next: () => Promise<T>): Promise<T> {
  const nonce = currentCspNonce();
  if (nonce) unstable_setNonce(nonce);
  return next();
}
