/**
 * Reading the JSON reports of `npm test` (vitest's and Playwright's): how many passed and failed, and
 * how long each test took, so the run can print its slowest tests and fail on one that is too slow.
 */

export interface TestTime {
  /** Which runner and project: `vitest`, `e2e desktop`, `e2e phone`… */
  where: string;
  name: string;
  ms: number;
}

export interface Counts {
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: { name: string; assertionResults?: { fullName?: string; title: string; duration?: number | null }[] }[];
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; file?: string; tests: { projectName: string; results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites?: PlaywrightSuite[];
}

export function vitestCounts(report: VitestReport): Counts {
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

export function e2eCounts(report: PlaywrightReport): Counts {
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

/** Each vitest test's own duration (a file's setup is not any one test's). */
export function vitestTimes(report: VitestReport, root = ''): TestTime[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      where: 'vitest',
      name: `${file.name.startsWith(root) ? file.name.slice(root.length) : file.name} › ${test.fullName ?? test.title}`,
      ms: test.duration ?? 0,
    })),
  );
}

/** Each e2e test's time per project (its longest attempt: retries are off, so its only one). */
export function e2eTimes(report: PlaywrightReport): TestTime[] {
  const times: TestTime[] = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.file && titles.length === 0 ? [suite.file] : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = Math.max(0, ...test.results.map((result) => result.duration));
        times.push({ where: `e2e ${test.projectName}`, name: [...here, spec.title].filter(Boolean).join(' › '), ms });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return times;
}

export const slowest = (times: readonly TestTime[], count: number): TestTime[] => [...times].sort((a, b) => b.ms - a.ms).slice(0, count);

export const formatTime = ({ where, name, ms }: TestTime): string => `${(ms / 1000).toFixed(1).padStart(6)} s  ${where.padEnd(12)} ${name}`;
