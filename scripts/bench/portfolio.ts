/**
 * `npm run bench:portfolio` (and a section of `npm run bench`): /portfolio of a member at the store's
 * limits (200 holdings, 20,000 transactions), on the built site in `wrangler dev` against the sandbox.
 * Two `wrangler dev` (portfolio-stack.ts): the site alone in one, the live Worker (the member objects)
 * and a seeding Worker in the other, so the site's workerd thread runs no other Worker.
 *   - The bound's figure: the site isolate's CPU per full render of /portfolio (every streamed section),
 *     from V8's sampling profiler, each sample at most the median gap (cpu-profile.ts), divided by the
 *     share of a busy loop's CPU the same profiler finds in the seeding Worker (the calibration): what
 *     the edge counts as the Worker's CPU, where cache, KV, assets and the object's RPC are I/O.
 *   - Its upper bound: the CPU of the site's workerd thread, from /proc, with no profiler attached: the
 *     site's isolate and Miniflare's own simulators of its cache, KV and assets, the registry's proxy.
 *     The member's 404 through the same thread is the floor; a static file, Miniflare's entry alone.
 *   - The profile's parts: the performance chart's own code (its computation and drawing, under
 *     PerformanceChart) apart from the rest (the shell, the store's reads, the other sections).
 *   - The member object's cold start: the stack restarted, the store's first reads (an object that
 *     must start and open its SQLite) against the same reads again.
 *   - The same for a first view: before each render a write (each account's newest transaction saved again as it is) moves every ledger a
 *     version on, so the chart kept for the last view is not used.
 * Options (alone): --no-build, --renders 10, --top (the functions that took the most, by their own time and inclusive),
 * --html <file> (the page's HTML, as the last warming render sent it), --holdings 200 (fewer: how the page's cost goes with its rows;
 * 1: the floor, one account), --transactions 20000 (with --holdings 1 --transactions 20: a member who has just begun),
 * --path /portfolio (another view of the same member, e.g. '/portfolio?all=1').
 * Environment: PORTFOLIO_BENCH_PORT (28917: the site's port; the sandbox takes the next, the site's inspector the one after, the
 * live process the two after that) to run beside another bench, CPU_PROFILE_DIR to keep every profile as a .cpuprofile.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { workerInspectorUrl } from '../lib/isolate-inspector.ts';
import { buildAll, liveWorkerConfig, startSandboxProcess, stopAll, waitForHttp } from '../lib/processes.ts';
import { workerdOf } from '../lib/thread-cpu.ts';
import { type CpuReading, isolateCpu } from './cpu-profile.ts';
import { fmt, median } from './http-timing.ts';
import { portfolioAtTheLimits } from './portfolio-history.ts';
import { PORT, PORTFOLIO_BENCH_ORIGIN, SEED_ORIGIN, SITE_CONFIG, seedWorkerConfig, siteConfig, startStack } from './portfolio-stack.ts';
import { PARTS } from './portfolio-parts.ts';
import { calibrateProfiler, medianRound, ROUNDS } from './profiled-rounds.ts';
import { threadsCpu } from './stack-cpu.ts';
import { memberCookieHeader } from './visitors.ts';

export { PORTFOLIO_BENCH_ORIGIN };

/** The sandbox's demo member (the one memberCookieHeader signs in). */
const MEMBER_ID = 1001;
const SEED = '/__portfolio-seed';
/** The seeding Worker (portfolio-stack.ts): its busy loop calibrates the profiler. */
const SEED_WORKER = 'bench-portfolio-seed';
/** About 20 ms of plain JavaScript on this machine: a render's order of magnitude. */
const SPIN_ROUNDS = 5_000_000;
/** The Worker that holds the members' objects (live/wrangler.toml). */
const LIVE_WORKER = 'usstock-live';

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

/** A file of the build's assets: answered without the site's isolate. */
const STATIC_PATH = '/favicon.svg';
/** The build's largest asset: a static file of about the page's size, so the thread's cost of moving its bytes through Miniflare's entry is seen apart. */
function largestAsset(): { path: string; bytes: number } {
  const dir = 'dist/public/assets';
  const [largest] = readdirSync(dir)
    .map((name) => ({ path: `/assets/${name}`, bytes: statSync(join(dir, name)).size }))
    .sort((a, b) => b.bytes - a.bytes);
  if (!largest) throw new Error('no built assets');
  return largest;
}
/** A page no route answers: the member's 404, the site's floor without the portfolio (middleware, session, the shell and its member header). */
const TRIVIAL_PATH = '/__portfolio-bench-no-such-page';

