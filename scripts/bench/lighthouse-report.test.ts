import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { figuresOf, lighthouseTable, median, medianFigures, medianRunIndex, type RunFigures, tableRow, verdicts } from './lighthouse-report.ts';

/** The parts of a Lighthouse result the report reads, shaped as Lighthouse 13 writes them. */
function fakeResult(opts: { score: number; lcp: number; tbt: number; cls: number }): Result {
  const audit = (numericValue: number) => ({ numericValue });
  return {
    finalDisplayedUrl: 'http://localhost:1/stock/NVDA/info',
    environment: { benchmarkIndex: 1_234.5 },
    categories: { performance: { score: opts.score } },
    audits: {
      'largest-contentful-paint': audit(opts.lcp),
      'total-blocking-time': audit(opts.tbt),
      'cumulative-layout-shift': audit(opts.cls),
      'first-contentful-paint': audit(900),
      'mainthread-work-breakdown': {
        numericValue: 2_345.6,
        details: {
          type: 'table',
          items: [
            { group: 'scriptEvaluation', duration: 900 },
            { group: 'scriptParseCompile', duration: 45.6 },
            { group: 'styleLayout', duration: 600 },
            { group: 'parseHTML', duration: 300 },
            { group: 'other', duration: 500 },
          ],
        },
      },
      'dom-size-insight': audit(482),
      // Lighthouse lists the 20 longest tasks; its debug data holds them all.
      'long-tasks': { details: { type: 'table', items: Array.from({ length: 20 }, () => ({ duration: 60 })), debugData: { type: 'debugdata', tasks: Array.from({ length: 23 }, () => ({})) } } },
      'network-requests': {
        details: {
          type: 'table',
          items: [
            // A redirect's document first: the report takes the one at the final URL.
            { url: 'http://localhost:1/stock/nvda', resourceType: 'Document', transferSize: 300, resourceSize: 0 },
            { url: 'http://localhost:1/stock/NVDA/info', resourceType: 'Document', transferSize: 15_000, resourceSize: 120_000 },
            { url: 'http://localhost:1/assets/index.js', resourceType: 'Script', transferSize: 90_000, resourceSize: 280_000 },
            { url: 'http://localhost:1/assets/shell.js', resourceType: 'Script', transferSize: 16_000, resourceSize: 43_000 },
            { url: 'http://localhost:1/assets/root.css', resourceType: 'Stylesheet', transferSize: 15_000, resourceSize: 60_000 },
          ],
        },
      },
    },
  } as unknown as Result;
}

const figures = (over: Partial<RunFigures>): RunFigures => ({
  score: 96,
  lcpMs: 1_800,
  tbtMs: 150,
  cls: 0.01,
  fcpMs: 900,
  jsTransferBytes: 100_000,
  mainThreadMs: 1_500,
  scriptMs: 700,
  styleLayoutMs: 400,
  parseMs: 200,
  domNodes: 480,
  longTasks: 6,
  documentTransferBytes: 12_000,
  documentBytes: 80_000,
  benchmarkIndex: 900,
  ...over,
});

describe('figuresOf', () => {
  it('reads the score, the metrics, the scripts on the wire and the final document', () => {
    expect(figuresOf(fakeResult({ score: 0.63, lcp: 3_290, tbt: 1_211, cls: 0.004 }))).toEqual({
      score: 63,
      lcpMs: 3_290,
      tbtMs: 1_211,
      cls: 0.004,
      fcpMs: 900,
      jsTransferBytes: 106_000,
      mainThreadMs: 2_345.6,
      scriptMs: 945.6,
      styleLayoutMs: 600,
      parseMs: 300,
      domNodes: 482,
      longTasks: 23,
      documentTransferBytes: 15_000,
      documentBytes: 120_000,
      benchmarkIndex: 1_234.5,
    });
  });
});

