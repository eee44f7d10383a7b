import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { isolateHeap, sampleHeapUsage } from './isolate-inspector.ts';

/**
 * A stand-in inspector: answers Runtime.getHeapUsage with the next of `usage` (used, total in MB), and a
 * snapshot with one chunk. Like wrangler's proxy it lets one client in at a time and turns the rest
 * away with 1013; `displaceNext` closes the next connection after its first message, as workerd does
 * to a session a newer one replaces.
 */
let server: WebSocketServer;
let port = 0;
let usage: [number, number][] = [];
let connected: WebSocket | null = null;
let displaceNext = 0;
let connections = 0;
const MB = 2 ** 20;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
  server.on('connection', (socket) => {
    connections += 1;
    if (connected) return socket.close(1013, 'Too many clients');
    connected = socket;
    socket.on('close', () => (connected = connected === socket ? null : connected));
    socket.on('message', (raw: Buffer) => {
      const { id, method } = JSON.parse(raw.toString()) as { id: number; method: string };
      if (displaceNext > 0) {
        displaceNext -= 1;
        return socket.close(1000);
      }
      if (method === 'HeapProfiler.takeHeapSnapshot') {
        socket.send(JSON.stringify({ method: 'HeapProfiler.addHeapSnapshotChunk', params: { chunk: '{}' } }));
        return socket.send(JSON.stringify({ id, result: {} }));
      }
      const [used, total] = usage.shift() ?? [1, 2];
      socket.send(JSON.stringify({ id, result: { usedSize: used * MB, totalSize: total * MB } }));
    });
  });
});

afterAll(async () => {
  for (const client of server.clients) client.terminate();
  await new Promise((resolve) => server.close(resolve));
});

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('sampleHeapUsage: the heap at its busiest, without forcing a GC', () => {
  it('keeps the highest used and total heap among the samples of a round', async () => {
    // The last is asked for only once the one before has arrived: when it is gone, the first three are in.
    usage = [
      [20, 30],
      [86, 120],
      [40, 158],
      [30, 60],
    ];
    const sampler = sampleHeapUsage(port, 1);
    await until(() => usage.length === 0);
    const peaks = await sampler.stop();
    expect(peaks.peakUsedMB).toBe(86);
    expect(peaks.peakTotalMB).toBe(158);
    expect(peaks.samples).toBeGreaterThanOrEqual(3);
    await until(() => connected === null);
  });

  it('connects again when turned away (another client) or displaced, and lets the next reading in once stopped', async () => {
    const blocker = new (await import('ws')).default(`ws://127.0.0.1:${port}`);
    await until(() => connected !== null);
    usage = [
      [50, 70],
      [40, 60],
    ];
    const sampler = sampleHeapUsage(port, 1);
    const before = connections;
    await until(() => connections > before + 1); // turned away at least once
    blocker.close();
    await until(() => usage.length === 0);
    expect((await sampler.stop()).peakTotalMB).toBe(70);
    await until(() => connected === null); // a sample in flight when it stopped must not take the reading's answer

    // The next reading: first displaced, then answered.
    displaceNext = 1;
    usage = [[12, 13]];
    expect(await isolateHeap(port)).toEqual({ usedMB: 12, totalMB: 13 });
  });
});
