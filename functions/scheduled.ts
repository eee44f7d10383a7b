import { parseConfig } from '@/lib/config';
import { directoryUpstream, edgeDirectory } from '@/lib/directory/edge-directory';
import { type RefreshReport, refreshDirectory } from '@/lib/directory/refresh';

/**
 * The worker's Cron Trigger (wrangler.toml [triggers], hourly): refreshes the symbol directory at
 * the edge from the business service (decision 017). A failing upstream leaves the last good copy;
 * the report goes to the logs. Locally, `wrangler dev` fires it at /cdn-cgi/handler/scheduled?cron=….
 */
export default async function scheduled(_controller: ScheduledController, env: unknown, _ctx: ExecutionContext): Promise<void> {
  const store = await edgeDirectory();
  if (!store) return;
  // Awaited: the runtime keeps the Cron Trigger's invocation alive until its handler settles.
  await refreshDirectory(store, directoryUpstream(parseConfig(env))).then(
    (report: RefreshReport) => console.log(`[directory] refreshed: ${report.total} securities; ${summarise(report)}`),
    (err: unknown) => console.error('[directory] refresh failed; the last good copy stays', err),
  );
}

function summarise(report: RefreshReport): string {
  const counts = new Map<string, number>();
  for (const outcome of report.groups) counts.set(outcome.status, (counts.get(outcome.status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n} ${status}`).join(', ');
}
