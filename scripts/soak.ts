/**
 * `npm run soak`: does the worker isolate's memory stay flat, and under its limit, under load?
 *
 * Starts the sandbox (with the hostile fixture) and the built worker (wrangler dev, edge cache and
 * circuit breaker on, as deployed), fills the symbol directory from the Cron Trigger, then sends
 * --requests mixed requests (scripts/bench/mixed-requests.ts: every page type, and the heaviest
 * fixture articles on unique URLs) in --rounds rounds with --clients at a time. During each round it
 * samples the isolate's heap every --sample-ms without forcing a GC (peak used, and peak total: what
 * the production limit of 128 MB counts); after each round it reads the heap after a full GC (a heap
 * snapshot through the inspector) and counts the React renders still alive (`RequestInstance`: every
 * finished or abandoned render should be gone). A report, like the bench: it prints figures and fails
 * only if the stack cannot run.
 * Options: --no-build, --requests 10000, --rounds 5, --clients 50, --sample-ms 250, --heavy-share 0.06,
 * --heavy-articles 9003,9004,900,9001,9002, --heap-limit 128 (MB; 0 for none), --port 38787 (the sandbox gets the next port), --inspector-port
 * (default: the port + 1000).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { refreshDirectory } from './bench/directory-timing.ts';
import { HEAVY_ARTICLES, HEAVY_SHARE, mixedLoad, mixedPaths } from './bench/mixed-requests.ts';
import { countLiveObjects, isolateHeap, sampleHeapUsage, workerInspectorUrl } from './lib/isolate-inspector.ts';
import { buildAll, cleanUpOnExit, type Started, startSandboxProcess, startWorkerProcess, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    requests: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '50' },
    'sample-ms': { type: 'string', default: '250' },
    'heavy-share': { type: 'string', default: String(HEAVY_SHARE) },
    'heap-limit': { type: 'string', default: '128' },
    'heavy-articles': { type: 'string', default: HEAVY_ARTICLES.join(',') },
    // Another stack (npm start, the e2e stacks, a second soak) may hold the defaults.
    port: { type: 'string', default: '38787' },
    'inspector-port': { type: 'string' },
  },
});
const REQUESTS = Number(values.requests);
const ROUNDS = Number(values.rounds);
const CLIENTS = Number(values.clients);
const SAMPLE_MS = Number(values['sample-ms']);
const HEAVY = Number(values['heavy-share']);
const HEAVY_IDS = values['heavy-articles'].split(',').map(Number);
/**
 * The V8 heap an isolate may have, in MB (0: none). Locally workerd gives V8 no limit, and V8 then sizes
 * the heap as on a large machine, growing it to up to four times what survives a GC: the total it
 * reports is mostly garbage V8 chose not to collect yet (decision 038). A production isolate has 128 MB,
 * and V8 told so (`--max-heap-size`) sizes its generations and collects for that.
 */
const HEAP_LIMIT_MB = Number(values['heap-limit']);
const PORT = Number(values.port);
const SANDBOX_PORT = PORT + 1;
const INSPECTOR_PORT = values['inspector-port'] ? Number(values['inspector-port']) : PORT + 1_000;
const origin = `http://localhost:${PORT}`;
const mb = (value: number) => value.toFixed(1);

if (!values['no-build']) buildAll(true);

const stateDir = mkdtempSync(join(tmpdir(), 'soak-'));
const worker = startWorkerProcess({
  port: PORT,
  sandboxPort: SANDBOX_PORT,
  inspectorPort: INSPECTOR_PORT,
  persistTo: stateDir,
  quiet: true,
  logLevel: 'error',
  v8Flags: HEAP_LIMIT_MB > 0 ? [`--max-heap-size=${HEAP_LIMIT_MB}`] : [],
});
const started: Started[] = [startSandboxProcess({ port: SANDBOX_PORT, appOrigin: origin, memory: true, quiet: true, env: { SANDBOX_FIXTURES: 'sandbox/content/fixtures/hostile.json' } }), worker];
const cleanUp = cleanUpOnExit(() => started, stateDir);

/**
 * The site isolate on workerd's own inspector, not through wrangler's proxy (INSPECTOR_PORT): the proxy
 * is a Worker too, in a workerd given the same V8 flags, and relaying snapshots of many MB under a heap
 * limit it stopped answering. Found once the worker answers; the proxy's port when it cannot be.
 */
let inspector: string | number = INSPECTOR_PORT;

/** After a full GC: used and total heap, and the renders left alive. */
const afterGc = async () => {
  const heap = await isolateHeap(inspector);
  const live = await countLiveObjects(inspector, ['RequestInstance']);
  return `${mb(heap.usedMB)} / ${mb(heap.totalMB)} | ${live.RequestInstance}`;
};

try {
  await Promise.all([waitForHttp(`http://localhost:${SANDBOX_PORT}/health`), waitForHttp(`${origin}/robots.txt`)]);
  await refreshDirectory(origin);
  const siteWorker = (JSON.parse(readFileSync('dist/server/wrangler.json', 'utf8')) as { name: string }).name;
  inspector = (worker.child.pid && (await workerInspectorUrl(worker.child.pid, siteWorker))) || INSPECTOR_PORT;
  const next = await mixedPaths(origin, undefined, HEAVY, HEAVY_IDS);
  const rows = [`| before | 0 | — | — | — / — | ${await afterGc()} |`];
  let total = 0;
  let peakTotal = 0;
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const sampler = sampleHeapUsage(inspector, SAMPLE_MS);
    const result = await mixedLoad(origin, next, perRound, CLIENTS);
    const peaks = await sampler.stop();
    peakTotal = Math.max(peakTotal, peaks.peakTotalMB);
    total += result.requests;
    const statuses = Object.entries(result.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    rows.push(`| round ${round} | ${total} | ${(result.requests / result.seconds).toFixed(1)} | ${statuses} | ${mb(peaks.peakUsedMB)} / ${mb(peaks.peakTotalMB)} | ${await afterGc()} |`);
  }
  const report = [
    `Soak ${new Date().toISOString()}: built worker in wrangler dev (edge cache and breaker on; V8 heap limit ${HEAP_LIMIT_MB > 0 ? `${HEAP_LIMIT_MB} MB, as in production` : "none, wrangler dev's default"}), ${CLIENTS} clients, ${total} mixed requests (scripts/bench/mixed-requests.ts; ${HEAVY * 100} % of them articles ${HEAVY_IDS.join(', ')} of the hostile fixture on unique URLs). Heap of the worker isolate, in MB, used / total: peak of samples every ${SAMPLE_MS} ms during the round (no GC forced), and after the full GC of a heap snapshot after it. Renders alive: React RequestInstance objects left after the GC. Production limit: 128 MB; goal: peak total ≤ 96 MB.`,
    '',
    '| after | requests | requests/s | statuses | peak during (used / total) | after GC (used / total) | renders alive |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Peak total heap: ${mb(peakTotal)} MB.`,
  ].join('\n');
  console.log(report);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/soak.md', `${report}\n`);
  console.log('\n(written to .bench/soak.md)');
} finally {
  cleanUp();
}
process.exit(0);