export async function measurePortfolio(options: { sandboxPort: number; renders?: number; top?: boolean; htmlTo?: string; holdings?: number; transactions?: number; path?: string }): Promise<string> {
  const renders = options.renders ?? 10;
  const origin = PORTFOLIO_BENCH_ORIGIN;
  const dir = mkdtempSync(join(tmpdir(), 'bench-portfolio-'));
  const siteName = (JSON.parse(readFileSync(SITE_CONFIG, 'utf8')) as { name: string }).name;
  const liveConfig = liveWorkerConfig(`http://localhost:${options.sandboxPort}`);
  const configs = { seed: seedWorkerConfig(dir, siteName), site: siteConfig(dir, options.sandboxPort), live: liveConfig };
  const start = async () => {
    const started = startStack(join(dir, 'state'), configs, join(dir, 'registry'));
    await Promise.all([waitForHttp(`${SEED_ORIGIN}${SEED}/noop`), waitForHttp(`${origin}/robots.txt`)]);
    return started;
  };
  let stack = await start();
  try {
    const accounts = await portfolioAtTheLimits(`http://localhost:${options.sandboxPort}`, options.holdings, options.transactions);
    const liveInspector = await workerInspectorUrl(stack.live.child.pid!, LIVE_WORKER);
    if (!liveInspector) throw new Error('no inspector for the live Worker');
    let seeded: Response | undefined;
    const seeding = await isolateCpu(liveInspector, {}, async () => {
      seeded = await fetch(`${SEED_ORIGIN}${SEED}/seed?member=${MEMBER_ID}`, { method: 'POST', body: JSON.stringify(accounts) });
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
    const trivial = `${origin}${TRIVIAL_PATH}`;
    for (let i = 0; i < 3; i += 1) if ((await readPage(trivial, cookie)).status !== 404) throw new Error(`${TRIVIAL_PATH} did not answer 404`);

    const workerds = { site: workerdOf(stack.site.child.pid!), live: workerdOf(stack.live.child.pid!) };
    const siteInspector = await workerInspectorUrl(stack.site.child.pid!, siteName);
    if (!siteInspector) throw new Error('no inspector for the site Worker');
    const views =
      (n: number, url = page, before?: () => Promise<void>) =>
      async () => {
        const walls: number[] = [];
        for (let i = 0; i < n; i += 1) {
          await before?.();
          walls.push((await readPage(url, cookie)).ms);
        }
        return walls;
      };
    const touch = async () => {
      const touched = await fetch(`${SEED_ORIGIN}${SEED}/touch?member=${MEMBER_ID}`, { method: 'POST' });
      if (!touched.ok) throw new Error(`touch answered ${touched.status}`);
    };

    // The headline: the threads' CPU with no profiler attached (each sample costs the thread a signal and a stack walk).
    const repeat = await threadsCpu(workerds, views(renders));
    const floor = await threadsCpu(workerds, views(renders, trivial));
    // A static file: Miniflare's entry and assets isolates answer it without the site's (what every request costs the thread before the site's code).
    const staticFile = await threadsCpu(workerds, views(renders, `${origin}${STATIC_PATH}`));
    const asset = largestAsset();
    const largeFile = await threadsCpu(workerds, views(renders, `${origin}${asset.path}`));
    // The same views profiled, the site's isolate and the object's: what is whose, and the site's own part of its thread.
    // One isolate under a profiler at a time: each profiler's sampling thread wakes at every sample and signals its isolate's
    // thread, and two at once on two cores stretched each other's (the site's repeat view 30–54 ms, alone 24–37). Miniflare's own
    // simulators cannot be profiled (their samples land on `fetch` after gaps of hundreds of ms). The site's, in rounds.
    const profileSite = (during: () => Promise<unknown>) => isolateCpu(siteInspector, PARTS, async () => void (await during()));
    const repeatProfiled = await threadsCpu(workerds, () => profileSite(views(renders)));
    const repeatRounds = [repeatProfiled.value];
    while (repeatRounds.length < ROUNDS) repeatRounds.push(await profileSite(views(renders)));
    const cpu = medianRound(repeatRounds);
    const objectRepeat = await isolateCpu(liveInspector, {}, async () => void (await views(renders)()));
    const chart = (cpu.partsMs.chart ?? 0) / renders;

    // First views: before each, a write moves every ledger a version on, so nothing computed for the last view is used.
    // The write runs in the live process (the seeding Worker and the object): the site's thread sees the view alone.
    const firstViews = renders;
    const firstView = await threadsCpu(workerds, views(firstViews, page, touch));
    const touches = await threadsCpu(workerds, async () => {
      for (let i = 0; i < firstViews; i += 1) await touch();
    });
    const objectTouch = await isolateCpu(liveInspector, {}, async () => {
      for (let i = 0; i < firstViews; i += 1) await touch();
    });
    const floorProfile = await isolateCpu(siteInspector, {}, async () => void (await views(renders, trivial)()));
    const firstRounds: CpuReading[] = [];
    while (firstRounds.length < ROUNDS) firstRounds.push(await profileSite(views(firstViews, page, touch)));
    const written = medianRound(firstRounds);
    const objectFirst = await isolateCpu(liveInspector, {}, async () => void (await views(firstViews, page, touch)()));
    // The profiler's calibration: plain JavaScript in the seeding Worker (the live process, otherwise idle now), against that
    // thread's CPU less Miniflare's entry (a /noop's): how much of an isolate's own CPU the clipped profile finds.
    const seedInspector = await workerInspectorUrl(stack.live.child.pid!, SEED_WORKER);
    if (!seedInspector) throw new Error('no inspector for the seeding Worker');
    const spinUrl = `${SEED_ORIGIN}${SEED}/spin?rounds=${SPIN_ROUNDS}`;
    const calibration = await calibrateProfiler({
      workerd: workerds.live,
      inspector: seedInspector,
      requests: renders,
      spin: views(renders, spinUrl),
      noop: views(renders, `${SEED_ORIGIN}${SEED}/noop`),
    });
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

    // Cold: a new stack on the same state, so the member's object starts again.
    stopAll([stack.site, stack.live]);
    await Promise.all([stack.site, stack.live].map(({ child }) => new Promise((done) => child.once('exit', done))));
    stack = await start();
    const readsOf = async () => (await (await fetch(`${SEED_ORIGIN}${SEED}/reads?member=${MEMBER_ID}`)).json()) as { listAccountsMs: number; listTransactionsMs: number; rows: number };
    const cold = await readsOf();
    const warm = await readsOf();
    const coldPage = await readPage(page, await memberCookieHeader(origin));

    const perRender = repeat.siteMs / renders;
    const { found } = calibration;
    const workerMs = cpu.totalMs / renders / found;
    const firstMs = written.totalMs / firstViews / found;
    const roundsOf = (readings: readonly CpuReading[], n: number) => readings.map((reading) => fmt(reading.totalMs / n / found)).join(', ');
    const perView = (reading: CpuReading, n: number) => fmt(reading.totalMs / n);
    return [
      `${options.path ?? '/portfolio'} at the store's limits: ${cold.rows} transactions in ${accounts.length} accounts (${imported.join(' + ')} imported through the store's RPC), ${options.holdings ?? 200} holdings; built site in wrangler dev, sandbox latency 0, edge cache warm. The site in a workerd of its own; the member object (live Worker) and the seeding Worker in another, reached through the dev registry.`,
      '',
      '| measure | figure |',
      '|---|---|',
      `| **site Worker CPU per render: the site's isolate**, ${renders} repeat views: V8's sampling profiler (the site's isolate alone), each sample at most the median gap between samples, divided by the share of a busy loop's CPU the profiler finds (the calibration below); the median of ${ROUNDS} rounds. On the edge the Worker's CPU: its cache, KV and assets reads and its RPC to the object are I/O there | **${fmt(workerMs)} ms** (≤ 50 ${workerMs <= 50 ? 'met' : '**missed**'}); rounds ${roundsOf(repeatRounds, renders)} ms; as profiled ${fmt(cpu.totalMs / renders)} ms |`,
      `| the site's workerd thread, the same views with no profiler: an upper bound (it adds Miniflare's entry, cache, KV and assets simulators, the registry's proxy to the object and workerd's own I/O, none of them the Worker's CPU on the edge) | ${fmt(perRender)} ms |`,
      `| of which the performance chart: its code (TWR, drawing, its kept copy) and the upstream answers read (200 histories from the edge cache, checked) | ${fmt(chart)} ms |`,
      `| of which the rest: shell, store reads, stored ledgers, other sections | ${fmt(cpu.totalMs / renders - chart)} ms |`,
      `| of which the stored ledgers rehydrated / 持股 / 已實現損益與股利 (their own code) | ${(['ledgers', 'holdings', 'income'] as const).map((part) => `${fmt((cpu.partsMs[part] ?? 0) / renders)} ms`).join(' / ')} |`,
      `| **first view after a write: the site's isolate**, ${firstViews} views, calibrated as above, the median of ${ROUNDS} rounds (every ledger a version on: the chart computed again by the object; the write is the other process's) | **${fmt(firstMs)} ms** (≤ 50 ${firstMs <= 50 ? 'met' : '**missed**'}); rounds ${roundsOf(firstRounds, firstViews)} ms; as profiled ${perView(written, firstViews)} ms, of it the chart ${fmt((written.partsMs.chart ?? 0) / firstViews)} ms |`,
      `| the same thread per render of the member's 404 (${TRIVIAL_PATH}: middleware, session, the shell): the floor of any page; of it the site's isolate (profiled as above) | ${fmt(floor.siteMs / renders)} ms; ${fmt(floorProfile.totalMs / renders)} ms |`,
      `| the same thread per request of a static file (${STATIC_PATH}: Miniflare's entry and assets isolates, no site code) | ${fmt(staticFile.siteMs / renders)} ms |`,
      `| the same thread per request of the largest static file (${Math.round(asset.bytes / 1024)} KB; the page's HTML: ${Math.round(Buffer.byteLength(warmed.html) / 1024)} KB): the bytes through Miniflare's entry, no site code | ${fmt(largeFile.siteMs / renders)} ms |`,
      `| the site's thread per first view after a write, no profiler (its upper bound) | ${fmt(firstView.siteMs / firstViews)} ms |`,
      `| the same thread per repeat view while the site was profiled, the first round (the profiler's own cost) | ${fmt(repeatProfiled.siteMs / renders)} ms |`,
      `| the site's profile unclipped (each sample charged the whole gap since the last: the old figure, stretched by every stretch the isolate was not sampled) | ${fmt(cpu.rawMs / renders)} ms |`,
      `| the profiler's calibration: a busy loop of plain JavaScript in the seeding Worker (the live process): its thread per request less a /noop's (Miniflare's entry) / the same requests' profile of its isolate, clipped as above | ${fmt(calibration.threadMs)} ms / ${fmt(calibration.profiledMs)} ms (the median round's share; rounds ${calibration.shares}) |`,
      `| the live process's workerd thread (the member object, the seeding Worker) per repeat view / per write / per first view, the write taken out | ${fmt(repeat.liveMs / renders)} ms / ${fmt(touches.liveMs / firstViews)} ms / ${fmt((firstView.liveMs - touches.liveMs) / firstViews)} ms |`,
      `| the member object's isolate (V8 sampling profiler) per repeat view / per write (each account's newest transaction saved again: 4 replays of 5,000) / per first view after a write, the write taken out | ${perView(objectRepeat, renders)} ms / ${perView(objectTouch, firstViews)} ms / ${fmt((objectFirst.totalMs - objectTouch.totalMs) / firstViews)} ms |`,
      `| the member object's isolate while seeding: ${accounts.length} accounts created and ${accounts.length} imports of ${imported[0] ?? 0} transactions, each one write | ${fmt(seeding.totalMs)} ms |`,
      `| wall time per render, median (loopback, no profiler) | ${fmt(median(repeat.value))} ms |`,
      `| member object cold start: first listAccounts after a restart / again | ${fmt(cold.listAccountsMs)} ms / ${fmt(warm.listAccountsMs)} ms |`,
      `| every account's transactions (${cold.rows} rows over RPC), cold / warm | ${fmt(cold.listTransactionsMs)} ms / ${fmt(warm.listTransactionsMs)} ms |`,
      `| first /portfolio after the restart (isolates and object cold), wall | ${fmt(coldPage.ms)} ms |`,
      '',
      `This machine's load average during the run: ${loadavg()[0]?.toFixed(1)} (a thread's CPU is what it ran, not what it waited; the profiler's and the wall times stretch with the load).`,
    ].join('\n');
  } finally {
    stopAll([stack.site, stack.live]);
    rmSync(dir, { recursive: true, force: true });
    rmSync(dirname(liveConfig), { recursive: true, force: true });
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
