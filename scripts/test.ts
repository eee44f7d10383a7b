/**
 * `npm test`: everything a change must pass, stopping at the first failed stage:
 *   1. two lanes, two cores: panda codegen, typecheck the app (TypeScript 7), build the worker (as `npm
 *      start` does), knip; beside them the formatter's check (.prettierrc.json), lint (eslint.config.js:
 *      layers, hooks), then typecheck the Node programs
 *   2. vitest: the Node and workerd projects (vitest.config.ts)
 *   3. e2e: Playwright starts its stacks (built worker + sandbox) and runs the specs (playwright.config.ts)
 * Then each step's time, the 20 slowest tests and one line "N passed, N failed", read from the runners'
 * own JSON reports. A test over 30 s fails the run: a slow test is a bug to fix, not a budget to raise.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { bin, LIVE_BUILD, TYPECHECK } from './lib/processes.ts';
import { e2eCounts, e2eTimes, formatTime, slowest, vitestCounts, vitestTimes } from './lib/test-report.ts';

// Not test-results/: Playwright empties its output folder when it starts. Old reports would be counted as this run's.
const REPORT_DIR = '.test-reports';
const SLOW_TEST_MS = 30_000;
rmSync(REPORT_DIR, { recursive: true, force: true });
mkdirSync(REPORT_DIR, { recursive: true });

interface Step {
  name: string;
  args: string[];
}
/** A stage's lanes run side by side; the steps of one lane run in order. */
type Stage = Step[][];

const stages: Stage[] = [
  // ESLint keeps one core busy, then the Node programs' type check (neither reads styled-system/). Beside
  // them, in order: Panda's codegen (styled-system/), then what reads it: the app's type check, the build
  // (which writes only dist/ and .wrangler/) and knip (knip.json: unused files, exports, dependencies).
  [
    [
      { name: 'panda codegen', args: [bin('panda'), 'codegen', '--silent'] },
      { name: 'typecheck app', args: [TYPECHECK, '-p', 'tsconfig.json'] },
      { name: 'build', args: [bin('waku'), 'build'] },
      { name: 'build live worker', ...LIVE_BUILD },
      { name: 'unused code (knip)', args: [bin('knip'), '--no-progress'] },
    ],
    [
      { name: 'format (prettier --check)', args: [bin('prettier'), '--check', '--log-level=warn', '.'] },
      { name: 'lint', args: [bin('eslint'), '.', '--max-warnings=0'] },
      { name: 'typecheck node', args: [TYPECHECK, '-p', 'tsconfig.node.json'] },
    ],
  ],
  [[{ name: 'vitest (node + workerd)', args: [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT_DIR}/vitest-report.json`] }]],
  // Playwright writes its JSON report itself (playwright.config.ts).
  [[{ name: 'e2e (playwright, chromium)', args: [bin('playwright'), 'test'] }]],
];

/** Runs one step; a lane beside another keeps its output until it ends, so the two do not interleave. */
function run(step: Step, alone: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, step.args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    if (alone) console.log(`\n▶ ${step.name}`);
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n▶ ${step.name}\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });
}

const timings: string[] = [];
const runStarted = performance.now();
let failed = false;
for (const stage of stages) {
  const lanes = await Promise.all(
    stage.map(async (lane) => {
      for (const step of lane) {
        const started = performance.now();
        const ok = await run(step, stage.length === 1);
        timings.push(`  ${step.name}: ${((performance.now() - started) / 1000).toFixed(1)} s${ok ? '' : ' (FAILED)'}`);
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
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}
const vitest = readReport<Parameters<typeof vitestCounts>[0]>(`${REPORT_DIR}/vitest-report.json`);
const e2e = readReport<Parameters<typeof e2eCounts>[0]>(`${REPORT_DIR}/e2e-report.json`);
const counts = [vitest && vitestCounts(vitest), e2e && e2eCounts(e2e)].filter((count) => count !== null);
const times = [...(vitest ? vitestTimes(vitest, `${process.cwd()}/`) : []), ...(e2e ? e2eTimes(e2e) : [])];
let passed = counts.reduce((sum, count) => sum + count.passed, 0);
let failures = counts.reduce((sum, count) => sum + count.failed, 0);

console.log(`\nSteps (${((performance.now() - runStarted) / 1000).toFixed(0)} s in all):`);
console.log(timings.join('\n'));
console.log(`\nThe 20 slowest of ${times.length} tests:`);
console.log(slowest(times, 20).map(formatTime).join('\n'));
const tooSlow = times.filter((time) => time.ms > SLOW_TEST_MS);
if (tooSlow.length > 0) {
  console.log(`\n${tooSlow.length} test(s) over ${SLOW_TEST_MS / 1000} s, each a failure:`);
  console.log(tooSlow.map(formatTime).join('\n'));
  failed = true;
  passed -= tooSlow.length;
  failures += tooSlow.length;
}
if (failed && failures === 0) failures = 1; // a failed typecheck or build counts as a failure
console.log(`${passed} passed, ${failures} failed`);
process.exit(failed ? 1 : 0);
