import { DurableObject } from 'cloudflare:workers';
import { type LiveEnv, type QuoteHubRpc, roomStub } from './env.ts';
import { type LiveQuote, quoteUpdate } from './live-quote.ts';
import type { LiveQuoteUpdate } from '../src/lib/market/live-quote.ts';
import { byRoom } from './room-shards.ts';
import { Coalescer } from './coalescer.ts';
import { applyFrame, CLOSE, countFrame, MAX_READER_FRAME_BYTES, parseReaderFrame, readerError } from './reader-frames.ts';

/** What a reader's socket carries across hibernation (serializeAttachment). */
interface SocketState {
  symbols: string[];
  /** Times of its recent frames, for the flood limit. */
  recent: number[];
}


/**
 * How long a hub collects the rooms' deliveries before it sends each reader one frame of them. The
 * rooms deliver one feed tick's changes within some tens of milliseconds of each other: 20 ms split
 * them into about two frames a reader each second, 50 ms into one (the bench, 2,000 readers: p99 1,118
 * → 773 ms with fewer messages to send); 100 ms gained nothing more.
 */
const BATCH_MS = 50;

/**
 * The hub's frames take the rooms' rule (one per clock second, as fresh as that allows) under one key:
 * a room's delivery that comes after this second's frame has gone (a loaded machine spreads the rooms
 * past BATCH_MS; CI saw two frames a second) joins the next second's frame instead of making another.
 */
const FRAME = 'frame';

/** Sends unless the socket has closed meanwhile (one reader gone never stops the others' frames). */
function sendTo(socket: WebSocket, frame: string): void {
  try {
    socket.send(frame);
  } catch {
    // Closed: its close handler releases its symbols.
  }
}

/**
 * A reader hub (decision 035): many readers' sockets, one per tab, accepted with the Hibernation API
 * (an idle hub costs nothing; each socket's symbols ride in its attachment). The hub joins the room of
 * every symbol any of its readers holds, once, and leaves it when the last of them lets go; each quote
 * a room delivers goes to the readers holding its symbol, cut to what changed.
 */
export class QuoteHub extends DurableObject<LiveEnv> implements QuoteHubRpc {
  /** The last quote delivered per symbol (gone after hibernation: the next delivery is then whole). */
  private latest = new Map<string, LiveQuote>();
  /**
   * Each socket's state while the hub is awake, so a delivery (every symbol, every second) reads memory
   * instead of deserialising every socket's attachment; the attachment keeps it across hibernation.
   */
  private states = new WeakMap<WebSocket, SocketState>();
  /** The changes delivered since the last flush, by symbol (a second's deliveries, batched). */
  private pending = new Map<string, LiveQuoteUpdate>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private flushAt = Infinity;
  private frames = new Coalescer(BATCH_MS);

  private stateOf(socket: WebSocket): SocketState {
    let state = this.states.get(socket);
    if (!state) {
      state = (socket.deserializeAttachment() as SocketState | null) ?? { symbols: [], recent: [] };
      this.states.set(socket, state);
    }
    return state;
  }

