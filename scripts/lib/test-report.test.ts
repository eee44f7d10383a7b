import { describe, expect, it } from 'vitest';
import { e2eCounts, e2eTimes, formatTime, slowest, vitestCounts, vitestTimes } from './test-report.ts';

describe('npm test’s report', () => {
  const vitest = {
    numPassedTests: 2,
    numFailedTests: 1,
    testResults: [
      {
        name: '/repo/src/a.test.ts',
        assertionResults: [
          { fullName: 'a adds', title: 'adds', duration: 12 },
          { title: 'no time', duration: null },
        ],
      },
      { name: '/repo/src/b.test.ts', assertionResults: [{ fullName: 'b waits', title: 'waits', duration: 31_000 }] },
    ],
  };
  const playwright = {
    stats: { expected: 3, unexpected: 1, flaky: 1 },
    suites: [
      {
        title: 'home.spec.ts',
        file: 'home.spec.ts',
        specs: [{ title: 'shows the indices', tests: [{ projectName: 'desktop', results: [{ duration: 4_200 }] }] }],
        suites: [{ title: 'the drawer', specs: [{ title: 'opens', tests: [{ projectName: 'phone', results: [{ duration: 900 }, { duration: 1_100 }] }] }] }],
      },
    ],
  };

  it('counts a flaky e2e test as passed and adds nothing twice', () => {
    expect(vitestCounts(vitest)).toEqual({ passed: 2, failed: 1 });
    expect(e2eCounts(playwright)).toEqual({ passed: 4, failed: 1 });
  });

  it('names each test by its file, describe blocks and title, with its project', () => {
    expect(vitestTimes(vitest, '/repo/')).toEqual([
      { where: 'vitest', name: 'src/a.test.ts › a adds', ms: 12 },
      { where: 'vitest', name: 'src/a.test.ts › no time', ms: 0 },
      { where: 'vitest', name: 'src/b.test.ts › b waits', ms: 31_000 },
    ]);
    expect(e2eTimes(playwright)).toEqual([
      { where: 'e2e desktop', name: 'home.spec.ts › shows the indices', ms: 4_200 },
      { where: 'e2e phone', name: 'home.spec.ts › the drawer › opens', ms: 1_100 },
    ]);
  });

  it('lists the slowest first', () => {
    const times = [...vitestTimes(vitest, '/repo/'), ...e2eTimes(playwright)];
    expect(slowest(times, 2).map((time) => time.ms)).toEqual([31_000, 4_200]);
    expect(formatTime(slowest(times, 1)[0]!)).toBe('  31.0 s  vitest       src/b.test.ts › b waits');
  });
});
