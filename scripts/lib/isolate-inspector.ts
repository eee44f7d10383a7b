import { execFileSync } from 'node:child_process';
import WebSocket from 'ws';
import { processTree } from './process-tree.ts';

/**
 * The worker isolate's own V8 heap, read through the inspector `wrangler dev` opens on its port +
 * 1000 (not workerd's RSS, which includes the local simulator's caches). It lets in a WebSocket with
 * an Origin header, one client at a time. The `ws` package, not Node's WebSocket: wrangler's inspector
 * proxy never answers a close frame, and Node's WebSocket then keeps the process alive; `terminate()`
 * does not wait.
 *
 * workerd's inspector never answers `HeapProfiler.collectGarbage` (and does not collect), so a
 * reading taken after it counts garbage too: that is how an earlier bench reported 136 MB that a
 * snapshot showed to be 25 MB. A heap snapshot does run a full GC first, so `isolateHeap` takes one
 * (and throws it away) before `Runtime.getHeapUsage`.
 */
export interface HeapReading {
  usedMB: number;
  totalMB: number;
}

interface InspectorMessage {
  id?: number;
  method?: string;
  params?: { chunk?: string };
  result?: { usedSize: number; totalSize: number };
}

const inspectorUrl = (target: number | string) => (typeof target === 'number' ? `ws://127.0.0.1:${target}/ws` : target);

function connect(url: string): WebSocket {
  return new WebSocket(url, { origin: `http://127.0.0.1:${new URL(url).port}` });
}

/**
 * Hangs up so that wrangler's proxy knows at once: it lets one client in at a time and turns the next
 * away until it has seen the last one go. A bare `terminate()` left it waiting for a
 * while, and a reading right after a sampled round was refused. The close frame goes first; the socket
 * is destroyed a moment later, since the proxy never answers the frame.
 */
function hangUp(socket: WebSocket): void {
  socket.close();
  setTimeout(() => socket.terminate(), 250);
}

/**
 * The connection closed before its answer: wrangler's proxy turned it away (1013: another client is
 * still connected), or, on workerd's own inspector, which holds one session per isolate, a newer
 * session (the proxy's, while wrangler starts) took its place.
 */
const DISPLACED = Symbol('displaced');

/**
 * Sends `methods` one after another, each when the previous one has answered; collects snapshot chunks.
 * `target`: wrangler's inspector port (its first Worker), or the URL of one isolate on workerd's own.
 * Displaced (above), it asks again, for up to 15 s.
 */
