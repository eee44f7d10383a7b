import { DurableObject } from 'cloudflare:workers';
import { type LiveEnv, type QuoteHubRpc, roomStub } from './env.ts';
import { type LiveQuote, quoteUpdate } from './live-quote.ts';
import type { LiveQuoteUpdate } from '../protocol/live-quote.ts';
import { LIVE_CLIENT_HEADER } from '../protocol/live-client.ts';
import type { StockId } from '../protocol/stock-id.ts';
import { byRoom } from './room-shards.ts';
import { Coalescer } from './coalescer.ts';
import { EarliestTimer } from './earliest-timer.ts';
import { HeldSymbols } from './held-symbols.ts';
import { ReadingProof } from './reading-proof.ts';
import { ClientLimits, clientTag, hubSettings } from './client-limits.ts';
import { applyFrame, CLOSE, countFrame, isOversized, parseReaderFrame, readerError } from './reader-frames.ts';

/** What a reader's socket carries across hibernation (serializeAttachment). */
interface SocketState {
  /** Its client (address, decision 035): limits count all of that client's sockets. */
  client: string;
  symbols: StockId[];
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

/** Sends unless the socket has closed meanwhile (one reader gone never stops the others' frames); whether it went. */
function sendTo(socket: WebSocket, frame: string): boolean {
  try {
    socket.send(frame);
    return true;
  } catch {
    // Closed: its close handler releases its symbols.
    return false;
  }
}

/**
 * A reader hub (decision 035): many readers' sockets, one per tab, accepted with the Hibernation API
 * (an idle hub costs nothing; each socket's symbols ride in its attachment), every socket of one client
 * (address) on the same hub, which counts them. The hub joins the room of every symbol any of its
 * readers holds, once, and leaves it shortly after the last of them lets go; each quote a room
 * delivers goes to the readers holding its symbol, cut to what changed.
 */
export class QuoteHub extends DurableObject<LiveEnv> implements QuoteHubRpc {
  private readonly settings = hubSettings(this.env);
  /** The last quote delivered per symbol (gone after hibernation: the next delivery is then whole). */
  private latest = new Map<string, LiveQuote>();
  /**
   * Each socket's state while the hub is awake, so a delivery (every symbol, every second) reads memory
   * instead of deserialising every socket's attachment; the attachment keeps it across hibernation.
   */
  private states = new WeakMap<WebSocket, SocketState>();
  /** Sockets this hub has closed: what they still send (a burst's frames in flight) is dropped unread. */
  private refused = new WeakSet<WebSocket>();
  /** What each socket was sent and has shown it read (memory only: a hibernating hub sends nothing). */
  private proofs = new WeakMap<WebSocket, ReadingProof>();
  private clients = new ClientLimits(
    this.settings,
    (tag) => this.ctx.getWebSockets(tag),
    (socket) => this.stateOf(socket).symbols,
  );
  /** The symbols the sockets hold, counted; built from the attachments on first use after waking. */
  private held: HeldSymbols | undefined;
  /** The changes delivered since the last flush, by symbol (a second's deliveries, batched). */
  private pending = new Map<string, LiveQuoteUpdate>();
  private readonly flushTimer = new EarliestTimer(() => this.flush());
  private frames = new Coalescer(BATCH_MS);

