import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

/**
 * End-to-end specs run in Debian's Chromium (/usr/bin/chromium; `npx playwright install` cannot
 * download browsers here) against the BUILT worker served by `wrangler dev`, exactly as `npm start`
 * serves it, and a fresh in-memory sandbox. Ports differ from `npm start` so both can run at once.
 * The edge cache of upstream answers is off here (EDGE_CACHE=off) so that the specs that make a
 * sandbox service fail see the failure, not a stale copy; the cache itself is tested in workerd
 * (src/lib/upstream/edge-cache.worker.test.ts) and measured by `npm run bench`.
 */
export const E2E_PORT = 18787;
export const E2E_SANDBOX_PORT = 18788;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '.test-reports/e2e-report.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'zh-TW',
    timezoneId: 'Asia/Taipei',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' } },
    { name: 'desktop', use: { viewport: { width: 1440, height: 900 }, browserName: 'chromium' } },
  ],
  webServer: {
    // process.execPath: the Node 22 running Playwright, even when `node` on PATH is older.
    // A fresh wrangler state with the redirects the specs use (tests/e2e/prepare-state.ts), then the
    // stack. REDIRECT_ALLOWED_HOSTS lets the e2e sandbox's origin be an absolute redirect target.
    command: `"${process.execPath}" tests/e2e/prepare-state.ts && "${process.execPath}" scripts/stack.ts serve ${[
      `--port ${E2E_PORT} --sandbox-port ${E2E_SANDBOX_PORT} --memory --persist-to .wrangler/e2e-state`,
      `--var EDGE_CACHE=off --var REDIRECT_ALLOWED_HOSTS=localhost:${E2E_SANDBOX_PORT}`,
    ].join(' ')}`,
    // The hostile test articles (XSS vectors) join the built-in content for the sanitiser specs.
    env: { SANDBOX_FIXTURES: 'sandbox/content/fixtures/hostile.json' },
    url: `http://localhost:${E2E_PORT}/`,
    timeout: 60_000,
    reuseExistingServer: false,
    // SIGTERM to the whole group lets wrangler stop workerd and the sandbox close its port.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
