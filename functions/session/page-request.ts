import { trimUserAgent } from '@/lib/http/bots';

/**
 * Which requests the session layer looks at, and which of them may mint a guest token (decision 008).
 *
 * Only a top-level page navigation mints. A browser's first visit is one navigation followed by RSC,
 * script and image requests: letting those mint too would start a token race on every first visit,
 * and a page's RSC requests always come after the navigation has set the cookie anyway.
 */

/** Waku's RSC requests (`/RSC/<encoded route>.txt`): they render, so they read the session. */
export const RSC_PATH_PREFIX = '/RSC/';

const STATIC_EXTENSIONS = new Set(['js', 'mjs', 'css', 'map', 'svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'xml', 'txt', 'json', 'webmanifest', 'woff', 'woff2', 'ttf', 'otf']);

export const isRscPath = (pathname: string): boolean => pathname.startsWith(RSC_PATH_PREFIX);

/**
 * Built assets, icons, sitemaps, robots.txt: public files that never need a token, so the session
 * layer skips them entirely (no cookie is decrypted, no key is fetched).
 */
export function isStaticAssetPath(pathname: string): boolean {
  if (isRscPath(pathname)) return false;
  if (pathname.startsWith('/assets/')) return true;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = lastSegment.lastIndexOf('.');
  return dot > 0 && STATIC_EXTENSIONS.has(lastSegment.slice(dot + 1).toLowerCase());
}

/**
 * A top-level HTML navigation. Browsers say so with `Sec-Fetch-Dest: document`; without that header
 * (older browsers, curl, tests) an Accept that asks for HTML counts. Frames are left out on purpose:
 * an embed on another site never keeps a SameSite=Lax cookie, so it would mint on every load.
 */
export function isPageNavigation(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = new URL(request.url).pathname;
  if (isRscPath(pathname) || isStaticAssetPath(pathname)) return false;
  const dest = request.headers.get('sec-fetch-dest');
  if (dest) return dest === 'document';
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * Who is asking, as far as deduplicating mints goes: one address and one browser build. Two people
 * behind one NAT with the same browser within a few seconds share a guest token, which is harmless:
 * a guest token names no one.
 */
export function clientKey(request: Request): string {
  const address = request.headers.get('cf-connecting-ip') ?? '';
  return `${address}\n${trimUserAgent(request.headers.get('user-agent'))}`;
}
