import { Hono } from 'hono';
import type { VerifyBearer } from '../auth-types.ts';
import type { Catalogue } from '../catalogue/types.ts';
import { answerErrorsAsJson, jsonError } from '../http-errors.ts';
import { clockFromEnv } from '../market/clock.ts';
import type { SandboxStorage } from '../storage.ts';
import { allIndexMembers } from '../market/index-members.ts';
import { keepMemberTailsWarm } from '../market/member-quotes.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { moversBoardOf } from './movers.ts';
import { keepScreenerWarm, screenerBoardOf } from './screener.ts';
import { stockRoutes } from './stock-routes.ts';
import { watchlistRoutes } from './watchlist.ts';

/**
 * The web business service: stock records, key statistics and the stock calls the spec
 * leaves unnamed (quotes, price history, statements, dividends, profile, events, earnings calls,
 * news, peers, directory), the market-wide calendar, plus the member watchlist. Paths are listed in
 * docs/decisions/005-sandbox-market-data.md. Every call must identify the web app with X-App-Id.
 */
export interface BusinessServiceDeps {
  storage: SandboxStorage;
  verifyBearer: VerifyBearer;
  publicUrl: string;
  catalogue: Catalogue;
  /** The market clock (UTC ms); tests pin it. Defaults to SANDBOX_NOW when set, else the real time. */
  now?: () => number;
  /**
   * Build the movers' recent sessions for today in the background at once (the running sandbox), so
   * the first home page does not wait ~3 s for them. In-process tests leave it off and pay on use.
   */
  warmMovers?: boolean;
  /**
   * Build the screener's session bases in the background at once, and again as each session opens
   * (the running sandbox), so the app's first screener refresh does not wait half a minute for them.
   */
  warmScreener?: boolean;
  /** Build them on a worker thread (a sandbox process: its other calls keep their pace); else on this thread, in slices. */
  screenerThread?: boolean;
  /** List every n-th security in the screener (with the hand-described ones and the Taiwan ADRs): a test stack's smaller table. 1 or absent: all. */
  screenerSample?: number | undefined;
  /**
   * Build the index members' quote data in the background after start (the running sandbox does;
   * in-process tests do not), so the first #IXIC constituents call is not the one that waits.
   */
  warmIndexMembers?: boolean;
  /** Called each time that warm-up is done (tests wait for the first before they start). */
  onIndexMembersWarm?: () => void;
  /** How long after start that warm-up begins (member-quotes.ts's moment by default). */
  warmIndexMembersAfterMs?: number | undefined;
}

const APP_ID = /^[\w.-]{1,100}$/;

export function createBusinessService(deps: BusinessServiceDeps): Hono {
  const now = deps.now ?? clockFromEnv(process.env);
  const app = new Hono();

  app.use('*', async (c, next) => {
    const appId = c.req.header('x-app-id');
    if (!appId || !APP_ID.test(appId)) {
      return jsonError(c, 400, 'missingAppId', 'the X-App-Id header must name the web app');
    }
    await next();
  });

  const movers = moversBoardOf(deps.catalogue);
  if (deps.warmMovers) {
    movers.warm(now()).catch((err: unknown) => console.error('[sandbox business] warming the movers', err));
  }
  const screener = screenerBoardOf(deps.catalogue, { sample: deps.screenerSample, thread: deps.screenerThread });
  if (deps.warmScreener) keepScreenerWarm(screener, now);
  app.route('/api/Stock', stockRoutes({ catalogue: deps.catalogue, now, movers, screener }));
  if (deps.warmIndexMembers) {
    const catalogue = deps.catalogue;
    keepMemberTailsWarm(
      () => allIndexMembers(catalogue),
      now,
      (ms, where) => {
        console.log(`[sandbox business] index members' quotes ready in ${ms} ms, ${where}`);
        deps.onIndexMembersWarm?.();
      },
      deps.warmIndexMembersAfterMs,
    );
  }
  app.route('/api/Calendar', calendarRoutes({ catalogue: deps.catalogue, now }));
  app.route('/api/Watchlist', watchlistRoutes({ storage: deps.storage, verifyBearer: deps.verifyBearer, catalogue: deps.catalogue, now }));

  answerErrorsAsJson(app, { notFound: 'no business route for', failure: 'business service error', log: '[sandbox business]', badRequests: true });
  return app;
}
