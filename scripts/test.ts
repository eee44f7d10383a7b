/**
 * `npm test`: everything a change must pass, stopping at the first failed stage:
 *   1. two lanes, two cores: panda codegen, typecheck the app (TypeScript 7), build the worker (as `npm
 *      start` does), knip; beside them lint (eslint.config.js: layers, hooks), then typecheck the Node programs
 *   2. vitest: Node and workerd projects; beside it, Playwright starts the e2e stacks (built worker +
 *      sandbox), whose tests begin once vitest has passed (tests/e2e/start-gate.ts)
 * Then each step's time, the 20 slowest tests, and one line "N passed, N failed" over the unit,
 * workerd and e2e tests. A test over 30 s fails the run (a slow test is a bug, decision 033) unless
 * the machine was already busy when the run began: then it is only reported.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { bin, LIVE_BUILD, TYPECHECK } from './lib/processes.ts';
import { type Counts, e2eCounts, e2eTimes, formatTime, slowest, type TestTime, vitestCounts, vitestTimes } from './lib/test-report.ts';

// Not test-results/: Playwright empties its output folder when it starts.
const REPORT_DIR = '.test-reports';
const SLOW_TEST_MS = 30_000;
// Old reports would be counted as this run's: start clean.
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

interface Step {
  name: string;
  args: string[];
  env?: Record<string, string>;
  /** Print as it comes even beside another lane (that lane's output waits for its end instead). */
  live?: boolean;
  /** Called when the step ends, passed or failed. */
  after?: (ok: boolean) => void;
}

/** Opened by the vitest lane when it ends: `go` lets the e2e tests start, `stop` ends the e2e run. */
const E2E_START_GATE = `${REPORT_DIR}/e2e-start-gate`;
let gateOpenedAt = 0;
/** A stage's lanes run side by side; the steps of one lane run in order. */
type Stage = Step[][];

const stages: Stage[] = [
  // ESLint keeps one core busy for 30–45 s, then the Node programs' type check (neither reads
  // styled-system/). Beside them, in order: Panda's codegen (styled-system/), then what reads it: the app's
  // type check (TypeScript 7), the build (which writes only dist/ and .wrangler/) and knip. About 45 s each.
  [
    [
      { name: 'panda codegen', args: [bin('panda'), 'codegen', '--silent'] },
      { name: 'typecheck app', args: [TYPECHECK, '-p', 'tsconfig.json'] },
      { name: 'build', args: [bin('waku'), 'build'] },
      { name: 'build live worker', ...LIVE_BUILD },
      // Unused files, exports and dependencies fail the run (knip.json; issue 29 §5).
      { name: 'unused code (knip)', args: [bin('knip'), '--no-progress'] },
    ],
    [
      { name: 'lint', args: [bin('eslint'), '.', '--max-warnings=0'] },
      { name: 'typecheck node', args: [TYPECHECK, '-p', 'tsconfig.node.json'] },
    ],
  ],
  // Every project: the Node ones and the parallel workerd files, then the workerd files that flip the shared
  // sandbox's knobs, one at a time (vitest.config.ts). Beside the build, a CPU-bound test of theirs went past
  // its 5 s timeout: vitest comes after it. Beside vitest, which leaves about half a core idle, Playwright
  // starts the e2e stacks (~20 s of starting processes); its tests wait for vitest to pass (start-gate.ts),
  // so neither suite's tests share the machine with the other's.
  [
    [
      {
        name: 'vitest (node + workerd)',
        args: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT_DIR}/vitest-report.json`],
        after: (ok) => {
          gateOpenedAt = performance.now();
          writeFileSync(E2E_START_GATE, ok ? 'go' : 'stop');
        },
      },
    ],
    [{ name: 'e2e (playwright, chromium)', args: [bin('playwright'), 'test'], env: { E2E_START_GATE }, live: true }],
  ],
];

/** How busy the machine is before we add to it: the share of CPU time not idle over one second. */
async function busyShare(): Promise<number> {
  const read = () => {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    return { idle, total: fields.reduce((sum, value) => sum + value, 0) };
  };
  try {
    const before = read();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = read();
    return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
  } catch {
    return 0; // not Linux: take the machine as idle
  }
}

/** Runs one step; a lane beside another keeps its output until it ends, so the two do not interleave. */
function run(step: Step, alone: boolean): Promise<{ ok: boolean; seconds: number; started: number }> {
  const started = performance.now();
  const live = alone || step.live === true;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.args, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    if (live) console.log(`\n▶ ${step.name}`);
    child.on('close', (code) => {
      if (!live) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      step.after?.(code === 0);
      resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000, started });
    });
  });
}

const busyAtStart = await busyShare();
const machineWasBusy = busyAtStart > 0.5;
const timings: string[] = [];
const runStarted = performance.now();
let failed = false;
for (const stage of stages) {
  const alone = stage.length === 1;
  const lanes = await Promise.all(
    stage.map(async (lane) => {
      for (const step of lane) {
        const { ok, seconds, started } = await run(step, alone);
        // The e2e's own time, and apart from it the wait for vitest while its stacks started.
        const waited = step.env?.E2E_START_GATE && gateOpenedAt > started ? (gateOpenedAt - started) / 1000 : 0;
        const time = waited > 0 ? `${(seconds - waited).toFixed(1)} s after ${waited.toFixed(1)} s beside vitest` : `${seconds.toFixed(1)} s`;
        timings.push(`  ${step.name}: ${time}${ok ? '' : ' (FAILED)'}`);
        if (!ok) return false;
      }
      return true;
    }),
  );
  if (lanes.includes(false)) {
    failed = true;
    break;
  }
}

/** A report that is missing when its step did not run. */
function readReport<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(`${REPORT_DIR}/${file}`, 'utf8')) as T;
  } catch {
    return null;
  }
}
const vitest = readReport<Parameters<typeof vitestCounts>[0]>('vitest-report.json');
const e2e = readReport<Parameters<typeof e2eCounts>[0]>('e2e-report.json');
const total: Counts = { passed: 0, failed: 0 };
const times: TestTime[] = [];
for (const counts of [vitest && vitestCounts(vitest), e2e && e2eCounts(e2e)]) {
  if (!counts) continue;
  total.passed += counts.passed;
  total.failed += counts.failed;
}
if (vitest) times.push(...vitestTimes(vitest, `${process.cwd()}/`));
if (e2e) times.push(...e2eTimes(e2e));

console.log(`\nSteps (${((performance.now() - runStarted) / 1000).toFixed(0)} s in all, ${cpus().length} cores, ${Math.round(busyAtStart * 100)} % busy before the run):`);
console.log(timings.join('\n'));
console.log(`\nThe 20 slowest of ${times.length} tests:`);
console.log(slowest(times, 20).map(formatTime).join('\n'));
const tooSlow = times.filter((time) => time.ms > SLOW_TEST_MS);
if (tooSlow.length > 0) {
  console.log(`\n${tooSlow.length} test(s) over ${SLOW_TEST_MS / 1000} s${machineWasBusy ? ' (reported only: the machine was busy before the run began)' : ''}:`);
  console.log(tooSlow.map(formatTime).join('\n'));
  if (!machineWasBusy) {
    failed = true;
    // A test that passed too slowly is a failure, not a pass.
    total.passed -= tooSlow.length;
    total.failed += tooSlow.length;
  }
}
if (failed && total.failed === 0) total.failed = 1; // a failed typecheck or build counts as a failure
console.log(`${total.passed} passed, ${total.failed} failed`);
process.exit(failed ? 1 : 0);
