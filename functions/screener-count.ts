import type { EdgeMiddleware } from './edge-env';
import { parseConfig } from '@/lib/config';
import { formatInteger } from '@/lib/format/numbers';
import { readScreenerSnapshot } from '@/lib/screener/edge-screener';
import { presetBySlug } from '@/lib/screener/presets';
import { matchingRows } from '@/lib/screener/run-screen';
import { parseScreen } from '@/lib/screener/screen-query';

/** `/screener/count.json` and `/screener/{preset}/count.json`. */
const COUNT_PATH = /^\/screener(?:\/([a-z0-9-]{1,64}))?\/count\.json$/u;
/** A form sends about two values per filter: a query longer than this is not a form's. */
const MAX_RAW_QUERY = 8_000;
/** The snapshot changes when the Cron Trigger refills it: a count may be a little older than that. */
const COUNT_MAX_AGE_SECONDS = 15;

const json = (status: number, body: unknown, cacheControl: string, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': cacheControl, 'x-robots-tag': 'noindex', ...headers } });

/**
 * GET /screener[/{preset}]/count.json?<the form's values>: how many rows the screen the form holds
 * would match, for the count the form shows while a range is being typed (before it is applied and the
 * page re-renders). The same parser and filters as the page, over the snapshot the isolate holds:
 * no upstream wait, no session, a few hundred bytes. `text` is what the form shows.
 */
export default function screenerCount(): EdgeMiddleware {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const match = COUNT_PATH.exec(url.pathname);
    if (!match) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return json(405, { error: 'use GET' }, 'no-store');
    if (url.search.length > MAX_RAW_QUERY) return json(414, { error: `the query is longer than ${MAX_RAW_QUERY} characters` }, 'no-store');
    const preset = match[1] === undefined ? undefined : presetBySlug(match[1]);
    if (match[1] !== undefined && !preset) return json(404, { error: 'no such preset' }, 'no-store');
    const snapshot = await readScreenerSnapshot(parseConfig(c.env));
    // A first fill runs in the background: the page says so too, and the form counts nothing meanwhile.
    if (snapshot.state !== 'ready') return json(503, { error: 'the screener data is not available yet' }, 'no-store', { 'retry-after': '30' });
    const { screen } = parseScreen(url.searchParams, preset);
    const total = matchingRows(snapshot.rows, screen, snapshot.tradingDate ?? '').length;
    return json(200, { total, text: `套用後 ${formatInteger(total)} 檔符合` }, `public, max-age=${COUNT_MAX_AGE_SECONDS}`);
  };
}
