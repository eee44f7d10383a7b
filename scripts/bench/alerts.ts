/**
 * `npm run bench:alerts`: 10,000 price alerts on 200 symbols (200 members × 50, the store's limit) in the
 * live Worker's quote rooms, against a sandbox whose market is open (SANDBOX_CLOCK_START), in one
 * `wrangler dev` of the rooms and the members' stores (tests/support/app/alerts-bench-worker.ts: the
 * stores record when each firing arrived). Thresholds lie close around each price (--spread %), so the
 * market's own moves cross many of them while the bench watches. Reports:
 *   - tick-to-recorded latency p50 / p99: a tick's feed time to the member's store having recorded it;
 *   - missed and doubled firings, against the feed's own ticks (a client of its own on every symbol):
 *     an alert a tick made due after the rooms held it must have been recorded, once (a 'daily' one once
 *     that day), and no firing's quote may be short of its line;
 *   - the evaluation's cost per tick per room: the rooms' sorted book (live/alert-book.ts) replayed here,
 *     in Node, over the same ticks and alerts (a Worker's clock does not move while it computes), beside a
 *     scan of every alert of the room; and the CPU of the wrangler/workerd process tree while measuring.
 * Options: --alerts 10000, --symbols 200, --seconds 60, --spread 0.25, --port 54000 (sandbox +1, inspector +1000).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { AlertBook, type BookTick, isDue } from '../../live/alert-book.ts';
import { roomOf } from '../../protocol/room-shard.ts';
import type { AlertKind, RoomAlert, TickAlertKind } from '../../src/lib/alerts/alert-types.ts';
import type { BenchAlert, BenchFiring } from '../../tests/support/app/alerts-bench-types.ts';
import { processTreeCpuSeconds } from '../lib/process-tree.ts';
import { bin, cleanUpOnExit, runNode, type Started, startSandboxProcess, waitForHttp } from '../lib/processes.ts';
import { median, percentile } from './http-timing.ts';

const { values } = parseArgs({
  options: {
    alerts: { type: 'string', default: '10000' },
    symbols: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '60' },
    spread: { type: 'string', default: '0.25' },
    port: { type: 'string', default: '54000' },
  },
});
const ALERTS = Number(values.alerts);
const PER_MEMBER = 50;
const port = Number(values.port);
const sandboxPort = port + 1;
const spread = Number(values.spread);
const origin = `http://localhost:${port}`;
const sandbox = `http://localhost:${sandboxPort}`;
// Friday 2026-11-20, 10:00 in New York: a regular session, running from there.
const OPEN_MARKET = '2026-11-20T15:00:00Z';
const KINDS: BenchAlert['kind'][] = ['above', 'below', 'change-up', 'change-down'];

function symbolsOf(count: number): string[] {
  const rows = readFileSync('sandbox/data/listings/sp500-constituents.csv', 'utf8').split('\n').slice(1);
  return rows
    .map((row) => row.split(',')[0] ?? '')
    .filter((id) => /^[A-Z]{1,5}$/.test(id))
    .slice(0, count);
}

/** A small seeded generator: the same alerts every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32) * 0.999 + 0.001;
}

function benchConfig(dir: string): string {
  const compatibilityDate = /^compatibility_date = "(.*)"$/m.exec(readFileSync('live/wrangler.toml', 'utf8'))?.[1] ?? '2025-11-17';
  const file = join(dir, 'wrangler.toml');
  writeFileSync(
    file,
    [
      'name = "bench-alerts"',
      `main = ${JSON.stringify(resolve('tests/support/app/alerts-bench-worker.ts'))}`,
      `compatibility_date = "${compatibilityDate}"`,
      '[[durable_objects.bindings]]',
      'name = "QUOTE_ROOMS"',
      'class_name = "QuoteRoom"',
      '[[durable_objects.bindings]]',
      'name = "MEMBER_STORES"',
      'class_name = "BenchMemberStore"',
      '[[migrations]]',
      'tag = "v1"',
      'new_sqlite_classes = ["QuoteRoom", "BenchMemberStore"]',
      '[vars]',
      `QUOTE_FEED_URL = "${sandbox}/business/quote-feed"`,
      'WEB_APP_ID = "usstock-web"',
      'LIVE_GRACE_MS = "30000"',
    ].join('\n'),
  );
  return file;
}

type Quote = { price: number; changePercent: number; time: string; marketSession: string };
async function quotesOf(symbols: string[]): Promise<Map<string, Quote>> {
  const quotes = new Map<string, Quote>();
  for (let from = 0; from < symbols.length; from += 50) {
    const response = await fetch(`${sandbox}/business/api/Stock/Quotes`, {
      method: 'POST',
      headers: { 'x-app-id': 'bench', 'content-type': 'application/json' },
      body: JSON.stringify(symbols.slice(from, from + 50)),
    });
    for (const [id, quote] of Object.entries(((await response.json()) as { data: Record<string, Quote> }).data)) quotes.set(id, quote);
  }
  return quotes;
}

/** Alert `index`: its member, and thresholds close around the price and change now, none due yet. */
function alertsOf(symbols: string[], quotes: Map<string, Quote>): { member: string; alert: BenchAlert }[] {
  const next = random(45);
  return Array.from({ length: ALERTS }, (_, index) => {
    const symbol = symbols[index % symbols.length] as string;
    const quote = quotes.get(symbol) as Quote;
    const kind = KINDS[Math.floor(index / symbols.length) % KINDS.length] as BenchAlert['kind'];
    const step = next() * spread;
    const value =
      kind === 'above'
        ? quote.price * (1 + step / 100)
        : kind === 'below'
          ? quote.price * (1 - step / 100)
          : kind === 'change-up'
            ? Math.max(quote.changePercent, 0) + step
            : Math.max(-quote.changePercent, 0) + step;
    return {
      member: `bench-${Math.floor(index / PER_MEMBER)}`,
      alert: { symbol, kind, threshold: value.toFixed(kind === 'above' || kind === 'below' ? 2 : 3), repeat: index % 5 === 0 ? 'daily' : 'once' },
    };
  });
}

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

