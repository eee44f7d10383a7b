/**
 * `npm run bench`: how fast pages reach a reader, measured on the built worker (wrangler dev /
 * workerd) against the sandbox. A benchmark, not a test: it prints figures and never fails on them.
 *
 * For the home page, a stock info page, an article page and a trivial route of the same worker
 * (the baseline), at sandbox latency 0 and 300 ms, with a cold and a warm edge cache:
 *   TTFB (the shell) and full page (every Suspense boundary streamed), median of --runs (scripts/bench/page-timings.ts);
 *   throughput (requests/s at --concurrency for --seconds, warm cache, latency 0) of a returning guest,
 *   with the guest page cache and without it (a third worker with PAGE_CACHE=off), against /robots.txt;
 *   client JavaScript (gzip) per page, measured in Chromium;
 *   the symbol directory: the Cron Trigger's refresh, stock pages of symbols never visited
 *   before (the route guard answers from the directory) and the search suggestions; the screener's snapshot (scripts/bench/screener-snapshot.ts).
 * "Cold" is a second worker started with EDGE_CACHE=off, so every upstream call misses.
 * Both workers fill their directory from the Cron Trigger first, as a deployment has it.
 * Then a load step: 50 concurrent clients for 30 s on each of home, a stock page and an
 * article (warm), with requests/s, p50/p99 and non-2xx counts, and the warm worker isolate's heap
 * (after a full GC, forced by a heap snapshot, through the inspector) before and after everything; and the article pages built
 * to break the sanitiser (SANDBOX_FIXTURES 9003/9004: 200,000 characters of nesting) against an
 * ordinary one. Then each page's document weight (raw, gzip, brotli, inlined RSC payload,
 * first flush against 14 kB) and main-thread time in Chromium (scripts/bench/document-weight.ts).
 * The screener's engine in workerd: a screen over 13,000 rows and the largest CSV (scripts/bench/screener-engine.ts); /portfolio at the store's limits (scripts/bench/portfolio.ts).
 * Last, Lighthouse on five pages, mobile and desktop (scripts/bench/lighthouse.ts).
 * Options: --no-build, --runs 7, --concurrency 8, --seconds 4, --load-clients 50, --load-seconds 30.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureClientJs } from './bench/client-js.ts';
import { documentWeightTable, measureDocumentWeight, WEIGHED_PAGES } from './bench/document-weight.ts';
import { measureMainThread } from './bench/main-thread.ts';
import { distinctStockPages, refreshDirectory, suggestionTimings } from './bench/directory-timing.ts';
import { distinctArticlePages, refreshArticleIndex } from './bench/article-index-timing.ts';
import { CookieJar, fmt, median, timePage } from './bench/http-timing.ts';
import { pageTimingRows } from './bench/page-timings.ts';
import { fillScreenerSnapshot, measureScreenerSnapshot, SCREENER_PAGES } from './bench/screener-snapshot.ts';
import { isolateHeap } from './lib/isolate-inspector.ts';
import { loadStep } from './bench/load-step.ts';
import { lighthouseStep } from './bench/lighthouse-step.ts';
import { measureScreenerEngine } from './bench/screener-engine.ts';
import { measurePortfolio, PORTFOLIO_BENCH_ORIGIN } from './bench/portfolio.ts';
import { buildAll, cleanUpOnExit, type Started, startSandboxProcess, startWorkerProcess, waitForHttp } from './lib/processes.ts';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '7' },
    concurrency: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '4' },
    'load-clients': { type: 'string', default: '50' },
    'load-seconds': { type: 'string', default: '30' },
  },
});
const RUNS = Number(values.runs);
const CONCURRENCY = Number(values.concurrency);
const SECONDS = Number(values.seconds);
const LOAD_CLIENTS = Number(values['load-clients']);
const LOAD_SECONDS = Number(values['load-seconds']);
const LATENCIES = [0, 300] as const;
const SANDBOX_PORT = 28788;
const WARM_PORT = 28787;
const COLD_PORT = 28797;
/** The warm worker's twin without the guest page cache (decision 030): the throughput table's "before". */
const UNCACHED_PAGES_PORT = 28807;
/** The compressing proxy Lighthouse loads the warm worker through; the sandbox's identity service must know it as an app origin. */
const LIGHTHOUSE_PROXY_PORT = 28789;
const sandboxUrl = `http://localhost:${SANDBOX_PORT}`;

