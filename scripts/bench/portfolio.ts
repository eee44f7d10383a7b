/**
 * `npm run bench:portfolio` (and a section of `npm run bench`): /portfolio of a member at the store's
 * limits (200 holdings, 20,000 transactions), on the built site in `wrangler dev` against the sandbox.
 * One `wrangler dev` runs three Workers (portfolio-stack.ts): a seeding Worker, the site, and the live Worker.
 *   - Worker CPU of the site's isolate per full render of /portfolio (every streamed section), from
 *     V8's sampling profiler; the performance chart's own code (its computation and drawing, under
 *     PerformanceChart) apart from the rest (the shell, the store's reads, the ledger replay, the other
 *     sections). The edge cache is warm: the chart's closes come from it.
 *   - The member object's cold start: the stack restarted, the store's first reads (an object that
 *     must start and open its SQLite) against the same reads again.
 *   - The same for a first view: before each render a write (each account's newest transaction saved again as it is) moves every ledger a
 *     version on, so the chart kept for the last view is not used.
 * Options (alone): --no-build, --renders 10, --top (the functions that took the most, by their own time and inclusive),
 * --html <file> (the page's HTML, as the last warming render sent it), --holdings 200 (fewer: how the page's cost goes with its rows;
 * 1: the floor, one account), --transactions 20000 (with --holdings 1 --transactions 20: a member who has just begun),
 * --path /portfolio (another view of the same member, e.g. '/portfolio?all=1').
 * Environment: PORTFOLIO_BENCH_PORT (28917: the stack's port; the sandbox takes the next, the inspector the one after) to run
 * beside another bench, CPU_PROFILE_DIR to keep every profile as a .cpuprofile.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { workerInspectorUrl } from '../lib/isolate-inspector.ts';
import { processTree } from '../lib/process-tree.ts';
import { buildAll, startSandboxProcess, stopAll, waitForHttp } from '../lib/processes.ts';
import { type CpuReading, isolateCpu } from './cpu-profile.ts';
import { fmt, median } from './http-timing.ts';
import { portfolioAtTheLimits } from './portfolio-history.ts';
import { PORT, PORTFOLIO_BENCH_ORIGIN, SITE_CONFIG, seedWorkerConfig, siteConfig, startStack } from './portfolio-stack.ts';
import { memberCookieHeader } from './visitors.ts';

export { PORTFOLIO_BENCH_ORIGIN };

/** The sandbox's demo member (the one memberCookieHeader signs in). */
const MEMBER_ID = 1001;
const SEED = '/__portfolio-seed';
/** The Worker that holds the members' objects (live/wrangler.toml). */
const LIVE_WORKER = 'usstock-live';
/**
 * The sections' own code apart. The chart's: what its Suspense boundary waits for and draws, and the upstream answers it reads (an
 * async function's continuation has no caller on the profiler's stack, so the closes' reading and checking
 * is found by the upstream client's own functions: on this page the chart makes all but a handful of those calls).
 */
const PARTS = {
  ledgers: ['readLedger', 'readSummary'],
  holdings: ['HoldingsSection', 'HoldingsView', 'Holdings', 'pricesOf', 'priceHoldings', 'finishRows', 'largestHoldings', 'HoldingsTable', 'summariseGains', 'SplitProposals', 'splitProposals'],
  income: ['IncomeSection', 'figuresByYear', 'SalesTable', 'YearTable'],
  chart: [
    'PerformanceChart',
    'loadPerformance',
    'computePerformance',
    'computeInStore',
    'closesOf',
    'readKeptMarket',
    'keepMarket',
    'readKeptPerformance',
    'keepPerformance',
    'timeWeightedReturns',
    'ReturnChart',
    'mapLimited',
    'valuationCloses',
    'upstreamRequest',
    'edgeCached',
    'readEntry',
    'decodeAnswer',
    'fetchText',
  ],
};

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return ''; // it ended meanwhile
  }
}

