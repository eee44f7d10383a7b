/**
 * What a page's document weighs: raw, gzip and brotli bytes of the whole HTML, how
 * much of it is the inlined RSC payload (the `__FLIGHT_DATA` pushes the browser parses a second time to
 * hydrate) against the markup, and the **first flush**: what the worker writes before it waits on an
 * upstream call, brotli-compressed, against the 14 kB a first round trip can carry (TCP's initial
 * window of 10 segments).
 *
 * The first flush is read with the sandbox slowed to `flushLatencyMs` on a worker without an edge cache
 * (EDGE_CACHE=off), so every upstream call waits: the chunks that arrive before the first pause of
 * half that latency are the shell; what comes after is streamed Suspense content. Compression as a CDN
 * does it on the fly for a dynamic response: gzip level 6, brotli quality 5.
 *
 * `node scripts/bench/document-weight.ts [--no-build] [--port 28807] [--runs 3]` starts its own sandbox and worker;
 * `scripts/bench.ts` calls `measureDocumentWeight` with its cold worker.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { buildAll, cleanUpOnExit, startSandboxProcess, startWorkerProcess, waitForHttp } from '../lib/processes.ts';
import { refreshDirectory } from './directory-timing.ts';
import { CookieJar, timePage } from './http-timing.ts';
import { type MainThread, measureMainThread } from './main-thread.ts';

/** The main page types, as a returning guest reads them. */
export const WEIGHED_PAGES: Readonly<Record<string, string>> = {
  home: '/',
  'stock info': '/stock/NVDA/info',
  'stock price': '/stock/NVDA/price',
  article: '/article/101',
  category: '/category/analysis',
  'article list': '/article',
};

export const FIRST_FLUSH_TARGET_BYTES = 14_000;

export interface DocumentWeight {
  status: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
  /** The text of the inline scripts that push the RSC payload (what `JSON.parse`/React's decoder reads). */
  rscPayloadBytes: number;
  /** Everything else: the HTML markup, head, other scripts. */
  markupBytes: number;
  firstFlushRawBytes: number;
  firstFlushBrotliBytes: number;
}

const gzip = (b: Buffer) => gzipSync(b, { level: 6 }).length;
const brotli = (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }).length;

/** The inline scripts' texts that carry the RSC payload (Waku: `(self.__FLIGHT_DATA||=[]).push(…)`), not its bootstrap. */
export function flightDataScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return scripts.filter((text) => text.startsWith('(self.__FLIGHT_DATA||=[]).push('));
}

/** The RSC payload itself, as the browser's decoder reads it: the pushed strings, joined. */
export function decodeFlightData(html: string): string {
  return flightDataScripts(html)
    .map((text) => JSON.parse(text.slice('(self.__FLIGHT_DATA||=[]).push('.length, -1)) as string)
    .join('');
}