if (!values['no-build']) buildAll(true);

const stateDir = mkdtempSync(join(tmpdir(), 'bench-'));
const started: Started[] = [
  // The hostile fixtures bring the sanitiser's worst bodies (articles 9003 and 9004).
  // The identity service answers has-logged-in (CORS) only to app origins it knows: without the proxy's,
  // every Lighthouse run would count a failed probe and the provider's refusal page in a hidden frame.
  startSandboxProcess({
    port: SANDBOX_PORT,
    appOrigin: `http://localhost:${WARM_PORT},http://localhost:${LIGHTHOUSE_PROXY_PORT},${PORTFOLIO_BENCH_ORIGIN}`,
    memory: true,
    quiet: true,
    env: { SANDBOX_FIXTURES: 'sandbox/content/fixtures/hostile.json' },
  }),
  startWorkerProcess({ port: WARM_PORT, sandboxPort: SANDBOX_PORT, persistTo: join(stateDir, 'warm'), quiet: true }),
  startWorkerProcess({ port: COLD_PORT, sandboxPort: SANDBOX_PORT, persistTo: join(stateDir, 'cold'), vars: { EDGE_CACHE: 'off' }, quiet: true }),
  startWorkerProcess({ port: UNCACHED_PAGES_PORT, sandboxPort: SANDBOX_PORT, persistTo: join(stateDir, 'uncached-pages'), vars: { PAGE_CACHE: 'off' }, quiet: true }),
];
const cleanUp = cleanUpOnExit(() => started, stateDir);

