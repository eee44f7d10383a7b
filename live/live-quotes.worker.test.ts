import { describe, expect, it } from 'vitest';
import { eventually } from '../tests/support/eventually.ts';
import { feedStats, live, openReader, quotesOf, subscribe } from '../tests/support/app/live-reader.ts';
import { byRoom } from './room-shards.ts';
import { MAX_SYMBOLS_PER_SOCKET } from '../protocol/live-quote.ts';
import { reconnectDelay } from '../src/lib/market/reconnect-delay.ts';
import { MAX_FRAMES_PER_WINDOW, MAX_READER_FRAME_BYTES } from './reader-frames.ts';

/**
 * How soon the live price must be back after the feed drops: the room's reconnect may fail twice on a busy
 * machine (the sandbox still closing, every dropped room coming back at once), so three of its waits at
 * their longest (1, 2 and 4 s, each a third more at most) and two seconds for the snapshot to reach the reader.
 */
const BACK_WITHIN_MS = [0, 1, 2].reduce((sum, attempt) => sum + reconnectDelay(attempt, () => 1), 2_000);

/**
 * The live-quote objects in workerd (real Durable Objects, real sockets) against the sandbox's quote
 * feed (tests/support/live-feed-setup.ts: an open market, ticks every 100 ms, grace 300 ms here).
 * A rude client's tests (limits, unread data, the rooms' storage) are in rude-client.worker.test.ts.
 */
describe('one upstream subscription per symbol, fanned out', () => {
  it('gives three readers on two hubs the quote and its changes over one feed subscription', async () => {
    const readers = await Promise.all([openReader('fan-a'), openReader('fan-a'), openReader('fan-b')]);
    for (const reader of readers) subscribe(reader, ['NVDA']);
    for (const reader of readers) {
      const [first] = await eventually(
        () => quotesOf(reader, 'NVDA'),
        (q) => q.length > 0,
      );
      expect(first).toMatchObject({ type: 'quote', symbol: 'NVDA', session: 'intraDay', delayed: false });
      expect(first?.price).toEqual(expect.any(Number));
    }
    expect((await feedStats()).subscriptions.NVDA).toBe(1);
    // Then updates: only what changed, with the time.
    for (const reader of readers) {
      const update = (
        await eventually(
          () => quotesOf(reader, 'NVDA'),
          (q) => q.length > 1,
        )
      )[1];
      expect(update).toMatchObject({ type: 'quote', symbol: 'NVDA', time: expect.any(String) });
      expect(Object.keys(update ?? {}).length).toBeLessThan(Object.keys(quotesOf(reader, 'NVDA')[0] ?? {}).length);
    }
    for (const reader of readers) reader.socket.close(1000, 'done');
    // The last reader gone, the grace over: no subscription left upstream.
    await eventually(feedStats, (stats) => !('NVDA' in stats.subscriptions));
  }, 15_000);

  it('holds the symbols of one room (a shard) on one feed socket', async () => {
    const candidates = [
      'AAPL',
      'ADBE',
      'AMGN',
      'AVGO',
      'BA',
      'BAC',
      'C',
      'CAT',
      'COST',
      'CRM',
      'CSCO',
      'CVX',
      'DIS',
      'F',
      'GE',
      'GM',
      'GS',
      'HD',
      'IBM',
      'INTC',
      'JNJ',
      'JPM',
      'KO',
      'LLY',
      'MA',
      'MCD',
      'MRK',
      'MS',
      'NFLX',
      'NKE',
      'ORCL',
      'PEP',
      'PFE',
      'PG',
      'QCOM',
      'SBUX',
      'T',
      'TXN',
      'UNH',
      'UPS',
      'V',
      'VZ',
      'WFC',
      'WMT',
      'XOM',
    ];
    const symbols = [...byRoom(candidates).values()].sort((a, b) => b.length - a.length)[0]?.slice(0, 5) ?? [];
    expect(symbols.length).toBeGreaterThanOrEqual(3);
    const reader = await openReader('shard');
    subscribe(reader, symbols);
    for (const symbol of symbols)
      await eventually(
        () => quotesOf(reader, symbol),
        (q) => q.length > 0,
      );
    // One client holds them all (other files' rooms may hold sockets of their own meanwhile: the feed is shared).
    const stats = await feedStats();
    const holders = stats.held.filter((held) => symbols.some((symbol) => held.includes(symbol)));
    expect(holders).toHaveLength(1);
    expect(holders[0]).toEqual(expect.arrayContaining(symbols));
    for (const symbol of symbols) expect(stats.subscriptions[symbol]).toBe(1);
    reader.socket.close(1000, 'done');
    await eventually(feedStats, (now) => symbols.every((symbol) => !(symbol in now.subscriptions)));
  }, 10_000);

  it('sends a reader at most one update per symbol in each second of the clock while the feed ticks ten times as often', async () => {
    const reader = await openReader('coalesce');
    subscribe(reader, ['AAPL']);
    await eventually(
      () => quotesOf(reader, 'AAPL'),
      (q) => q.length > 0,
    );
    const startTicks = (await feedStats()).ticksSent;
    const startCount = quotesOf(reader, 'AAPL').length;
    const from = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const to = Date.now();
    expect((await feedStats()).ticksSent - startTicks).toBeGreaterThanOrEqual(10);
    const arrivals = quotesOf(reader, 'AAPL').slice(startCount);
    expect(arrivals.length).toBeGreaterThanOrEqual(1);
    // One per clock second at most: no more than the seconds the window touched.
    expect(arrivals.length).toBeLessThanOrEqual(Math.floor(to / 1_000) - Math.floor(from / 1_000) + 1);
    reader.socket.close(1000, 'done');
  }, 10_000);

  it('sends a reader of several symbols one frame a second with all their changes, not one per symbol', async () => {
    const reader = await openReader('batch');
    const symbols = ['MSFT', 'AMZN', 'GOOG', 'META', 'TSLA'];
    subscribe(reader, symbols);
    for (const symbol of symbols)
      await eventually(
        () => quotesOf(reader, symbol),
        (q) => q.length > 0,
      );
    const startBatches = reader.batches;
    const startQuotes = reader.quotes.length;
    const from = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const to = Date.now();
    const batches = reader.batches - startBatches;
    expect(batches).toBeGreaterThanOrEqual(1);
    expect(batches).toBeLessThanOrEqual(Math.floor(to / 1_000) - Math.floor(from / 1_000) + 1);
    // More quotes than frames: a frame carries several symbols.
    expect(reader.quotes.length - startQuotes).toBeGreaterThan(batches);
    reader.socket.close(1000, 'done');
  }, 10_000);
});

