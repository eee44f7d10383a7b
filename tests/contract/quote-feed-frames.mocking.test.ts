import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedClient } from '../../live/feed-client.ts';
import type { LiveQuote } from '../../live/live-quote.ts';
import { echoSafely, isFrameProblem, parseSubscriptionFrame } from '../../protocol/subscription-frame.ts';
import { loadCatalogue } from '../../sandbox/catalogue/index.ts';
import { type Quote, quoteAt } from '../../sandbox/market/quote.ts';
import { errorFrame, FeedFrameError, MAX_SYMBOLS_PER_FRAME, parseClientFrame, snapshotFrame, testRestartFrame, tickFrame } from '../../sandbox/quote-feed/protocol.ts';

/**
 * The quote feed's frames between the live Worker's feed client (the app's side: live/feed-client.ts
 * writes subscriptions and reads quotes; protocol/subscription-frame.ts reads subscriptions at
 * the hubs) and the sandbox feed's own codec (sandbox/quote-feed/protocol.ts). Each side is written
 * apart from the other; a shape or a rule they read differently fails here.
 */

/** The one socket a FeedClient opens: what it sends is kept, and frames are delivered to it by hand. */
class RecordingFeedSocket {
  readonly sent: string[] = [];
  private readonly listeners = new Map<string, ((event: { data: unknown }) => void)[]>();
  accept(): void {}
  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {}
  deliver(text: string): void {
    for (const listener of this.listeners.get('message') ?? []) listener({ data: text });
  }
}

let socket: RecordingFeedSocket;
let received: { quotes: LiveQuote[]; unknown: string[][]; restarts: number };

/** A FeedClient wanting `symbols`, connected to a recording socket (a feed socket needs workerd's fetch). */
async function connectedClient(symbols: string[]): Promise<FeedClient> {
  const client = new FeedClient('https://feed.test/business/quote-feed', 'usstock-live', () => symbols, {
    quote: (quote) => received.quotes.push(quote),
    unknown: (unknown) => received.unknown.push(unknown),
    lost: () => {},
    restart: () => (received.restarts += 1),
  });
  client.subscribe(symbols);
  await vi.waitFor(() => expect(socket.sent.length).toBeGreaterThan(0));
  return client;
}

beforeEach(() => {
  socket = new RecordingFeedSocket();
  received = { quotes: [], unknown: [], restarts: 0 };
  vi.stubGlobal('fetch', async () => ({ status: 101, webSocket: socket }));
});
afterEach(() => vi.unstubAllGlobals());

const catalogue = loadCatalogue([]);
const symbols = ['NVDA', 'AAPL', 'BRK.B', '#DJI', 'KO', 'SPY'];
/** Friday 2026-11-20 in New York: before the open, during it, after it; and a Saturday. */
const CLOCKS = ['2026-11-20T12:00:00Z', '2026-11-20T16:00:00Z', '2026-11-20T22:00:00Z', '2026-11-21T15:00:00Z'].map(Date.parse);

/** What a reader is told of a feed quote: every field the live quote carries. */
const asLiveQuote = (quote: Quote): LiveQuote => ({
  symbol: quote.id,
  price: quote.price,
  change: quote.change,
  changePercent: quote.changePercent,
  volume: quote.volume,
  session: quote.marketSession,
  time: quote.time,
  tradingDate: quote.tradingDate,
  extendedHours: quote.extendedHours,
  delayed: false,
});

