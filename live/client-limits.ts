import type { LiveEnv } from './env.ts';
import { READING_LIMITS, type ReadingLimits } from './reading-proof.ts';
import { countFrame, type ReaderError, readerError } from './reader-frames.ts';

/**
 * What one client may hold of the hubs (decision 035). A client is an address (IPv6 by its /64,
 * protocol/live-client.ts), and every socket of one address goes to the same hub, which counts
 * them in memory. Addresses are shared (a household, an office, a carrier's NAT), so the limits are far
 * above one reader's use: a tab holds one socket of at most 100 symbols, a household's few devices a
 * handful of tabs, an office of 30 readers with two tabs each about 60 sockets; a page sends a frame or
 * two when it opens, so 200 frames in 10 s is 20 page views a second from one address. Past the
 * sockets or frames limit a socket is closed with a reason (the page keeps its delayed price and tries
 * again later); a subscribe past the symbols limit gets an error frame and the socket keeps what it held.
 */
export interface HubSettings {
  /** How long a symbol no socket holds waits before it leaves its room (with all others let go meanwhile). */
  leaveAfterMs: number;
  socketsPerClient: number;
  /** Symbols summed over a client's sockets (each socket's symbols cost the hub a share of every frame). */
  symbolsPerClient: number;
  /** Frames from all of a client's sockets within FLOOD_WINDOW_MS (each socket's own limit is 20). */
  framesPerClient: number;
  reading: ReadingLimits;
}

export const HUB_DEFAULTS = { leaveAfterMs: 1_000, socketsPerClient: 64, symbolsPerClient: 2_000, framesPerClient: 200 } as const;

const positive = (value: string | undefined, fallback: number) => (Number(value) > 0 ? Number(value) : fallback);

/** The defaults, or the lower figures a test sets through the live Worker's vars. */
export function hubSettings(env: LiveEnv): HubSettings {
  const maxUnread = positive(env.LIVE_MAX_UNREAD, READING_LIMITS.maxUnread);
  return {
    leaveAfterMs: positive(env.LIVE_LEAVE_AFTER_MS, HUB_DEFAULTS.leaveAfterMs),
    socketsPerClient: positive(env.LIVE_CLIENT_SOCKETS, HUB_DEFAULTS.socketsPerClient),
    symbolsPerClient: positive(env.LIVE_CLIENT_SYMBOLS, HUB_DEFAULTS.symbolsPerClient),
    framesPerClient: positive(env.LIVE_CLIENT_FRAMES, HUB_DEFAULTS.framesPerClient),
    reading: { ...READING_LIMITS, maxUnread, pingEvery: Math.min(READING_LIMITS.pingEvery, Math.ceil(maxUnread / 8)) },
  };
}

/** The hibernation tag of a client's sockets: `getWebSockets(tag)` finds them, woken or not. */
export const clientTag = (client: string): string => `client:${client}`;

/**
 * A hub's count of each client's sockets, symbols and frames: the sockets are the hub's own (tagged by
 * client, so hibernation keeps the count), the frames' times memory (a hibernating hub gets none).
 */
export class ClientLimits {
  private frames = new Map<string, number[]>();

  constructor(
    private readonly settings: HubSettings,
    private readonly socketsOf: (tag: string) => WebSocket[],
    private readonly symbolsOf: (socket: WebSocket) => readonly string[],
  ) {}

  /** Whether the client has all the sockets it may have already. */
  full(client: string): boolean {
    return this.socketsOf(clientTag(client)).length >= this.settings.socketsPerClient;
  }

  /** Counts a frame of the client's at `now`; whether that is past what all its sockets may send. */
  flooding(client: string, now: number): boolean {
    const { recent, flood } = countFrame(this.frames.get(client) ?? [], now, this.settings.framesPerClient);
    this.frames.set(client, recent);
    return flood;
  }

  /** An error frame when `symbols` on `socket` would take its client past the symbols all its sockets may hold. */
  symbolsPast(client: string, socket: WebSocket, symbols: readonly string[]): ReaderError | null {
    let total = symbols.length;
    for (const other of this.socketsOf(clientTag(client))) if (other !== socket) total += this.symbolsOf(other).length;
    const limit = this.settings.symbolsPerClient;
    return total > limit ? readerError('tooManySymbols', `at most ${limit} symbols per client`) : null;
  }

  /** A socket of the client's is gone: with its last (`closing` may have left the hub's list already), its frame times go. */
  left(client: string, closing: WebSocket): void {
    if (this.socketsOf(clientTag(client)).every((other) => other === closing)) this.frames.delete(client);
  }
}
