/**
 * `npm run bench:screener` (and a section of `npm run bench`): the screener's engine in workerd.
 * A small Worker (tests/support/app/screener-bench-worker.ts, bundled by wrangler as a deploy would) holds 13,000 generated
 * rows in its isolate; each sample is one request that parses a screen and filters, sorts and pages
 * every row (or writes the whole CSV), timed inside the isolate. Local workerd's clock runs during a
 * request (1 ms steps or finer); for work without I/O the time is the isolate's CPU time.
 * The isolate's heap (after a full GC, through the inspector) is read before the rows, after them and
 * after the largest CSV. Options: --samples 200, --rows 13000.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { isolateHeap } from '../lib/isolate-inspector.ts';
import { bin, runNode, stopAll, waitForHttp } from '../lib/processes.ts';

const PORT = 28_877;
const INSPECTOR_PORT = PORT + 1_000;
const WARM_UP = 20;

/** The screens timed: ten filters as a reader combines them, ten that keep most rows (the sort's worst), and none sorted by text. */
const TIMED_SCREENS: Record<string, string> = {
  'ten filters': 'exchange=nyse,nasdaq&type=stock,adr&mcap=2-&price=5-&avgvol=over10&pe=0-40&yield=0-&revg=-50-&roe=-100-&sma200=1&sort=chg1y',
  'ten loose filters (most rows kept, sorted)': 'price=0-&avgvol=0-&divyears=0-&chg=-100-&exchange=nyse,nasdaq,amex&type=stock,etf,adr&hi52=0-&lo52=0-&beta=-10-&chg1y=-100-&sort=dollarvol',
  'no filter, sorted by a text column': 'sort=sector&dir=asc',
};

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;

/** The isolate's times for `count` requests to `url` (after WARM_UP more), sorted, and the last answer. */
async function samples(url: string, count: number): Promise<{ times: number[]; last: Record<string, number> }> {
  const times: number[] = [];
  let last: Record<string, number> = {};
  for (let i = 0; i < WARM_UP + count; i += 1) {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    last = (await res.json()) as Record<string, number>;
    if (i >= WARM_UP) times.push(last.ms ?? Number.NaN);
  }
  return { times: times.sort((a, b) => a - b), last };
}

export async function measureScreenerEngine(options: { samples?: number; rows?: number } = {}): Promise<string> {
  const count = options.samples ?? 200;
  const rowCount = options.rows ?? 13_000;
  const project = unstable_readConfig({ config: 'wrangler.toml' });
  const dir = mkdtempSync(join(tmpdir(), 'bench-screener-'));
  const config = join(dir, 'wrangler.toml');
  const toml = [
    'name = "bench-screener"',
    `main = "${resolve('tests/support/app/screener-bench-worker.ts')}"`,
    `compatibility_date = "${project.compatibility_date}"`,
    `compatibility_flags = ${JSON.stringify(project.compatibility_flags)}`,
  ];
  writeFileSync(config, `${toml.join('\n')}\n`);
  const worker = runNode(
    'wrangler dev (screener bench)',
    [
      bin('wrangler'),
      'dev',
      '-c',
      config,
      '--port',
      String(PORT),
      '--ip',
      'localhost',
      '--inspector-port',
      String(INSPECTOR_PORT),
      '--show-interactive-dev-session=false',
      '--persist-to',
      join(dir, 'state'),
    ],
    { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' },
    true,
  );
  const origin = `http://localhost:${PORT}`;
  try {
    await waitForHttp(`${origin}/noop`);
    const heapEmpty = await isolateHeap(INSPECTOR_PORT);
    await (await fetch(`${origin}/rows?count=${rowCount}`)).arrayBuffer();
    const heapRows = await isolateHeap(INSPECTOR_PORT);
    const lines = [
      `Screener engine in workerd (wrangler dev), ${rowCount} generated rows in the isolate; ${count} requests per screen after ${WARM_UP} to warm up, each parsing the screen's query and filtering, sorting and paging every row, timed in the isolate:`,
      '',
      '| screen | rows kept | p50 (ms) | p95 (ms) | max (ms) |',
      '|---|---|---|---|---|',
    ];
    for (const [name, query] of Object.entries(TIMED_SCREENS)) {
      const { times, last } = await samples(`${origin}/run?q=${encodeURIComponent(query)}`, count);
      const p95 = percentile(times, 0.95);
      const target = name === 'ten filters' ? ` (≤ 10 ${p95 <= 10 ? 'met' : '**missed**'})` : '';
      lines.push(`| ${name} | ${last.total} | ${percentile(times, 0.5).toFixed(1)} | **${p95.toFixed(1)}**${target} | ${(times.at(-1) ?? Number.NaN).toFixed(1)} |`);
    }
    const csv = await samples(`${origin}/csv`, Math.min(count, 30));
    const heapCsv = await isolateHeap(INSPECTOR_PORT);
    lines.push(
      '',
      `Largest CSV export (every row, all ${csv.last.columns} columns, the route's answer read whole in the isolate): ${((csv.last.bytes ?? 0) / 1_048_576).toFixed(1)} MiB, p50 ${percentile(csv.times, 0.5).toFixed(0)} ms, p95 ${percentile(csv.times, 0.95).toFixed(0)} ms.`,
      `This machine's load average during the run: ${loadavg()[0]?.toFixed(1)} (busy cores stretch every time above).`,
      `Isolate heap after a full GC: ${heapEmpty.usedMB.toFixed(1)} MB empty, ${heapRows.usedMB.toFixed(1)} MB with the rows (their share ${(heapRows.usedMB - heapEmpty.usedMB).toFixed(1)} MB), ${heapCsv.usedMB.toFixed(1)} MB after the CSV requests (total ${heapCsv.totalMB.toFixed(1)} MB; a production isolate has 128 MB).`,
    );
    return lines.join('\n');
  } finally {
    stopAll([worker]);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { samples: { type: 'string', default: '200' }, rows: { type: 'string', default: '13000' } } });
  console.log(await measureScreenerEngine({ samples: Number(values.samples), rows: Number(values.rows) }));
  process.exit(0);
}
