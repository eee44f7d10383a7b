/**
 * The benchmark's measurements of the screener's snapshot (decision 050): the sandbox's time for
 * every page of GET /api/Stock/Screener (its first call of a session builds the session's metrics,
 * the next minute's reads them), the Cron Trigger's refresh into KV until a reader is served, and
 * the snapshot's share of the warm worker isolate's heap (after a full GC, through the inspector).
 */
import { TENANT_HEADER } from '../../sandbox/tenants.ts';
import { type HeapReading, isolateHeap } from '../lib/isolate-inspector.ts';
import { fmt } from './http-timing.ts';

/** The screener's Cron Trigger (functions/scheduled.ts). */
export const SCREENER_CRON = '4-59/5 * * * *';
/** A route that reads the whole snapshot and answers 503 while it fills: the CSV export of every row. */
const READER = '/screener/export.csv';
const PAGE_SIZE = 2_000;
/**
 * The sandbox tenant the sandbox's own times are taken as, its market clock on a session nobody else
 * asks for (the sandbox warms today's at start): its first call is a cold build of that session.
 */
const TENANT = { [TENANT_HEADER]: 'bench-screener' };
const COLD_SESSION = '2026-11-20T21:30:00.000Z';

/** Every page of the sandbox's screener, one after another, as the refresh reads them: total time and rows. */
async function allPages(sandboxUrl: string): Promise<{ ms: number; rows: number; pages: number }> {
  const started = performance.now();
  let rows = 0;
  for (let page = 1; ; page += 1) {
    const res = await fetch(`${sandboxUrl}/business/api/Stock/Screener?page=${page}&pageSize=${PAGE_SIZE}`, { headers: { 'x-app-id': 'usstock-web', ...TENANT } });
    if (!res.ok) throw new Error(`sandbox screener page ${page}: ${res.status}`);
    const { data } = (await res.json()) as { data: { total: number; rows: unknown[] } };
    rows += data.rows.length;
    if (data.rows.length === 0 || page * PAGE_SIZE >= data.total) return { ms: performance.now() - started, rows, pages: page };
  }
}

/**
 * The screener's pages in every table of the bench (TTFB against the sandbox's latency, throughput with
 * and without the guest page cache, the load whose heap is reported): a filtered screen and a preset.
 */
export const SCREENER_PAGES: Record<string, string> = { 'screener (月配息, 殖利率 ≥ 5 %)': '/screener?yield=5-&freq=monthly', 'screener preset (高股息)': '/screener/high-dividend' };

/** Fires the screener's Cron Trigger and waits until the reader is served from the snapshot (not 503). */
export async function fillScreenerSnapshot(origin: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(SCREENER_CRON)}`);
  if (!res.ok) throw new Error(`scheduled handler: ${res.status} ${await res.text()}`);
  const deadline = Date.now() + 180_000;
  for (;;) {
    const answer = await fetch(`${origin}${READER}`);
    await answer.arrayBuffer();
    if (answer.status !== 503 || Date.now() > deadline) return { ms: performance.now() - started, status: answer.status };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * The report's lines. `heap` reads the warm isolate's heap (NaN when the machine was too busy for
 * the inspector); the worker must not hold the snapshot yet (run before anything reads /screener).
 */
export async function measureScreenerSnapshot(options: { origin: string; inspectorPort: number; sandboxUrl: string; heap?: () => Promise<HeapReading> }): Promise<string> {
  const heap = options.heap ?? (() => isolateHeap(options.inspectorPort));
  const knobs = await fetch(`${options.sandboxUrl}/__sandbox/knobs`, { method: 'PUT', headers: { 'content-type': 'application/json', ...TENANT }, body: JSON.stringify({ marketTime: COLD_SESSION }) });
  if (!knobs.ok) throw new Error(`sandbox knobs: ${knobs.status}`);
  const cold = await allPages(options.sandboxUrl);
  const warm = await allPages(options.sandboxUrl);
  const before = await heap();
  const refresh = await fillScreenerSnapshot(options.origin);
  const after = await heap();
  const read = refresh.status === 200 ? '' : ` (the reader ${READER} answered ${refresh.status}: the heap below may not hold the snapshot)`;
  return [
    `Screener snapshot: the sandbox answers all ${cold.pages} pages (${cold.rows} rows, ${PAGE_SIZE} a page) in ${fmt(cold.ms)} ms on its first call of a session (the session's metrics built on its build thread), ${fmt(warm.ms)} ms after it;`,
    `the Cron Trigger's refresh into KV until ${READER} reads it: ${fmt(refresh.ms)} ms${read}.`,
    `Warm worker isolate heap after a full GC: ${before.usedMB.toFixed(1)} MB used of ${before.totalMB.toFixed(1)} MB before the snapshot, ${after.usedMB.toFixed(1)} MB of ${after.totalMB.toFixed(1)} MB holding it: **its share ${(after.usedMB - before.usedMB).toFixed(1)} MB**.`,
  ].join(' ');
}
