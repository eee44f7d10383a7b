/**
 * `npm run soak`: does the worker isolate's memory stay flat under load? (issue 12 §6)
 *
 * Starts the sandbox and the built worker (wrangler dev, edge cache and circuit breaker on, as
 * deployed), fills the symbol directory from the Cron Trigger, then sends --requests mixed requests
 * (scripts/bench/mixed-requests.ts) in --rounds rounds with --clients at a time. After each round
 * it reads the isolate's own heap after a full GC (a heap snapshot through the inspector) and counts
 * the React renders still alive (`RequestInstance`: every finished or abandoned render should be
 * gone). A report, like the bench: it prints figures and fails only if the stack cannot run.
 * Options: --no-build, --requests 10000, --rounds 5, --clients 50.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { refreshDirectory } from './bench/directory-timing.ts';
import { mixedLoad, mixedPaths } from './bench/mixed-requests.ts';
import { countLiveObjects, isolateHeap } from './lib/isolate-inspector.ts';
import { buildAll, cleanUpOnExit, type Started, startSandboxProcess, startWorkerProcess, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    requests: { type: 'string', default: '10000' },
    rounds: { type: 'string', default: '5' },
    clients: { type: 'string', default: '50' },
  },
});
const REQUESTS = Number(values.requests);
const ROUNDS = Number(values.rounds);
const CLIENTS = Number(values.clients);
const SANDBOX_PORT = 38788;
const PORT = 38787;
const origin = `http://localhost:${PORT}`;

if (!values['no-build']) buildAll(true);

const stateDir = mkdtempSync(join(tmpdir(), 'soak-'));
const started: Started[] = [
  startSandboxProcess({ port: SANDBOX_PORT, appOrigin: origin, memory: true, quiet: true, env: { SANDBOX_FIXTURES: 'sandbox/content/fixtures/hostile.json' } }),
  startWorkerProcess({ port: PORT, sandboxPort: SANDBOX_PORT, persistTo: stateDir, quiet: true, logLevel: 'error' }),
];
const cleanUp = cleanUpOnExit(() => started, stateDir);

const reading = async () => {
  const heap = await isolateHeap(PORT + 1_000);
  const live = await countLiveObjects(PORT + 1_000, ['RequestInstance']);
  return `${heap.usedMB.toFixed(1)} | ${live.RequestInstance}`;
};

try {
  await Promise.all([waitForHttp(`http://localhost:${SANDBOX_PORT}/health`), waitForHttp(`${origin}/robots.txt`)]);
  await refreshDirectory(origin);
  const next = await mixedPaths(origin);
  const rows = [`| before | 0 | — | — | ${await reading()} |`];
  let total = 0;
  const perRound = Math.ceil(REQUESTS / ROUNDS);
  for (let round = 1; round <= ROUNDS; round += 1) {
    const result = await mixedLoad(origin, next, perRound, CLIENTS);
    total += result.requests;
    const statuses = Object.entries(result.statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    rows.push(`| round ${round} | ${total} | ${(result.requests / result.seconds).toFixed(1)} | ${statuses} | ${await reading()} |`);
  }
  const report = [
    `Soak ${new Date().toISOString()}: built worker in wrangler dev (edge cache and breaker on), ${CLIENTS} clients, ${total} mixed requests (scripts/bench/mixed-requests.ts). Heap: the worker isolate's, after the full GC of a heap snapshot. Renders alive: React RequestInstance objects left after the GC.`,
    '',
    '| after | requests | requests/s | statuses | heap used (MB) | renders alive |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(report);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/soak.md', `${report}\n`);
  console.log('\n(written to .bench/soak.md)');
} finally {
  cleanUp();
}
process.exit(0);
