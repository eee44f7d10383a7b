import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { eventually } from '../tests/support/eventually.ts';
import { feedStats, live, openReader, quotesOf, type Reader, subscribe, unsubscribe } from '../tests/support/app/live-reader.ts';
import { byRoom } from './room-shards.ts';
import { QuoteRoom } from './quote-room.ts';
import { MAX_READER_FRAME_BYTES } from './reader-frames.ts';

/**
 * A rude client, in workerd with the live Worker's Durable Objects and the sandbox's feed: what one
 * client's sockets may cost the rooms, the hub and the other clients (decision 035's per-client limits,
 * the rooms' alarm writes, the unread bound).
 */
const QUIET_SYMBOLS = ['KO', 'PEP', 'MCD', 'NKE', 'SBUX', 'DIS', 'WMT', 'COST', 'HD', 'LOW', 'TGT', 'PG'];
const hubId = (name: string) => live.QUOTE_HUBS.idFromName(name).toString();

describe('a rude client', () => {
  it('costs a room one storage write for a burst of joins and leaves: the alarm moves only when the earliest grace end does', async () => {
    const stub = live.QUOTE_ROOMS.get(live.QUOTE_ROOMS.idFromName('rude-alarm'));
    const room = stub as unknown as QuoteRoom;
    const storage = await runInDurableObject(stub, (_instance, state) => state.storage);
    const setAlarm = vi.spyOn(Object.getPrototypeOf(storage) as DurableObjectStorage, 'setAlarm');
    // An alarm that fires within the burst (a busy machine may take longer than the test's grace for it)
    // sets the next one itself: that write is the alarm's, not the burst's.
    const alarms = vi.spyOn(QuoteRoom.prototype, 'alarm');
    const hub = hubId('rude-alarm-hub');
    await room.join(['KO', 'PEP'], hub);
    for (let i = 0; i < 10; i += 1) {
      await room.leave(['KO'], hub);
      await room.join(['KO'], hub);
    }
    await room.leave(['PEP'], hub);
    const writes = setAlarm.mock.contexts.filter((context) => context === storage).length;
    const firedMeanwhile = alarms.mock.calls.length;
    alarms.mockRestore();
    expect(writes).toBeGreaterThanOrEqual(1);
    expect(writes, `${writes} alarm writes for 11 leaves, ${firedMeanwhile} alarms fired meanwhile`).toBeLessThanOrEqual(1 + firedMeanwhile);
    // The alarm set for KO's first grace finds nothing due, sets the next, and PEP leaves the feed.
    await eventually(feedStats, (stats) => !('PEP' in stats.subscriptions));
    expect((await feedStats()).subscriptions.KO).toBe(1);
    await room.leave(['KO'], hub);
    setAlarm.mockRestore();
  });

  it('costs the rooms no call for a symbol its hub holds, and leaves once for what its readers let go together', async () => {
    const joins = vi.spyOn(QuoteRoom.prototype, 'join');
    const leaves = vi.spyOn(QuoteRoom.prototype, 'leave');
    const hub = hubId('batching');
    const callsOf = (spy: typeof joins | typeof leaves) => spy.mock.calls.filter(([, from]) => from === hub).map(([symbols]) => symbols);
    const holder = await openReader('batching');
    subscribe(holder, ['NKE', 'SBUX', 'DIS']);
    for (const symbol of ['NKE', 'SBUX', 'DIS'])
      await eventually(
        () => quotesOf(holder, symbol),
        (q) => q.length > 0,
      );
    const rude = await openReader('batching');
    for (let i = 0; i < 9; i += 1) {
      subscribe(rude, ['NKE', 'SBUX']);
      unsubscribe(rude, ['NKE', 'SBUX']);
    }
    // The holder lets go of all three and takes NKE back at once: SBUX and DIS leave, in one call, after the delay.
    unsubscribe(holder, ['NKE', 'SBUX', 'DIS']);
    subscribe(holder, ['NKE']);
    await eventually(
      () => callsOf(leaves),
      (calls) => calls.length > 0,
    );
    await new Promise((resolve) => setTimeout(resolve, 600));
    // One call per room: SBUX and DIS together, unless they belong to two rooms.
    expect(callsOf(leaves).flat().sort()).toEqual(['DIS', 'SBUX']);
    expect(callsOf(leaves)).toHaveLength(byRoom(['SBUX', 'DIS']).size);
    expect(callsOf(joins).flat().sort()).toEqual(['DIS', 'NKE', 'SBUX']);
    // Each of the rude reader's subscribes was answered from the hub's memory.
    expect(quotesOf(rude, 'NKE').length).toBeGreaterThanOrEqual(9);
    holder.socket.close(1000, 'done');
    rude.socket.close(1000, 'done');
    joins.mockRestore();
    leaves.mockRestore();
  });

  it('closes a client’s socket past its limit with a reason, while another client’s opens on the same hub', async () => {
    const crowd = await Promise.all([1, 2, 3].map(() => openReader('limits', { client: '203.0.113.7' })));
    const onePast = await openReader('limits', { client: '203.0.113.7' });
    expect(await onePast.closed).toEqual({ code: 1008, reason: 'too many sockets from one client' });
    const other = await openReader('limits', { client: '198.51.100.1' });
    subscribe(other, ['WMT']);
    await eventually(
      () => quotesOf(other, 'WMT'),
      (q) => q.length > 0,
    );
    for (const reader of [...crowd, other]) reader.socket.close(1000, 'done');
  });

  it('closes the socket that takes its client past the frames all its sockets may send, each within its own limit', async () => {
    const [calm, chatty] = await Promise.all([openReader('chatter', { client: 'chatty' }), openReader('chatter', { client: 'chatty' })]);
    // Frames the hub answers (each an error frame), so that the test knows when it has counted them.
    const frames = (reader: Reader, count: number) => {
      for (let i = 0; i < count; i += 1) reader.socket.send('{}');
    };
    frames(calm as Reader, 16);
    await eventually(
      () => (calm as Reader).errors,
      (errors) => errors.length === 16,
    );
    frames(chatty as Reader, 15);
    expect(await (chatty as Reader).closed).toEqual({ code: 1008, reason: 'too many frames from one client' });
    expect((calm as Reader).socket.readyState).toBe(WebSocket.OPEN);
    calm?.socket.close(1000, 'done');
  });

  it('answers a subscribe that would take a client past its symbols, over all its sockets, with an error frame', async () => {
    const [first, second] = await Promise.all([openReader('hoard', { client: 'hoarder' }), openReader('hoard', { client: 'hoarder' })]);
    subscribe(first as Reader, QUIET_SYMBOLS.slice(0, 8));
    await eventually(
      () => (first as Reader).quotes,
      (q) => q.length >= 8,
    );
    subscribe(second as Reader, QUIET_SYMBOLS.slice(8, 12).concat('TSM'));
    const [error] = await eventually(
      () => (second as Reader).errors,
      (e) => e.length > 0,
    );
    expect(error).toMatchObject({ type: 'error', code: 'tooManySymbols', message: 'at most 12 symbols per client' });
    subscribe(second as Reader, QUIET_SYMBOLS.slice(8, 12));
    await eventually(
      () => (second as Reader).quotes,
      (q) => q.length >= 4,
    );
    for (const reader of [first, second]) reader?.socket.close(1000, 'done');
  });

  it('refuses a frame over the size limit before copying or parsing it', async () => {
    const encode = vi.spyOn(TextEncoder.prototype, 'encode');
    const parse = vi.spyOn(JSON, 'parse');
    const big = await openReader('sizes');
    big.socket.send(JSON.stringify({ type: 'subscribe', symbols: ['A'.repeat(2 ** 20)] }));
    expect(await big.closed).toEqual({ code: 1009, reason: 'frame too large' });
    // The frame or any copy of its symbol: not any long text (vitest's own module loading parses source
    // maps in this isolate, longer than the limit, and a loaded run once met one inside the spy).
    const long = (calls: unknown[][]) => calls.filter(([text]) => typeof text === 'string' && text.length > MAX_READER_FRAME_BYTES && text.includes('A'.repeat(4_096)));
    expect(long(encode.mock.calls)).toEqual([]);
    expect(long(parse.mock.calls)).toEqual([]);
    // 2,000 characters, 6,000 bytes in UTF-8.
    const wide = await openReader('sizes');
    wide.socket.send('€'.repeat(2_000));
    expect((await wide.closed).code).toBe(1009);
    encode.mockRestore();
    parse.mockRestore();
  });

  it('drops a socket that does not read what it is sent (its ping unanswered past the bound), and keeps one that reads', async () => {
    const deaf = await openReader('unread', { reads: false });
    const reading = await openReader('unread');
    const symbols = QUIET_SYMBOLS.slice(0, 12);
    for (const reader of [reading, deaf]) subscribe(reader, symbols);
    await eventually(
      () => deaf.quotes,
      (q) => q.length >= 12,
    );
    // Each subscribe is answered with the whole quotes from memory: a few kilobytes no answer has covered.
    unsubscribe(deaf, symbols);
    subscribe(deaf, symbols);
    expect(await deaf.closed).toEqual({ code: 1008, reason: 'not reading its frames' });
    expect(deaf.pings).toBe(1);
    const batches = reading.batches;
    await eventually(
      () => reading.batches,
      (n) => n > batches,
    );
    expect(reading.pings).toBeGreaterThan(0);
    expect(reading.socket.readyState).toBe(WebSocket.OPEN);
    reading.socket.close(1000, 'done');
  });
});
