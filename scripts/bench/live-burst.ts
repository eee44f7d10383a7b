/**
 * The rude client of `npm run bench:live`: one address opening many live-quote sockets,
 * each sending subscribe/unsubscribe frames of 100 symbols as fast as the documented limit allows (20
 * frames in 10 s), while a page renders again and again and the bench's other readers (bystanders, each
 * from an address of its own) watch their quotes. Then a few frames of megabytes from the same address.
 * What it reports: the page's render time during the burst, the bystanders' longest wait between two
 * quote frames, the sockets refused past the per-client limit, and the live Worker's heap.
 */
import WebSocket from 'ws';
import { CookieJar, median, percentile, timePage } from './http-timing.ts';
import { type HeapReading, isolateHeap, sampleHeapUsage } from '../lib/isolate-inspector.ts';

/** Locally every address under 127/8 reaches the stack: a client of its own is an address of its own. */
export const readerAddress = (index: number) => `127.1.${Math.floor(index / 250)}.${1 + (index % 250)}`;
const RUDE_ADDRESS = '127.99.0.1';

/** A bystander: the times its quote frames arrived (performance.now()), and how late each was (its latest quote's time to arrival). */
export interface Bystander {
  arrivals: number[];
  lateness: number[];
}

export interface BurstOptions {
  port: number;
  origin: string;
  /** Symbols the rude client cycles through (none of them the bystanders'). */
  symbols: string[];
  sockets: number;
  /** Frames each socket sends per 10 s round: the documented limit is 20. */
  frames: number;
  seconds: number;
  /** The page rendered again and again meanwhile. */
  page: string;
  bigFrames: number;
  bigFrameMB: number;
  /** The live Worker's isolate on workerd's inspector (null: not found). */
  liveInspector: string | null;
}

interface Window {
  /** Full render times of the page, one after another. */
  renders: number[];
  /** The longest time any bystander waited between two quote frames within the window. */
  maxGap: number;
  /** Every bystander's longest wait (for a percentile). */
  gaps: number[];
  /** How late the bystanders' frames in the window were (a quote's time to its arrival). */
  lateness: number[];
}

export interface BurstReport {
  quiet: Window;
  burst: Window;
  opened: number;
  refused: number;
  closes: Record<string, number>;
  errors: Record<string, number>;
  framesSent: number;
  heapPeak: { usedMB: number; totalMB: number } | null;
  heapAfter: HeapReading | null;
  big: { sent: number; closes: Record<string, number>; heapPeak: { usedMB: number; totalMB: number } | null; heapAfter: HeapReading | null };
}

/** A socket's rounds of frames: 20 frames, then this long, keep within the documented 20 frames in 10 s. */
const ROUND_MS = 10_500;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const progress = (text: string) => console.error(`[bench:live] ${new Date().toISOString().slice(11, 19)} ${text}`);
/** A heap reading, or null when the inspector does not answer in a minute (a stalled stack's is slow). */
const heapNow = (inspector: string | null) => (inspector ? Promise.race([isolateHeap(inspector).catch(() => null), sleep(60_000).then(() => null)]) : Promise.resolve(null));
const tally = (counts: Record<string, number>, key: string) => (counts[key] = (counts[key] ?? 0) + 1);

/**
 * Subscribes a feed client of its own to `symbols` and waits for their snapshots, then leaves: the
 * sandbox builds a symbol's price history on its first quote (tens of milliseconds on its one thread),
 * and a burst of never-seen symbols measured that (a 9 s stall of the fake upstream), not the edge.
 */
export async function warmSandboxQuotes(sandboxPort: number, symbols: readonly string[]): Promise<void> {
  const feed = new WebSocket(`ws://localhost:${sandboxPort}/business/quote-feed`, { headers: { 'x-app-id': 'bench' } });
  let answered = 0;
  await new Promise<void>((resolve, reject) => {
    feed.on('open', () => {
      for (let from = 0; from < symbols.length; from += 200) feed.send(JSON.stringify({ type: 'subscribe', symbols: symbols.slice(from, from + 200) }));
    });
    feed.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; quotes?: unknown[]; symbols?: unknown[] };
      answered += frame.type === 'snapshot' ? (frame.quotes?.length ?? 0) : frame.type === 'error' ? (frame.symbols?.length ?? 0) : 0;
      if (answered >= symbols.length) resolve();
    });
    feed.on('error', reject);
  });
  feed.terminate();
}

