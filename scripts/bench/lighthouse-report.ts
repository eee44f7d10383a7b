/**
 * The Lighthouse figures the benchmark reports, read from Lighthouse's result (the
 * "LHR"), their medians over runs, the targets beside them, and the table. Pure functions: the
 * runs themselves are in lighthouse.ts.
 */
import type { Result } from 'lighthouse';
import { itemsOf } from './lighthouse-diagnostics.ts';

export type Preset = 'mobile' | 'desktop';

export interface RunFigures {
  /** Performance score, 0–100. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Scripts' bytes on the wire (compressed, headers included), from the network-requests audit. */
  jsTransferBytes: number;
  mainThreadMs: number;
  /**
   * The main thread split by kind of work (Lighthouse's mainthread-work-breakdown groups, at its
   * simulated 4× CPU): script (evaluation, parse and compile), style and layout, HTML and CSS parsing.
   */
  scriptMs: number;
  styleLayoutMs: number;
  parseMs: number;
  /** Elements in the page (dom-size-insight, Lighthouse 13) and the main-thread tasks over 50 ms (long-tasks). */
  domNodes: number;
  longTasks: number;
  /** The page's own HTML: bytes on the wire, and decoded. */
  documentTransferBytes: number;
  documentBytes: number;
  /**
   * Lighthouse's measure of this machine's CPU speed (environment.benchmarkIndex). Simulated
   * throttling scales the CPU time it observes, so a busy machine inflates TBT and main-thread time:
   * this says how busy it was (Lighthouse calibrates its 4× mobile slowdown for an index near 1,000+).
   */
  benchmarkIndex: number;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

const numeric = (lhr: Result, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The milliseconds of mainthread-work-breakdown's groups (by their `group` ids); NaN without the audit. */
function mainThreadGroups(lhr: Result, groups: readonly string[]): number {
  if (!lhr.audits['mainthread-work-breakdown']?.details) return Number.NaN;
  return itemsOf(lhr.audits['mainthread-work-breakdown'])
    .filter((item) => groups.includes(String(item.group)))
    .reduce((sum, item) => sum + (typeof item.duration === 'number' ? item.duration : 0), 0);
}

/** Every task over 50 ms: the audit's table lists the 20 longest, its debug data all of them. */
function longTaskCount(lhr: Result): number {
  const details = lhr.audits['long-tasks']?.details as { debugData?: { tasks?: unknown[] } } | undefined;
  if (lhr.audits['long-tasks']?.scoreDisplayMode === 'notApplicable') return 0;
  return details?.debugData?.tasks?.length ?? (details ? itemsOf(lhr.audits['long-tasks']).length : Number.NaN);
}

/** The figures of one Lighthouse run. */
export function figuresOf(lhr: Result): RunFigures {
  const requests = itemsOf(lhr.audits['network-requests']) as unknown as NetworkRequestItem[];
  const documentUrl = lhr.finalDisplayedUrl;
  const document = requests.find((r) => r.resourceType === 'Document' && r.url === documentUrl) ?? requests.find((r) => r.resourceType === 'Document');
  const score = lhr.categories.performance?.score;
  return {
    score: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    jsTransferBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    scriptMs: mainThreadGroups(lhr, ['scriptEvaluation', 'scriptParseCompile']),
    styleLayoutMs: mainThreadGroups(lhr, ['styleLayout']),
    parseMs: mainThreadGroups(lhr, ['parseHTML']),
    domNodes: numeric(lhr, 'dom-size-insight'),
    longTasks: longTaskCount(lhr),
    documentTransferBytes: document?.transferSize ?? Number.NaN,
    documentBytes: document?.resourceSize ?? Number.NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Each figure's own median over the runs (so a figure never comes from an outlier run). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    jsTransferBytes: of('jsTransferBytes'),
    mainThreadMs: of('mainThreadMs'),
    scriptMs: of('scriptMs'),
    styleLayoutMs: of('styleLayoutMs'),
    parseMs: of('parseMs'),
    domNodes: of('domNodes'),
    longTasks: of('longTasks'),
    documentTransferBytes: of('documentTransferBytes'),
    documentBytes: of('documentBytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** The run whose score is the median one: its report is the one kept and read for diagnostics. */
export function medianRunIndex(runs: readonly RunFigures[]): number {
  const order = runs.map((r, i) => ({ i, score: r.score, lcp: r.lcpMs })).sort((a, b) => a.score - b.score || a.lcp - b.lcp);
  return order[Math.floor((order.length - 1) / 2)]?.i ?? 0;
}

/**
 * The targets: mobile performance ≥ 95 (≥ 90 for a signed-in member), desktop 100; TBT ≤ 150 ms,
 * LCP ≤ 2.0 s, CLS ≤ 0.02 (TBT was ≤ 200 ms before).
 */
export const TARGETS = { score: { mobile: 95, desktop: 100 }, memberMobileScore: 90, tbtMs: 150, lcpMs: 2_000, cls: 0.02 } as const;

/**
 * Who the page is measured for (visitors.ts); a first visit when not said. `floor` is a first visit
 * with the app's script files blocked: what the server's HTML and style sheet cost alone, the
 * bound below which no change to the client code can bring a page.
 */
export type VisitorKind = 'first' | 'returning' | 'member' | 'floor';

const VISITOR_LABELS: Record<VisitorKind, string> = { first: '', returning: ' · returning', member: ' · member', floor: ' · floor (no app script)' };

const scoreTarget = (preset: Preset, visitor: VisitorKind) => (preset === 'mobile' && visitor === 'member' ? TARGETS.memberMobileScore : TARGETS.score[preset]);

export interface Verdicts {
  score: boolean;
  lcp: boolean;
  tbt: boolean;
  cls: boolean;
}

export function verdicts(preset: Preset, f: RunFigures, visitor: VisitorKind = 'first'): Verdicts {
  return { score: f.score >= scoreTarget(preset, visitor), lcp: f.lcpMs <= TARGETS.lcpMs, tbt: f.tbtMs <= TARGETS.tbtMs, cls: f.cls <= TARGETS.cls };
}

// A benchmark's table, not the site's text: plain Node number formatting is fine here.
const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const kib = (bytes: number) => fixed(bytes / 1024, 1);
const verdict = (met: boolean, target: string) => (met ? `${target} met` : `${target} **missed**`);

export interface PageResult {
  page: string;
  path: string;
  preset: Preset;
  /** Absent: a first visit. */
  visitor?: VisitorKind;
  runs: RunFigures[];
}

/** One table row per page and preset: medians, each target beside its figure. */
export function tableRow(result: PageResult): string {
  const f = medianFigures(result.runs);
  const visitor = result.visitor ?? 'first';
  const v = verdicts(result.preset, f, visitor);
  const cells = [
    `${result.page} (${result.path})${VISITOR_LABELS[visitor]}`,
    result.preset,
    `${fixed(f.score, 0)} ${verdict(v.score, `≥ ${scoreTarget(result.preset, visitor)}`)}`,
    `${fixed(f.lcpMs / 1000, 2)} ${verdict(v.lcp, '≤ 2.0')}`,
    `${fixed(f.tbtMs, 0)} ${verdict(v.tbt, `≤ ${TARGETS.tbtMs}`)}`,
    `${fixed(f.cls, 3)} ${verdict(v.cls, `≤ ${TARGETS.cls}`)}`,
    fixed(f.fcpMs / 1000, 2),
    kib(f.jsTransferBytes),
    `${fixed(f.mainThreadMs, 0)} (${fixed(f.scriptMs, 0)} / ${fixed(f.styleLayoutMs, 0)} / ${fixed(f.parseMs, 0)})`,
    `${fixed(f.domNodes, 0)} / ${fixed(f.longTasks, 0)}`,
    `${kib(f.documentTransferBytes)} / ${kib(f.documentBytes)}`,
    fixed(f.benchmarkIndex, 0),
  ];
  return `| ${cells.join(' | ')} |`;
}

export const TABLE_HEAD = [
  '| page | preset | performance | LCP (s) | TBT (ms) | CLS | FCP (s) | JS transferred (KiB) | main thread ms (script / style & layout / parse) | DOM nodes / long tasks | document KiB (compressed / raw) | CPU index |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
];

export function lighthouseTable(results: readonly PageResult[]): string[] {
  return [...TABLE_HEAD, ...results.map(tableRow)];
}