  private stateOf(socket: WebSocket): SocketState {
    let state = this.states.get(socket);
    if (!state) {
      state = (socket.deserializeAttachment() as SocketState | null) ?? { client: 'unknown', symbols: [], recent: [] };
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
    const client = request.headers.get(LIVE_CLIENT_HEADER) ?? 'unknown';
    const { 0: reader, 1: server } = new WebSocketPair();
    if (this.clients.full(client)) {
      // Accepted only to say why (a page sees a close reason, never a refused upgrade's status), and not
      // for hibernation: it is no reader of this hub's.
      server.accept();
      server.close(CLOSE.tooManySockets.code, CLOSE.tooManySockets.reason);
    } else {
      this.ctx.acceptWebSocket(server, [clientTag(client)]);
      this.setState(server, { client, symbols: [], recent: [] });
    }
    return new Response(null, { status: 101, webSocket: reader });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (this.refused.has(socket)) return;
    if (typeof message !== 'string') return this.refuse(socket, CLOSE.binary);
    if (isOversized(message)) return this.refuse(socket, CLOSE.tooBig);
    if (this.proofs.get(socket)?.answers(message)) return;
    const state = this.stateOf(socket);
    const { recent, flood } = countFrame(state.recent, Date.now());
    if (flood) return this.refuse(socket, CLOSE.flood);
    if (this.clients.flooding(state.client, Date.now())) return this.refuse(socket, CLOSE.clientFlood);
    const frame = parseReaderFrame(message);
    let applied = frame.type === 'error' ? frame : applyFrame(state.symbols, frame);
    if (!('type' in applied) && applied.symbols.length > state.symbols.length) applied = this.clients.symbolsPast(state.client, socket, applied.symbols) ?? applied;
    if ('type' in applied) {
      this.setState(socket, { ...state, recent });
      return this.send(socket, JSON.stringify(applied));
    }
    // Counted before the socket's new symbols are stored: after waking, the count is built from the stored ones.
    const held = this.heldSymbols();
    this.setState(socket, { ...state, symbols: applied.symbols, recent });
    const had = new Set(state.symbols);
    const has = new Set(applied.symbols);
    const added = applied.symbols.filter((symbol) => !had.has(symbol));
    held.release(state.symbols.filter((symbol) => !has.has(symbol)));
    const fresh = new Set(held.hold(added));
    // A symbol the hub holds already costs no room call: the reader gets its quote from memory.
    const known: LiveQuote[] = [];
    const joining: string[] = [];
    for (const symbol of added) {
      const quote = this.latest.get(symbol);
      if (quote && !fresh.has(symbol)) known.push(quote);
      else joining.push(symbol);
    }
    this.sendQuotes(socket, known);
    const unknown = await this.join(socket, joining);
    if (unknown.length === 0) return;
    const now = this.stateOf(socket);
    held.release(now.symbols.filter((symbol) => unknown.includes(symbol)));
    this.setState(socket, { ...now, symbols: now.symbols.filter((symbol) => !unknown.includes(symbol)) });
    this.send(socket, JSON.stringify(readerError('unknownSymbol', 'no such listing', unknown)));
  }

  override async webSocketClose(socket: WebSocket, code: number, reason: string): Promise<void> {
    this.release(socket);
    // The reader closed; answer its close (a code the reader may not send back is replaced by 1000).
    this.close(socket, { code: code >= 3000 || code === 1000 ? code : 1000, reason });
  }

  override async webSocketError(socket: WebSocket): Promise<void> {
    this.release(socket);
  }

  /**
   * A room's quotes (RPC): the latest of each of its symbols that changed, for the readers holding
   * them. Every room delivers a feed tick's changes shortly after the tick, some tens of milliseconds
   * apart under load: the hub collects them for BATCH_MS and sends each reader one `quotes` frame with
   * all of its symbols' changes, cut to what changed, not a frame per room or per symbol. Answers the
   * symbols no socket holds (nor let go of within the leave's wait): the room stops delivering them here.
   */
  async deliver(quotes: LiveQuote[]): Promise<string[]> {
    const held = this.heldSymbols();
    const notHeld: string[] = [];
    for (const quote of quotes) {
      if (!held.holds(quote.symbol)) {
        notHeld.push(quote.symbol);
        continue;
      }
      const update = quoteUpdate(this.latest.get(quote.symbol), quote);
      this.latest.set(quote.symbol, quote);
      if (update) this.pending.set(quote.symbol, { ...this.pending.get(quote.symbol), ...update });
    }
    if (this.pending.size > 0) this.scheduleFlush();
    return notHeld;
  }

  /** The flush at the frame's next turn, or earlier than the one already set (a new second's delivery). */
  private scheduleFlush(): void {
    this.flushTimer.runBy(this.frames.changed(FRAME, Date.now()));
  }

  private flush(): void {
    this.frames.sent([FRAME], Date.now());
    const pending = this.pending;
    this.pending = new Map();
    for (const socket of this.ctx.getWebSockets()) {
      // A timer's exception would break the hub and drop every reader: one socket's trouble stays its own.
      try {
        const quotes = this.stateOf(socket).symbols.flatMap((symbol) => pending.get(symbol) ?? []);
        if (quotes.length > 0) this.send(socket, JSON.stringify({ type: 'quotes', quotes }));
      } catch (err) {
        console.error('[live] a reader missed a batch', err);
      }
    }
  }

  /**
   * Sends a frame and keeps the socket's account of what it has not shown it read (reading-proof.ts):
   * now and then a ping goes with it, and a socket past the bound, or owing an answer too long, is dropped.
   */
  private send(socket: WebSocket, frame: string): void {
    if (!sendTo(socket, frame)) return;
    let proof = this.proofs.get(socket);
    if (!proof) this.proofs.set(socket, (proof = new ReadingProof(this.settings.reading, Date.now())));
    const verdict = proof.sentFrame(frame.length, Date.now());
    if (verdict === 'drop') this.refuse(socket, CLOSE.notReading);
    else if (verdict) sendTo(socket, verdict.ping);
  }

  /**
   * Whole quotes in one frame, the shape of a second's changes: a subscribe of 100 symbols is one
   * message, not 100 (a burst of subscribes once sent tens of thousands, and stalled the local site).
   */
  private sendQuotes(socket: WebSocket, quotes: readonly LiveQuote[]): void {
    if (quotes.length > 0) this.send(socket, JSON.stringify({ type: 'quotes', quotes }));
  }

  /** The symbols of a room's join sent to the reader as they come, a frame per room; those the feed does not list. */
  private async join(socket: WebSocket, symbols: string[]): Promise<string[]> {
    const unknown: string[] = [];
    // One call per room (a shard of symbols), not per symbol.
    await Promise.all(
      [...byRoom(symbols)].map(async ([room, members]) => {
        const answer = await roomStub(this.env, room).join(members, this.ctx.id.toString());
        unknown.push(...answer.unknown);
        for (const quote of answer.quotes) this.latest.set(quote.symbol, quote);
        this.sendQuotes(socket, answer.quotes);
      }),
    );
    return unknown;
  }

  /** Closes a reader's socket for what it did (the reason says what) and lets go of its symbols. */
  private refuse(socket: WebSocket, close: { code: number; reason: string }): void {
    this.refused.add(socket);
    this.release(socket);
    this.close(socket, close);
  }

  private close(socket: WebSocket, { code, reason }: { code: number; reason: string }): void {
    try {
      socket.close(code, reason);
    } catch {
      // Already closed, or broken (its error handler releases it).
    }
  }

  /** The counted symbols; after hibernation rebuilt from the sockets (with `closing`, which has left getWebSockets()). */
  private heldSymbols(closing?: WebSocket): HeldSymbols {
    if (!this.held) {
      const held = new HeldSymbols(this.settings.leaveAfterMs, (symbols) => this.leaveRooms(symbols));
      const sockets = this.ctx.getWebSockets();
      if (closing && !sockets.includes(closing)) sockets.push(closing);
      for (const socket of sockets) held.hold(this.stateOf(socket).symbols);
      this.held = held;
    }
    return this.held;
  }

  private release(socket: WebSocket): void {
    const state = this.stateOf(socket);
    this.clients.left(state.client, socket);
    if (state.symbols.length === 0) return;
    this.heldSymbols(socket).release(state.symbols);
    this.setState(socket, { ...state, symbols: [] });
  }

  /** Leaves the rooms of symbols no socket has held for a while: one call per room for all of them. */
  private leaveRooms(symbols: string[]): void {
    for (const symbol of symbols) this.latest.delete(symbol);
    for (const [room, members] of byRoom(symbols)) {
      roomStub(this.env, room)
        .leave(members, this.ctx.id.toString())
        .catch((error: unknown) => console.error('[live] a room missed a leave', error));
    }
  }
}