/** Each bystander's longest wait between quote frames in [from, to] (a stall still running at `to` counts to `to`). */
function longestWaits(bystanders: readonly Bystander[], from: number, to: number): number[] {
  return bystanders.map(({ arrivals }) => {
    let last = arrivals.filter((at) => at < from).at(-1) ?? from;
    let longest = 0;
    for (const at of arrivals.filter((at) => at >= from && at <= to)) {
      longest = Math.max(longest, at - last);
      last = at;
    }
    return Math.max(longest, to - last);
  });
}

/** A render not done in this long is counted as this long (main's burst stalled one past undici's 300 s). */
const RENDER_CAP_MS = 60_000;

/** Renders the page one after another until `stop()`; the full times. */
function renderLoop(url: string): { stop: () => Promise<number[]> } {
  const renders: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      renders.push(
        await timePage(url, new CookieJar(), AbortSignal.timeout(RENDER_CAP_MS)).then(
          (timing) => timing.fullMs,
          () => performance.now() - started,
        ),
      );
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return renders;
    },
  };
}

async function measureWindow(bystanders: readonly Bystander[], url: string, seconds: number, during: () => Promise<void> = () => sleep(seconds * 1_000)): Promise<Window> {
  const from = performance.now();
  const renders = renderLoop(url);
  await during();
  const to = performance.now();
  const gaps = longestWaits(bystanders, from, to);
  const lateness = bystanders.flatMap(({ arrivals, lateness: late }) => late.filter((_, index) => (arrivals[index] ?? 0) >= from && (arrivals[index] ?? 0) <= to));
  return { renders: await renders.stop(), maxGap: Math.max(0, ...gaps), gaps, lateness };
}

function openRude(opts: BurstOptions, onClose: (code: number, reason: string) => void, onError: (code: string) => void): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`ws://localhost:${opts.port}/live/quotes`, { headers: { origin: opts.origin }, localAddress: RUDE_ADDRESS, handshakeTimeout: 30_000 });
    socket.on('open', () => resolve(socket));
    socket.on('close', (code, reason) => {
      onClose(code, String(reason));
      resolve(null);
    });
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type?: string; code?: string };
      if (frame.type === 'error') onError(frame.code ?? '?');
    });
    socket.on('error', () => resolve(null));
  });
}

async function heapPeakDuring<T>(inspector: string | null, run: () => Promise<T>): Promise<{ result: T; peak: { usedMB: number; totalMB: number } | null }> {
  const sampler = inspector ? sampleHeapUsage(inspector) : null;
  const result = await run();
  const peaks = sampler ? await sampler.stop().catch(() => null) : null;
  return { result, peak: peaks ? { usedMB: peaks.peakUsedMB, totalMB: peaks.peakTotalMB } : null };
}

export async function runBurst(bystanders: readonly Bystander[], opts: BurstOptions): Promise<BurstReport> {
  const url = `${opts.origin}${opts.page}`;
  await timePage(url, new CookieJar()); // a first render warms the isolate's code and caches
  progress(`the quiet window (${opts.seconds} s)`);
  const quiet = await measureWindow(bystanders, url, opts.seconds);
  const closes: Record<string, number> = {};
  const errors: Record<string, number> = {};
  let opened = 0;
  let framesSent = 0;
  const rude: WebSocket[] = [];
  const onClose = (code: number, reason: string) => tally(closes, `${code} ${reason}`);
  const onError = (code: string) => tally(errors, code);

  const { result: burst, peak: heapPeak } = await heapPeakDuring(opts.liveInspector, () =>
    measureWindow(bystanders, url, opts.seconds, async () => {
      const until = performance.now() + opts.seconds * 1_000;
      progress(`the burst: opening ${opts.sockets} sockets`);
      const sockets = await Promise.all(Array.from({ length: opts.sockets }, () => openRude(opts, onClose, onError)));
      for (const socket of sockets) if (socket) rude.push(socket);
      opened = rude.length;
      progress(`${opened} open; frames until ${opts.seconds} s have passed`);
      // Rounds of `frames` frames per socket, 10.5 s apart: never more than 20 in any 10 s.
      for (let round = 0; ; round += 1) {
        rude.forEach((socket, index) => {
          const start = (index * 37 + round * 11) % Math.max(1, opts.symbols.length - 100);
          const symbols = opts.symbols.slice(start, start + 100);
          for (let frame = 0; frame < opts.frames; frame += 1) {
            if (socket.readyState !== WebSocket.OPEN) return;
            socket.send(JSON.stringify({ type: frame % 2 === 0 ? 'subscribe' : 'unsubscribe', symbols }));
            framesSent += 1;
          }
        });
        if (performance.now() + ROUND_MS > until) break;
        await sleep(ROUND_MS);
      }
      await sleep(Math.max(0, until - performance.now()));
    }),
  );
  progress('the burst is over');
  for (const socket of rude) socket.removeAllListeners('close').terminate();
  const refused = Object.entries(closes)
    .filter(([key]) => key.includes('too many sockets'))
    .reduce((sum, [, count]) => sum + count, 0);
  await sleep(3_000);
  const heapAfter = await heapNow(opts.liveInspector);
  progress(`${opts.bigFrames} frames of ${opts.bigFrameMB} MiB`);
  const big = await bigFrames(opts);
  return { quiet, burst, opened, refused, closes, errors, framesSent, heapPeak, heapAfter, big };
}

