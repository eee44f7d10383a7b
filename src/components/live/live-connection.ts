import { MAX_SYMBOLS_PER_SOCKET } from '@protocol/live-quote';
import { pongFor } from '@protocol/live-ping';
import { reconnectDelay } from '@/lib/market/reconnect-delay';

/** The part of a WebSocket the connection uses (a fake one in unit tests). */
export type SocketLike = Pick<WebSocket, 'readyState' | 'send' | 'close' | 'onopen' | 'onmessage' | 'onclose'>;

export interface ConnectionDeps {
  open(): SocketLike;
  onFrame(text: string): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  random?: () => number;
}

const OPEN = 1;

/**
 * A tab's one socket to the live hubs (decision 036), as a small state machine: it is open exactly
 * while there are symbols to watch and it is not paused (the tab hidden) or stopped. It subscribes
 * and unsubscribes by difference, one frame each way per change; after a socket it did not close
 * itself is lost it reconnects after 1 s doubling to 30 s with jitter (reconnectDelay), and every
 * new socket subscribes to everything again, so the hub answers with whole quotes: a fresh snapshot.
 */
export class LiveConnection {
  #wanted: string[] = [];
  #subscribed = new Set<string>();
  #socket: SocketLike | null = null;
  #retry: unknown = null;
  #attempt = 0;
  #paused = false;

  constructor(private readonly deps: ConnectionDeps) {}

  /** The symbols the page shows now (the first MAX_SYMBOLS_PER_SOCKET of them: the hub takes no more). */
  watch(symbols: readonly string[]): void {
    this.#wanted = [...new Set(symbols)].slice(0, MAX_SYMBOLS_PER_SOCKET);
    this.#settle();
  }

  /** The tab is hidden: no socket until resume. */
  pause(): void {
    this.#paused = true;
    this.#settle();
  }

  resume(): void {
    this.#paused = false;
    this.#attempt = 0;
    this.#settle();
  }

  /** Whether a socket is open or opening (for the runtime and its tests). */
  get connected(): boolean {
    return this.#socket !== null;
  }

  #settle(): void {
    const want = !this.#paused && this.#wanted.length > 0;
    if (!want) {
      this.#cancelRetry();
      this.#closeSocket();
      return;
    }
    if (!this.#socket) {
      if (this.#retry === null) this.#connect();
      return;
    }
    if (this.#socket.readyState === OPEN) this.#sync();
  }

  #connect(): void {
    const socket = this.deps.open();
    this.#socket = socket;
    this.#subscribed = new Set();
    socket.onopen = () => {
      this.#attempt = 0;
      this.#sync();
    };
    socket.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      // The hub's ping asks for proof that this tab reads what it is sent (decision 035): answered at once.
      const pong = pongFor(event.data);
      if (pong) socket.send(pong);
      else this.deps.onFrame(event.data);
    };
    socket.onclose = () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#retry = this.deps.setTimeout(
        () => {
          this.#retry = null;
          this.#settle();
        },
        reconnectDelay(this.#attempt++, this.deps.random),
      );
    };
  }

  #sync(): void {
    const socket = this.#socket;
    if (!socket) return;
    const wanted = new Set(this.#wanted);
    const add = this.#wanted.filter((symbol) => !this.#subscribed.has(symbol));
    const drop = [...this.#subscribed].filter((symbol) => !wanted.has(symbol));
    // Unsubscribe first: the hub counts a socket's symbols against its limit.
    if (drop.length > 0) socket.send(JSON.stringify({ type: 'unsubscribe', symbols: drop }));
    if (add.length > 0) socket.send(JSON.stringify({ type: 'subscribe', symbols: add }));
    this.#subscribed = wanted;
  }

  #closeSocket(): void {
    const socket = this.#socket;
    if (!socket) return;
    this.#socket = null;
    socket.onclose = null;
    socket.onmessage = null;
    socket.close(1000, this.#paused ? 'hidden' : 'nothing to watch');
  }

  #cancelRetry(): void {
    if (this.#retry === null) return;
    this.deps.clearTimeout(this.#retry);
    this.#retry = null;
  }
}
