import { describe, expect, it } from 'vitest';
import { MAX_SYMBOLS_PER_SOCKET } from '@protocol/live-quote';
import { LiveConnection, type SocketLike } from './live-connection';

/** A socket whose server side the test plays: it opens, or is lost. */
class FakeSocket implements SocketLike {
  readyState: SocketLike['readyState'] = 0;
  sent: unknown[] = [];
  closed: { code: number | undefined; reason: string | undefined } | null = null;
  onopen: WebSocket['onopen'] = null;
  onmessage: WebSocket['onmessage'] = null;
  onclose: WebSocket['onclose'] = null;
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.call(this as never, {} as Event);
  }
  lose() {
    this.readyState = 3;
    this.onclose?.call(this as never, { code: 1006, reason: '' } as CloseEvent);
  }
  receive(data: unknown) {
    this.onmessage?.call(this as never, { data } as MessageEvent);
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const frames: string[] = [];
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const connection = new LiveConnection({
    open: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    onFrame: (text) => frames.push(text),
    setTimeout: (callback, ms) => {
      timers.set(++next, { callback, ms });
      return next;
    },
    clearTimeout: (handle) => timers.delete(handle as number),
    random: () => 0,
  });
  const runTimers = () => {
    const due = [...timers.entries()];
    timers.clear();
    for (const [, timer] of due) timer.callback();
    return due.map(([, timer]) => timer.ms);
  };
  return { connection, sockets, frames, timers, runTimers, last: () => sockets.at(-1)! };
}

describe("a tab's live-quote socket", () => {
  it('opens no socket while there is nothing to watch, and one when there is', () => {
    const { connection, sockets, last } = harness();
    connection.watch([]);
    expect(sockets).toHaveLength(0);
    connection.watch(['NVDA', 'NVDA', 'AAPL']);
    expect(sockets).toHaveLength(1);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', symbols: ['NVDA', 'AAPL'] }]);
  });

  it('subscribes and unsubscribes by difference as the page changes, and closes when nothing is left', () => {
    const { connection, sockets, last } = harness();
    connection.watch(['NVDA', 'AAPL']);
    last().open();
    connection.watch(['NVDA', 'TSM']);
    expect(last().sent.slice(1)).toEqual([
      { type: 'unsubscribe', symbols: ['AAPL'] },
      { type: 'subscribe', symbols: ['TSM'] },
    ]);
    connection.watch(['TSM', 'NVDA']);
    expect(last().sent).toHaveLength(3);
    connection.watch([]);
    expect(last().closed).toEqual({ code: 1000, reason: 'nothing to watch' });
    expect(connection.connected).toBe(false);
    expect(sockets).toHaveLength(1);
  });

  it('asks for at most the hub limit of symbols', () => {
    const { connection, last } = harness();
    connection.watch(Array.from({ length: MAX_SYMBOLS_PER_SOCKET + 20 }, (_, i) => `S${i}`));
    last().open();
    expect((last().sent[0] as { symbols: string[] }).symbols).toHaveLength(MAX_SYMBOLS_PER_SOCKET);
  });

  it('hands text frames to the page and ignores binary ones', () => {
    const { connection, frames, last } = harness();
    connection.watch(['NVDA']);
    last().open();
    last().receive('{"type":"quote"}');
    last().receive(new ArrayBuffer(2));
    expect(frames).toEqual(['{"type":"quote"}']);
  });

  it('answers the hub’s ping with its pong at once, and keeps it from the page', () => {
    const { connection, frames, last } = harness();
    connection.watch(['NVDA']);
    last().open();
    last().receive('{"type":"ping","token":"0a1b2c3d4e5f"}');
    expect(last().sent.at(-1)).toEqual({ type: 'pong', token: '0a1b2c3d4e5f' });
    expect(frames).toEqual([]);
  });

  it('reconnects a lost socket after 1 s, 2 s, 4 s… and subscribes to everything again (a fresh snapshot)', () => {
    const { connection, sockets, runTimers, last } = harness();
    connection.watch(['NVDA', 'AAPL']);
    last().open();
    last().lose();
    expect(sockets).toHaveLength(1);
    expect(runTimers()).toEqual([1_000]);
    expect(sockets).toHaveLength(2);
    last().lose();
    expect(runTimers()).toEqual([2_000]);
    last().lose();
    expect(runTimers()).toEqual([4_000]);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', symbols: ['NVDA', 'AAPL'] }]);
    // An open socket resets the backoff.
    last().lose();
    expect(runTimers()).toEqual([1_000]);
  });

  it('closes while the tab is hidden, cancels a pending reconnect, and comes back with a whole subscribe', () => {
    const { connection, sockets, timers, last } = harness();
    connection.watch(['NVDA']);
    last().open();
    connection.pause();
    expect(last().closed).toEqual({ code: 1000, reason: 'hidden' });
    connection.watch(['NVDA', 'AAPL']);
    expect(sockets).toHaveLength(1);
    connection.resume();
    expect(sockets).toHaveLength(2);
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', symbols: ['NVDA', 'AAPL'] }]);
    last().lose();
    expect(timers.size).toBe(1);
    connection.pause();
    expect(timers.size).toBe(0);
    expect(sockets).toHaveLength(2);
  });
});
