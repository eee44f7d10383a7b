import type { EdgeMiddleware } from './edge-env';
import { unmatchedRouteMessage } from '@/lib/http/not-found-messages';
import { type NotFoundRecord, runInRequestScope } from '@/lib/server/request-scope';
import { isBot } from '@/lib/http/bots';
import { parseRouteRequest } from './router-request';
import { isHtml } from './html-response';

/** Waku serves the site's 404 page (src/pages/(default)/404.tsx) at this route. */
export const NOT_FOUND_ROUTE = '/404';
export const MAX_PATH_LENGTH = 2048;
export const MAX_SEGMENT_LENGTH = 512;
/**
 * Routes whose last segment is free text (a search keyword): '/' may legitimately be encoded in it,
 * and it may be longer than a segment elsewhere (200 CJK characters are 1,800 once encoded); the
 * whole-path limit still applies. The sign-in landing `/auth/{from}` judges its own rest of the path
 * (src/lib/http/auth-landing.ts): an encoded or over-long return path there is answered with the
 * landing for home, not the 404 page, so whoever followed such a link can still sign in.
 */
const FREE_TEXT_PREFIXES = ['/search/', '/auth/'];

/**
 * The 404 answers.
 *
 * Before the router: a hostile path — malformed percent-encoding, control characters such as an
 * encoded NUL, an encoded slash or backslash, an over-long path or segment, or an /RSC/ URL Waku
 * cannot decode (Waku would throw a 500 on it) — never reaches a route. A person gets the 404
 * page (the request is rewritten to /404), everything else a plain 404.
 *
 * After the router, for a page request answered 404 (an unmatched route, or a route guard that
 * called failRouteValidation): log the non-fatal "Page not found: {path}" unless the guard already
 * logged the fatal one, make sure the status is 404 (also for /404 itself), and give bots a short
 * text/plain 404 instead of the page (a bot is given no error page).
 */
export default function notFound(): EdgeMiddleware {
  return async (c, next) => {
    const originalUrl = new URL(c.req.url);
    const bot = isBot(c.req.header('user-agent'));
    const route = parseRouteRequest(c.req.raw);
    if (route === null) return plainNotFound(unmatchedRouteMessage(originalUrl.pathname));

    let rewritten = false;
    if (route.kind !== 'other') {
      const problem = hostilePathProblem(originalUrl.pathname);
      if (problem) {
        const message = unmatchedRouteMessage(originalUrl.pathname);
        console.info(`${message} (${problem})`);
        if (route.kind !== 'document' || bot || !isPageMethod(c.req.method)) return plainNotFound(message);
        // Let Waku render the real 404 page (layout and all) without seeing the hostile path.
        c.req.raw = new Request(new URL(NOT_FOUND_ROUTE, originalUrl), { method: c.req.method, headers: c.req.raw.headers });
        rewritten = true;
      }
    }

    const scope: NotFoundRecord = {};
    await runInRequestScope({ notFound: scope }, next);

    const isPage = route.kind === 'document' && isPageMethod(c.req.method);
    const res = c.res;
    const answeredNotFound = res.status === 404 || rewritten || (route.kind === 'document' && route.path === NOT_FOUND_ROUTE);
    if (!isPage || !answeredNotFound || !isHtml(res)) return;

    const message = scope.fatalMessage ?? unmatchedRouteMessage(originalUrl.pathname);
    if (!scope.fatalMessage && !rewritten) console.info(message);
    if (bot) {
      await res.body?.cancel().catch(() => {});
      c.res = undefined;
      c.res = plainNotFound(message);
    } else if (res.status !== 404) {
      c.res = undefined;
      c.res = new Response(res.body, { status: 404, headers: res.headers });
    }
  };
}

/** Why a path can never be a page, or null. Mixed scripts are fine: search keywords mix them. */
export function hostilePathProblem(pathname: string): string | null {
  if (pathname.length > MAX_PATH_LENGTH) return 'path too long';
  const freeText = FREE_TEXT_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  if (!freeText && pathname.split('/').some((segment) => segment.length > MAX_SEGMENT_LENGTH)) return 'segment too long';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return 'malformed percent-encoding';
  }
  if (/[\u0000-\u001f\u007f-\u009f]/.test(decoded)) return 'control character';
  if (/%2f|%5c/i.test(pathname) && !freeText) {
    return 'encoded slash';
  }
  return null;
}

function plainNotFound(message: string): Response {
  return new Response(message, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-robots-tag': 'noindex', 'cache-control': 'no-store' } });
}

const isPageMethod = (method: string) => method === 'GET' || method === 'HEAD';
