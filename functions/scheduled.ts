import { parseConfig } from '@/lib/config';
import { ALERT_CALENDAR_CRON, notifyCalendarAlerts } from './alert-calendar';
import { edgeArticleIndex } from '@/lib/article-index/edge-article-index';
import { refreshArticleIndex } from '@/lib/article-index/refresh';
import { describeAdrPairsReport, refreshAdrPairs } from '@/lib/directory/adr-pairs';
import { edgeAdrPairs } from '@/lib/directory/edge-adr-pairs';
import { edgeDirectory } from '@/lib/directory/edge-directory';
import { refreshUpstream } from '@/lib/upstream/http';
import { type RefreshReport, refreshDirectory } from '@/lib/directory/refresh';
import { edgeScreener, screenerRefreshContext } from '@/lib/screener/edge-screener';
import { refreshScreener } from '@/lib/screener/refresh';

/** The symbol directory's Cron Trigger (decision 017): listings change daily at most; the ADR pairs (decision 039) with them. */
export const DIRECTORY_CRON = '17 * * * *';
/** The article index's (decision 029): articles are published all day, and read most in their first hour. */
export const ARTICLE_INDEX_CRON = '*/10 * * * *';
/**
 * The screener's snapshot (decision 050): prices and volumes move all session, and a screen on today's
 * change or volume should not lag by more than a few minutes; every five, at :04, :09 … (away from the
 * other two triggers). Out of hours the rows do not change and nothing but the meta is written.
 */
export const SCREENER_CRON = '4-59/5 * * * *';

/**
 * The worker's Cron Triggers (wrangler.toml [triggers]): the symbol directory and the ADR pairs hourly, the article
 * index every ten minutes, the screener every five, each from its upstream service. A failing
 * upstream leaves the last good copy; the report goes to the logs. Locally, `wrangler dev` fires one
 * at /cdn-cgi/handler/scheduled?cron=…. A cron this file does not know (a hand-fired trigger, the
 * stack's first fill) refreshes the directory (with the ADR pairs) and the article index, which pages read before their
 * first byte; the screener, half a minute of the business service's work when cold, only on its own.
 */
export default async function scheduled(controller: ScheduledController, env: unknown, _ctx: ExecutionContext): Promise<void> {
  const config = parseConfig(env);
  const jobs: Promise<void>[] = [];
  if (controller.cron === SCREENER_CRON) jobs.push(refreshTheScreener(config));
  else if (controller.cron === ALERT_CALENDAR_CRON) jobs.push(notifyTheCalendarAlerts(config, env, new Date(controller.scheduledTime)));
  else {
    if (controller.cron !== ARTICLE_INDEX_CRON) jobs.push(refreshTheDirectory(config), refreshTheAdrPairs(config));
    if (controller.cron !== DIRECTORY_CRON) jobs.push(refreshTheArticleIndex(config));
  }
  // Awaited: the runtime keeps the Cron Trigger's invocation alive until its handler settles.
  await Promise.all(jobs);
}

async function notifyTheCalendarAlerts(config: ReturnType<typeof parseConfig>, env: unknown, at: Date): Promise<void> {
  const rooms = (env as { QUOTE_ROOMS?: DurableObjectNamespace }).QUOTE_ROOMS;
  if (!rooms) return console.error('[alerts] no QUOTE_ROOMS binding: calendar alerts not told');
  await notifyCalendarAlerts(config, rooms, at).then(
    (report) => console.log(`[alerts] calendar of ${report.day}: ${report.events} earnings / ex-dividend dates told to ${report.rooms} room(s)`),
    (err: unknown) => console.error("[alerts] tomorrow's calendar could not be read; its alerts wait for the next run", err),
  );
}

async function refreshTheDirectory(config: ReturnType<typeof parseConfig>): Promise<void> {
  const store = await edgeDirectory.store();
  if (!store) return;
  await refreshDirectory(store, refreshUpstream(config)).then(
    (report: RefreshReport) => console.log(`[directory] refreshed: ${report.total} securities; ${summarise(report)}`),
    (err: unknown) => console.error('[directory] refresh failed; the last good copy stays', err),
  );
}

async function refreshTheAdrPairs(config: ReturnType<typeof parseConfig>): Promise<void> {
  const store = await edgeAdrPairs.store();
  if (!store) return;
  await refreshAdrPairs(store, refreshUpstream(config)).then(
    (report) => console.log(`[adr-pairs] ${describeAdrPairsReport(report)}`),
    (err: unknown) => console.error('[adr-pairs] refresh failed; the last good copy stays', err),
  );
}

async function refreshTheArticleIndex(config: ReturnType<typeof parseConfig>): Promise<void> {
  const store = await edgeArticleIndex.store();
  if (!store) return;
  await refreshArticleIndex(store, refreshUpstream(config)).then(
    (report) => console.log(`[article-index] ${report.status}: ${report.total} articles, ${report.written} shard(s) written${report.reason ? `; ${report.reason}` : ''}`),
    (err: unknown) => console.error('[article-index] refresh failed; the last good copy stays', err),
  );
}

async function refreshTheScreener(config: ReturnType<typeof parseConfig>): Promise<void> {
  const store = await edgeScreener.store();
  if (!store) return;
  await refreshScreener(store, screenerRefreshContext(config)).then(
    (report) => console.log(`[screener] ${report.status}: ${report.total} securities, ${report.written} shard(s) written${report.reason ? `; ${report.reason}` : ''}`),
    (err: unknown) => console.error('[screener] refresh failed; the last good copy stays', err),
  );
}

function summarise(report: RefreshReport): string {
  const counts = new Map<string, number>();
  for (const outcome of report.groups) counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} ${status}`).join(', ');
}