  private setState(socket: WebSocket, state: SocketState): void {
    this.states.set(socket, state);
    try {
      socket.serializeAttachment(state);
    } catch {
      // A closed socket's attachment cannot change; memory says what it holds until it is gone.
    }
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    this.setState(server, { symbols: [], recent: [] });
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== 'string') return this.refuse(socket, CLOSE.binary);
    if (new TextEncoder().encode(message).byteLength > MAX_READER_FRAME_BYTES) return this.refuse(socket, CLOSE.tooBig);
    const state = this.stateOf(socket);
    const { recent, flood } = countFrame(state.recent, Date.now());
    if (flood) return this.refuse(socket, CLOSE.flood);
    const frame = parseReaderFrame(message);
    const applied = frame.type === 'error' ? frame : applyFrame(state.symbols, frame);
    if ('type' in applied) {
      this.setState(socket, { ...state, recent });
      return sendTo(socket, JSON.stringify(applied));
    }
    const before = this.heldSymbols();
    this.setState(socket, { symbols: applied.symbols, recent });
    const added = applied.symbols.filter((symbol) => !state.symbols.includes(symbol));
    const unknown: string[] = [];
    const joining: string[] = [];
    for (const symbol of added) {
      const known = this.latest.get(symbol);
      if (before.has(symbol) && known) sendTo(socket, JSON.stringify({ type: 'quote', ...known }));
      else joining.push(symbol);
    }
    // One call per room (a shard of symbols), not per symbol.
    await Promise.all(
      [...byRoom(joining)].map(async ([room, symbols]) => {
        const answer = await this.room(room).join(symbols, this.ctx.id.toString());
        unknown.push(...answer.unknown);
        for (const quote of answer.quotes) {
          this.latest.set(quote.symbol, quote);
          sendTo(socket, JSON.stringify({ type: 'quote', ...quote }));
        }
      }),
    );
    if (unknown.length > 0) {
      const now = this.stateOf(socket);
      this.setState(socket, { ...now, symbols: now.symbols.filter((symbol) => !unknown.includes(symbol)) });
      sendTo(socket, JSON.stringify(readerError('unknownSymbol', 'no such listing', unknown)));
    }
    await this.leaveDropped(before);
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    await this.release(socket);
    // The reader closed; answer its close (a code the reader may not send back is replaced by 1000).
    try {
      socket.close(code >= 3000 || code === 1000 ? code : 1000, reason);
    } catch {
      // Already closed.
    }
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    await this.release(socket);
  }

  /**
   * A room's quotes (RPC): the latest of each of its symbols that changed, for the readers holding
   * them. Every room delivers a feed tick's changes shortly after the tick, some tens of milliseconds
   * apart under load: the hub collects them for BATCH_MS and sends each reader one `quotes` frame with
   * all of its symbols' changes, cut to what changed, not a frame per room or per symbol.
   */
  async deliver(quotes: LiveQuote[]): Promise<void> {
    for (const quote of quotes) {
      const update = quoteUpdate(this.latest.get(quote.symbol), quote);
      this.latest.set(quote.symbol, quote);
      if (update) this.pending.set(quote.symbol, { ...this.pending.get(quote.symbol), ...update });
    }
    if (this.pending.size > 0) this.scheduleFlush();
  }

  /** The flush at the frame's next turn, or earlier than the one already set (a new second's delivery). */
  private scheduleFlush(): void {
    const at = this.frames.changed(FRAME, Date.now());
    if (this.flushTimer !== undefined && this.flushAt <= at) return;
    clearTimeout(this.flushTimer);
    this.flushAt = at;
    this.flushTimer = setTimeout(() => this.flush(), Math.max(0, at - Date.now()));
  }

  private flush(): void {
    this.flushTimer = undefined;
    this.flushAt = Infinity;
    this.frames.sent([FRAME], Date.now());
    const pending = this.pending;
    this.pending = new Map();
    for (const socket of this.ctx.getWebSockets()) {
      // A timer's exception would break the hub and drop every reader: one socket's trouble stays its own.
      try {
        const quotes = this.stateOf(socket).symbols.flatMap((symbol) => pending.get(symbol) ?? []);
        if (quotes.length > 0) sendTo(socket, JSON.stringify({ type: 'quotes', quotes }));
      } catch (err) {
        console.error('[live] a reader missed a batch', err);
      }
    }
  }

  /** Closes a reader's socket for what it sent (the reason says what) and lets go of its symbols. */
  private async refuse(socket: WebSocket, close: { code: number; reason: string }): Promise<void> {
    await this.release(socket);
    socket.close(close.code, close.reason);
  }

  private room(name: string) {
    return roomStub(this.env, name);
  }

  /** Every symbol some open socket of this hub holds. */
  private heldSymbols(except?: WebSocket): Set<string> {
    const held = new Set<string>();
    for (const socket of this.ctx.getWebSockets()) {
      if (socket === except) continue;
      for (const symbol of this.stateOf(socket).symbols) held.add(symbol);
    }
    return held;
  }

  private async release(socket: WebSocket): Promise<void> {
    // In webSocketClose the closing socket is no longer among getWebSockets(): count its symbols here.
    const before = this.heldSymbols();
    for (const symbol of this.stateOf(socket).symbols) before.add(symbol);
    this.setState(socket, { symbols: [], recent: [] });
    await this.leaveDropped(before, socket);
  }

  /** Leaves the rooms of symbols that were held before and no socket holds now. */
  private async leaveDropped(before: Set<string>, closing?: WebSocket): Promise<void> {
    const now = this.heldSymbols(closing);
    const dropped = [...before].filter((symbol) => !now.has(symbol));
    for (const symbol of dropped) this.latest.delete(symbol);
    await Promise.all([...byRoom(dropped)].map(([room, symbols]) => this.room(room).leave(symbols, this.ctx.id.toString())));
  }
}
