/**
 * `npm run lighthouse` (and the last part of `npm run bench`): Lighthouse's performance audit on the
 * home page, a stock info page, a stock price page (the chart), an article and a category page,
 * with the mobile and desktop presets, median of --runs (3) each, in Debian's Chromium.
 *
 * The built worker (wrangler dev) is measured through scripts/lib/compressing-proxy.ts, so the
 * browser receives text compressed as Cloudflare's edge sends it (wrangler dev sends it raw).
 * Lighthouse's default throttling is kept: simulated (Lantern), which models a slow 4G phone
 * (mobile) or a fast desktop link from one unthrottled load; it is what the targets mean.
 *
 * Alone, it starts its own sandbox and worker (after `waku build`, unless --no-build), fills the
 * symbol directory from the Cron Trigger as a deployment has it, and writes .bench/lighthouse.md.
 * Options: --no-build, --runs 3, --port 28887 (the worker; the sandbox takes +1, the proxy +2, the
 * returning visitors' proxy +3), --only home,article (page names), --preset mobile|desktop,
 * --visitor first,returning,member,floor (visitors.ts; default first; floor: the app's scripts blocked). A member also gets the watchlist.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/chromium.ts';
import { startCompressingProxy } from '../lib/compressing-proxy.ts';
import { buildAll, cleanUpOnExit, type Started, startSandboxProcess, startWorkerProcess, waitForHttp } from '../lib/processes.ts';
import { refreshDirectory } from './directory-timing.ts';
import { diagnosticsOf } from './lighthouse-diagnostics.ts';
import { figuresOf, lighthouseTable, medianRunIndex, type PageResult, type Preset } from './lighthouse-report.ts';
import { memberCookieHeader, type Visitor, VISITORS } from './visitors.ts';

/**
 * The main page types (`analysis` is one of the category keys, 盤勢分析), then
 * an ADR with its Taiwan listing, the calendar, a comparison, an article whose text links its tickers, and
 * the screener with one of its presets.
 */
export const LIGHTHOUSE_PAGES: Readonly<Record<string, string>> = {
  home: '/',
  'stock info': '/stock/NVDA/info',
  'stock price': '/stock/NVDA/price',
  article: '/article/101',
  category: '/category/analysis',
  search: '/search/NVDA',
  adr: '/stock/TSM/info',
  calendar: '/calendar',
  compare: '/compare?ids=NVDA,AMD',
  'article tickers': '/article/147',
  screener: '/screener',
  'screener preset': '/screener/high-dividend',
};

/** Pages only a member has (a guest is sent to sign in). */
export const MEMBER_PAGES: Readonly<Record<string, string>> = { watchlist: '/watchlist' };

export const PRESETS: readonly Preset[] = ['mobile', 'desktop'];

/** Runs per page and preset; the figures are their medians. */
export const LIGHTHOUSE_RUNS = 3;

/** The app's own script files (hashed, under /assets/): what the `floor` visitor's runs block. */
const APP_SCRIPTS = '*/assets/*.js';

/**
 * One Lighthouse run in a fresh Chromium (its own profile: no cache; a cookie only when given one). With
 * `blockAppScripts`, the page's module scripts never load: the inline ones (React's streamed reveals)
 * still run, nothing hydrates.
 */
async function runOnce(url: string, preset: Preset, cookie?: string, blockAppScripts = false): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        ...(blockAppScripts ? { blockedUrlPatterns: [APP_SCRIPTS] } : {}),
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

export interface LighthouseOutcome {
  results: PageResult[];
  /** The median run's report of each page and preset, for the diagnostics. */
  medianReports: Map<string, Result>;
}

/**
 * Runs Lighthouse `runs` times per page and preset against `origin` (the compressing proxy). Each
 * page is fetched once first so the edge cache holds its upstream answers, as on a live site.
 */
export async function measureLighthouse(
  origin: string,
  opts: {
    runs: number;
    pages?: Readonly<Record<string, string>>;
    presets?: readonly Preset[];
    saveReportsTo?: string;
    /** Who the pages are measured for (default a first visit); a member's session rides on `cookie`. */
    visitor?: Visitor;
    cookie?: string;
  },
): Promise<LighthouseOutcome> {
  const pages = opts.pages ?? LIGHTHOUSE_PAGES;
  const visitor = opts.visitor ?? 'first';
  const results: PageResult[] = [];
  const medianReports = new Map<string, Result>();
  for (const path of Object.values(pages)) await (await fetch(origin + path)).arrayBuffer();
  for (const [page, path] of Object.entries(pages)) {
    for (const preset of opts.presets ?? PRESETS) {
      const reports: Result[] = [];
      for (let i = 0; i < opts.runs; i += 1) reports.push(await runOnce(origin + path, preset, opts.cookie, visitor === 'floor'));
      const runs = reports.map(figuresOf);
      results.push({ page, path, preset, visitor, runs });
      const report = reports[medianRunIndex(runs)] as Result;
      const key = `${page} ${preset}${visitor === 'first' ? '' : ` ${visitor}`}`;
      medianReports.set(key, report);
      if (opts.saveReportsTo) {
        mkdirSync(opts.saveReportsTo, { recursive: true });
        writeFileSync(join(opts.saveReportsTo, `${key.replace(/\W+/g, '-')}.json`), JSON.stringify(report));
      }
    }
  }
  return { results, medianReports };
}

