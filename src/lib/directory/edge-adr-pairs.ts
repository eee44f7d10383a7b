import type { AppConfig } from '../config';
import { edgeSnapshot } from '../kv-snapshot/edge-snapshot';
import { inBackground } from '../runtime/workers-runtime';
import { refreshUpstream } from '../upstream/http';
import type { AdrPair } from '../upstream/taiwan-market';
import { AdrPairsStore, fillAdrPairsIfEmpty } from './adr-pairs';

/** This worker's ADR pairs: the KV namespace DIRECTORY (under `adr-pairs:v1`) behind one store per isolate. */
export const edgeAdrPairs = edgeSnapshot<AdrPairsStore, string, AdrPair>({
  withoutIt: 'the ADR section asks the Taiwan-market service',
  Store: AdrPairsStore,
  fill: (store, config) => fillAdrPairsIfEmpty(store, refreshUpstream(config)),
});

/**
 * The pairs the edge holds, from memory or one KV read: never an upstream call. null when it holds
 * none yet (a new deployment before the directory's first Cron Trigger) or cannot be read: a fill
 * then starts in the background (no reader waits for it) and the caller decides without them.
 */
export async function adrPairsAtEdge(config: AppConfig): Promise<readonly AdrPair[] | null> {
  try {
    const store = await edgeAdrPairs.store();
    if (!store) return null;
    const pairs = await store.pairs();
    if (!pairs) await inBackground(fillAdrPairsIfEmpty(store, refreshUpstream(config)), '[adr-pairs]');
    return pairs;
  } catch (err) {
    console.error('[adr-pairs] the edge copy cannot be read', err);
    return null;
  }
}