const setLatency = async (ms: number) => {
  const res = await fetch(`${sandboxUrl}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({ latency: String(ms) }) });
  if (!res.ok) throw new Error(`sandbox knobs: ${res.status}`);
};
/** The warm isolate's heap; on a machine too busy for the snapshot within the inspector's minute, unknown (NaN) rather than no report. */
const heapOrUnknown = async () => {
  try {
    return await isolateHeap(WARM_PORT + 1_000);
  } catch (err) {
    console.warn(`[bench] heap not measured: ${err instanceof Error ? err.message : String(err)}`);
    return { usedMB: Number.NaN, totalMB: Number.NaN };
  }
};

try {
  await Promise.all([
    waitForHttp(`${sandboxUrl}/health`),
    waitForHttp(`http://localhost:${WARM_PORT}/robots.txt`),
    waitForHttp(`http://localhost:${COLD_PORT}/robots.txt`),
    waitForHttp(`http://localhost:${UNCACHED_PAGES_PORT}/robots.txt`),
  ]);
  const recent = (await (await fetch(`${sandboxUrl}/article/api/Article/Recent/Summary?fetch=50`)).json()) as { articles: { articleId: number }[] };
  const refreshMs = await Promise.all([
    refreshDirectory(`http://localhost:${WARM_PORT}`),
    refreshDirectory(`http://localhost:${COLD_PORT}`),
    refreshDirectory(`http://localhost:${UNCACHED_PAGES_PORT}`),
  ]);
  // The article index (decision 029): every article row below uses ids it lists.
  const articleIds = recent.articles.map((article) => article.articleId);
  const articleIndexMs = await Promise.all([WARM_PORT, COLD_PORT, UNCACHED_PAGES_PORT].map((port) => refreshArticleIndex(`http://localhost:${port}`, sandboxUrl, articleIds[0] ?? 1)));
  // The screener's snapshot, filled by its Cron Trigger on each worker before anything reads /screener (the warm one's heap measured around it).
  const screenerSnapshot = await measureScreenerSnapshot({ origin: `http://localhost:${WARM_PORT}`, inspectorPort: WARM_PORT + 1_000, sandboxUrl, heap: heapOrUnknown });
  await Promise.all([COLD_PORT, UNCACHED_PAGES_PORT].map((port) => fillScreenerSnapshot(`http://localhost:${port}`)));
  const pages: Record<string, string> = { home: '/', 'stock info': '/stock/NVDA/info', article: `/article/${articleIds[0] ?? 1}`, ...SCREENER_PAGES, 'baseline (/robots.txt)': '/robots.txt' };

  const { rows, ratios } = await pageTimingRows({ pages, latencies: LATENCIES, runs: RUNS, origins: { cold: `http://localhost:${COLD_PORT}`, warm: `http://localhost:${WARM_PORT}` }, setLatency });

  // Stock pages of symbols never visited before, at 300 ms: the status comes from the directory, not the upstream.
  await setLatency(300);
  const distinctCold = await distinctStockPages(`http://localhost:${COLD_PORT}`, 0, 9);
  const distinctWarm = await distinctStockPages(`http://localhost:${WARM_PORT}`, 10, 9);
  // Article pages of ids never visited before (the pages above use articleIds[0]): the status comes from the article index.
  const articlesCold = await distinctArticlePages(`http://localhost:${COLD_PORT}`, articleIds.slice(1, 10));
  const articlesWarm = await distinctArticlePages(`http://localhost:${WARM_PORT}`, articleIds.slice(10, 19));
  const articleRows = [
    `| cold edge cache (EDGE_CACHE=off), ${articleIds.slice(1, 10).length} articles | ${articlesCold.statuses.join('/')} | ${fmt(articlesCold.ttfb)} | ${fmt(articlesCold.full)} | **${(articlesCold.ttfb / 300).toFixed(2)}** (≤ 0.15) |`,
    `| edge cache on but nothing cached for these articles, ${articleIds.slice(10, 19).length} articles | ${articlesWarm.statuses.join('/')} | ${fmt(articlesWarm.ttfb)} | ${fmt(articlesWarm.full)} | ${(articlesWarm.ttfb / 300).toFixed(2)} |`,
  ];
  await setLatency(0);
  // Two passes over the same queries: the first also warms the isolate's JIT; the second is the warm figure.
  const suggestionsFirst = await suggestionTimings(`http://localhost:${WARM_PORT}`);
  const suggestions = await suggestionTimings(`http://localhost:${WARM_PORT}`);
  const distinctRows = [
    `| cold edge cache (EDGE_CACHE=off), 9 symbols | ${distinctCold.statuses.join('/')} | ${fmt(distinctCold.ttfb)} | ${fmt(distinctCold.full)} | **${(distinctCold.ttfb / 300).toFixed(2)}** (≤ 0.15) |`,
    `| edge cache on but nothing cached for these symbols, 9 symbols | ${distinctWarm.statuses.join('/')} | ${fmt(distinctWarm.ttfb)} | ${fmt(distinctWarm.full)} | ${(distinctWarm.ttfb / 300).toFixed(2)} |`,
  ];

  // Guest pages with and without the guest page cache (decision 030), against /robots.txt of the same worker.
  const throughput = async (port: number, path: string) => {
    const jar = new CookieJar();
    await timePage(`http://localhost:${port}${path}`, jar); // the guest's cookie, and the page kept
    await timePage(`http://localhost:${port}${path}`, jar);
    return loadStep(`http://localhost:${port}${path}`, CONCURRENCY, SECONDS, jar);
  };
  const robotsRps = { cached: (await throughput(WARM_PORT, '/robots.txt')).rps, uncached: (await throughput(UNCACHED_PAGES_PORT, '/robots.txt')).rps };
  const rpsRows: string[] = [];
  for (const [name, path] of Object.entries(pages)) {
    if (path.endsWith('.txt')) continue;
    const cached = await throughput(WARM_PORT, path);
    const uncached = await throughput(UNCACHED_PAGES_PORT, path);
    const share = cached.rps / robotsRps.cached;
    rpsRows.push(
      `| ${name} | ${cached.rps.toFixed(1)} | ${(100 * share).toFixed(0)} % (≥ 40 % ${share >= 0.4 ? 'met' : '**missed**'}) | ${uncached.rps.toFixed(1)} | ${((100 * uncached.rps) / robotsRps.uncached).toFixed(0)} % | ${cached.serverErrors + cached.errors + uncached.serverErrors + uncached.errors} |`,
    );
  }
  rpsRows.push(`| baseline (/robots.txt) | ${robotsRps.cached.toFixed(1)} | 100 % | ${robotsRps.uncached.toFixed(1)} | 100 % | — |`);

  // The sanitiser's worst bodies, against an ordinary article of the same worker (warm upstream cache,
  // latency 0), on the twin without the page cache: every request renders and sanitises.
  const worstRows: string[] = [];
  for (const [name, path] of [
    ['ordinary article (101)', '/article/101'],
    ['200,000 characters nested (9003)', '/article/9003'],
    ['200,000 characters misnested (9004)', '/article/9004'],
  ] as const) {
    const jar = new CookieJar();
    await timePage(`http://localhost:${UNCACHED_PAGES_PORT}${path}`, jar);
    const samples = [];
    for (let i = 0; i < RUNS; i += 1) samples.push(await timePage(`http://localhost:${UNCACHED_PAGES_PORT}${path}`, jar));
    worstRows.push(
      `| ${name} | ${samples[0]?.status} | ${fmt(median(samples.map((t) => t.ttfbMs)))} | ${fmt(median(samples.map((t) => t.fullMs)))} | ${((samples[0]?.bytes ?? 0) / 1024).toFixed(0)} |`,
    );
  }

  // Load: LOAD_CLIENTS clients per page on the warm worker, and its isolate's heap around it all.
  const heapBefore = await heapOrUnknown();
  const loadRows: string[] = [];
  let loadRequests = 0;
  for (const [name, path] of Object.entries(pages).filter(([name]) => !name.startsWith('baseline'))) {
    const jar = new CookieJar();
    await timePage(`http://localhost:${WARM_PORT}${path}`, jar);
    const result = await loadStep(`http://localhost:${WARM_PORT}${path}`, LOAD_CLIENTS, LOAD_SECONDS, jar);
    loadRequests += result.requests;
    loadRows.push(`| ${name} | ${result.requests} | ${result.rps.toFixed(1)} | ${fmt(result.p50Ms)} | ${fmt(result.p99Ms)} | ${result.non2xx} | ${result.errors} |`);
  }
  const heapAfter = await heapOrUnknown();

  // The price tab joins the client-JS table only: it is the page with the chart's lazy chunk (its
  // budget: ≤ 160 KiB gzip including the chart); its server times are those of a stock page.
  const jsPages = { ...Object.fromEntries(Object.entries(pages).filter(([, p]) => !p.endsWith('.txt'))), 'stock price (chart)': '/stock/NVDA/price' };
  const js = await measureClientJs(Object.values(jsPages).map((p) => `http://localhost:${WARM_PORT}${p}`));
  // Only the price page has a budget (decision 027); the other pages are for comparison.
  const jsBudgetKiB: Record<string, number> = { 'stock price (chart)': 160 };
  const jsRows = Object.entries(jsPages).map(([name, p]) => {
    const m = js.get(`http://localhost:${WARM_PORT}${p}`);
    const kib = (m?.gzipBytes ?? 0) / 1024;
    const budget = jsBudgetKiB[name];
    const verdict = budget === undefined ? '' : `≤ ${budget} ${kib <= budget ? 'met' : '**missed**'}`;
    return `| ${name} | ${m?.files ?? 0} | ${kib.toFixed(1)} | ${verdict} |`;
  });

  // Document weight and first flush on the cold worker, where every upstream call
  // waits; main-thread time per page in Chromium (CPU 4×) on the warm one.
  const weights = await measureDocumentWeight(`http://localhost:${COLD_PORT}`, WEIGHED_PAGES, setLatency);
  const mainThreadByUrl = await measureMainThread(Object.values(WEIGHED_PAGES).map((p) => `http://localhost:${WARM_PORT}${p}`));
  const mainThread = new Map(
    Object.entries(WEIGHED_PAGES).flatMap(([name, p]) => {
      const m = mainThreadByUrl.get(`http://localhost:${WARM_PORT}${p}`);
      return m ? [[name, m] as const] : [];
    }),
  );

  const screenerEngine = await measureScreenerEngine();

  const report = [
    `Benchmark ${new Date().toISOString()} — built worker in wrangler dev (workerd), sandbox in memory; medians of ${RUNS} runs, returning visitor (cookies kept).`,
    '',
    '| page | status | sandbox latency (ms) | cold TTFB (ms) | cold full (ms) | warm TTFB (ms) | warm full (ms) |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Targets at 300 ms upstream latency (ratio to the latency; pages answering 404 are not built yet and are left out):',
    '',
    '| page | cold TTFB / latency | warm full / latency |',
    '|---|---|---|',
    ...ratios,
    '',
    `Throughput of a returning guest, warm cache, latency 0, ${CONCURRENCY} concurrent clients for ${SECONDS} s, with the guest page cache (the warm worker) and without it (its twin with PAGE_CACHE=off); each against /robots.txt of the same worker:`,
    '',
    '| page | requests/s, page cache on | share of /robots.txt | requests/s, page cache off | share of /robots.txt | errors |',
    '|---|---|---|---|---|---|',
    ...rpsRows,
    '',
    'Stock info pages of distinct symbols never visited before (first visit each, returning visitor), sandbox latency 300 ms:',
    '',
    '| worker | status | TTFB median (ms) | full median (ms) | TTFB / latency |',
    '|---|---|---|---|---|',
    ...distinctRows,
    '',
    'Article pages of distinct ids never visited before, all listed by the article index (first visit each, returning visitor), sandbox latency 300 ms:',
    '',
    '| worker | status | TTFB median (ms) | full median (ms) | TTFB / latency |',
    '|---|---|---|---|---|',
    ...articleRows,
    '',
    `Article index: Cron Trigger refresh (one walk of Recent/Summary into KV, until a listed page answers before the article service) ${fmt(articleIndexMs[0] ?? Number.NaN)} ms (warm worker), ${fmt(articleIndexMs[1] ?? Number.NaN)} ms (cold worker).`,
    '',
    `Symbol directory: Cron Trigger refresh (16 groups from the business service into KV, until the suggestions answer) ${fmt(refreshMs[0] ?? Number.NaN)} ms (warm worker), ${fmt(refreshMs[1] ?? Number.NaN)} ms (cold worker).`,
    '',
    `Search suggestions (GET /api/stock-suggestions, ${suggestions.count} distinct queries, loopback, to the last byte; the same run's /robots.txt is the floor): warm isolate p50 ${suggestions.p50.toFixed(1)} ms, **p95 ${suggestions.p95.toFixed(1)} ms** (target ≤ 30), max ${suggestions.max.toFixed(1)} ms; first pass after the refresh (JIT warming) p50 ${suggestionsFirst.p50.toFixed(1)} ms, p95 ${suggestionsFirst.p95.toFixed(1)} ms; largest answer ${Math.max(suggestions.maxBytes, suggestionsFirst.maxBytes)} bytes (target ≤ 4096).`,
    '',
    `Load, warm worker, latency 0, ${LOAD_CLIENTS} concurrent clients for ${LOAD_SECONDS} s per page (each body read whole):`,
    '',
    '| page | requests | requests/s | p50 (ms) | p99 (ms) | non-2xx | errors |',
    '|---|---|---|---|---|---|---|',
    ...loadRows,
    '',
    screenerSnapshot,
    '',
    `Warm worker isolate heap after a full GC (a V8 heap snapshot through the inspector): ${heapBefore.usedMB.toFixed(1)} MB used of ${heapBefore.totalMB.toFixed(1)} MB before the load, ${heapAfter.usedMB.toFixed(1)} MB of ${heapAfter.totalMB.toFixed(1)} MB after it (${loadRequests} load requests, after everything above; ≤ 96 MB ${heapAfter.usedMB <= 96 ? 'met' : '**missed**'}). A production isolate has 128 MB.`,
    '',
    "The sanitiser's worst bodies (latency 0, page cache off: the page is rendered and sanitised on every request):",
    '',
    '| article | status | TTFB (ms) | full (ms) | KiB |',
    '|---|---|---|---|---|',
    ...worstRows,
    '',
    'Client JavaScript downloaded by Chromium (gzip -9):',
    '',
    '| page | scripts | KiB gzip | budget |',
    '|---|---|---|---|',
    ...jsRows,
    '',
    screenerEngine,
    '',
    await measurePortfolio({ sandboxPort: SANDBOX_PORT }),
    '',
    'Documents (returning guest; gzip 6 and brotli 5 as a CDN compresses on the fly; first flush: what arrives before the first wait, upstream latency 1,000 ms):',
    '',
    ...documentWeightTable(weights, mainThread),
  ].join('\n');
  console.log(report);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/latest.md', `${report}\n`);

  await lighthouseStep(`http://localhost:${WARM_PORT}`, LIGHTHOUSE_PROXY_PORT, '.bench/latest.md');
  console.log('\n(written to .bench/latest.md)');
} finally {
  cleanUp();
}
process.exit(0);
