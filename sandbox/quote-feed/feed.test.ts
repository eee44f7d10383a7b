import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { eventually } from '../../tests/support/eventually.ts';
import { TEST_APP_ORIGIN } from '../test-sandbox.ts';
import { knobsFromEnv } from '../knobs.ts';
import { type RunningSandbox, startSandbox } from '../server.ts';
import { createSandboxStorage } from '../storage.ts';
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { MAX_FRAME_BYTES, MAX_SYMBOLS_PER_FRAME } from './protocol.ts';

/**
 * The sandbox quote feed over real sockets (the `ws` client against the running sandbox): snapshots,
 * ticks that are the REST quote of their instant, counts per symbol, nothing while the market is
 * closed, and hostile frames answered without harm to other clients.
 */

// Friday 2026-11-20, 10:00 in New York: a regular session. The clock runs from there.
const OPEN_MARKET = Date.parse('2026-11-20T15:00:00Z');
const TICK_MS = 50;
// The per-client limit, lowered from MAX_SYMBOLS_PER_CLIENT (5,000) so that a test reaches it without
// thousands of quotes: the rule is the same.
const MAX_HELD = 300;
let sandbox: RunningSandbox;
let clockStart = OPEN_MARKET;
let realStart = Date.now();

beforeAll(async () => {
  sandbox = await startSandbox({
    port: 0,
    storage: createSandboxStorage('memory'),
    knobs: knobsFromEnv({}),
    appOrigins: [TEST_APP_ORIGIN],
    warmUp: false,
    // A running clock the tests can move (SANDBOX_CLOCK_START's behaviour, restartable per test).
    clock: () => clockStart + (Date.now() - realStart),
    quoteFeedTickMs: TICK_MS,
    quoteFeedMaxSymbolsPerClient: MAX_HELD,
  });
});
afterAll(() => sandbox?.close());

const setClock = (at: number) => {
  clockStart = at;
  realStart = Date.now();
};

interface Client {
  socket: WebSocket;
  frames: Record<string, unknown>[];
  next(type: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
}

async function connect(headers: Record<string, string> = { 'x-app-id': 'usstock-web' }): Promise<Client> {
  const socket = new WebSocket(`${sandbox.url.replace('http', 'ws')}/business/quote-feed`, { headers });
  const frames: Record<string, unknown>[] = [];
  // Frames not yet taken by next(), in order: a frame that arrives before its next() waits here.
  const unread: Record<string, unknown>[] = [];
  const waiters: { type: string; resolve: (f: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>;
    frames.push(frame);
    const at = waiters.findIndex((w) => w.type === frame.type);
    if (at >= 0) waiters.splice(at, 1)[0]?.resolve(frame);
    else unread.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    frames,
    closed,
    next: (type, timeoutMs = 2_000) =>
      new Promise((resolve, reject) => {
        const waiting = unread.findIndex((f) => f.type === type);
        if (waiting >= 0) return resolve(unread.splice(waiting, 1)[0] as Record<string, unknown>);
        const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ type, resolve: (f) => (clearTimeout(timer), resolve(f)) });
      }),
  };
}

const stats = async () =>
  (await (await fetch(`${sandbox.url}/__sandbox/quote-feed`)).json()) as { subscriptions: Record<string, number>; clients: number; held: string[][]; ticksSent: number; looks: number };
const send = (client: Client, frame: unknown) => client.socket.send(JSON.stringify(frame));