/** `count` frames of `bigFrameMB` MiB each from the rude address, one per socket: the frame limit's cost in the live Worker's heap. */
async function bigFrames(opts: BurstOptions): Promise<BurstReport['big']> {
  const closes: Record<string, number> = {};
  const text = 'x'.repeat(opts.bigFrameMB * 2 ** 20);
  const { peak, result: sent } = await heapPeakDuring(opts.liveInspector, async () => {
    const sockets = (
      await Promise.all(
        Array.from({ length: opts.bigFrames }, () =>
          openRude(
            opts,
            () => {},
            () => {},
          ),
        ),
      )
    ).filter((s): s is WebSocket => s !== null);
    const closed = sockets.map((socket) => new Promise<void>((resolve) => socket.on('close', (code, reason) => resolve(void tally(closes, `${code} ${String(reason)}`)))));
    for (const socket of sockets) socket.send(text);
    await Promise.race([Promise.all(closed), sleep(20_000)]);
    for (const socket of sockets) socket.removeAllListeners('close').terminate();
    return sockets.length;
  });
  await sleep(1_000);
  return { sent, closes, heapPeak: peak, heapAfter: await heapNow(opts.liveInspector) };
}

const mb = (heap: { usedMB: number; totalMB: number } | null) => (heap ? `${heap.usedMB.toFixed(1)} / ${heap.totalMB.toFixed(1)}` : 'not found');
const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '—');
const counts = (record: Record<string, number>) =>
  Object.entries(record)
    .map(([key, count]) => `${count} × ${key}`)
    .join(', ') || 'none';

export function burstReport(report: BurstReport, opts: BurstOptions, bystanderCount: number): string {
  const row = (name: string, w: Window) =>
    `| ${name} | ${w.renders.length} | ${ms(median(w.renders))} | **${ms(Math.max(0, ...w.renders))}** | ${ms(percentile(w.gaps, 0.5))} | **${ms(w.maxGap)}** | ${ms(percentile(w.lateness, 0.99))} / ${ms(Math.max(0, ...w.lateness))} |`;
  return [
    `The rude client: ${opts.sockets} sockets from one address, each sending ${opts.frames} subscribe/unsubscribe frames of 100 symbols every 10.5 s for ${opts.seconds} s, beside ${bystanderCount} bystanders (an address each); ${opts.page} rendered one after another meanwhile (guest page cache off).`,
    '',
    "| window | renders | render median (ms) | render max (ms) | bystanders' longest wait between quote frames, median (ms) | max (ms) | bystanders' frames late p99 / max (ms) |",
    '|---|---|---|---|---|---|---|',
    row(`quiet, ${opts.seconds} s before`, report.quiet),
    row('the burst', report.burst),
    '',
    `Sockets: ${report.opened} of ${opts.sockets} opened, **${report.refused} refused past the per-client limit**; ${report.framesSent} frames sent. Closes (all): ${counts(report.closes)}. Error frames: ${counts(report.errors)}.`,
    `Live Worker heap used / total (MB): peak during the burst ${mb(report.heapPeak)}, after it (after a full GC) ${mb(report.heapAfter)}.`,
    `Frames of ${opts.bigFrameMB} MiB: ${report.big.sent} sent (closes: ${counts(report.big.closes)}); live Worker heap peak ${mb(report.big.heapPeak)}, after ${mb(report.big.heapAfter)}.`,
    '',
    "Goal: a page render under 2 s and bystanders' quote gaps under 1.5 s during the burst.",
  ].join('\n');
}
