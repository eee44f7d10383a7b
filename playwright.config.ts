import { defineConfig, devices } from '@playwright/test';
import { E2E_STACK, E2E_WORKERS, type E2eStack, PAGE_CACHE_STACK, stackFor } from './tests/e2e/stacks.ts';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/support/chromium.ts';
import { DESKTOP_VIEWPORT } from './tests/support/e2e/viewports.ts';
import { ensureDevVars } from './scripts/lib/processes.ts';

// Once, before the stacks start side by side: each would otherwise make a VAPID pair of its own for a
// fresh clone's .dev.vars at the same moment, and a stack's two Workers could read different pairs.
ensureDevVars();

/**
 * End-to-end specs run in Debian's Chromium (/usr/bin/chromium; `npx playwright install` cannot
 * download browsers here) against the BUILT worker served by `wrangler dev`, exactly as `npm start`
 * serves it, and a fresh in-memory sandbox.
 *
 * Each worker has a stack of its own (tests/e2e/stacks.ts: specs flip a sandbox's knobs and change its state).
 * The edge cache of upstream answers is off here (EDGE_CACHE=off) so that the specs that make a
 * sandbox service fail see the failure, not a stale copy; the cache itself is tested in workerd
 * (src/lib/upstream/edge-cache.worker.test.ts) and measured by `npm run bench`. The circuit breaker
 * is off for the same reason (a spec's injected failures would keep the next spec's calls from being
 * sent for 15 s); it is tested in workerd (src/lib/upstream/circuit-breaker.worker.test.ts) and its
 * effect measured by `npm run faults`.
 */

/** Where the e2e sandboxes' market clock starts (see stackServer's env). */
const E2E_MARKET_CLOCK_START = '2026-11-25T02:30:00Z';

/**
 * A fresh wrangler state with the redirects the specs use, then sandbox + worker. `edgeCaches`: the worker
 * runs with its edge caches and circuit breaker on, as in production (PAGE_CACHE_STACK). `awaited`:
 * Playwright waits for it to answer before the tests start (without a url it only starts it).
 */
function stackServer(stack: E2eStack, { edgeCaches = false, awaited = true, afterTestStacks = false } = {}) {
  // `afterTestStacks`: the command starts once every test stack answers (tests/e2e/after-test-stacks.ts).
  const wait = afterTestStacks ? `"${process.execPath}" tests/e2e/after-test-stacks.ts && ` : '';
  return {
    // process.execPath: the Node 22 running Playwright, even when `node` on PATH is older.
    // (REDIRECT_ALLOWED_HOSTS follows the sandbox port by itself: scripts/lib/processes.ts.)
    // SESSION_CHECK_INTERVAL_SECONDS=1: the session monitor's test need not wait out the real 15 s.
    // LIVE_GRACE_MS=500 (the live Worker's): a feed subscription ends 0.5 s after its last reader, not 30 s.
    // LIVE_TEST_HOOKS=on (the live Worker's, live/test-restart.ts): a quote room restarts when the sandbox's feed asks (the alerts journey).
    command: `${wait}"${process.execPath}" tests/e2e/prepare-state.ts ${stack.stateDir} ${stack.sandboxPort} && "${process.execPath}" scripts/stack.ts serve ${[
      `--port ${stack.port} --sandbox-port ${stack.sandboxPort} --memory --persist-to ${stack.stateDir} --log-level warn --var LIVE_TEST_HOOKS=on`,
      edgeCaches ? '' : `--var EDGE_CACHE=off --var UPSTREAM_BREAKER=off --var SESSION_CHECK_INTERVAL_SECONDS=1 --var LIVE_GRACE_MS=500`,
    ].join(' ')}`,
    // The hostile test articles (XSS vectors) join the built-in content for the sanitiser specs.
    // No background warm-up of the index members' quotes: a stack builds on demand the few index pages its specs read.
    // The market clock runs from a fixed closed hour (a Tuesday, 21:30 in New York, after the after-hours
    // session), not the real time: a run at 15:00 UTC would otherwise meet an open market, live sockets on
    // every page and quotes that move under the specs. A spec that needs another hour sets the marketTime
    // or marketClockStart knob.
    // The screener lists every fourth security (about 3,300, the hand-described ones and the Taiwan ADRs
    // always): its table is built in seconds, not the whole market's 25 s of a core per stack.
    env: { SANDBOX_FIXTURES: 'sandbox/content/fixtures/hostile.json', SANDBOX_WARM_UP: 'off', SANDBOX_CLOCK_START: E2E_MARKET_CLOCK_START, SANDBOX_SCREENER_SAMPLE: '4' },
    ...(awaited ? { url: `http://localhost:${stack.port}/` } : {}),
    // Seeding KV (one wrangler process per redirect) and starting workerd and the sandbox take about
    // 30 s on an idle machine and went past 90 s on a loaded one; this is a start-up wait, not a test budget.
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM to the whole group lets wrangler stop workerd and the sandbox close its port.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // One worker per stack (stacks.ts): a spec file runs in order in one worker, files spread over the workers.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A time budget, not a check (speed is measured by `npm run bench`): on a loaded 2-core machine a test of
  // several whole pages took 31–33 s, so 30 s failed tests that were right.
  timeout: 45_000,
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_STACK.port}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    // Chromium rasterises in software here: the skeletons' shimmer (which honours reduced motion) would
    // keep every renderer busy while a section streams in, for nothing a test looks at.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  // Desktop (1440 px) is the default project: every spec runs there. The phone project runs only tests
  // tagged @phone, those about the phone's own UI and what only a phone shows: the drawer, the search
  // sheet, tab rows and tables that scroll sideways, touch, the 600 px chart rule. Page width and axe at
  // 390 px are checked on every page type by page-width.spec.ts, which resizes one page to both widths.
  // The phone keeps the Pixel 7's viewport, touch and user agent, at 1 device pixel per CSS pixel: at its
  // real 2.6 Chromium would paint seven times the pixels in software, which doubled the run's time.
  projects: [
    { name: 'desktop', use: { viewport: DESKTOP_VIEWPORT, browserName: 'chromium' } },
    { name: 'phone', grep: /@phone/, use: { ...devices['Pixel 7'], deviceScaleFactor: 1, browserName: 'chromium' } },
  ],
  // Playwright starts its web servers one after the other. The guest page cache's stack (edge caches on)
  // comes first and is not waited for (no url): it starts once the test stacks answer, while their first
  // specs run (a third stack starting beside theirs took CPU from the start every test waits for), and
  // guest-page-cache.spec.ts, which runs minutes later, waits for it to answer.
  // The test stacks start side by side too (only the last is waited for by URL; tests/e2e/stacks-ready.ts
  // waits for all of them before the first test): one after the other they took 35 s before a test ran.
  webServer: [
    stackServer(PAGE_CACHE_STACK, { edgeCaches: true, awaited: false, afterTestStacks: true }),
    ...Array.from({ length: E2E_WORKERS }, (_, index) => stackServer(stackFor(index), { awaited: index === E2E_WORKERS - 1 })),
  ],
  globalSetup: './tests/e2e/stacks-ready.ts',
});