async function restQuote(id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${sandbox.url}/business/api/Stock/Quotes`, { method: 'POST', headers: { 'x-app-id': 'usstock-web', 'content-type': 'application/json' }, body: JSON.stringify([id]) });
  return ((await response.json()) as { data: Record<string, Record<string, unknown>> }).data[id] as Record<string, unknown>;
}

describe('the quote feed while the market is open', () => {
  it('answers a subscribe with a snapshot, then ticks that are the REST quote of their instant', async () => {
    setClock(OPEN_MARKET);
    const client = await connect();
    send(client, { type: 'subscribe', symbols: ['nvda'] });
    const snapshot = await client.next('snapshot');
    expect((snapshot.quotes as { id: string }[]).map((q) => q.id)).toEqual(['NVDA']);
    const tick = (await client.next('tick')).quote as Record<string, unknown>;
    expect(tick).toMatchObject({ id: 'NVDA', marketSession: 'intraDay', currency: 'USD' });
    expect(tick.price).toEqual(expect.any(Number));
    // Freeze the clock at the tick's instant: the REST quote then is the tick, field for field.
    await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({ marketTime: tick.time }) });
    try {
      expect(await restQuote('NVDA')).toEqual(tick);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({}) });
    }
    client.socket.close();
  });

  it('counts the clients of each symbol, and a symbol leaves the count when its last client goes', async () => {
    setClock(OPEN_MARKET);
    const first = await connect();
    const second = await connect();
    send(first, { type: 'subscribe', symbols: ['AAPL', '#DJI'] });
    send(second, { type: 'subscribe', symbols: ['AAPL'] });
    await Promise.all([first.next('snapshot'), second.next('snapshot')]);
    expect((await stats()).subscriptions).toMatchObject({ AAPL: 2, '#DJI': 1 });
    // And what each client holds (the live tests tell by it that a room's symbols share one socket).
    expect((await stats()).held).toEqual(expect.arrayContaining([['#DJI', 'AAPL'], ['AAPL']]));
    send(first, { type: 'unsubscribe', symbols: ['#DJI'] });
    await eventually(stats, (now) => !('#DJI' in now.subscriptions), 2_000);
    second.socket.close();
    await eventually(stats, (now) => now.subscriptions.AAPL === 1, 2_000);
    // The one client left still gets its ticks (the count goes on rising).
    const before = (await stats()).ticksSent;
    await eventually(stats, (now) => now.ticksSent > before, 2_000);
    expect(((await first.next('tick')).quote as { id: string }).id).toMatch(/^(AAPL|#DJI)$/);
    first.socket.close();
    await eventually(stats, (now) => !('AAPL' in now.subscriptions), 2_000);
  });

  it("lets a client's symbols go when its close frame comes, though its connection lingers (as workerd's was seen to)", async () => {
    setClock(OPEN_MARKET);
    const client = await connect();
    send(client, { type: 'subscribe', symbols: ['MSFT'] });
    await client.next('snapshot');
    const before = await stats();
    expect(before.subscriptions.MSFT).toBe(1);
    // The close frame goes; the client then reads nothing more, so it never ends its side of the TCP
    // connection after the feed's answer (ws would wait 30 s for it before its 'close').
    const tcp = (client.socket as unknown as { _socket: Socket })._socket;
    client.socket.close(1000, 'restarting');
    tcp.pause();
    try {
      const after = await eventually(stats, (now) => !('MSFT' in now.subscriptions), 1_000);
      expect(after.clients).toBe(before.clients - 1);
    } finally {
      tcp.destroy();
    }
  });
});

describe('the quote feed while the market is closed', () => {
  it('sends the snapshot (the last session) and no tick, until the market opens', async () => {
    // Saturday 2026-11-21, noon in New York.
    setClock(Date.parse('2026-11-21T17:00:00Z'));
    const client = await connect();
    send(client, { type: 'subscribe', symbols: ['MSFT'] });
    const snapshot = await client.next('snapshot');
    expect((snapshot.quotes as { marketSession: string }[])[0]?.marketSession).toBe('no-trading');
    // The feed looked for changes several times meanwhile, and sent nothing.
    const looked = (await stats()).looks;
    await eventually(stats, (now) => now.looks >= looked + 4, 2_000);
    expect(client.frames.filter((f) => f.type === 'tick')).toEqual([]);
    // The same subscription ticks once the clock is in a session.
    setClock(OPEN_MARKET);
    expect(((await client.next('tick')).quote as { marketSession: string }).marketSession).toBe('intraDay');
    client.socket.close();
  });

  it('sends each quote once more when the after-hours end (its session turns no-trading), then nothing', async () => {
    // Wednesday 2026-11-25, 19:59:58 in New York: two seconds of after-hours left.
    setClock(Date.parse('2026-11-26T00:59:58Z'));
    const client = await connect();
    send(client, { type: 'subscribe', symbols: ['MSFT'] });
    expect(((await client.next('snapshot')).quotes as { marketSession: string }[])[0]?.marketSession).toBe('afterHours');
    const sessionsTicked = () => client.frames.filter((f) => f.type === 'tick').map((f) => (f.quote as { marketSession: string }).marketSession);
    await eventually(
      async () => sessionsTicked(),
      (ticked) => ticked.length > 0,
      2_000,
    );
    setClock(Date.parse('2026-11-26T01:00:05Z'));
    await eventually(
      async () => sessionsTicked(),
      (ticked) => ticked.includes('no-trading'),
      2_000,
    );
    const looked = (await stats()).looks;
    await eventually(stats, (now) => now.looks >= looked + 4, 2_000);
    expect(sessionsTicked().filter((session) => session === 'no-trading')).toHaveLength(1);
    expect(sessionsTicked().at(-1)).toBe('no-trading');
    client.socket.close();
  });
});

describe('bad input', () => {
  it('refuses a client that does not name its app, and any other upgrade path', async () => {
    await expect(connect({})).rejects.toThrow(/400/);
    const stray = new WebSocket(`${sandbox.url.replace('http', 'ws')}/business/elsewhere`, { headers: { 'x-app-id': 'usstock-web' } });
    await expect(new Promise((resolve, reject) => (stray.once('open', resolve), stray.once('error', reject)))).rejects.toThrow(/404/);
  });

  it('answers malformed frames, unknown and bad symbols with an error frame and keeps the client', async () => {
    setClock(OPEN_MARKET);
    const client = await connect();
    client.socket.send('{not json');
    expect(await client.next('error')).toMatchObject({ code: 'malformed' });
    send(client, { type: 'subscribe', symbols: [] });
    expect(await client.next('error')).toMatchObject({ code: 'malformed' });
    send(client, { type: 'subscribe', symbols: ['<script>', 'NVDA'] });
    expect(await client.next('error')).toMatchObject({ code: 'badSymbol', symbols: ['?script?'] });
    send(client, { type: 'subscribe', symbols: ['ZZZZZZ', 'TSM'] });
    const [snapshot, unknown] = [await client.next('snapshot'), await client.next('error')];
    expect((snapshot.quotes as { id: string }[]).map((q) => q.id)).toEqual(['TSM']);
    expect(unknown).toMatchObject({ code: 'unknownSymbol', symbols: ['ZZZZZZ'] });
    send(client, { type: 'subscribe', symbols: Array.from({ length: MAX_SYMBOLS_PER_FRAME + 1 }, (_, i) => `A${i}`) });
    expect(await client.next('error')).toMatchObject({ code: 'tooManySymbols', message: `at most ${MAX_SYMBOLS_PER_FRAME} symbols per frame` });
    // Still subscribed to TSM, still ticking.
    expect(((await client.next('tick')).quote as { id: string }).id).toBe('TSM');
    client.socket.close();
  });

  it('lets a client hold up to its limit of listings over several frames, and refuses the frame that would pass it', async () => {
    const ids = ['nasdaq-listed.csv', 'other-listed.csv']
      .flatMap((file) => readFileSync(`sandbox/data/listings/${file}`, 'utf8').split('\n').slice(1))
      .map((row) => row.split(',')[0] ?? '')
      .filter((id) => /^[A-Z]{1,5}$/.test(id));
    const client = await connect();
    send(client, { type: 'subscribe', symbols: ids.slice(0, MAX_SYMBOLS_PER_FRAME) });
    await client.next('snapshot');
    const held = (await stats()).subscriptions;
    send(client, { type: 'subscribe', symbols: ids.slice(MAX_SYMBOLS_PER_FRAME, 2 * MAX_SYMBOLS_PER_FRAME) });
    // (Listings the sandbox leaves out are answered unknownSymbol on the way.)
    let error = await client.next('error');
    while (error.code === 'unknownSymbol') error = await client.next('error');
    expect(error).toMatchObject({ code: 'tooManySymbols', message: `at most ${MAX_HELD} symbols per client` });
    // The refused frame took nothing; the client keeps what it held.
    expect((await stats()).subscriptions).toEqual(held);
    client.socket.close();
  });

  it('closes a client that sends an oversized or binary frame, and other clients keep their ticks', async () => {
    setClock(OPEN_MARKET);
    const bystander = await connect();
    send(bystander, { type: 'subscribe', symbols: ['AMD'] });
    await bystander.next('snapshot');
    const big = await connect();
    big.socket.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect((await big.closed).code).toBe(1009);
    const binary = await connect();
    binary.socket.send(Buffer.from([1, 2, 3]));
    expect(await binary.closed).toEqual({ code: 1003, reason: 'text frames only' });
    expect(((await bystander.next('tick')).quote as { id: string }).id).toBe('AMD');
    bystander.socket.close();
  });

  it('drops only the clients holding a symbol when the outage names one', async () => {
    const holder = await connect();
    send(holder, { type: 'subscribe', symbols: ['TSM'] });
    await holder.next('snapshot');
    const other = await connect();
    send(other, { type: 'subscribe', symbols: ['AMD'] });
    await other.next('snapshot');
    await fetch(`${sandbox.url}/__sandbox/quote-feed/drop?symbol=tsm`, { method: 'POST' });
    expect(await holder.closed).toEqual({ code: 1012, reason: 'feed restarting' });
    await eventually(
      async () => (await stats()).held,
      (held) => JSON.stringify(held) === JSON.stringify([['AMD']]),
    );
    other.socket.close();
  });

  it('refuses new clients while the business service fails, and drops every client on demand', async () => {
    const client = await connect();
    await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({ fail: 'business=500' }) });
    try {
      await expect(connect()).rejects.toThrow(/503/);
    } finally {
      await fetch(`${sandbox.url}/__sandbox/knobs`, { method: 'PUT', body: JSON.stringify({}) });
    }
    await fetch(`${sandbox.url}/__sandbox/quote-feed/drop`, { method: 'POST' });
    expect(await client.closed).toEqual({ code: 1012, reason: 'feed restarting' });
  });

  it('asks the clients holding a symbol to restart (the rooms of a test stack), and no other client', async () => {
    const [holder, other] = await Promise.all([connect(), connect()]);
    holder.socket.send(JSON.stringify({ type: 'subscribe', symbols: ['NVDA'] }));
    other.socket.send(JSON.stringify({ type: 'subscribe', symbols: ['AMD'] }));
    await Promise.all([holder.next('snapshot'), other.next('snapshot')]);
    const asked = await fetch(`${sandbox.url}/__sandbox/quote-feed/restart-rooms?symbol=NVDA`, { method: 'POST' });
    expect(await asked.json()).toEqual({ asked: 1 });
    expect(await holder.next('testRestart')).toEqual({ type: 'testRestart' });
    expect(other.frames.some((frame) => frame.type === 'testRestart')).toBe(false);
    expect((await fetch(`${sandbox.url}/__sandbox/quote-feed/restart-rooms?symbol=%3Cx%3E`, { method: 'POST' })).status).toBe(400);
    holder.socket.close();
    other.socket.close();
  });
});
