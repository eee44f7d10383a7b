import { reconnectDelay } from '../src/lib/market/reconnect-delay.ts';
import { type LiveQuote, liveQuoteOf } from './live-quote.ts';

/** Symbols per subscribe or unsubscribe frame the feed takes (sandbox/quote-feed/protocol.ts). */
const SYMBOLS_PER_FRAME = 200;

export interface FeedEvents {
  /** A quote: a subscribe's snapshot or a tick. */
  quote(quote: LiveQuote): void;
  /** The feed does not list these symbols: nothing will come for them. */
  unknown(symbols: string[]): void;
  /** The socket is gone (closed, failed, refused); the client reconnects by itself while anything is wanted. */
  lost(): void;
  /** The feed asks the room to restart: a test stack's sandbox only (test-restart.ts says when it is done). */
  restart(): void;
}

/**
 * A room's one socket to the market-data feed (decision 035): subscribes by difference, in frames the
 * feed takes, and after a loss reconnects (1 s doubling to 30 s, with jitter) and subscribes again to
 * everything `wanted()` names then. An outgoing WebSocket cannot hibernate: the room stays awake
 * while it holds one.
 */
export class FeedClient {
  private socket: WebSocket | null = null;
  private connecting = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly url: string,
    private readonly appId: string,
    private readonly wanted: () => string[],
    private readonly events: FeedEvents,
  ) {}

  /** Subscribes now, or opens the socket (which subscribes to everything wanted once it is open). */
  subscribe(symbols: string[]): void {
    if (this.socket) this.send('subscribe', symbols);
    else if (!this.connecting && !this.reconnectTimer) {
      // Opened from a timer of the room's own, not inside the call that asked (a hub's join, a store's
      // setAlerts): a socket opened inside a call was seen (workerd tests, a room dozing) never to send
      // its close afterwards, and the feed kept the room's subscriptions.
      this.connecting = true;
      setTimeout(() => void this.open(), 0);
    }
  }

  unsubscribe(symbols: string[]): void {
    if (this.socket) this.send('unsubscribe', symbols);
  }

  /** Closes the socket for good (nobody wants anything): no reconnect follows. */
  close(reason: string): void {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, reason);
  }

  /**
   * Closes as `close` does, and resolves once the feed has answered the close (or after `withinMs`): a
   * room about to abort waits for it, since what its socket had still to send when the object was reset
   * was seen not to go (the feed kept the old room's subscriptions beside the new room's).
   */
  closeAnswered(reason: string, withinMs: number): Promise<void> {
    const socket = this.socket;
    const answered = new Promise<void>((resolve) => {
      if (!socket) return resolve();
      socket.addEventListener('close', () => resolve());
      setTimeout(resolve, withinMs);
    });
    this.close(reason);
    return answered;
  }

  private send(type: 'subscribe' | 'unsubscribe', symbols: string[]): void {
    for (let from = 0; from < symbols.length; from += SYMBOLS_PER_FRAME) {
      this.socket?.send(JSON.stringify({ type, symbols: symbols.slice(from, from + SYMBOLS_PER_FRAME) }));
    }
  }

  private async open(): Promise<void> {
    this.connecting = true;
    try {
      const response = await fetch(this.url, { headers: { Upgrade: 'websocket', 'X-App-Id': this.appId } });
      const socket = response.webSocket;
      if (!socket) throw new Error(`the feed answered ${response.status}`);
      socket.accept();
      this.socket = socket;
      socket.addEventListener('message', (event) => this.onFrame(socket, event.data));
      socket.addEventListener('close', () => this.lost(socket));
      socket.addEventListener('error', () => this.lost(socket));
      this.send('subscribe', this.wanted());
    } catch {
      this.lost(null);
    } finally {
      this.connecting = false;
    }
  }

  private onFrame(socket: WebSocket, data: unknown): void {
    if (socket !== this.socket || typeof data !== 'string') return;
    let frame: { type?: string; quote?: Record<string, unknown>; quotes?: Record<string, unknown>[]; code?: string; symbols?: unknown };
    try {
      frame = JSON.parse(data) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === 'testRestart') {
      this.events.restart();
      return;
    }
    if (frame.type === 'error') {
      // Symbols the feed cannot serve are named; any other error (a frame it could not take) is ours to log.
      const symbols = Array.isArray(frame.symbols) ? frame.symbols.filter((s): s is string => typeof s === 'string') : [];
      if ((frame.code === 'unknownSymbol' || frame.code === 'badSymbol') && symbols.length > 0) this.events.unknown(symbols);
      else console.error('[live] the feed refused a frame', frame.code);
      return;
    }
    const raw = frame.type === 'tick' && frame.quote ? [frame.quote] : frame.type === 'snapshot' ? (frame.quotes ?? []) : [];
    for (const quote of raw.map((q) => liveQuoteOf(q)).filter((q) => q !== null)) {
      this.attempt = 0;
      this.events.quote(quote);
    }
  }

  private lost(socket: WebSocket | null): void {
    if (socket && socket !== this.socket) return;
    this.socket = null;
    try {
      socket?.close(1000, 'lost');
    } catch {
      // Closed already.
    }
    this.events.lost();
    if (this.reconnectTimer || this.wanted().length === 0) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (!this.socket && !this.connecting && this.wanted().length > 0) void this.open();
    }, reconnectDelay(this.attempt++));
  }
}
