import type { AppConfig } from '../config';
import { inBackground } from '../server/workers-runtime';
import { edgeSnapshot, refreshUpstream } from '../kv-snapshot/edge-snapshot';
import type { DirectoryEntry } from './entry';
import { fillDirectoryIfEmpty } from './refresh';
import { DirectoryStore } from './store';
import { type DirectorySearchIndex, namedStock } from './suggest';

/**
 * This worker's edge directory: the KV namespace DIRECTORY behind one store per isolate. Its lookup
 * is the route guard's question (spec §2 "looked up in a cache"): a listing newer than the last
 * refresh, or a directory that cannot answer, sends the caller to the upstream.
 */
export const edgeDirectory = edgeSnapshot<DirectoryStore, string, DirectoryEntry>({
  binding: 'DIRECTORY',
  label: '[directory]',
  withoutIt: 'stock lookups go to the upstream',
  Store: DirectoryStore,
  fill: fillDirectoryIfEmpty,
});

/**
 * The search index over the whole directory (suggestions, the search page, the search form), from
 * what the directory holds now. When it is still empty (a new deployment before its first Cron
 * Trigger), a fill starts in the background, once per isolate, and this answers null at once: no
 * reader waits on a fill (issue 27 §12: the first page after `npm start` on a busy machine waited on
 * a fill that competed with the page's own calls). Callers then show the article search alone.
 */
export async function edgeSearchIndex(config: AppConfig, directory?: DirectoryStore | null): Promise<DirectorySearchIndex | null> {
  try {
    const store = directory === undefined ? await edgeDirectory.store() : directory;
    if (!store) return null;
    const index = await store.searchIndex();
    if (index) return index;
    const fill = fillDirectoryIfEmpty(store, refreshUpstream(config)).catch((err: unknown) => console.error('[directory] fill failed', err));
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