/**
 * CPU seconds of workerd's JavaScript thread so far (/proc/<pid>/task/<pid>/stat: user + system). Every
 * isolate of the stack runs on it (the site, the members' objects, the seeding Worker, Miniflare's own
 * simulators of the cache and KV): a bound on the site's CPU that a busy machine does not stretch, as
 * it stretches the profiler's wall-clock samples.
 */
function workerdThreadCpuSeconds(wranglerPid: number): number {
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  for (const pid of processTree(wranglerPid)) {
    const command = commandOf(pid);
    if (!command.includes('workerd') || !command.includes('--inspect')) continue;
    const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / ticks;
  }
  return Number.NaN;
}

/** `during` with the workerd thread's CPU (ms) it took. */
async function threadCpu<T>(wranglerPid: number | undefined, during: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const before = wranglerPid ? workerdThreadCpuSeconds(wranglerPid) : Number.NaN;
  const value = await during();
  return { value, ms: ((wranglerPid ? workerdThreadCpuSeconds(wranglerPid) : Number.NaN) - before) * 1000 };
}

/** The site's part of `threadMs`, by the two isolates' busy samples over the same time. */
const siteShare = (threadMs: number, site: CpuReading, object: CpuReading): number => (threadMs * site.samples) / Math.max(1, site.samples + Math.max(0, object.samples));

/** Until the site's screener snapshot is filled (its CSV export answers 503 before), at most three minutes. */
async function screenerFilled(origin: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const answer = await fetch(`${origin}/screener/export.csv`);
    await answer.arrayBuffer();
    if (answer.status !== 503) return;
    if (Date.now() > deadline) throw new Error('the screener snapshot did not fill: the holdings would have no prices');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function readPage(url: string, cookie: string): Promise<{ status: number; ms: number; html: string }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  const html = await res.text();
  return { status: res.status, ms: performance.now() - started, html };
}

