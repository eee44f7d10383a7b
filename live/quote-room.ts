import { DurableObject } from 'cloudflare:workers';
import type { LiveEnv } from './env.ts';
import { type LiveQuote, liveQuoteOf } from './live-quote.ts';
import { reconnectDelay } from '../src/lib/market/reconnect-delay.ts';

/**
 * At most one delivery per symbol in each second of the clock (issue 26: one update per symbol per
 * second to a reader). Clock seconds, not "1,000 ms since the last one": a feed that ticks about once a
 * second would otherwise have each tick wait for the one before's second to run out, every quote a
 * second late (the bench measured p50 1.3 s that way).
 */
export const COALESCE_MS = 1_000;
/** How long a join waits for the feed's first answer (its snapshot, or word that the symbol is unknown). */
const FIRST_ANSWER_MS = 3_000;

export interface JoinAnswer {
  quote: LiveQuote | null;
  /** The feed does not know the symbol: nothing will come. */
  unknown: boolean;
}

/**
 * One symbol's room (decision 035): the single upstream subscription to the market-data feed while
 * any hub wants the symbol, its latest quote, and the fan-out of each change to those hubs, at most
 * once a second. When the last hub leaves, the subscription stays for LIVE_GRACE_MS (a reader
 * reloading does not cost a new one), then closes. A lost feed marks the quote delayed for the hubs and
 * reconnects with backoff: however many readers reconnect to their hubs, only rooms reach the feed.
 */
export class QuoteRoom extends DurableObject<LiveEnv> {
  private symbol = '';
  private hubs = new Set<string>();
  private upstream: WebSocket | null = null;
  private connecting = false;
  private attempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private last: LiveQuote | null = null;
  private unknown = false;
  private lastDeliveredSecond = -1;
  private deliverTimer: ReturnType<typeof setTimeout> | undefined;
  private firstAnswer: Promise<void> = Promise.resolve();
  private answered: () => void = () => {};

  /** A hub wants the symbol: the latest quote (waiting briefly for the feed's first one) or word that it is unknown. */
  async join(symbol: string, hubId: string): Promise<JoinAnswer> {
    this.symbol ||= symbol;
    if (this.unknown) return { quote: null, unknown: true };
    this.hubs.add(hubId);
    await this.ctx.storage.deleteAlarm();
    if (!this.upstream && !this.connecting && !this.reconnectTimer) void this.openFeed();
    if (!this.last) {
      // Only the first joins wait (for the feed's first answer, or the time limit); the timer goes with the wait.
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([this.firstAnswer, new Promise((resolve) => (timer = setTimeout(resolve, FIRST_ANSWER_MS)))]);
      clearTimeout(timer);
    }
    if (this.unknown) {
      this.hubs.delete(hubId);
      return { quote: null, unknown: true };
    }
    return { quote: this.last, unknown: false };
  }

  /** A hub no longer wants the symbol; the last one to leave starts the grace period. */
  async leave(hubId: string): Promise<void> {
    this.hubs.delete(hubId);
    if (this.hubs.size === 0) await this.ctx.storage.setAlarm(Date.now() + Number(this.env.LIVE_GRACE_MS || 30_000));
  }

  /** The end of the grace period: nobody came back, so the upstream subscription goes. */
  override async alarm(): Promise<void> {
    if (this.hubs.size > 0) return;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.deliverTimer);
    this.reconnectTimer = undefined;
    this.deliverTimer = undefined;
    const upstream = this.upstream;
    this.upstream = null;
    this.last = null;
    upstream?.close(1000, 'no readers');
  }

  private async openFeed(): Promise<void> {
    this.connecting = true;
    this.firstAnswer = new Promise<void>((resolve) => {
      this.answered = resolve;
    });
    try {
      const response = await fetch(this.env.QUOTE_FEED_URL, { headers: { Upgrade: 'websocket', 'X-App-Id': this.env.WEB_APP_ID } });
      const socket = response.webSocket;
      if (!socket) throw new Error(`the feed answered ${response.status}`);
      socket.accept();
      this.upstream = socket;
      socket.addEventListener('message', (event) => this.onFeedFrame(socket, event.data));
      socket.addEventListener('close', () => this.lost(socket));
      socket.addEventListener('error', () => this.lost(socket));
      socket.send(JSON.stringify({ type: 'subscribe', symbols: [this.symbol] }));
    } catch {
      this.lost(null);
    } finally {
      this.connecting = false;
    }
  }

  private onFeedFrame(socket: WebSocket, data: unknown): void {
    if (socket !== this.upstream || typeof data !== 'string') return;
    let frame: { type?: string; quote?: Record<string, unknown>; quotes?: Record<string, unknown>[]; code?: string };
    try {
      frame = JSON.parse(data) as typeof frame;
    } catch {
      return;
    }
    if (frame.type === 'error' && frame.code === 'unknownSymbol') {
      this.unknown = true;
      this.hubs.clear();
      this.upstream = null;
      socket.close(1000, 'unknown symbol');
      this.answered();
      return;
    }
    const raw = frame.type === 'tick' ? frame.quote : frame.type === 'snapshot' ? frame.quotes?.find((q) => q.id === this.symbol) : undefined;
    const quote = raw ? liveQuoteOf(raw) : null;
    if (!quote) return;
    this.attempt = 0;
    this.publish(quote);
    this.answered();
  }

  /** The feed is gone (closed, failed, refused): readers keep the last price, marked delayed; the room reconnects. */
  private lost(socket: WebSocket | null): void {
    if (socket && socket !== this.upstream) return;
    this.upstream = null;
    try {
      socket?.close(1000, 'lost');
    } catch {
      // Closed already.
    }
    this.answered();
    if (this.last && !this.last.delayed) this.publish({ ...this.last, delayed: true }, true);
    if (this.hubs.size === 0 || this.unknown || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      if (this.hubs.size > 0 && !this.upstream && !this.connecting) void this.openFeed();
    }, reconnectDelay(this.attempt++));
  }

  /** Keeps the quote and sends it to every hub now, or when the next second starts (the latest one then). */
  private publish(quote: LiveQuote, now = false): void {
    this.last = quote;
    const at = Date.now();
    const wait = (this.lastDeliveredSecond + 1) * COALESCE_MS - at;
    if (now || wait <= 0) {
      clearTimeout(this.deliverTimer);
      this.deliverTimer = undefined;
      this.deliver();
    } else {
      this.deliverTimer ??= setTimeout(() => {
        this.deliverTimer = undefined;
        this.deliver();
      }, wait);
    }
  }

  private deliver(): void {
    const quote = this.last;
    if (!quote) return;
    this.lastDeliveredSecond = Math.floor(Date.now() / COALESCE_MS);
    for (const hubId of this.hubs) {
      // A hub that cannot be reached now gets the next one; its readers keep what they have.
      this.env.QUOTE_HUBS.get(this.env.QUOTE_HUBS.idFromString(hubId))
        .deliver(quote)
        .catch(() => {});
    }
  }
}
