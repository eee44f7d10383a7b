import { fsRouter } from 'waku';
import adapter from 'waku/adapters/cloudflare';
import { edgeMiddleware } from '../functions';
import scheduled from '../functions/scheduled';
import { releaseAbandonedRenders } from './lib/server/release-abandoned-render';

/**
 * Worker entry: the Hono edge layer (functions/) runs first, then Waku's router (src/pages).
 * `scheduled` is the Cron Trigger (the symbol directory's refresh, functions/scheduled.ts).
 */
export default adapter(releaseAbandonedRenders(fsRouter(import.meta.glob('./pages/**/*.{tsx,ts}'))), { middlewareFns: edgeMiddleware, handlers: { scheduled } });
