/**
 * The worker isolate's own V8 heap, read through the inspector `wrangler dev` opens on its port +
 * 1000 (not workerd's RSS, which includes the local simulator's caches). Node's WebSocket with an
 * Origin header is let in. With `collectGarbage`, a full GC runs first, so two readings compare what
 * is still held, not what is waiting to be collected.
 */
export interface HeapReading {
  usedMB: number;
  totalMB: number;
}

export async function isolateHeap(inspectorPort: number, { collectGarbage = true } = {}): Promise<HeapReading> {
  const socket = new WebSocket(`ws://127.0.0.1:${inspectorPort}/ws`, { headers: { origin: `http://127.0.0.1:${inspectorPort}` } } as unknown as string[]);
  const calls: string[] = [...(collectGarbage ? ['HeapProfiler.collectGarbage'] : []), 'Runtime.getHeapUsage'];
  return new Promise<HeapReading>((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error('the inspector did not answer within 20 s'));
    }, 20_000);
    socket.onopen = () => calls.forEach((method, index) => socket.send(JSON.stringify({ id: index + 1, method })));
    socket.onerror = () => reject(new Error(`cannot reach the inspector on ${inspectorPort}`));
    socket.onmessage = (message) => {
      const data = JSON.parse(String(message.data)) as { id?: number; result?: { usedSize: number; totalSize: number } };
      if (data.id !== calls.length || !data.result) return;
      clearTimeout(timer);
      socket.close();
      resolve({ usedMB: data.result.usedSize / 2 ** 20, totalMB: data.result.totalSize / 2 ** 20 });
    };
  });
}
