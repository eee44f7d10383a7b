import WebSocket from 'ws';

/**
 * The worker isolate's own V8 heap, read through the inspector `wrangler dev` opens on its port +
 * 1000 (not workerd's RSS, which includes the local simulator's caches). It lets in a WebSocket with
 * an Origin header. The `ws` package, not Node's WebSocket: wrangler's inspector proxy never answers a
 * close frame, and Node's WebSocket then keeps the process alive; `terminate()` does not wait.
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

/** Sends `methods` one after another, each when the previous one has answered; collects snapshot chunks. */
function inspect(inspectorPort: number, methods: readonly string[], keepChunks: boolean): Promise<{ chunks: string[]; last: InspectorMessage }> {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`, { origin: `http://127.0.0.1:${inspectorPort}` });
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
      reject(new Error(`cannot reach the inspector on ${inspectorPort}`));
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
      socket.terminate();
      resolve({ chunks, last: data });
    });
  });
}

/** The heap in use after a full GC (forced by a snapshot that is thrown away). */
export async function isolateHeap(inspectorPort: number): Promise<HeapReading> {
  const { last } = await inspect(inspectorPort, ['HeapProfiler.takeHeapSnapshot', 'Runtime.getHeapUsage'], false);
  if (!last.result) throw new Error('the inspector sent no heap usage');
  return { usedMB: last.result.usedSize / 2 ** 20, totalMB: last.result.totalSize / 2 ** 20 };
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
export async function countLiveObjects(inspectorPort: number, constructorNames: readonly string[]): Promise<Record<string, number>> {
  const { chunks } = await inspect(inspectorPort, ['HeapProfiler.takeHeapSnapshot'], true);
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