/** The markdown section: header, table, and the median runs' main opportunities and diagnostics. */
export function lighthouseMarkdown(outcome: LighthouseOutcome, runs: number): string {
  const version = outcome.medianReports.values().next().value?.lighthouseVersion ?? '?';
  const lines = [
    `Lighthouse ${version} (performance only), Debian Chromium headless, the built worker (wrangler dev) behind a local compressing proxy (brotli, flushed per chunk, as Cloudflare's edge compresses); edge cache warmed by one fetch per page; each run a fresh browser (no cache; no cookie but a member's session). Lighthouse's default **simulated throttling** (Lantern: a slow-4G phone with a 4× slower CPU for mobile, a fast desktop link for desktop), which is what the targets mean. Medians of ${runs} runs, each figure its own median.`,
    '',
    ...lighthouseTable(outcome.results),
    '',
    "Targets: mobile performance ≥ 95 (a signed-in member ≥ 90), desktop 100; TBT ≤ 150 ms, LCP ≤ 2.0 s, CLS ≤ 0.02 on every page. Visitors: a first visit unless the page says returning (the silent sign-in path: has-logged-in fails), member (signed in) or floor (a first visit with the app's script files blocked: what the HTML and style sheet cost alone, the bound for any client-side change). Main thread: Lighthouse's simulated 4× CPU time, split into script (evaluation, parse, compile), style and layout, and HTML/CSS parsing; the rest is paint, GC and the browser's own tasks. Long tasks: tasks over 50 ms after the simulated slowdown. JS transferred: every script response on the wire (compressed, with headers). Document: the page's HTML response (compressed on the wire, decoded). CPU index: Lighthouse's benchmarkIndex of this machine during the runs; simulated throttling multiplies the CPU time it observes, so on a busy machine (a low index) TBT and main-thread time read high.",
    '',
    'Biggest opportunities and diagnostics (from each median run):',
    '',
  ];
  for (const [key, report] of outcome.medianReports) lines.push(`- **${key}**: ${diagnosticsOf(report).join('; ')}`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
      port: { type: 'string', default: '28887' },
      only: { type: 'string' },
      preset: { type: 'string' },
      visitor: { type: 'string', default: 'first' },
    },
  });
  const runs = Number(values.runs);
  const workerPort = Number(values.port);
  const sandboxPort = workerPort + 1;
  const proxyPort = workerPort + 2;
  // Not among the sandbox's app origins: has-logged-in fails there, the returning visitor's path.
  const returningProxyPort = workerPort + 3;
  const visitors = VISITORS.filter((visitor) =>
    values.visitor
      .split(',')
      .map((name) => name.trim())
      .includes(visitor),
  );
  const only = values.only?.split(',').map((name) => name.trim());
  const pages = only ? Object.fromEntries(Object.entries(LIGHTHOUSE_PAGES).filter(([name]) => only.includes(name))) : LIGHTHOUSE_PAGES;
  const presets = values.preset ? PRESETS.filter((p) => p === values.preset) : PRESETS;

  if (!values['no-build']) buildAll(true);
  const stateDir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const started: Started[] = [
    // The browser sees the site at the proxy's origin, as a reader sees the edge's.
    startSandboxProcess({ port: sandboxPort, appOrigin: `http://localhost:${proxyPort},http://localhost:${workerPort}`, memory: true, quiet: true }),
    startWorkerProcess({ port: workerPort, sandboxPort, persistTo: join(stateDir, 'worker'), vars: { SITE_URL: `http://localhost:${proxyPort}` }, quiet: true }),
  ];
  const cleanUp = cleanUpOnExit(() => started, stateDir);
  let exitCode = 0;
  const proxy = await startCompressingProxy(`http://localhost:${workerPort}`, proxyPort);
  const returningProxy = await startCompressingProxy(`http://localhost:${workerPort}`, returningProxyPort);
  try {
    // wrangler dev can take over a minute to start on a busy 2-core machine.
    await Promise.all([waitForHttp(`http://localhost:${sandboxPort}/health`, 180_000), waitForHttp(`http://localhost:${workerPort}/robots.txt`, 180_000)]);
    await refreshDirectory(`http://localhost:${workerPort}`);
    // The screener's snapshot: its count answers 503 until the first fill (which the first ask starts) is in.
    await waitForHttp(`http://localhost:${workerPort}/screener/count.json`, 240_000);
    const outcome: LighthouseOutcome = { results: [], medianReports: new Map() };
    for (const visitor of visitors) {
      const memberPages = Object.fromEntries(Object.entries(MEMBER_PAGES).filter(([name]) => !only || only.includes(name)));
      const part = await measureLighthouse(visitor === 'returning' ? returningProxy.origin : proxy.origin, {
        runs,
        pages: visitor === 'member' ? { ...pages, ...memberPages } : pages,
        presets,
        visitor,
        ...(visitor === 'member' ? { cookie: await memberCookieHeader(proxy.origin) } : {}),
        saveReportsTo: '.bench/lighthouse',
      });
      outcome.results.push(...part.results);
      for (const [key, report] of part.medianReports) outcome.medianReports.set(key, report);
    }
    const report = `Lighthouse ${new Date().toISOString()}\n\n${lighthouseMarkdown(outcome, runs)}`;
    console.log(report);
    mkdirSync('.bench', { recursive: true });
    writeFileSync('.bench/lighthouse.md', `${report}\n`);
    console.log("\n(written to .bench/lighthouse.md; the median runs' reports to .bench/lighthouse/*.json)");
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await proxy.close();
    await returningProxy.close();
    cleanUp();
  }
  process.exit(exitCode);
}