export async function measurePortfolio(options: { sandboxPort: number; renders?: number; top?: boolean; htmlTo?: string; holdings?: number; transactions?: number; path?: string }): Promise<string> {
  const renders = options.renders ?? 10;
  const origin = PORTFOLIO_BENCH_ORIGIN;
  const dir = mkdtempSync(join(tmpdir(), 'bench-portfolio-'));
  const siteName = (JSON.parse(readFileSync(SITE_CONFIG, 'utf8')) as { name: string }).name;
  const configs = { seed: seedWorkerConfig(dir, siteName), site: siteConfig(dir, options.sandboxPort) };
  let stack = startStack(options.sandboxPort, join(dir, 'state'), configs);
  try {
    await waitForHttp(`${origin}${SEED}/noop`);
    const accounts = await portfolioAtTheLimits(`http://localhost:${options.sandboxPort}`, options.holdings, options.transactions);
    const liveInspector = stack.child.pid ? await workerInspectorUrl(stack.child.pid, LIVE_WORKER) : null;
    if (!liveInspector) throw new Error('no inspector for the live Worker');
    let seeded: Response | undefined;
    const seeding = await isolateCpu(liveInspector, {}, async () => {
      seeded = await fetch(`${origin}${SEED}/seed?member=${MEMBER_ID}`, { method: 'POST', body: JSON.stringify(accounts) });
    });
    if (!seeded) throw new Error('no seeding');
    if (!seeded.ok) throw new Error(`seeding answered ${seeded.status}: ${(await seeded.text()).slice(0, 500)}`);
    const { imported } = (await seeded.json()) as { imported: number[] };
    // The holdings' prices are the screener snapshot's: its first read starts the fill. Wait for it, so every render measured values its rows.
    await screenerFilled(origin);
    const cookie = await memberCookieHeader(origin);
    const page = `${origin}${options.path ?? '/portfolio'}`;
    // Warm: the isolate's code, and the edge cache of every holding's closes (the first render asks for them all).
    const first = await readPage(page, cookie);
    if (first.status !== 200 || !first.html.includes('portfolio-performance-chart')) throw new Error(`/portfolio answered ${first.status} without its chart`);
    // The first render finds the screener snapshot still filling (no prices); the page as measured is the warm one's.
    let warmed = first;
    for (let i = 0; i < 3; i += 1) warmed = await readPage(page, cookie);
    if (options.htmlTo) writeFileSync(options.htmlTo, warmed.html);

    const inspector = stack.child.pid ? await workerInspectorUrl(stack.child.pid, siteName) : null;
    if (!inspector) throw new Error('no inspector for the site Worker');
    const objectInspector = liveInspector;
    /** `during` profiled in the site's isolate and in the live Worker's (the members' objects) at once. */
    const bothIsolates = async (during: () => Promise<void>) => {
      let object: CpuReading = { totalMs: 0, samples: 0, partsMs: {}, top: { self: [], inclusive: [] } };
      const site = await isolateCpu(inspector, PARTS, async () => {
        object = await isolateCpu(objectInspector, {}, during);
      });
      return { site, object };
    };
    const walls: number[] = [];
    const {
      value: { site: cpu, object: objectRepeat },
      ms: threadRepeat,
    } = await threadCpu(stack.child.pid, () =>
      bothIsolates(async () => {
        for (let i = 0; i < renders; i += 1) walls.push((await readPage(page, cookie)).ms);
      }),
    );
    const perRender = cpu.totalMs / renders;
    const chart = (cpu.partsMs.chart ?? 0) / renders;
    // First views: before each, a write moves every ledger a version on, so nothing computed for the last view is used.
    const firstViews = Math.max(1, Math.floor(renders / 2));
    const touch = async () => {
      const touched = await fetch(`${origin}${SEED}/touch?member=${MEMBER_ID}`, { method: 'POST' });
      if (!touched.ok) throw new Error(`touch answered ${touched.status}`);
    };
    // The writes themselves apart: the same touches without a view, on the workerd thread (the object's own time).
    const {
      value: { object: objectTouch },
      ms: threadTouch,
    } = await threadCpu(stack.child.pid, () =>
      bothIsolates(async () => {
        for (let i = 0; i < firstViews; i += 1) await touch();
      }),
    );
    const {
      value: { site: written, object: objectFirst },
      ms: threadFirst,
    } = await threadCpu(stack.child.pid, () =>
      bothIsolates(async () => {
        for (let i = 0; i < firstViews; i += 1) {
          await touch();
          await readPage(page, cookie);
        }
      }),
    );
    const perFirst = written.totalMs / firstViews;
    if (options.top) {
      for (const [title, reading, n] of [
        ['repeat view', cpu, renders],
        ['first view after a write', written, firstViews],
        ['the member object, first view after a write (the write included)', objectFirst, firstViews],
      ] as const) {
        for (const kind of ['self', 'inclusive'] as const) {
          console.log(`\n${title}: functions by ${kind} time, ms per render`);
          for (const { name, ms } of reading.top[kind]) console.log(`${fmt(ms / n).padStart(8)}  ${name}`);
        }
      }
    }
    const chartFirst = (written.partsMs.chart ?? 0) / firstViews;

    // Cold: a new stack on the same state, so the member's object starts again.
    stopAll([stack]);
    await new Promise((done) => stack.child.once('exit', done));
    stack = startStack(options.sandboxPort, join(dir, 'state'), configs);
    await waitForHttp(`${origin}${SEED}/noop`);
    const readsOf = async () => (await (await fetch(`${origin}${SEED}/reads?member=${MEMBER_ID}`)).json()) as { listAccountsMs: number; listTransactionsMs: number; rows: number };
    const cold = await readsOf();
    const warm = await readsOf();
    const coldPage = await readPage(page, await memberCookieHeader(origin));

    return [
      `${options.path ?? '/portfolio'} at the store's limits: ${cold.rows} transactions in ${accounts.length} accounts (${imported.join(' + ')} imported through the store's RPC), ${options.holdings ?? 200} holdings; built site in wrangler dev, sandbox latency 0, edge cache warm.`,
      '',
      '| measure | figure |',
      '|---|---|',
      `| site Worker CPU per full render (all sections streamed), V8 sampling profiler, ${renders} repeat views | **${fmt(perRender)} ms** (≤ 50 ${perRender <= 50 ? 'met' : '**missed**'}) |`,
      `| of which the performance chart: its code (TWR, drawing, its kept copy) and the upstream answers read (200 histories from the edge cache, checked) | ${fmt(chart)} ms |`,
      `| of which the rest: shell, store reads, stored ledgers, other sections | ${fmt(perRender - chart)} ms |`,
      `| of which the stored ledgers rehydrated / 持股 / 已實現損益與股利 (their own code) | ${(['ledgers', 'holdings', 'income'] as const).map((part) => `${fmt((cpu.partsMs[part] ?? 0) / renders)} ms`).join(' / ')} |`,
      `| the same, first view after a write (every ledger a version on), ${firstViews} renders: all / the chart | **${fmt(perFirst)} ms** / ${fmt(chartFirst)} ms |`,
      `| **site Worker CPU per render, load-independent estimate**: workerd's thread CPU shared between the site's and the object's isolates by their profiler samples (Miniflare's simulators counted as the site's): repeat / first view after a write | **${fmt(siteShare(threadRepeat, cpu, objectRepeat) / renders)} ms / ${fmt(siteShare(threadFirst - threadTouch, written, { ...objectFirst, samples: objectFirst.samples - objectTouch.samples }) / firstViews)} ms** (≤ 50) |`,
      `| workerd's JavaScript thread per render, all isolates on it (site, member object, seeding Worker, Miniflare's simulators): repeat / first view after a write (the write's own ${fmt(threadTouch / firstViews)} ms taken out) | ${fmt(threadRepeat / renders)} ms / ${fmt((threadFirst - threadTouch) / firstViews)} ms |`,
      `| the member object's isolate (V8 sampling profiler) per repeat view / per write (each account's newest transaction saved again: 4 replays of 5,000) / per first view after a write, the write taken out | ${fmt(objectRepeat.totalMs / renders)} ms / ${fmt(objectTouch.totalMs / firstViews)} ms / ${fmt((objectFirst.totalMs - objectTouch.totalMs) / firstViews)} ms |`,
      `| the member object's isolate while seeding: ${accounts.length} accounts created and ${accounts.length} imports of ${imported[0] ?? 0} transactions, each one write | ${fmt(seeding.totalMs)} ms |`,
      `| wall time per render, median (loopback) | ${fmt(median(walls))} ms |`,
      `| member object cold start: first listAccounts after a restart / again | ${fmt(cold.listAccountsMs)} ms / ${fmt(warm.listAccountsMs)} ms |`,
      `| every account's transactions (${cold.rows} rows over RPC), cold / warm | ${fmt(cold.listTransactionsMs)} ms / ${fmt(warm.listTransactionsMs)} ms |`,
      `| first /portfolio after the restart (isolates and object cold), wall | ${fmt(coldPage.ms)} ms |`,
      '',
      `This machine's load average during the run: ${loadavg()[0]?.toFixed(1)} (busy cores stretch every time above).`,
    ].join('\n');
  } finally {
    stopAll([stack]);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      renders: { type: 'string', default: '10' },
      top: { type: 'boolean', default: false },
      html: { type: 'string' },
      holdings: { type: 'string', default: '200' },
      transactions: { type: 'string', default: '20000' },
      path: { type: 'string', default: '/portfolio' },
    },
  });
  if (!values['no-build']) buildAll(true);
  const sandboxPort = PORT + 1;
  const sandbox = startSandboxProcess({ port: sandboxPort, appOrigin: PORTFOLIO_BENCH_ORIGIN, memory: true, quiet: true });
  try {
    await waitForHttp(`http://localhost:${sandboxPort}/health`);
    console.log(
      await measurePortfolio({
        sandboxPort,
        renders: Number(values.renders),
        top: values.top,
        holdings: Number(values.holdings),
        transactions: Number(values.transactions),
        path: values.path,
        ...(values.html ? { htmlTo: values.html } : {}),
      }),
    );
  } finally {
    stopAll([sandbox]);
  }
  process.exit(0);
}
