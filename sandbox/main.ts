/**
 * `node sandbox/main.ts`: the local upstream back end (article, forum, profile, business,
 * taiwan-market and an OpenID provider) on http://localhost:8788. State lives in .sandbox-state/.
 * Knobs: SANDBOX_PORT, SANDBOX_LATENCY_MS, SANDBOX_FAIL, SANDBOX_FIXTURES, SANDBOX_STATE (memory|fs),
 * SANDBOX_NOW (a frozen market clock) or SANDBOX_CLOCK_START (a running one, from that instant),
 * SANDBOX_WARM_UP=off (no background warm-up of the index members' quotes and the screener's metrics: the tests' stacks),
 * SANDBOX_SCREENER_SAMPLE=n (the screener lists every n-th security: a test stack's smaller table).
 */
import { resolve } from 'node:path';
import { knobsFromEnv } from './knobs.ts';
import { startSandbox } from './server.ts';
import { createSandboxStorage } from './storage.ts';

const port = Number(process.env.SANDBOX_PORT ?? 8788);
const appOrigins = (process.env.SANDBOX_APP_ORIGINS ?? 'http://localhost:8787,http://localhost:5173')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

try {
  const sandbox = await startSandbox({
    port,
    storage: createSandboxStorage(process.env.SANDBOX_STATE === 'memory' ? 'memory' : { dir: resolve(process.env.SANDBOX_STATE_DIR ?? '.sandbox-state') }),
    knobs: knobsFromEnv(process.env),
    fixturesPath: process.env.SANDBOX_FIXTURES || undefined,
    appOrigins,
    warmUp: process.env.SANDBOX_WARM_UP !== 'off',
    warmScreener: process.env.SANDBOX_WARM_UP !== 'off',
    screenerSample: Number(process.env.SANDBOX_SCREENER_SAMPLE) || undefined,
  });
  console.log(`[sandbox] upstream services on ${sandbox.url} (identity: ${sandbox.url}/identity)`);
  const stop = () => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (err) {
  console.error(`[sandbox] could not start: ${(err as Error).message}`);
  process.exit(1);
}
