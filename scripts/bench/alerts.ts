/**
 * `npm run bench:alerts`: 10,000 price alerts on 200 symbols (200 members × 50, the store's limit) in the
 * live Worker's quote rooms, against a sandbox whose market is open (SANDBOX_CLOCK_START), in one
 * `wrangler dev` of the rooms and the members' stores (alerts-worker.ts: the stores record when each
 * firing arrived). Each member has one device with push on, at the sandbox's push service, so each
 * firing goes through the store's outbox, encryption and VAPID to it (alerts-pushes.ts). Thresholds lie
 * close around each price (--spread %), so the market's own moves cross many of them. Reports:
 *   - tick-to-recorded latency p50 / p99: a tick's feed time to the member's store having recorded it;
 *   - tick-to-push latency p50 / p99: a tick's feed time to the push service's receipt of its push, and
 *     each recorded firing's push received exactly once (none missing, none doubled, none stray);
 *   - missed and doubled firings, against the feed's own ticks (a client of its own on every symbol):
 *     an alert a tick made due after the rooms held it must have been recorded, once (a 'daily' one once
 *     that day), and no firing's quote may be short of its line;
 *   - the evaluation's cost per tick per room: the rooms' sorted book replayed in Node (alerts-replay.ts)
 *     beside a scan of every alert of the room; and the CPU of the wrangler/workerd process tree;
 *   - the worst tick: 5,000 alerts on one symbol due at once, drained EVALUATIONS_PER_TICK (500) a tick.
 * Options: --alerts 10000, --symbols 200, --seconds 60, --spread 0.25, --port 54000 (sandbox +1, inspector +1000).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { isDue } from '../../live/alert-book.ts';
import { EVALUATIONS_PER_TICK, type TickAlertKind } from '../../src/lib/alerts/alert-types.ts';
import type { BenchAlert, BenchFiring } from '../../tests/support/app/alerts-bench-types.ts';
import { processTreeCpuSeconds } from '../lib/process-tree.ts';
import { benchDevices, firingsAndPushes, pushFigures, subscriptionFields } from './alerts-pushes.ts';
import { burstEvaluation, replayEvaluation, type Tick } from './alerts-replay.ts';
import { startAlertsBenchWorker } from './alerts-worker.ts';
import { median, percentile } from './http-timing.ts';
import { benchSymbols, startOpenMarketStack } from './open-market.ts';

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
/** One symbol's alerts in the worst tick the bench prices: a hundred members' whole allowance on one stock. */
const BURST_ALERTS = 5_000;
const port = Number(values.port);
const sandboxPort = port + 1;
const spread = Number(values.spread);
const origin = `http://localhost:${port}`;
const sandbox = `http://localhost:${sandboxPort}`;
const KINDS: BenchAlert['kind'][] = ['above', 'below', 'change-up', 'change-down'];

