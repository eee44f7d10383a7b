import type { MiddlewareHandler } from 'hono';
import type { Hono } from 'hono/tiny';
import { createSessionResolver } from './session/session-resolver';
import authRoutes from './auth';
import guestPageCache from './guest-page-cache';
import guestToken from './guest-token';
import headRequests from './head-requests';
import mainContentStatus from './main-content-status';
import alertsPush from './alerts-push';
import memberScreens from './member-screens';
import notFound from './not-found';
import portfolioForms from './portfolio-forms';
import alertsForms from './alerts-forms';
import redirects from './redirects';
import requestMethods from './request-methods';
import robots from './robots';
import screenerExport from './screener-export';
import liveQuotes from './live-quotes';
import portfolioExport from './portfolio-export';
import portfolioImport from './portfolio-import';
import sameOriginWrites from './same-origin-writes';
import securityHeaders from './security-headers';
import serverFunctionInput from './server-function-input';
import sitemaps from './sitemaps';
import stockSuggestions from './stock-suggestions';
import screenerCount from './screener-count';
import trailingSlash from './trailing-slash';
import validateConfig from './validate-config';

/**
 * The Hono edge layer, in the order it runs ahead of Waku's router (each a small factory in its
 * own file; decisions 008–010):
 * 1. a HEAD is answered with its GET's status and headers and the render's stream cancelled;
 *    security headers wrap every answer, even the error pages below (report-only under `waku dev`);
 * 2. configuration is checked once, with a clear 500 naming a missing variable; the live-quote
 *    socket goes to its hub when this site's page opened it (decision 035); then writes from
 *    other sites are refused (CSRF: every POST must carry this site's Origin);
 * 3. robots.txt and sitemaps answer crawlers without a token, and the search suggestions (from the
 *    symbol directory at the edge, decision 017), the screener's CSV export (from its snapshot,
 *    decision 051) and its form's count answer browsers without one;
 * 4. server-defined redirects (KV) for documents and RSC navigations; then a page asked for with a
 *    trailing slash goes to its one address (`/calendar/` → `/calendar`, 308);
 * 5. the Worker's auth endpoints (/login, /logout, /refresh, /auth/*; decision 016); then
 *    every other path accepts only its methods, and a server function only a small body of plain
 *    arguments for a function that exists (decision 019);
 * 6. hostile or unmatched paths get the 404 page (people) or a plain 404 (bots); a page whose main
 *    content failed upstream answers 503 with Retry-After (decision 022);
 * 7. the session: verified, renewed when due, or a guest token minted — only for pages that will render;
 * 8. the forms of 我的選股 (POST /screener/mine), 我的持股 (POST /portfolio) and 通知 (POST /alerts), answered with the session's
 *    member's own store (decision 052); then the push switch's POST /alerts/push (JSON, decision 055);
 * 9. the guest page cache: a public page a guest (or a visitor without a session) asks for is served
 *    from the edge when another guest's render of it is kept, with this response's own nonces
 *    (decision 030); members always get their own render.
 *
 * The auth endpoints and the session middleware share one resolver per isolate, so a refresh token
 * is never used twice at once.
 *
 * 我的持股's CSV export and import of an account run inside the session too, just before the forms
 * of 我的選股, with the session's member's own store (decision 054).
 */
const resolver = createSessionResolver();

export const edgeMiddleware: ((opts: { app: Hono }) => MiddlewareHandler)[] = [
  () => headRequests(),
  () => securityHeaders({ reportOnly: import.meta.env.DEV }),
  () => validateConfig(),
  () => liveQuotes(),
  () => sameOriginWrites(),
  () => robots(),
  () => sitemaps(),
  () => stockSuggestions(),
  () => screenerExport(),
  () => screenerCount(),
  () => redirects(),
  () => trailingSlash(),
  () => authRoutes({ resolver }),
  () => requestMethods(),
  () => serverFunctionInput(),
  () => notFound(),
  () => mainContentStatus(),
  () => guestToken({ resolver }),
  () => portfolioExport(),
  () => portfolioImport(),
  () => memberScreens(),
  () => portfolioForms(),
  () => alertsForms(),
  () => alertsPush(),
  ({ app }) => guestPageCache({ app }),
];
