import type { EdgeContext, EdgeMiddleware } from '../edge-env';
import type { SessionResolver } from '../session/session-resolver';
import { oneTap } from './one-tap';
import { probePage } from './probe-page';
import { sessionEndpoint } from './session-endpoint';
import { finishSignIn, startSignIn } from './sign-in';
import { afterLogout, signOut } from './sign-out';

/**
 * The Worker's own auth endpoints (/login, /logout, /refresh, /auth/*). They answer
 * before Waku's router; everything else passes through. Reading endpoints are GET, changing ones
 * POST; any other method gets 405. A POST from another site never gets here: sameOriginWrites
 * (functions/same-origin-writes.ts), earlier in the edge layer, has already answered it with 403.
 */
type Handler = (c: EdgeContext, resolver: SessionResolver) => Promise<Response>;

const ROUTES: Record<string, { method: 'GET' | 'POST'; handle: Handler }> = {
  '/login': { method: 'GET', handle: (c, r) => startSignIn(c, r, 'sign-in') },
  '/auth/probe': { method: 'GET', handle: async (c) => probePage(c) },
  '/auth/silent': { method: 'GET', handle: (c, r) => startSignIn(c, r, 'silent') },
  '/auth/sign-in-redirect': { method: 'GET', handle: (c, r) => finishSignIn(c, r, 'sign-in') },
  '/refresh': { method: 'GET', handle: (c, r) => finishSignIn(c, r, 'silent') },
  '/auth/sign-out': { method: 'POST', handle: signOut },
  '/logout': { method: 'GET', handle: (c) => afterLogout(c) },
  '/auth/one-tap': { method: 'POST', handle: oneTap },
  '/auth/session': { method: 'POST', handle: sessionEndpoint },
};

export default function authRoutes(options: { resolver: SessionResolver }): EdgeMiddleware {
  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname.replace(/\/+$/, '') || '/';
    const route = ROUTES[pathname];
    if (!route) return next();
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    if (method !== route.method) {
      return c.text('Method Not Allowed', 405, { allow: route.method === 'GET' ? 'GET, HEAD' : 'POST', 'cache-control': 'no-store' });
    }
    return route.handle(c, options.resolver);
  };
}