type Tick = BookTick & { time: string; arrivedAt: number };
const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

const stateDir = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
const started: Started[] = [startSandboxProcess({ port: sandboxPort, appOrigin: origin, memory: true, quiet: true, env: { SANDBOX_CLOCK_START: OPEN_MARKET, SANDBOX_WARM_UP: 'off' } })];
started.push(
  runNode(
    'wrangler dev (alerts bench)',
    [
      bin('wrangler'),
      'dev',
      '-c',
      benchConfig(stateDir),
      '--port',
      String(port),
      '--ip',
      'localhost',
      '--inspector-port',
      String(port + 1_000),
      '--show-interactive-dev-session=false',
      '--persist-to',
      join(stateDir, 'state'),
    ],
    { CLOUDFLARE_CF_FETCH_ENABLED: 'false', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG: 'error' },
    !process.env.BENCH_VERBOSE,
  ),
);
const cleanUp = cleanUpOnExit(() => started, stateDir);
let exitCode = 0;
try {
  await Promise.all([waitForHttp(`${sandbox}/health`, 180_000), waitForHttp(`${origin}/health`, 180_000)]);
  const symbols = symbolsOf(Number(values.symbols));
  const quotes = await quotesOf(symbols);

  // The feed's own ticks, every symbol, from before the alerts are armed: the truth the firings are checked against.
  const ticks: Tick[] = [];
  const direct = new WebSocket(`ws://localhost:${sandboxPort}/business/quote-feed`, { headers: { 'x-app-id': 'bench' } });
  direct.on('open', () => direct.send(JSON.stringify({ type: 'subscribe', symbols })));
  direct.on('message', (data) => {
    const frame = JSON.parse(String(data)) as { type: string; quote?: Record<string, unknown>; quotes?: Record<string, unknown>[] };
    for (const q of frame.type === 'tick' && frame.quote ? [frame.quote] : (frame.quotes ?? [])) {
      if (q.marketSession !== 'intraDay') continue;
      ticks.push({ symbol: String(q.id), price: Number(q.price), changePercent: Number(q.changePercent), time: String(q.time), arrivedAt: Date.now() });
    }
  });
  direct.on('error', () => {});

  const alerts = alertsOf(symbols, quotes);
  const members = [...new Set(alerts.map((a) => a.member))];
  const seedStart = Date.now();
  await inParallel(members, 8, async (member) => {
    const response = await fetch(`${origin}/seed`, { method: 'POST', body: JSON.stringify({ member, alerts: alerts.filter((a) => a.member === member).map((a) => a.alert) }) });
    if (!response.ok) throw new Error(`seeding ${member}: ${response.status} ${await response.text()}`);
  });
  const armedAt = Date.now();
  const wrangler = started[1]?.child.pid ?? 0;
  const cpuBefore = processTreeCpuSeconds(wrangler);
  await new Promise((resolve) => setTimeout(resolve, Number(values.seconds) * 1_000));
  const cpuSeconds = processTreeCpuSeconds(wrangler) - cpuBefore;
  const measuredUntil = Date.now();
  // Firings of the last ticks still on their way.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  direct.terminate();

  // The feed's clock runs at the wall clock's pace from OPEN_MARKET: its offset turns a tick's time into
  // wall time. The least late of the feed's own ticks to this client tells it (each is sent as it is made).
  const clockOffset = Math.max(...ticks.map((t) => Date.parse(t.time) - t.arrivedAt));
  const firings = new Map<string, BenchFiring[]>();
  await inParallel(members, 8, async (member) => {
    firings.set(member, (await (await fetch(`${origin}/firings?member=${member}`)).json()) as BenchFiring[]);
  });

  // Alert ids are 1… in each member's seeding order.
  let missed = 0;
  let doubled = 0;
  let wrongSide = 0;
  let snapshots = 0;
  let due = 0;
  const latencies: number[] = [];
  const answers: Record<BenchFiring['outcome'], number> = { recorded: 0, duplicate: 0, 'not-armed': 0 };
  const feedLateness = ticks.filter((t) => t.arrivedAt >= armedAt).map((t) => t.arrivedAt - (Date.parse(t.time) - clockOffset));
  for (const [index, { member, alert }] of alerts.entries()) {
    const alertId = (index % PER_MEMBER) + 1;
    const mine = (firings.get(member) ?? []).filter((f) => f.alertId === alertId);
    const recorded = mine.filter((f) => f.outcome === 'recorded');
    const kind = alert.kind as TickAlertKind;
    const threshold = Number(alert.threshold);
    const dueBy = ticks.filter((t) => t.symbol === alert.symbol && isDue(kind, threshold, t));
    if (dueBy.some((t) => t.arrivedAt >= armedAt && t.arrivedAt <= measuredUntil)) {
      due += 1;
      if (recorded.length === 0) missed += 1;
    }
    // Every firing's own quote must be over its line. One whose quote this client never got is counted
    // apart: a room's subscribe snapshot is a price between two of the feed's ticks, which it does not see.
    wrongSide += recorded.filter((f) => !isDue(kind, threshold, { symbol: alert.symbol, price: f.price, changePercent: f.changePercent })).length;
    snapshots += recorded.filter((f) => !ticks.some((t) => t.symbol === alert.symbol && t.time === f.time)).length;
    // One record per key, and one key per alert here: the bench runs within one New York day.
    doubled += Math.max(0, recorded.length - 1);
  }
  for (const list of firings.values()) {
    for (const firing of list) {
      answers[firing.outcome] += 1;
      // Once every alert is armed: while the stores tell the rooms, the rooms' calls queue behind those writes.
      const tickAt = Date.parse(firing.time) - clockOffset;
      if (firing.outcome === 'recorded' && tickAt >= armedAt) latencies.push(firing.recordedAt - tickAt);
    }
  }

  // The evaluation, replayed in Node: each room's book over the ticks of its symbols, in the order they
  // came; twice, the first pass to warm the JIT up, the second measured.
  const after = ticks.filter((t) => t.arrivedAt >= armedAt);
  const plain = new Map<string, RoomAlert[]>();
  for (const [index, { member, alert }] of alerts.entries()) {
    const room = roomOf(alert.symbol);
    const held: RoomAlert = {
      member,
      alertId: (index % PER_MEMBER) + 1,
      generation: 1,
      symbol: alert.symbol,
      kind: alert.kind as AlertKind,
      threshold: Number(alert.threshold),
      repeat: alert.repeat,
      firedDay: null,
    };
    plain.set(room, [...(plain.get(room) ?? []), held]);
  }
  const replay = () => {
    const books = new Map([...plain].map(([room, held]) => [room, held.reduce((book, a) => (book.add(a), book), new AlertBook())]));
    const bookMicros: number[] = [];
    const scanMicros: number[] = [];
    const perRoomSecond = new Map<string, number>();
    for (const tick of after) {
      const room = roomOf(tick.symbol);
      const roomAlerts = plain.get(room) ?? [];
      let begun = performance.now();
      books.get(room)?.takeDue(tick, 500);
      const micros = (performance.now() - begun) * 1_000;
      bookMicros.push(micros);
      const second = `${room}@${Math.floor(tick.arrivedAt / 1_000)}`;
      perRoomSecond.set(second, (perRoomSecond.get(second) ?? 0) + micros);
      begun = performance.now();
      roomAlerts.filter((a) => a.symbol === tick.symbol && isDue(a.kind as TickAlertKind, a.threshold ?? 0, tick));
      scanMicros.push((performance.now() - begun) * 1_000);
    }
    return { books, bookMicros, scanMicros, perRoomSecond };
  };
  replay();
  const { books, bookMicros, scanMicros, perRoomSecond } = replay();
  const roomSeconds = [...perRoomSecond.values()];

  const report = [
    `Price alerts ${new Date().toISOString()}: ${ALERTS} alerts (${members.length} members × ${PER_MEMBER}; above / below / change-up / change-down, one in five 'daily') on ${symbols.length} symbols in ${books.size} rooms, thresholds within ${spread} % of the price; armed in ${fmt((armedAt - seedStart) / 1_000, 1)} s; measured ${values.seconds} s of an open market (sandbox feed, a tick a second per changed symbol); wrangler dev (rooms and stores, one workerd).`,
    '',
    "| alerts a tick crossed while measuring | missed | doubled | fired on a quote not over the line | fired on a quote the bench's feed client did not get | the stores' answers: recorded / duplicate / not-armed | tick-to-recorded p50 / p99 (ms) | the feed's own lateness to the bench's client p50 / p99 (ms) |",
    '|---|---|---|---|---|---|---|---|',
    `| ${due} | ${missed} | ${doubled} | ${wrongSide} | ${snapshots} | ${answers.recorded} / ${answers.duplicate} / ${answers['not-armed']} | ${fmt(median(latencies))} / ${fmt(percentile(latencies, 0.99))} | ${fmt(median(feedLateness))} / ${fmt(percentile(feedLateness, 0.99))} |`,
    '',
    '| evaluation per tick, sorted book p50 / p99 / max (µs) | a scan of the room’s alerts p50 / p99 (µs) | per room per second p50 / p99 (µs) | ticks evaluated | CPU of wrangler + workerd (s per s measured) |',
    '|---|---|---|---|---|',
    `| ${fmt(median(bookMicros), 1)} / ${fmt(percentile(bookMicros, 0.99), 1)} / ${fmt(Math.max(...bookMicros), 1)} | ${fmt(median(scanMicros), 1)} / ${fmt(percentile(scanMicros, 0.99), 1)} | ${fmt(median(roomSeconds), 1)} / ${fmt(percentile(roomSeconds, 0.99), 1)} | ${bookMicros.length} | ${fmt(cpuSeconds / Number(values.seconds), 2)} |`,
    '',
    `Goal: none missed, none doubled; a tick costs a lookup (the book) rather than a scan. Load average while measuring: ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores.`,
  ].join('\n');
  console.log(report);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/alerts.md', `${report}\n`);
  if (missed > 0 || doubled > 0 || wrongSide > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  cleanUp();
}
process.exit(exitCode);
