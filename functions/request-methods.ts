import { bodyLimit } from 'hono/body-limit';
import { ALERTS_PUSH_PATH } from '@/lib/alerts/push-fields';
import { MY_SCREENS_PATH, PORTFOLIO_PATH } from '@/lib/auth/guards';
import { ALERTS_PATH } from '@/lib/alerts/alert-routes';
import type { EdgeMiddleware } from './edge-env';
import { payloadTooLarge } from './payload-too-large';
import { RSC_PREFIX } from './router-request';
import { accountFilePath } from '@/lib/portfolio/routes';

/**
 * What each kind of path accepts, answered at the edge so Waku never sees a request it would turn
 * into a 500 (decision 019). It runs after the Worker's own endpoints (auth, search
 * suggestions, sitemaps), which answer their own methods:
 * - a page: GET and HEAD (sign-out posts to /auth/sign-out), else 405; the exceptions, 我的選股, 我的持股 and
 *   通知, take their own forms' POST too (answered in the edge: member-screens.ts, portfolio-forms.ts, alerts-forms.ts);
 * - a server function (`/RSC/F/…`): POST only, with a body of at most SERVER_FUNCTION_MAX_BODY_BYTES
 *   (413 above it; Hono's bodyLimit: a declared Content-Length over the limit is refused unread, a
 *   body without one is counted as it is read, up to the limit, and handed on). The app's calls send
 *   a few hundred bytes; Waku itself would read up to 100 MB;
 * - a route's RSC payload (`/RSC/R/…`): GET and HEAD, and POST (Waku sends route params in a body
 *   for some navigations); a slice (`/RSC/S/…`): GET and HEAD. Any other RSC path is the 404
 *   middleware's (an undecodable one never reaches a route).
 * Every 405 says what is allowed (`Allow`). A portfolio account's CSV import takes its form's POST
 * (answered in the edge: portfolio-import.ts), and the push switch's POST /alerts/push (alerts-push.ts).
 */
export const SERVER_FUNCTION_MAX_BODY_BYTES = 64 * 1024;

const READS = ['GET', 'HEAD'];
const ALLOWED_BY_KIND = { page: READS, formPage: [...READS, 'POST'], serverFunction: ['POST'], route: [...READS, 'POST'], slice: READS } as const;

export type PathKind = keyof typeof ALLOWED_BY_KIND;

export function pathKindOf(pathname: string): PathKind {
  if (!pathname.startsWith(RSC_PREFIX)) return pathname === MY_SCREENS_PATH || pathname === PORTFOLIO_PATH || pathname === ALERTS_PATH || pathname === ALERTS_PUSH_PATH ? 'formPage' : 'page';
  const rest = pathname.slice(RSC_PREFIX.length).replace(/^_/, '');
  if (rest.startsWith('F/')) return 'serverFunction';
  if (rest.startsWith('S/')) return 'slice';
  return 'route';
}

export default function requestMethods(): EdgeMiddleware {
  return async (c, next) => {
    const pathname = new URL(c.req.url).pathname;
    const kind = accountFilePath(pathname)?.action === 'import' ? 'formPage' : pathKindOf(pathname);
    const allowed: readonly string[] = ALLOWED_BY_KIND[kind];
    if (!allowed.includes(c.req.method)) {
      return c.text('Method Not Allowed', 405, { allow: allowed.join(', '), 'cache-control': 'no-store' });
    }
    if (kind === 'serverFunction') return serverFunctionBodyLimit(c, next);
    await next();
  };
}

const serverFunctionBodyLimit = bodyLimit({ maxSize: SERVER_FUNCTION_MAX_BODY_BYTES, onError: payloadTooLarge });
