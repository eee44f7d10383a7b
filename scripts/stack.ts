/**
 * Runs the whole site locally: the sandbox (local upstream services) and the worker.
 *
 *   node scripts/stack.ts start   build, then serve the built worker with `wrangler dev` (Miniflare)
 *   node scripts/stack.ts dev     `waku dev` (hot reload; the worker code still runs in workerd)
 *   node scripts/stack.ts serve   serve an existing build (used by the e2e tests)
 *   node scripts/stack.ts build   only build (`npm run build`): panda codegen, waku build, the live-quotes Worker
 *
 * Options: --port (worker, default 8787), --sandbox-port (default 8788), --memory (sandbox state in
 * memory instead of .sandbox-state/), --persist-to DIR (wrangler's local KV, cache and Durable Object state;
 * default .wrangler/state, shared with `npm run redirects:put` and `npm run dev`, kept across builds), --var KEY=VALUE
 * (extra worker vars; serve/start only), --log-level LEVEL (wrangler's; serve/start only).
 * Ctrl-C stops both processes. SANDBOX_* knobs in the environment pass through to the sandbox.
 */
import { parseArgs } from 'node:util';
import { bin, buildAll, ensureDevVars, requireBuild, runNode, type Started, startSandboxProcess, startWorkerProcess, stopAll, waitForHttp } from './lib/processes.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string', default: '8787' },
    'sandbox-port': { type: 'string', default: '8788' },
    memory: { type: 'boolean', default: false },
    'persist-to': { type: 'string' },
    /** wrangler's log level (debug, info, log, warn, error, none); the e2e stacks use warn: no line per request. */
    'log-level': { type: 'string' },
    /** Extra worker vars, KEY=VALUE (repeatable), e.g. --var EDGE_CACHE=off. */
    var: { type: 'string', multiple: true, default: [] },
  },
});
const mode = positionals[0] ?? 'start';
if (!['start', 'dev', 'serve', 'build'].includes(mode)) {
  console.error(`usage: node scripts/stack.ts start|dev|serve|build [--port 8787] [--sandbox-port 8788] [--memory]`);
  process.exit(2);
}
const port = Number(values.port);
const sandboxPort = Number(values['sandbox-port']);

// Before the build, which copies .dev.vars beside the built worker.
ensureDevVars();

// `npm start` is quiet: the build's output only if it fails, wrangler's warnings and errors
// only (no line per request, no bindings table), then the address to open. `npm run build` shows it all.
if (mode === 'start') console.log('[stack] building…');
if (mode === 'start' || mode === 'build') buildAll(mode === 'start');
if (mode === 'build') process.exit(0);
if (mode !== 'dev') requireBuild();

const started: Started[] = [startSandboxProcess({ port: sandboxPort, appOrigin: `http://localhost:${port}`, memory: values.memory })];
if (mode === 'dev') {
  if (sandboxPort !== 8788) console.warn('[stack] dev mode reads upstream URLs from wrangler.toml (sandbox on 8788)');
  started.push(runNode('waku dev', [bin('waku'), 'dev', '--port', String(port)]));
} else {
  const vars = Object.fromEntries(
    values.var.map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 1) throw new Error(`--var expects KEY=VALUE, got "${pair}"`);
      return [pair.slice(0, eq), pair.slice(eq + 1)];
    }),
  );
  started.push(startWorkerProcess({ port, sandboxPort, persistTo: values['persist-to'], vars, logLevel: values['log-level'] ?? (mode === 'start' ? 'warn' : undefined) }));
  void waitForHttp(`http://localhost:${port}/robots.txt`, 120_000).then(
    async () => {
      await fillEdgeData(`http://localhost:${port}`);
      fillScreenerInBackground(`http://localhost:${port}`);
      if (mode === 'start') console.log(`\n  美股通 is running: open http://localhost:${port}  (Ctrl-C stops it; --log-level info shows each request)\n`);
    },
    () => undefined,
  );
}

/**
 * What a new deployment's first Cron Trigger does, at once: the symbol directory and the article index
 * are filled before the address is shown, not behind a reader's first page on a busy machine.
 * Miniflare answers when the handler has finished; a cron functions/scheduled.ts does not know
 * refreshes both. If it fails, pages fill them on first use, in the background.
 */
async function fillEdgeData(origin: string): Promise<void> {
  try {
    const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('0 0 * * *')}`, { signal: AbortSignal.timeout(120_000) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`answered ${res.status}`);
  } catch (err) {
    console.warn(`[stack] the first fill of the symbol directory and the article index failed (pages fill them on first use): ${String(err)}`);
  }
}

let stopping = false;

/**
 * The screener's snapshot (decision 050) fills behind the address: the sandbox builds a session's
 * metrics on its first call (half a minute of a core), which no stack should wait for. Its page says
 * it is filling meanwhile.
 */
function fillScreenerInBackground(origin: string): void {
  fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent('4-59/5 * * * *')}`, { signal: AbortSignal.timeout(180_000) })
    .then((res) => res.arrayBuffer())
    .catch((err: unknown) => {
      // Stopping cuts the fill short: not a failure to report.
      if (!stopping) console.warn(`[stack] the first fill of the screener failed (its page fills it on first use): ${String(err)}`);
    });
}

function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  stopAll(started);
  setTimeout(() => process.exit(code), 500).unref();
}
for (const { name, child } of started) {
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[stack] ${name} stopped (${signal ?? code}); stopping the rest`);
      shutdown(code ?? 1);
    }
  });
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
