import { existsSync, readFileSync } from 'node:fs';

/**
 * `npm test` starts Playwright while vitest is still running, so the e2e stacks (wrangler, workerd, the
 * sandboxes: ~20 s) start in the time vitest leaves a core idle, and it names a file here
 * (E2E_START_GATE). The tests themselves wait for it: scripts/test.ts writes `go` into it once vitest
 * has passed (the e2e's timings are its own, not shared with vitest's), or `stop` when vitest failed,
 * and then no e2e test runs. Without the variable (`npm run test:e2e`) the tests start at once.
 */
export async function waitForStartGate(gate = process.env.E2E_START_GATE): Promise<void> {
  if (!gate) return;
  for (;;) {
    const word = existsSync(gate) ? readFileSync(gate, 'utf8').trim() : '';
    if (word === 'go') return;
    if (word === 'stop') throw new Error('the unit and workerd tests failed: no e2e test runs');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
