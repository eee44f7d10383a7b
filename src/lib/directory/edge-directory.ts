import type { AppConfig } from '../config';
import type { UpstreamContext } from '../upstream/http';
import type { DirectoryEntry } from './entry';
import { fillDirectoryIfEmpty } from './refresh';
import { DirectoryStore } from './store';

type WorkersModule = typeof import('cloudflare:workers');
let workers: Promise<WorkersModule> | undefined;
/**
 * Loaded lazily: the worker entry imports this module through the edge layer, and Waku's build
 * imports that entry in Node, where 'cloudflare:workers' does not exist.
 */
const workersModule = (): Promise<WorkersModule> => (workers ??= import('cloudflare:workers'));

/**
 * This worker's edge directory: the KV namespace DIRECTORY (wrangler.toml) behind one store per
 * isolate, so every request of the isolate shares its in-memory copy. null when the binding is
 * missing (a misconfigured deployment): callers then use the upstream as before.
 */
let store: DirectoryStore | null | undefined;

export async function edgeDirectory(): Promise<DirectoryStore | null> {
  if (store === undefined) {
    const { env, waitUntil } = await workersModule();
    const kv = (env as { DIRECTORY?: KVNamespace }).DIRECTORY;
    store = kv ? new DirectoryStore({ kv, waitUntil }) : null;
    if (!kv) console.error('[directory] the KV binding DIRECTORY is missing; stock lookups go to the upstream');
  }
  return store;
}

/** Directory refreshes read the upstream itself, never the edge cache's copy of it. */
export const directoryUpstream = (config: AppConfig): UpstreamContext => ({ config, edgeCache: false });

/** Runs work after the answer has gone (the request's or the Cron Trigger's waitUntil). */
export async function inBackground(work: Promise<unknown>): Promise<void> {
  const { waitUntil } = await workersModule();
  waitUntil(work.catch((err: unknown) => console.error('[directory] background work failed', err)));
}

/**
 * The route guard's question (spec §2 "looked up in a cache"): the directory's entry for an id;
 * undefined when the directory does not list it or cannot answer — the caller then asks the
 * upstream, so a listing newer than the last refresh still works. An empty directory is filled in
 * the background; this request does not wait for that.
 */
export async function lookupInEdgeDirectory(id: string, config: AppConfig): Promise<DirectoryEntry | undefined> {
  try {
    const directory = await edgeDirectory();
    if (!directory) return undefined;
    const found = await directory.lookup(id);
    if (found === null) await inBackground(fillDirectoryIfEmpty(directory, directoryUpstream(config)));
    return found ?? undefined;
  } catch (err) {
    console.error('[directory] lookup failed; asking the upstream', id, err);
    return undefined;
  }
}
