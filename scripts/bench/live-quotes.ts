/**
 * `npm run bench:live`: many readers on the live-quote sockets of the built stack, as
 * `npm start` runs it (the site Worker and the live Worker in one wrangler dev), against a sandbox whose
 * market is open (SANDBOX_CLOCK_START). Reports the upstream feed subscriptions per symbol (the goal:
 * one each, however many readers), the tick-to-reader latency (p50, p99: a quote's feed time to its
 * arrival at the reader), messages per reader per second, the CPU the stack's wrangler and workerd
 * used per 1,000 messages delivered, and the heap of the live Worker's isolate (its Durable Objects)
 * after a full GC.
 *
 * Options: --readers 2000, --symbols 200, --per-reader 10, --seconds 30, --no-build, --port 29787 (the
 * sandbox takes +1, the inspector --inspector-port, default port + 1000), --no-compression (readers that
 * do not offer permessage-deflate, as browsers all do: locally Miniflare's entry worker then deflates no
 * message, which shows compression's share). Then the rude client (live-burst.ts) beside the
 * first --bystanders 100 readers (the others close first): --burst-sockets 200, --burst-frames 20,
 * --burst-seconds 30, --page /stock/NVDA/info, --big-frames 24 of --big-frame-mb 4; --no-burst skips it.
 * Each reader connects from an address of its own (127.1.x.y: locally every 127/8 address is this
 * machine), as readers on the internet do: the site counts sockets per client address.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { buildAll, startWorkerProcess } from '../lib/processes.ts';
import { median, percentile } from './http-timing.ts';
import { isolateHeap, workerInspectorUrl } from '../lib/isolate-inspector.ts';
import { processTreeCpuSeconds } from '../lib/process-tree.ts';
import { type Bystander, burstReport, readerAddress, runBurst, warmSandboxQuotes } from './live-burst.ts';
import { benchSymbols, startOpenMarketStack } from './open-market.ts';

const { values } = parseArgs({
  options: {
    readers: { type: 'string', default: '2000' },
    symbols: { type: 'string', default: '200' },
    'per-reader': { type: 'string', default: '10' },
    seconds: { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
    'no-compression': { type: 'boolean', default: false },
    port: { type: 'string', default: '29787' },
    'inspector-port': { type: 'string' },
    bystanders: { type: 'string', default: '100' },
    'burst-sockets': { type: 'string', default: '200' },
    'burst-frames': { type: 'string', default: '20' },
    'burst-seconds': { type: 'string', default: '30' },
    'big-frames': { type: 'string', default: '24' },
    'big-frame-mb': { type: 'string', default: '4' },
    page: { type: 'string', default: '/stock/NVDA/info' },
    'no-burst': { type: 'boolean', default: false },
  },
});
const readers = Number(values.readers);
const perReader = Number(values['per-reader']);
const seconds = Number(values.seconds);
const port = Number(values.port);
const sandboxPort = port + 1;
const origin = `http://localhost:${port}`;

if (!values['no-build']) buildAll(true);
const { workerPid, cleanUp } = await startOpenMarketStack({
  name: 'bench-live',
  sandboxPort,
  appOrigin: origin,
  workerHealthUrl: `${origin}/robots.txt`,
  // The guest page cache off: the rude client's page is rendered every time.
  startWorker: (stateDir) =>
    startWorkerProcess({
      port,
      sandboxPort,
      persistTo: join(stateDir, 'worker'),
      quiet: true,
      logLevel: 'error',
      vars: { PAGE_CACHE: 'off' },
      inspectorPort: values['inspector-port'] ? Number(values['inspector-port']) : undefined,
    }),
});
const sockets: WebSocket[] = [];
let exitCode = 0;
try {
  const allSymbols = benchSymbols(Number(values.symbols) + 400);
  const symbols = allSymbols.slice(0, Number(values.symbols));
  if (!values['no-burst']) await warmSandboxQuotes(sandboxPort, allSymbols.slice(symbols.length));
  // The feed's clock runs at the wall clock's pace from OPEN_MARKET: its offset turns a quote's time into wall time.
  const probe = (await (
    await fetch(`http://localhost:${sandboxPort}/business/api/Stock/Quotes`, {
      method: 'POST',
      headers: { 'x-app-id': 'bench', 'content-type': 'application/json' },
      body: JSON.stringify([symbols[0]]),
    })
  ).json()) as { data: Record<string, { time: string }> };
  const clockOffset = Date.parse(Object.values(probe.data)[0]?.time ?? '') - Date.now();

  const latencies: number[] = [];
  let updates = 0;
  /** Every quote frame a reader got while measuring (a `quotes` batch counts once). */
  let messages = 0;
  let measuring = false;
  // One client straight on the feed, for every symbol: how late the feed itself is (its own compute and
  // send), so the edge's share is the readers' latency less this.
  const feedLatencies: number[] = [];
  const direct = new WebSocket(`ws://localhost:${sandboxPort}/business/quote-feed`, { headers: { 'x-app-id': 'bench' } });
  direct.on('open', () => direct.send(JSON.stringify({ type: 'subscribe', symbols })));
  direct.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; quote?: { time: string } };
    if (measuring && frame.type === 'tick' && frame.quote) feedLatencies.push(Date.now() + clockOffset - Date.parse(frame.quote.time));
  });
  direct.on('error', () => {});
  const opened = Date.now();
  /** Readers whose subscribe has been answered: the measuring waits for all of them (steady state, not handshakes). */
  let readersAnswered = 0;
  const bystanders: Bystander[] = [];
  for (let i = 0; i < readers; i += 1) {
    const socket = new WebSocket(`ws://localhost:${port}/live/quotes`, { headers: { origin }, perMessageDeflate: !values['no-compression'], localAddress: readerAddress(i) });
    const bystander: Bystander | null = i < Number(values.bystanders) ? { arrivals: [], lateness: [] } : null;
    if (bystander) bystanders.push(bystander);
    const mine = Array.from({ length: perReader }, (_, k) => symbols[(i * 7 + k * 13) % symbols.length] as string);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', symbols: mine })));
    let answered = false;
    socket.on('message', (data) => {
      if (!answered) {
        answered = true;
        readersAnswered += 1;
      }
      type Quote = { time?: string; price?: number };
      const frame = JSON.parse(String(data)) as Quote & { type: string; quotes?: Quote[] };
      if (frame.type !== 'quote' && frame.type !== 'quotes') return;
      // A subscribe's answer is one frame of whole quotes, and so are each second's changes (decision 035).
      const quotes = frame.type === 'quotes' ? (frame.quotes ?? []) : [frame];
      if (bystander) {
        bystander.arrivals.push(performance.now());
        bystander.lateness.push(Math.max(0, ...quotes.map((quote) => (quote.time ? Date.now() + clockOffset - Date.parse(quote.time) : 0))));
      }
      if (!measuring) return;
      messages += 1;
      for (const quote of quotes) {
        if (!quote.time || quote.price === undefined) continue;
        updates += 1;
        latencies.push(Date.now() + clockOffset - Date.parse(quote.time));
      }
    });
    socket.on('error', () => {});
    sockets.push(socket);
    // Spread the opening a little: a thousand handshakes at once is a test of the OS, not of the objects.
    if (i % 100 === 99) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Locally every handshake goes through wrangler's proxy, slowly (2,000 take about a minute here):
  // measure once every reader is in, or after three minutes with those that are.
  while (readersAnswered < readers && Date.now() - opened < 180_000) await new Promise((resolve) => setTimeout(resolve, 250));
  const settled = (Date.now() - opened) / 1_000;
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const open = sockets.filter((s) => s.readyState === WebSocket.OPEN).length;
  const worker = workerPid;
  const cpuBefore = processTreeCpuSeconds(worker);
  measuring = true;
  await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
  measuring = false;
  const cpuSeconds = processTreeCpuSeconds(worker) - cpuBefore;
  const liveInspector = await workerInspectorUrl(worker, 'usstock-live');
  const liveHeap = liveInspector ? await isolateHeap(liveInspector).catch(() => null) : null;
  const feed = (await (await fetch(`http://localhost:${sandboxPort}/__sandbox/quote-feed`)).json()) as { subscriptions: Record<string, number> };
  const counts = Object.values(feed.subscriptions);
  direct.terminate();
  const report = [
    `Live quotes ${new Date().toISOString()}: ${readers} readers (${open} open, all subscribed after ${settled.toFixed(0)} s) over ${symbols.length} symbols, ${perReader} each, measured ${seconds} s, ${values['no-compression'] ? 'no' : 'permessage-deflate'} compression; wrangler dev (both Workers, one workerd), sandbox feed with a running open-market clock.`,
    '',
    "| upstream subscriptions (readers' rooms) | symbols with more than one | tick-to-reader p50 (ms) | p99 (ms) | the feed's own lateness p50 / p99 (ms) | price updates / messages per reader per second | CPU per 1,000 messages (ms, wrangler + workerd) | live Worker heap used / total (MB) |",
    '|---|---|---|---|---|---|---|---|',
    `| ${counts.reduce((a, b) => a + b, 0) - symbols.length} for ${counts.length} symbols | ${counts.filter((n) => n > 2).length} | ${median(latencies).toFixed(0)} | ${percentile(latencies, 0.99).toFixed(0)} | ${median(feedLatencies).toFixed(0)} / ${percentile(feedLatencies, 0.99).toFixed(0)} | ${(updates / open / seconds).toFixed(2)} / ${(messages / open / seconds).toFixed(2)} | ${messages ? ((cpuSeconds * 1_000_000) / messages).toFixed(1) : '-'} | ${liveHeap ? `${liveHeap.usedMB.toFixed(1)} / ${liveHeap.totalMB.toFixed(1)}` : 'not found'} |`,
    '',
    'Goal: one upstream subscription per symbol; p99 ≤ 250 ms locally.',
  ].join('\n');
  console.log(report);
  let written = report;
  if (!values['no-burst']) {
    // The bystanders stay; the other readers go, so that the burst is measured beside a known few.
    for (const socket of sockets.slice(bystanders.length)) socket.terminate();
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const burstOptions = {
      port,
      origin,
      symbols: allSymbols.slice(symbols.length),
      sockets: Number(values['burst-sockets']),
      frames: Number(values['burst-frames']),
      seconds: Number(values['burst-seconds']),
      page: values.page,
      bigFrames: Number(values['big-frames']),
      bigFrameMB: Number(values['big-frame-mb']),
      liveInspector,
    };
    const burst = burstReport(await runBurst(bystanders, burstOptions), burstOptions, bystanders.length);
    console.log(`\n${burst}`);
    written = `${report}\n\n${burst}`;
  }
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/live-quotes.md', `${written}\n`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  for (const socket of sockets) socket.terminate();
  cleanUp();
}
process.exit(exitCode);
