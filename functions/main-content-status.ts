import type { EdgeMiddleware } from './edge-env';
import { runInRequestScope, type UnavailableRecord } from '@/lib/server/request-scope';
import { parseRouteRequest } from './router-request';

/** How long a crawler or a cache should wait before asking again. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * Honest status codes (decision 022): a document whose main content failed upstream
 * with no copy to show (the render says so: src/lib/server/main-content-unavailable.ts) answers 503
 * with Retry-After, keeping the page's error state as its body. Only documents: an RSC payload keeps
 * its 200 so the client router renders the same error state on a client navigation.
 */
export default function mainContentStatus(): EdgeMiddleware {
  return async (c, next) => {
    const route = parseRouteRequest(c.req.raw);
    if (route?.kind !== 'document' || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const holder: UnavailableRecord = {};
    await runInRequestScope({ unavailable: holder }, next);
    if (!holder.reason || c.res.status !== 200) return;
    console.warn(`[status] 503 for ${new URL(c.req.url).pathname}: ${holder.reason}`);
    c.res = new Response(c.res.body, { status: 503, headers: c.res.headers });
    // Set after the swap: Hono copies the old answer's headers onto the new one.
    c.res.headers.set('retry-after', String(RETRY_AFTER_SECONDS));
    c.res.headers.set('cache-control', 'no-store');
  };
}
