import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { ClosingSocket } from './closing-socket.ts';
import type { Catalogue } from '../catalogue/types.ts';
import { marketSession } from '../market/calendar.ts';
import { type Quote, quoteAt } from '../market/quote.ts';
import { errorFrame, FeedFrameError, MAX_FRAME_BYTES, MAX_SYMBOLS_PER_CLIENT, parseClientFrame, snapshotFrame, testRestartFrame, tickFrame } from './protocol.ts';

/**
 * The sandbox's quote feed: the upstream a production market-data feed would be, over
 * WebSocket at `/business/quote-feed` (protocol.ts has the frames). Every tick is `quoteAt` at the
 * feed's clock, the same quote the REST call answers at that instant, so a tick continues the day's
 * intraday series and agrees with the chart's last bar. It counts what it does for the bench and
 * the tests (`GET /__sandbox/quote-feed`): how many clients hold each symbol now, ticks sent.
 */
export const QUOTE_FEED_PATH = '/business/quote-feed';
/** How often the feed looks for changed quotes; a production feed pushes each trade, at most this often here. */
export const TICK_MS = 1_000;

const APP_ID = /^[\w.-]{1,100}$/;

export interface QuoteFeedOptions {
  catalogue: Catalogue;
  /** The market clock (SANDBOX_NOW, SANDBOX_CLOCK_START or the knobs' frozen time). */
  now: () => number;
  tickMs?: number | undefined;
  /** Symbols one client may hold at once; MAX_SYMBOLS_PER_CLIENT by default. */
  maxSymbolsPerClient?: number | undefined;
  /** An HTTP status to refuse new clients with (the business service's failure knob), or null. */
  refusal?: () => number | null;
}

export interface QuoteFeedStats {
  /** Symbol → clients subscribed to it now. */
  subscriptions: Record<string, number>;
  clients: number;
  /** Clients connected since the start, gone ones too: a client that reconnected shows here (a room restarted). */
  connections: number;
  /** Each client's symbols now (sorted): whether symbols share one socket, whatever other clients come and go. */
  held: string[][];
  ticksSent: number;
  /** Times the feed has looked for changed quotes (it looks once a tick period while anyone subscribes). */
  looks: number;
}

export interface QuoteFeed {
  /** Takes an HTTP upgrade for QUOTE_FEED_PATH (server.ts routes it here). */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  stats(): QuoteFeedStats;
  /**
   * Closes every client (1012, "feed restarting"): what an upstream outage looks like to the edge. With a
   * symbol, only the clients holding it: a test's outage then reaches no other test's rooms.
   */
  drop(holding?: string): void;
  /** Sends `testRestart` to each client holding `symbol` (a quote room restarts, in a test stack); how many. */
  askRestart(symbol: string): number;
  close(): void;
}