async function inspect(target: number | string, methods: readonly string[], keepChunks: boolean): Promise<{ chunks: string[]; last: InspectorMessage }> {
  for (let attempt = 1; ; attempt += 1) {
    const answer = await inspectOnce(inspectorUrl(target), methods, keepChunks);
    if (answer !== DISPLACED) return answer;
    if (attempt === 30) throw new Error(`the inspector at ${inspectorUrl(target)} kept closing the connection before answering ${methods.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function inspectOnce(url: string, methods: readonly string[], keepChunks: boolean): Promise<{ chunks: string[]; last: InspectorMessage } | typeof DISPLACED> {
  const socket = connect(url);
  const chunks: string[] = [];
  // Ids far from wrangler's own (it talks to the same isolate from 100000000 up).
  const firstId = 7_000;
  let next = 0;
  const sendNext = () => socket.send(JSON.stringify({ id: firstId + next, method: methods[next], params: {} }));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`the inspector did not answer ${methods[next]} within 60 s`));
    }, 60_000);
    socket.on('open', sendNext);
    socket.on('error', () => {
      clearTimeout(timer);
      reject(new Error(`cannot reach the inspector at ${url}`));
    });
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(DISPLACED);
    });
    socket.on('message', (message: Buffer) => {
      const data = JSON.parse(message.toString('utf8')) as InspectorMessage;
      if (data.method === 'HeapProfiler.addHeapSnapshotChunk') {
        if (keepChunks && data.params?.chunk) chunks.push(data.params.chunk);
        return;
      }
      if (data.id !== firstId + next) return;
      next += 1;
      if (next < methods.length) return sendNext();
      clearTimeout(timer);
      socket.removeAllListeners('close');
      hangUp(socket);
      resolve({ chunks, last: data });
    });
  });
}

/** The heap in use after a full GC (forced by a snapshot that is thrown away). */
export async function isolateHeap(target: number | string): Promise<HeapReading> {
  const { last } = await inspect(target, ['HeapProfiler.takeHeapSnapshot', 'Runtime.getHeapUsage'], false);
  if (!last.result) throw new Error('the inspector sent no heap usage');
  return { usedMB: last.result.usedSize / 2 ** 20, totalMB: last.result.totalSize / 2 ** 20 };
}

/** The highest heap figures seen while sampling, and how many samples were taken. */
export interface HeapPeaks {
  peakUsedMB: number;
  peakTotalMB: number;
  samples: number;
}

/**
 * Samples `Runtime.getHeapUsage` every `intervalMs` on one connection, without forcing a GC, until
 * `stop()`: the peaks are what the isolate held at its busiest, garbage included, since the total
 * (used plus V8's free space) is what an isolate's memory limit counts. One request in flight at a
 * time: on a loaded isolate an answer can take longer than the interval, and a queue of asks would
 * only measure the inspector.
 */
export function sampleHeapUsage(target: number | string, intervalMs = 250): { stop: () => Promise<HeapPeaks> } {
  const url = inspectorUrl(target);
  const peaks: HeapPeaks = { peakUsedMB: 0, peakTotalMB: 0, samples: 0 };
  let id = 8_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failure = 'the inspector answered no heap usage while sampling';
  let socket: WebSocket;
  const open = () => {
    socket = connect(url);
    const ask = () => {
      if (!stopped) socket.send(JSON.stringify({ id: ++id, method: 'Runtime.getHeapUsage', params: {} }));
    };
    socket.on('error', () => (failure = `cannot reach the inspector at ${url}`));
    // Displaced (see DISPLACED): connect again shortly.
    socket.on('close', () => {
      if (!stopped) timer = setTimeout(open, intervalMs);
    });
    socket.on('open', ask);
    socket.on('message', (message: Buffer) => {
      const data = JSON.parse(message.toString('utf8')) as InspectorMessage;
      if (data.id !== id || !data.result) return;
      peaks.peakUsedMB = Math.max(peaks.peakUsedMB, data.result.usedSize / 2 ** 20);
      peaks.peakTotalMB = Math.max(peaks.peakTotalMB, data.result.totalSize / 2 ** 20);
      peaks.samples += 1;
      timer = setTimeout(ask, intervalMs);
    });
  };
  open();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      socket.removeAllListeners('close');
      hangUp(socket);
      return peaks.samples > 0 ? Promise.resolve(peaks) : Promise.reject(new Error(failure));
    },
  };
}

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/**
 * How many live objects (after a full GC) the isolate holds for each constructor name asked, e.g.
 * `RequestInstance`: one React render (Flight or Fizz) still held.
 */
export async function countLiveObjects(target: number | string, constructorNames: readonly string[]): Promise<Record<string, number>> {
  const { chunks } = await inspect(target, ['HeapProfiler.takeHeapSnapshot'], true);
  const snapshot = JSON.parse(chunks.join('')) as HeapSnapshot;
  const fields = snapshot.snapshot.meta.node_fields;
  const width = fields.length;
  const typeField = fields.indexOf('type');
  const nameField = fields.indexOf('name');
  const objectType = snapshot.snapshot.meta.node_types[0].indexOf('object');
  const counts = Object.fromEntries(constructorNames.map((name) => [name, 0]));
  for (let at = 0; at < snapshot.nodes.length; at += width) {
    if (snapshot.nodes[at + typeField] !== objectType) continue;
    const name = snapshot.strings[snapshot.nodes[at + nameField] as number] as string;
    if (name in counts) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** One isolate on workerd's own inspector: `core:user:<Worker>` for a Worker, other ids for Miniflare's own (`core:entry`, `cache:cache`, `kv:ns`, …). */
interface InspectorTarget {
  id: string;
  webSocketDebuggerUrl: string;
}

/**
 * Every isolate on workerd's own inspector, which listens on a port wrangler picks: found among the
 * ports the processes under `wranglerPid` listen on by asking each for its targets.
 */
async function inspectorTargets(wranglerPid: number): Promise<InspectorTarget[]> {
  const pids = new Set(processTree(wranglerPid));
  const listening = execFileSync('ss', ['-ltnpH'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => [...line.matchAll(/pid=(\d+)/g)].some((match) => pids.has(Number(match[1]))))
    .map((line) => line.split(/\s+/)[3]?.split(':').at(-1))
    .filter((port): port is string => Boolean(port));
  const found: InspectorTarget[] = [];
  for (const port of listening) {
    try {
      found.push(...((await (await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(1_000) })).json()) as InspectorTarget[]));
    } catch {
      /* not an inspector */
    }
  }
  return found;
}

/** The inspector URL of a Worker other than wrangler's first (the live Worker's Durable Objects), null when there is none. */
export async function workerInspectorUrl(wranglerPid: number, workerName: string): Promise<string | null> {
  return (await inspectorTargets(wranglerPid)).find((target) => target.id === `core:user:${workerName}`)?.webSocketDebuggerUrl ?? null;
}