/** A small seeded generator: the same alerts every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32) * 0.999 + 0.001;
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

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

let vapidPublicKey = '';
const { workerPid, cleanUp } = await startOpenMarketStack({
  name: 'bench-alerts',
  sandboxPort,
  appOrigin: origin,
  workerHealthUrl: `${origin}/health`,
  startWorker: (stateDir) => {
    const worker = startAlertsBenchWorker(stateDir, port, sandboxPort);
    vapidPublicKey = worker.vapidPublicKey;
    return worker.started;
  },
});
let exitCode = 0;
try {
  const symbols = benchSymbols(Number(values.symbols));
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
  const devices = await benchDevices(sandbox, members, vapidPublicKey);
  const seedStart = Date.now();
  await inParallel(members, 8, async (member) => {
    const subscription = subscriptionFields(devices.get(member)!);
    const body = JSON.stringify({ member, subscription, alerts: alerts.filter((a) => a.member === member).map((a) => a.alert) });
    const response = await fetch(`${origin}/seed`, { method: 'POST', body });
    if (!response.ok) throw new Error(`seeding ${member}: ${response.status} ${await response.text()}`);
  });
  const armedAt = Date.now();
  const cpuBefore = processTreeCpuSeconds(workerPid);
  await new Promise((resolve) => setTimeout(resolve, Number(values.seconds) * 1_000));
  const cpuSeconds = processTreeCpuSeconds(workerPid) - cpuBefore;
  const loadWhileMeasuring = loadavg()[0] ?? 0;
  const measuredUntil = Date.now();
  // Firings of the last ticks still on their way.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  direct.terminate();
  // Every firing recorded by now must reach the push service (waited for); later ones are not counted.
  const recordedBy = Date.now();
  const records = await firingsAndPushes({ origin, sandboxUrl: sandbox, devices, recordedBy, timeoutMs: 30_000 });
  const { firings } = records;

  // The feed's clock runs at the wall clock's pace from OPEN_MARKET: its offset turns a tick's time into
  // wall time. The least late of the feed's own ticks to this client tells it (each is sent as it is made).
  const clockOffset = Math.max(...ticks.map((t) => Date.parse(t.time) - t.arrivedAt));

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

  const { rooms, bookMicros, scanMicros, roomSeconds } = replayEvaluation(
    alerts,
    PER_MEMBER,
    ticks.filter((t) => t.arrivedAt >= armedAt),
  );
  const burst = burstEvaluation(BURST_ALERTS);
  const burstMicros = burst.map((tick) => tick.micros);
  const push = pushFigures(records, recordedBy, (firing) => Date.parse(firing.time) - clockOffset, armedAt);

  const report = [
    `Price alerts ${new Date().toISOString()}: ${ALERTS} alerts (${members.length} members × ${PER_MEMBER}; above / below / change-up / change-down, one in five 'daily') on ${symbols.length} symbols in ${rooms} rooms, thresholds within ${spread} % of the price; armed in ${fmt((armedAt - seedStart) / 1_000, 1)} s; measured ${values.seconds} s of an open market (sandbox feed, a tick a second per changed symbol); wrangler dev (rooms and stores, one workerd); one device a member with push on, at the sandbox's push service (https, VAPID checked).`,
    '',
    "| alerts a tick crossed while measuring | missed | doubled | fired on a quote not over the line | fired on a quote the bench's feed client did not get | the stores' answers: recorded / duplicate / not-armed | tick-to-recorded p50 / p99 (ms) | the feed's own lateness to the bench's client p50 / p99 (ms) |",
    '|---|---|---|---|---|---|---|---|',
    `| ${due} | ${missed} | ${doubled} | ${wrongSide} | ${snapshots} | ${answers.recorded} / ${answers.duplicate} / ${answers['not-armed']} | ${fmt(median(latencies))} / ${fmt(percentile(latencies, 0.99))} | ${fmt(median(feedLateness))} / ${fmt(percentile(feedLateness, 0.99))} |`,
    '',
    '| firings recorded (by the count) | pushes received (all) | recorded firings pushed once / never / more than once | pushes of no recorded firing | tick-to-recorded p50 / p99 (ms) | tick-to-push p50 / p99 (ms, to the push service’s receipt) | of which recorded-to-push p50 / p99 (ms) | of that, the alarm’s wait / the alarm’s run to the receipt p50 / p99 (ms) |',
    '|---|---|---|---|---|---|---|---|',
    `| ${push.recorded} | ${push.received} | ${push.once} / ${push.missing} / ${push.doubled} | ${push.stray} | ${fmt(median(latencies))} / ${fmt(percentile(latencies, 0.99))} | ${fmt(median(push.latencies))} / ${fmt(percentile(push.latencies, 0.99))} | ${fmt(median(push.fromRecord))} / ${fmt(percentile(push.fromRecord, 0.99))} | ${fmt(median(push.alarmWait))} / ${fmt(percentile(push.alarmWait, 0.99))}; ${fmt(median(push.alarmToPush))} / ${fmt(percentile(push.alarmToPush, 0.99))} |`,
    '',
    '| evaluation per tick, sorted book p50 / p99 / max (µs) | a scan of the room’s alerts p50 / p99 (µs) | per room per second p50 / p99 (µs) | ticks evaluated | CPU of wrangler + workerd (s per s measured) |',
    '|---|---|---|---|---|',
    `| ${fmt(median(bookMicros), 1)} / ${fmt(percentile(bookMicros, 0.99), 1)} / ${fmt(Math.max(...bookMicros), 1)} | ${fmt(median(scanMicros), 1)} / ${fmt(percentile(scanMicros, 0.99), 1)} | ${fmt(median(roomSeconds), 1)} / ${fmt(percentile(roomSeconds, 0.99), 1)} | ${bookMicros.length} | ${fmt(cpuSeconds / Number(values.seconds), 2)} |`,
    '',
    `A gap through every line: ${BURST_ALERTS} 'above' alerts on one symbol due at one tick, taken ${EVALUATIONS_PER_TICK} a tick: ${burst.length} ticks (${burst.map((tick) => tick.taken).join(', ')}), each p50 ${fmt(median(burstMicros))} µs, max ${fmt(Math.max(...burstMicros))} µs.`,
    '',
    `Goal: none missed, none doubled, each firing pushed once; a tick costs a lookup (the book) rather than a scan. Load average (1 min) at the end of measuring: ${loadWhileMeasuring.toFixed(1)} on ${cpus().length} cores.`,
  ].join('\n');
  console.log(report);
  mkdirSync('.bench', { recursive: true });
  writeFileSync('.bench/alerts.md', `${report}\n`);
  if (missed > 0 || doubled > 0 || wrongSide > 0 || push.missing > 0 || push.doubled > 0 || push.stray > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  cleanUp();
}
process.exit(exitCode);