describe('readers who send what they should not', () => {
  it('answers malformed frames, bad, unknown and too many symbols with error frames and keeps the socket', async () => {
    const reader = await openReader('hostile');
    reader.socket.send('{not json');
    subscribe(reader, ['<img src=x>']);
    subscribe(
      reader,
      Array.from({ length: MAX_SYMBOLS_PER_SOCKET + 1 }, (_, i) => `S${i}`),
    );
    subscribe(reader, ['ZZZZZZ', 'MSFT']);
    const errors = await eventually(
      () => reader.errors,
      (e) => e.length >= 4,
    );
    expect(errors.map((e) => e.code).sort()).toEqual(['badSymbol', 'malformed', 'tooManySymbols', 'unknownSymbol']);
    expect(errors.find((e) => e.code === 'unknownSymbol')?.symbols).toEqual(['ZZZZZZ']);
    await eventually(
      () => quotesOf(reader, 'MSFT'),
      (q) => q.length > 0,
    );
    reader.socket.close(1000, 'done');
  });

  it('closes a socket that sends binary, oversized or flooding frames, and its neighbours go on', async () => {
    const neighbour = await openReader('abuse');
    subscribe(neighbour, ['AMD']);
    await eventually(
      () => quotesOf(neighbour, 'AMD'),
      (q) => q.length > 0,
    );
    const binary = await openReader('abuse');
    binary.socket.send(new Uint8Array([1, 2, 3]));
    expect(await binary.closed).toEqual({ code: 1003, reason: 'text frames only' });
    const big = await openReader('abuse');
    big.socket.send(JSON.stringify({ type: 'subscribe', symbols: ['A'.repeat(MAX_READER_FRAME_BYTES)] }));
    expect((await big.closed).code).toBe(1009);
    const flood = await openReader('abuse');
    for (let i = 0; i <= MAX_FRAMES_PER_WINDOW; i += 1) subscribe(flood, ['AMD']);
    expect(await flood.closed).toEqual({ code: 1008, reason: 'too many frames' });
    const count = quotesOf(neighbour, 'AMD').length;
    await eventually(
      () => quotesOf(neighbour, 'AMD').length,
      (n) => n > count,
    );
    neighbour.socket.close(1000, 'done');
  }, 10_000);
});

describe('the upstream feed lost', () => {
  it(
    'marks the price delayed for the readers, reconnects, and the live price comes back',
    async () => {
      const reader = await openReader('outage');
      subscribe(reader, ['TSM']);
      await eventually(
        () => quotesOf(reader, 'TSM'),
        (q) => q.length > 0,
      );
      // Only the feed clients holding TSM (this block's symbol) lose their socket: other files' rooms keep theirs.
      await fetch(`${live.LIVE_FEED_URL}/__sandbox/quote-feed/drop?symbol=TSM`, { method: 'POST' });
      await eventually(
        () => quotesOf(reader, 'TSM'),
        (q) => q.some((f) => f.delayed === true),
      );
      const marked = quotesOf(reader, 'TSM').findIndex((f) => f.delayed === true);
      await eventually(
        () => quotesOf(reader, 'TSM').slice(marked + 1),
        (q) => q.some((f) => f.delayed === false),
        BACK_WITHIN_MS,
      );
      expect((await feedStats()).subscriptions.TSM).toBe(1);
      reader.socket.close(1000, 'done');
    },
    BACK_WITHIN_MS + 4_000,
  );
});

/** Symbols no other test here holds, so the feed's counts and the rooms' calls are this block's own. */
