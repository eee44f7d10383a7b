import { env } from 'cloudflare:test';
import type { LiveEnv } from '../../../live/env.ts';
import { LIVE_CLIENT_HEADER } from '../../../protocol/live-client.ts';
import { pongFor } from '../../../protocol/live-ping.ts';

/**
 * Readers of the live Worker's hubs in its workerd tests (live/*.worker.test.ts), against the `live`
 * project's sandbox feed (tests/support/live-feed-setup.ts).
 */
export const live = env as unknown as LiveEnv & { LIVE_FEED_URL: string };

export interface Reader {
  socket: WebSocket;
  /** Every quote it got, one entry each: a subscribe's whole quotes and the entries of each `quotes` frame. */
  quotes: Record<string, unknown>[];
  /** How many `quotes` frames (the second's batches) it got. */
  batches: number;
  errors: Record<string, unknown>[];
  /** The hub's pings it got (answered unless it does not read). */
  pings: number;
  closed: Promise<{ code: number; reason: string }>;
}

let readers = 0;

/**
 * A reader's socket to a hub, as the site's door hands it over: with its client (address), one of its
 * own unless named. It answers the hub's pings as a page does, unless it `reads: false` (a client that
 * never reads what it is sent: its pings go unanswered).
 */
export async function openReader(hub: string, { client = `reader-${(readers += 1)}`, reads = true }: { client?: string; reads?: boolean } = {}): Promise<Reader> {
  const response = await live.QUOTE_HUBS.get(live.QUOTE_HUBS.idFromName(hub)).fetch('http://live/hub', { headers: { Upgrade: 'websocket', [LIVE_CLIENT_HEADER]: client } });
  const socket = response.webSocket;
  if (!socket) throw new Error(`the hub answered ${response.status}`);
  socket.accept();
  const reader: Reader = {
    socket,
    quotes: [],
    batches: 0,
    errors: [],
    pings: 0,
    closed: new Promise((resolve) => socket.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason }))),
  };
  socket.addEventListener('message', (event) => {
    const text = String(event.data);
    const pong = pongFor(text);
    if (pong) {
      reader.pings += 1;
      if (reads) socket.send(pong);
      return;
    }
    const frame = JSON.parse(text) as Record<string, unknown>;
    if (frame.type === 'quotes') {
      reader.batches += 1;
      for (const quote of frame.quotes as Record<string, unknown>[]) reader.quotes.push({ type: 'quote', ...quote });
    } else (frame.type === 'error' ? reader.errors : reader.quotes).push(frame);
  });
  return reader;
}

export const subscribe = (reader: Reader, symbols: string[]) => reader.socket.send(JSON.stringify({ type: 'subscribe', symbols }));
export const unsubscribe = (reader: Reader, symbols: string[]) => reader.socket.send(JSON.stringify({ type: 'unsubscribe', symbols }));
export const quotesOf = (reader: Reader, symbol: string) => reader.quotes.filter((q) => q.symbol === symbol);

/** The sandbox feed's counts: subscriptions per symbol, clients connected and each one's symbols, ticks sent. */
export const feedStats = async () =>
  (await (await fetch(`${live.LIVE_FEED_URL}/__sandbox/quote-feed`)).json()) as { subscriptions: Record<string, number>; clients: number; connections: number; held: string[][]; ticksSent: number };