/** The chunks that arrive before the first silence of `pauseMs` (the shell, before any upstream wait). */
async function firstFlush(url: string, jar: CookieJar, pauseMs: number): Promise<Buffer> {
  const res = await fetch(url, { redirect: 'manual', headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (bench) Chrome/131.0 Safari/537.36', cookie: jar.header() } });
  jar.store(res);
  if (!res.body) return Buffer.alloc(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  const first = await reader.read();
  if (first.done) return Buffer.alloc(0);
  chunks.push(first.value);
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const pause = new Promise<'pause'>((resolve) => {
      timer = setTimeout(() => resolve('pause'), pauseMs);
    });
    const next = await Promise.race([reader.read(), pause]);
    clearTimeout(timer);
    if (next === 'pause' || next.done) break;
    chunks.push(next.value);
  }
  await reader.cancel();
  return Buffer.concat(chunks);
}

/**
 * Weighs each page on `origin` (a worker with EDGE_CACHE=off): the whole document at sandbox latency 0,
 * then the first flush at `flushLatencyMs`. `setLatency` sets the sandbox's latency for every service.
 */
export async function measureDocumentWeight(
  origin: string,
  pages: Readonly<Record<string, string>>,
  setLatency: (ms: number) => Promise<void>,
  flushLatencyMs = 1_000,
): Promise<Map<string, DocumentWeight>> {
  const results = new Map<string, DocumentWeight>();
  const jar = new CookieJar();
  await setLatency(0);
  await timePage(`${origin}/`, jar); // the guest token: every measured visit is a returning guest's
  for (const [name, path] of Object.entries(pages)) {
    await timePage(origin + path, jar); // the isolate's first render of this route
    const page = await timePage(origin + path, jar);
    const raw = Buffer.from(page.body, 'utf8');
    const rscPayloadBytes = flightDataScripts(page.body).reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0);
    results.set(name, {
      status: page.status,
      rawBytes: raw.length,
      gzipBytes: gzip(raw),
      brotliBytes: brotli(raw),
      rscPayloadBytes,
      markupBytes: raw.length - rscPayloadBytes,
      firstFlushRawBytes: 0,
      firstFlushBrotliBytes: 0,
    });
  }
  await setLatency(flushLatencyMs);
  try {
    for (const [name, path] of Object.entries(pages)) {
      const flush = await firstFlush(origin + path, jar, flushLatencyMs / 2);
      const weight = results.get(name);
      if (weight) Object.assign(weight, { firstFlushRawBytes: flush.length, firstFlushBrotliBytes: brotli(flush) });
    }
  } finally {
    await setLatency(0);
  }
  return results;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/**
 * The markdown table `npm run bench` prints (kB = 1,000 bytes), with the main-thread figures of each
 * page (by name) where they were measured.
 */
export function documentWeightTable(weights: ReadonlyMap<string, DocumentWeight>, mainThread: ReadonlyMap<string, MainThread> = new Map()): string[] {
  const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(0));
  return [
    '| page | status | raw kB | gzip kB | brotli kB | RSC payload kB (share of raw) | markup kB | first flush raw kB | first flush brotli kB (≤ 14) | main thread ms, CPU 4× (tasks / script / style+layout / blocking) | LCP element |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...[...weights].map(([name, w]) => {
      const verdict = w.firstFlushBrotliBytes <= FIRST_FLUSH_TARGET_BYTES ? 'met' : '**missed**';
      const share = w.rawBytes ? Math.round((100 * w.rscPayloadBytes) / w.rawBytes) : 0;
      const m = mainThread.get(name);
      return `| ${name} | ${w.status} | ${kb(w.rawBytes)} | ${kb(w.gzipBytes)} | ${kb(w.brotliBytes)} | ${kb(w.rscPayloadBytes)} (${share} %) | ${kb(w.markupBytes)} | ${kb(w.firstFlushRawBytes)} | ${kb(w.firstFlushBrotliBytes)} ${verdict} | ${ms(m?.taskMs)} / ${ms(m?.scriptMs)} / ${ms(m?.styleLayoutMs)} / ${ms(m?.blockingMs)} | ${m?.lcpElement || '—'} |`;
    }),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false }, port: { type: 'string', default: '28807' }, runs: { type: 'string', default: '3' } } });
  const port = Number(values.port);
  const sandboxPort = port + 1;
  if (!values['no-build']) buildAll(true);
  const stateDir = mkdtempSync(join(tmpdir(), 'document-weight-'));
  const started = [
    startSandboxProcess({ port: sandboxPort, appOrigin: `http://localhost:${port}`, memory: true, quiet: true }),
    startWorkerProcess({ port, sandboxPort, persistTo: stateDir, vars: { EDGE_CACHE: 'off' }, quiet: true }),
  ];
  const cleanUp = cleanUpOnExit(() => started, stateDir);
  try {
    const origin = `http://localhost:${port}`;
    await Promise.all([waitForHttp(`http://localhost:${sandboxPort}/health`), waitForHttp(`${origin}/robots.txt`)]);
    await refreshDirectory(origin);
    const setLatency = async (ms: number) => {
      const res = await fetch(`http://localhost:${sandboxPort}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({ latency: String(ms) }) });
      if (!res.ok) throw new Error(`sandbox knobs: ${res.status}`);
    };
    const weights = await measureDocumentWeight(origin, WEIGHED_PAGES, setLatency);
    const byUrl = await measureMainThread(
      Object.values(WEIGHED_PAGES).map((path) => origin + path),
      Number(values.runs),
    );
    const mainThread = new Map(
      Object.entries(WEIGHED_PAGES).flatMap(([name, path]) => {
        const m = byUrl.get(origin + path);
        return m ? [[name, m] as const] : [];
      }),
    );
    console.log(documentWeightTable(weights, mainThread).join('\n'));
  } finally {
    cleanUp();
  }
  process.exit(0);
}
