import type { AppConfig } from '../config';
import { inBackground } from '../runtime/workers-runtime';
import { edgeSnapshot } from '../kv-snapshot/edge-snapshot';
import { refreshUpstream, type UpstreamContext } from '../upstream/http';
import { ADR_PAIRS_TIMEOUT_MS, getAdrPairs } from '../upstream/taiwan-market';
import { adrPairsAtEdge } from './edge-adr-pairs';
import type { DirectoryEntry } from './entry';
import { fillDirectoryIfEmpty } from './refresh';
import { normaliseSearchText } from './search-text';
import { DirectoryStore } from './store';
import { type DirectorySearchIndex, namedStock } from './suggest';
import { NO_TAIWAN_CODES, type TaiwanCodes, taiwanCodeOf, taiwanCodesOf } from './taiwan-codes';

/**
 * This worker's edge directory: the KV namespace DIRECTORY behind one store per isolate. Its lookup
 * is the route guard's question ("looked up in a cache" before the upstream is asked): a listing newer than the last
 * refresh, or a directory that cannot answer, sends the caller to the upstream.
 */
export const edgeDirectory = edgeSnapshot<DirectoryStore, string, DirectoryEntry>({
  Store: DirectoryStore,
  withoutIt: 'stock lookups go to the upstream',
  fill: (store, config) => fillDirectoryIfEmpty(store, refreshUpstream(config)),
});

/**
 * The search index over the whole directory (suggestions, the search page, the search form), from
 * what the directory holds now. When it is still empty (a new deployment before its first Cron
 * Trigger), a fill starts in the background, once per isolate, and this answers null at once: no
 * reader waits on a fill (once the first page after `npm start` on a busy machine waited on
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
 * The Taiwan codes a search for `raw` needs, only when the text can be a TWSE code: from the pairs
 * the edge holds (edge-adr-pairs.ts), else asked of the Taiwan-market service (edge-cached for hours;
 * ADR_PAIRS_TIMEOUT_MS at most), so no other search waits on a second service. A failure finds no
 * ADR by its code, and nothing else changes.
 */
export async function taiwanCodesFor(raw: string, ctx: UpstreamContext): Promise<TaiwanCodes> {
  if (taiwanCodeOf(normaliseSearchText(raw)) === null) return NO_TAIWAN_CODES;
  const atEdge = await adrPairsAtEdge(ctx.config);
  if (atEdge) return taiwanCodesOf(atEdge);
  try {
    return taiwanCodesOf(await getAdrPairs({ ...ctx, timeoutMs: ADR_PAIRS_TIMEOUT_MS }));
  } catch (err) {
    console.error('[directory] ADR pairs for a Taiwan code', err);
    return NO_TAIWAN_CODES;
  }
}

/**
 * The security a search names (namedStock: the top suggestion when the text names it exactly, by
 * symbol, name, alias or Taiwan code, or the only match), for the search form; null when there is
 * none or the directory cannot answer.
 */
export async function namedStockInEdgeDirectory(raw: string, ctx: UpstreamContext): Promise<DirectoryEntry | null> {
  const [index, taiwanCodes] = await Promise.all([edgeSearchIndex(ctx.config), taiwanCodesFor(raw, ctx)]);
  return index ? namedStock(index, raw, taiwanCodes) : null;
}
