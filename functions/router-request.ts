/**
 * How Waku 1.0 addresses a page: a document request `/old-page?x=1`, or the RSC request a client
 * `<Link>` navigation sends for the same route, `/RSC/R/old-page.txt?query=x%3D1`.
 *
 * Waku exports the same logic as `unstable_parseRouterRequest` / `unstable_formatRouterRequest`
 * from `waku/router/server`, but that module pulls in the React server runtime, which only loads
 * under the `react-server` condition (the built worker has it, the workerd test runner does not).
 * So the edge layer carries this small copy, and router-request.test.ts checks it against Waku's
 * own functions so a Waku upgrade that changes the encoding fails a test instead of a redirect.
 *
 * Assumes Waku's defaults, which waku.config.ts keeps: basePath "/" and rscBase "RSC".
 */

export const RSC_PREFIX = '/RSC/';

/** A request for a page, as a document or as its RSC payload. `path` is still percent-encoded. */
export interface RouteRequest {
  kind: 'document' | 'rsc';
  /** Route path: leading '/', no trailing '/', no '/index.html' (Waku's pathnameToRoutePath). */
  path: string;
  /** The route's query string, without '?'. */
  query: string;
}

/** Anything else Waku serves under /RSC/: server actions, slices, or a body-carrying RSC request. */
export interface OtherRscRequest {
  kind: 'other';
}

/**
 * Classifies a request the way Waku's router will. `null` means an /RSC/ URL that Waku cannot
 * decode (Waku itself would throw a 500 on it, so the edge answers 404 instead).
 */
export function parseRouteRequest(request: Request): RouteRequest | OtherRscRequest | null {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(RSC_PREFIX)) {
    return { kind: 'document', path: pathnameToRoutePath(url.pathname), query: url.search.slice(1) };
  }
  const rscPath = decodeRscPath(url.pathname.slice(RSC_PREFIX.length));
  if (rscPath === null) return null;
  // Server functions ("F/...") and slices ("S/...") are not routes; neither is a route request
  // whose params travel in the body (Waku's fetch input transformers).
  if (rscPath.startsWith('F/') || rscPath.startsWith('S/') || request.body !== null) return { kind: 'other' };
  // Waku answers 500 to an RSC path that is not a route ("R/...") because its decoder throws.
  const routePath = rscPath.startsWith('R') ? decodeRoutePath(rscPath) : '';
  if (!routePath.startsWith('/')) return null;
  return { kind: 'rsc', path: pathnameToRoutePath(routePath), query: url.searchParams.get('query') ?? '' };
}

/** The URL (path and search) of the RSC payload of `routePath`, for a client navigation to follow. */
export function rscUrlForRoute(routePath: string, query: string): string {
  const search = new URLSearchParams({ query }).toString();
  return `${RSC_PREFIX}${encodeRscPath(encodeRoutePath(pathnameToRoutePath(routePath)))}?${search}`;
}

export function pathnameToRoutePath(pathname: string): string {
  let path = pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path.endsWith('/index.html')) path = path.slice(0, -'/index.html'.length) || '/';
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

function encodeRoutePath(routePath: string): string {
  if (routePath === '/') return 'R/_root';
  if (routePath.startsWith('/_')) return `R/__${routePath.slice(2)}`;
  return `R${routePath}`;
}

function decodeRoutePath(rscPath: string): string {
  if (rscPath === 'R/_root') return '/';
  if (rscPath.startsWith('R/__')) return `/_${rscPath.slice(4)}`;
  return rscPath.slice(1);
}

function encodeRscPath(rscPath: string): string {
  let encoded = rscPath;
  if (encoded.startsWith('_') || encoded.startsWith('/')) encoded = `_${encoded}`;
  if (encoded.endsWith('_') || encoded.endsWith('/')) encoded += '_';
  return `${encoded}.txt`;
}

function decodeRscPath(encoded: string): string | null {
  if (!encoded.endsWith('.txt')) return null;
  let rscPath = encoded.slice(0, -'.txt'.length);
  if (rscPath.startsWith('_')) rscPath = rscPath.slice(1);
  if (rscPath.endsWith('_')) rscPath = rscPath.slice(0, -1);
  return rscPath;
}