/** What makes a tick news: the time alone moving is not. */
const changeKey = (q: Quote) => `${q.price}|${q.volume}|${q.marketSession}|${q.extendedHours?.price ?? ''}`;

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ error: { message } });
  socket.end(`HTTP/1.1 ${status} Refused\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
}

export function createQuoteFeed(options: QuoteFeedOptions): QuoteFeed {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, WebSocket: ClosingSocket });
  const maxHeld = options.maxSymbolsPerClient ?? MAX_SYMBOLS_PER_CLIENT;
  const holders = new Map<string, Set<WebSocket>>();
  const held = new Map<WebSocket, Set<string>>();
  const lastSent = new Map<string, string>();
  let ticksSent = 0;
  let looks = 0;
  let connections = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  /** Whether the last look was in a session: the first look after the after-hours end still sends the quotes turned no-trading. */
  let wasTrading = false;

  const send = (socket: WebSocket, frame: string) => {
    if (socket.readyState === socket.OPEN) socket.send(frame);
  };

  const tick = () => {
    looks += 1;
    const now = options.now();
    const trading = marketSession(now) !== 'no-trading';
    // Closed: nothing moves, so nothing is sent, except once at the close, when each quote's session
    // turns no-trading (a page's session badge changes at the close without a reload).
    if (!trading && !wasTrading) return;
    wasTrading = trading;
    for (const [symbol, sockets] of holders) {
      const entry = options.catalogue.get(symbol);
      if (!entry) continue;
      const quote = quoteAt(entry, now);
      const key = changeKey(quote);
      const previous = lastSent.get(symbol);
      // At the close, only symbols that ticked in the session (a subscriber since has its snapshot).
      if (previous === key || (!trading && previous === undefined)) continue;
      lastSent.set(symbol, key);
      const frame = tickFrame(quote);
      for (const socket of sockets) {
        send(socket, frame);
        ticksSent += 1;
      }
    }
  };

  const keepTicking = () => {
    if (holders.size > 0 && !timer) timer = setInterval(tick, options.tickMs ?? TICK_MS);
    if (holders.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  const release = (socket: WebSocket, symbols: Iterable<string>) => {
    const mine = held.get(socket);
    for (const symbol of symbols) {
      mine?.delete(symbol);
      const sockets = holders.get(symbol);
      sockets?.delete(socket);
      if (sockets?.size === 0) {
        holders.delete(symbol);
        lastSent.delete(symbol);
      }
    }
    keepTicking();
  };

  const onFrame = (socket: WebSocket, data: RawData, isBinary: boolean) => {
    // Closing (the feed dropped it): what it still sends subscribes to nothing.
    if (socket.readyState !== socket.OPEN) return;
    if (isBinary) {
      socket.close(1003, 'text frames only');
      return;
    }
    try {
      const frame = parseClientFrame(data.toString());
      const mine = held.get(socket) ?? new Set<string>();
      if (frame.type === 'unsubscribe') {
        release(socket, frame.symbols);
        return;
      }
      const entries = frame.symbols.map((symbol) => options.catalogue.get(symbol));
      const known = entries.filter((entry) => entry !== undefined);
      const unknown = frame.symbols.filter((_, index) => entries[index] === undefined);
      if (new Set([...mine, ...known.map((entry) => entry.id)]).size > maxHeld) throw new FeedFrameError('tooManySymbols', `at most ${maxHeld} symbols per client`);
      const now = options.now();
      const quotes: Quote[] = [];
      for (const entry of known) {
        mine.add(entry.id);
        const sockets = holders.get(entry.id) ?? new Set<WebSocket>();
        sockets.add(socket);
        holders.set(entry.id, sockets);
        quotes.push(quoteAt(entry, now));
      }
      held.set(socket, mine);
      keepTicking();
      if (quotes.length > 0) send(socket, snapshotFrame(quotes));
      if (unknown.length > 0) send(socket, errorFrame('unknownSymbol', 'no such listing', unknown));
    } catch (error) {
      if (!(error instanceof FeedFrameError)) throw error;
      send(socket, errorFrame(error.code, error.message, error.symbols));
    }
  };

  server.on('connection', (socket) => {
    held.set(socket, new Set());
    connections += 1;
    socket.on('message', (data, isBinary) => onFrame(socket, data, isBinary));
    // ws closes a frame over maxPayload with 1009 itself; either way the client's symbols go, at the
    // close handshake's start (closing-socket.ts), or when the connection ends without one.
    const gone = () => {
      release(socket, [...(held.get(socket) ?? [])]);
      held.delete(socket);
    };
    socket.on('closing', gone);
    socket.on('close', gone);
    socket.on('error', () => socket.terminate());
  });

  return {
    handleUpgrade(request, socket, head) {
      const refusal = options.refusal?.();
      if (refusal) return refuseUpgrade(socket, refusal, 'the quote feed is failing (sandbox knob)');
      const appId = request.headers['x-app-id'];
      if (typeof appId !== 'string' || !APP_ID.test(appId)) return refuseUpgrade(socket, 400, 'the X-App-Id header must name the web app');
      server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request));
    },
    stats: () => ({
      subscriptions: Object.fromEntries([...holders].map(([symbol, sockets]) => [symbol, sockets.size])),
      clients: held.size,
      connections,
      held: [...held.values()].map((symbols) => [...symbols].sort()),
      ticksSent,
      looks,
    }),
    drop(holding) {
      for (const [socket, symbols] of held) if (holding === undefined || symbols.has(holding)) socket.close(1012, 'feed restarting');
    },
    askRestart(symbol) {
      const sockets = [...(holders.get(symbol) ?? [])];
      for (const socket of sockets) send(socket, testRestartFrame());
      return sockets.length;
    },
    close() {
      if (timer) clearInterval(timer);
      timer = undefined;
      for (const socket of server.clients) socket.terminate();
      server.close();
    },
  };
}
