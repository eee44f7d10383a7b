import { pingFrame, pongFor } from '../protocol/live-ping.ts';

/**
 * How much a hub may have sent a socket beyond what the reader has shown it read (decision 035).
 * workerd tells a server nothing of what waits unsent on a WebSocket (no bufferedAmount, no
 * backpressure: `send()` queues without a bound), so the hub keeps its own bound: what it sent since
 * the last ping the reader answered is more than anything that can still wait unread.
 */
export interface ReadingLimits {
  /** Characters sent past the last answered ping after which the socket is dropped (frames are ASCII: bytes). */
  maxUnread: number;
  /** A ping goes after this much was sent since the last one… */
  pingEvery: number;
  /** …or this long after it, whichever comes first (only while frames go: an idle socket costs nothing). */
  pingEveryMs: number;
  /** A ping not answered in this long drops the socket (a reader stuck in a message it never ends cannot answer). */
  answerWithinMs: number;
}

export const READING_LIMITS: ReadingLimits = {
  // About 40 s of a 100-symbol socket's changes in a busy second; minutes for a page of ten.
  maxUnread: 256 * 1024,
  pingEvery: 32 * 1024,
  pingEveryMs: 30_000,
  answerWithinMs: 60_000,
};

/** What to do after a frame went to the socket. */
export type ReadingVerdict = { ping: string } | 'drop' | null;

const randomToken = (): string => [...crypto.getRandomValues(new Uint8Array(6))].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** One socket's account: what was sent, what the reader has shown it read, the ping it owes an answer to. */
export class ReadingProof {
  private sent = 0;
  /** Everything up to here has been read: the reader answered a ping sent after it. */
  private proven = 0;
  private lastPing: { sent: number; at: number };
  private awaiting: { pong: string; sent: number; at: number } | null = null;

  constructor(
    private readonly limits: ReadingLimits,
    now: number,
    private readonly token: () => string = randomToken,
  ) {
    this.lastPing = { sent: 0, at: now };
  }

  /** A frame of `length` characters went to the socket at `now`. */
  sentFrame(length: number, now: number): ReadingVerdict {
    this.sent += length;
    if (this.sent - this.proven > this.limits.maxUnread) return 'drop';
    if (this.awaiting) return now - this.awaiting.at > this.limits.answerWithinMs ? 'drop' : null;
    if (this.sent - this.lastPing.sent < this.limits.pingEvery && now - this.lastPing.at < this.limits.pingEveryMs) return null;
    const ping = pingFrame(this.token());
    this.sent += ping.length;
    this.lastPing = { sent: this.sent, at: now };
    this.awaiting = { pong: pongFor(ping) ?? '', sent: this.sent, at: now };
    return { ping };
  }

  /** Whether the reader's frame is the answer to the ping it owes (then it counts as read up to that ping). */
  answers(frame: string): boolean {
    if (frame !== this.awaiting?.pong) return false;
    this.proven = this.awaiting.sent;
    this.awaiting = null;
    return true;
  }
}
