/**
 * `npm test`: everything a change must pass, in order, stopping at the first failure:
 *   1. typecheck (app + Node programs)       4. build the worker (as `npm start` does)
 *   2. lint (eslint.config.js: layers, hooks)  5. Playwright e2e against the built worker + sandbox
 *   3. vitest: Node and workerd projects
 * Ends with one line "N passed, N failed" over the unit, workerd and e2e tests.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';

const bin = (name: string) => `node_modules/.bin/${name}`;
// Not test-results/: Playwright empties its output folder when it starts.
const REPORT_DIR = '.test-reports';
// Old reports would be counted as this run's: start clean.
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

interface Step {
  name: string;
  args: string[];
}
const steps: Step[] = [
  { name: 'panda codegen', args: [bin('panda'), 'codegen', '--silent'] },
  { name: 'typecheck app', args: [bin('tsc'), '-p', 'tsconfig.json'] },
  { name: 'typecheck node', args: [bin('tsc'), '-p', 'tsconfig.node.json'] },
  { name: 'lint', args: [bin('eslint'), '.', '--max-warnings=0'] },
  {
    name: 'vitest (node + workerd)',
    args: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT_DIR}/vitest-report.json`],
  },
  { name: 'build', args: [bin('waku'), 'build'] },
  { name: 'e2e (playwright, chromium)', args: [bin('playwright'), 'test'] },
];

const timings: string[] = [];
let failed = false;
for (const step of steps) {
  const started = performance.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(process.execPath, step.args, { stdio: 'inherit', env: process.env });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  timings.push(`  ${step.name}: ${seconds} s${result.status === 0 ? '' : ' (FAILED)'}`);
  if (result.status !== 0) {
    failed = true;
    break;
  }
}

/** Counts from the JSON reports (missing when a step did not run). */
function counts(): { passed: number; failed: number } {
  let passed = 0;
  let failedTests = 0;
  try {
    const vitest = JSON.parse(readFileSync(`${REPORT_DIR}/vitest-report.json`, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    passed += vitest.numPassedTests;
    failedTests += vitest.numFailedTests;
  } catch {
    /* vitest did not run */
  }
  try {
    const e2e = JSON.parse(readFileSync(`${REPORT_DIR}/e2e-report.json`, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    passed += e2e.stats.expected + e2e.stats.flaky;
    failedTests += e2e.stats.unexpected;
  } catch {
    /* e2e did not run */
  }
  return { passed, failed: failedTests };
}

console.log(`\nSteps:\n${timings.join('\n')}`);
const total = counts();
if (failed && total.failed === 0) total.failed = 1; // a failed typecheck or build counts as a failure
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(failed ? 1 : 0);