describe('quote feed frames: the live feed client and the sandbox feed agree', () => {
  it('the subscribe and unsubscribe frames the client writes are read by the feed as the symbols meant', async () => {
    const wanted = Array.from({ length: 450 }, (_, index) => `S${index}`);
    const client = await connectedClient(wanted);
    client.unsubscribe(['S1', 'S2']);
    const frames = socket.sent.map(parseClientFrame);
    expect(frames.map((frame) => frame.type)).toEqual(['subscribe', 'subscribe', 'subscribe', 'unsubscribe']);
    expect(frames.slice(0, 3).flatMap((frame) => frame.symbols)).toEqual(wanted);
    expect(frames[3]?.symbols).toEqual(['S1', 'S2']);
    expect(Math.max(...frames.map((frame) => frame.symbols.length))).toBeLessThanOrEqual(MAX_SYMBOLS_PER_FRAME);
  });

  it.each(CLOCKS.map((at) => [new Date(at).toISOString(), at] as const))('snapshots and ticks at %s are read as the quotes the feed sent', async (_, at) => {
    await connectedClient(symbols);
    const quotes = symbols.map((symbol) => quoteAt(catalogue.get(symbol)!, at));
    socket.deliver(snapshotFrame(quotes.slice(0, 4)));
    for (const quote of quotes.slice(4)) socket.deliver(tickFrame(quote));
    expect(received.quotes).toEqual(quotes.map(asLiveQuote));
  });

  it('those clocks cover every session, extended-hours prices included', () => {
    const nvda = CLOCKS.map((at) => quoteAt(catalogue.get('NVDA')!, at));
    expect(nvda.map((quote) => quote.marketSession)).toEqual(['preMarket', 'intraDay', 'afterHours', 'no-trading']);
    expect(nvda.map((quote) => quote.extendedHours?.session ?? null)).toEqual(['preMarket', null, 'afterHours', null]);
  });

  it('the symbols an error frame names are the ones the client stops waiting for', async () => {
    await connectedClient(symbols);
    socket.deliver(errorFrame('unknownSymbol', 'no such listing', ['ZZZZ']));
    socket.deliver(errorFrame('badSymbol', 'not stock ids', ['?script?']));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    socket.deliver(errorFrame('malformed', 'a frame is one JSON object'));
    expect(received.unknown).toEqual([['ZZZZ'], ['?script?']]);
    expect(received.quotes).toEqual([]);
  });
});

/** Subscription frames both readers meet: the sandbox feed's and the hubs' (with the feed's limit). */
const SUBSCRIPTION_FRAMES: [name: string, text: string][] = [
  ['plain', '{"type":"subscribe","symbols":["NVDA","AAPL"]}'],
  ['spellings that normalise', '{"type":"unsubscribe","symbols":[" nvda","brk.b",".dji","#spx","NVDA"]}'],
  ['marks of US listings', '{"type":"subscribe","symbols":["BFH$A","BRK-B","^VIX","EUR=X"]}'],
  ['not JSON', 'subscribe NVDA'],
  ['not an object', '["subscribe"]'],
  ['null', 'null'],
  ['unknown type', '{"type":"watch","symbols":["NVDA"]}'],
  ['no symbols', '{"type":"subscribe","symbols":[]}'],
  ['symbols not strings', '{"type":"subscribe","symbols":["NVDA",7]}'],
  ['markup and paths', '{"type":"subscribe","symbols":["<script>alert(1)</script>","../etc","NVDA"]}'],
  ['too long', `{"type":"subscribe","symbols":["${'A'.repeat(18)}"]}`],
  ['empty and blank', '{"type":"subscribe","symbols":[""," "]}'],
  ['the most a frame may name', JSON.stringify({ type: 'subscribe', symbols: Array.from({ length: MAX_SYMBOLS_PER_FRAME }, (_, i) => `S${i}`) })],
  ['one more', JSON.stringify({ type: 'subscribe', symbols: Array.from({ length: MAX_SYMBOLS_PER_FRAME + 1 }, (_, i) => `S${i}`) })],
];

function sandboxReading(text: string): unknown {
  try {
    return parseClientFrame(text);
  } catch (error) {
    if (!(error instanceof FeedFrameError)) throw error;
    return { problem: error.code, ...(error.symbols.length > 0 ? { rejected: error.symbols } : {}) };
  }
}

function appReading(text: string): unknown {
  const read = parseSubscriptionFrame(text, { maxSymbols: MAX_SYMBOLS_PER_FRAME, per: 'frame' });
  if (!isFrameProblem(read)) return read;
  // The feed echoes what it rejects made safe (as the hubs do when they answer); the reader hands back what was sent.
  const rejected = read.rejected?.map(echoSafely);
  return { problem: read.problem, ...(rejected ? { rejected } : {}) };
}

describe('subscription frames: the hubs reader and the sandbox feed read them alike', () => {
  it.each(SUBSCRIPTION_FRAMES)('%s', (_, text) => {
    expect(sandboxReading(text)).toEqual(appReading(text));
  });

  it("the sandbox's testRestart frame reaches the client as a restart request, and nothing else", async () => {
    await connectedClient(['NVDA']);
    socket.deliver(testRestartFrame());
    expect(received).toEqual({ quotes: [], unknown: [], restarts: 1 });
  });
});