describe('medians', () => {
  it('takes the middle value, the mean of the two middle ones, and ignores missing figures', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([Number.NaN, 5, 7])).toBe(6);
    expect(median([])).toBeNaN();
  });

  it('counts no long task when Lighthouse found none, and says so rather than guessing without the audit', () => {
    const none = fakeResult({ score: 1, lcp: 1_000, tbt: 0, cls: 0 });
    none.audits['long-tasks'] = { scoreDisplayMode: 'notApplicable' } as unknown as Result['audits'][string];
    expect(figuresOf(none).longTasks).toBe(0);
    const missing = fakeResult({ score: 1, lcp: 1_000, tbt: 0, cls: 0 });
    delete missing.audits['long-tasks'];
    delete missing.audits['mainthread-work-breakdown'];
    expect(figuresOf(missing)).toMatchObject({ longTasks: Number.NaN, scriptMs: Number.NaN });
  });

  it("takes each figure's own median and finds the run with the median score", () => {
    const runs = [figures({ score: 90, tbtMs: 400 }), figures({ score: 97, tbtMs: 100 }), figures({ score: 94, tbtMs: 250 })];
    expect(medianFigures(runs)).toMatchObject({ score: 94, tbtMs: 250 });
    expect(medianRunIndex(runs)).toBe(2);
  });
});

describe('targets', () => {
  it('mobile needs 95 (a member 90), desktop 100; TBT ≤ 150 ms, LCP ≤ 2.0 s, CLS ≤ 0.02 at the limit included', () => {
    const atLimits = figures({ score: 95, tbtMs: 150, lcpMs: 2_000, cls: 0.02 });
    expect(verdicts('mobile', atLimits)).toEqual({ score: true, lcp: true, tbt: true, cls: true });
    expect(verdicts('desktop', atLimits).score).toBe(false);
    expect(verdicts('desktop', figures({ score: 100 })).score).toBe(true);
    expect(verdicts('mobile', figures({ score: 94, tbtMs: 151, lcpMs: 2_001, cls: 0.021 }))).toEqual({ score: false, lcp: false, tbt: false, cls: false });
    expect(verdicts('mobile', figures({ score: 90 }), 'member').score).toBe(true);
    expect(verdicts('mobile', figures({ score: 90 }), 'returning').score).toBe(false);
    expect(verdicts('desktop', figures({ score: 99 }), 'member').score).toBe(false);
  });

  it('writes each target beside its median figure, a miss in bold', () => {
    const row = tableRow({
      page: 'home',
      path: '/',
      preset: 'mobile',
      runs: [figures({ score: 63, tbtMs: 1_211, lcpMs: 3_290 }), figures({ score: 70, tbtMs: 900, lcpMs: 3_000 }), figures({ score: 66, tbtMs: 1_000, lcpMs: 3_100 })],
    });
    expect(row).toBe(
      '| home (/) | mobile | 66 ≥ 95 **missed** | 3.10 ≤ 2.0 **missed** | 1000 ≤ 150 **missed** | 0.010 ≤ 0.02 met | 0.90 | 97.7 | 1500 (700 / 400 / 200) | 480 / 6 | 11.7 / 78.1 | 900 |',
    );
    const member = tableRow({ page: 'watchlist', path: '/watchlist', preset: 'mobile', visitor: 'member', runs: [figures({ score: 91 })] });
    expect(member.startsWith('| watchlist (/watchlist) · member | mobile | 91 ≥ 90 met |')).toBe(true);
    const floor = tableRow({ page: 'home', path: '/', preset: 'mobile', visitor: 'floor', runs: [figures({ score: 99 })] });
    expect(floor.startsWith('| home (/) · floor (no app script) | mobile | 99 ≥ 95 met |')).toBe(true);
    const table = lighthouseTable([{ page: 'article', path: '/article/101', preset: 'desktop', runs: [figures({ score: 100 })] }]);
    expect(table).toHaveLength(3);
    expect(table[2]).toContain('| article (/article/101) | desktop | 100 ≥ 100 met |');
  });
});
