import type { UpstreamContext } from '@/lib/upstream/http';
import { sandboxConfig } from './upstream-context';

/**
 * For the workerd tests of the KV snapshots (the directory, the article index, the screener): what a
 * refresh asked of the upstream and wrote to KV, counted (KV writes are metered: an unchanged shard
 * must not be written again).
 */

/** `kv` with the key of every put recorded in `puts`. */
export function countingKv(kv: KVNamespace): { kv: KVNamespace; puts: string[] } {
  const puts: string[] = [];
  const wrapped = new Proxy(kv, {
    get(target, prop, receiver) {
      if (prop === 'put') {
        return (key: string, ...rest: unknown[]) => {
          puts.push(key);
          return (target.put as (...a: unknown[]) => Promise<void>)(key, ...rest);
        };
      }
      const value = Reflect.get(target, prop, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { kv: wrapped, puts };
}

/** An upstream context on the sandbox, past the edge cache, with the URL of every call in `calls`; `rewrite` may change an answer. */
export function countedUpstream(rewrite?: (url: string, res: Response) => Promise<Response>): { ctx: UpstreamContext; calls: string[] } {
  const calls: string[] = [];
  const counted: typeof fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(url);
    const res = await fetch(input, init);
    return rewrite ? rewrite(url, res) : res;
  };
  return { ctx: { config: sandboxConfig(), edgeCache: false, fetch: counted }, calls };
}
