import type { EdgeMiddleware } from './edge-env';
import { hostilePathProblem } from './not-found';
import { PERMANENT_CACHE_CONTROL } from './redirects';
import { parseRouteRequest } from './router-request';

/**
 * One address per page: Waku's router reads `/calendar/`, `/calendar//` and
 * `/calendar/index.html` as the route `/calendar`, so each answered 200 as a copy of the page, a render
 * and a guest page-cache entry apart from it. A page asked for by such a path (a GET or HEAD of a
 * document) is sent to its route's own path with a 308, the query kept. `/` is its own path. A path
 * that can never be a page is left to notFound() (its 404), and a route path that would begin with `//`
 * (`//evil.example/`) is never written into a Location, where a browser would read it as another host.
 */
export default function trailingSlash(): EdgeMiddleware {
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const route = parseRouteRequest(c.req.raw);
    if (route?.kind !== 'document') return next();
    const url = new URL(c.req.url);
    if (route.path === url.pathname || route.path.startsWith('//') || hostilePathProblem(url.pathname)) return next();
    return new Response(null, { status: 308, headers: { location: `${route.path}${url.search}`, 'cache-control': PERMANENT_CACHE_CONTROL } });
  };
}
