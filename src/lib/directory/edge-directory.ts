import type { AppConfig } from '../config';
import { inBackground, workersModule } from '../server/workers-runtime';
import type { UpstreamContext } from '../upstream/http';
import type { DirectoryEntry } from './entry';
import { fillDirectoryIfEmpty } from './refresh';
import { DirectoryStore } from './store';
import { type DirectorySearchIndex, namedStock } from './suggest';

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
    if (found === null) await inBackground(fillDirectoryIfEmpty(directory, directoryUpstream(config)), '[directory]');
    return found ?? undefined;
  } catch (err) {
    console.error('[directory] lookup failed; asking the upstream', id, err);
    return undefined;
  }
}

/**
 * The search index over the whole directory (suggestions, the search page, the search form), from
 * what the directory holds now. When it is still empty (a new deployment before its first Cron
 * Trigger), a fill starts in the background, once per isolate, and this answers null at once: no
 * reader waits on a fill (issue 27 §12: the first page after `npm start` on a busy machine waited on
 * a fill that competed with the page's own calls). Callers then show the article search alone.
 */
export async function edgeSearchIndex(config: AppConfig, directory?: DirectoryStore | null): Promise<DirectorySearchIndex | null> {
  try {
    const store = directory === undefined ? await edgeDirectory() : directory;
    if (!store) return null;
    const index = await store.searchIndex();
    if (index) return index;
    const fill = fillDirectoryIfEmpty(store, directoryUpstream(config)).catch((err: unknown) => console.error('[directory] fill failed', err));
    // The isolate's own directory: kept alive past the response. A store passed in (tests) runs its fill as it is.
    if (directory === undefined) await inBackground(fill, '[directory]');
    return null;
  } catch (err) {
    console.error('[directory] search index unavailable', err);
    return null;
  }
}

/**
 * The security a search names (namedStock: its symbol, an index alias, its whole Chinese name, or as the
 * only match), for the search form; null when there is none or the directory cannot answer.
 */
export async function namedStockInEdgeDirectory(raw: string, config: AppConfig): Promise<DirectoryEntry | null> {
  const index = await edgeSearchIndex(config);
  return index ? namedStock(index, raw) : null;
}
