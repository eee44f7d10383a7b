import { env } from 'cloudflare:workers';
import { ADR_PAIRS_KEY, refreshAdrPairs } from '@/lib/directory/adr-pairs';
import { edgeAdrPairs } from '@/lib/directory/edge-adr-pairs';
import { edgeDirectory } from '@/lib/directory/edge-directory';
import { fillDirectoryIfEmpty } from '@/lib/directory/refresh';
import { refreshUpstream } from '@/lib/upstream/http';
import { sandboxConfig } from './upstream-context';

/** For the workerd tests: the test worker's DIRECTORY namespace (vitest.config.ts), shared by every test of a file. */
export const directoryKv = (): KVNamespace => (env as unknown as { DIRECTORY: KVNamespace }).DIRECTORY;

/** Deletes every key of the DIRECTORY namespace (storage persists between the tests of a file), and answers it. */
export async function emptyDirectoryKv(): Promise<KVNamespace> {
  const kv = directoryKv();
  const { keys } = await kv.list();
  await Promise.all(keys.map((key) => kv.delete(key.name)));
  return kv;
}

/**
 * Fills this isolate's edge directory from the sandbox unless it holds one already, as a running site
 * has it (the e2e stack's first page fills it in the background; a page before that renders without
 * it: article bodies unlinked, searches without their stock matches). For render tests of such pages.
 */
export async function fillEdgeDirectory(): Promise<void> {
  const store = await edgeDirectory.store();
  if (store) await fillDirectoryIfEmpty(store, refreshUpstream(sandboxConfig()));
}

/** This isolate's store of the ADR pairs at the edge (the DIRECTORY namespace's `adr-pairs:v1`). */
export async function edgePairsStore() {
  const store = await edgeAdrPairs.store();
  if (!store) throw new Error('no DIRECTORY binding');
  return store;
}

/** Fills the edge's ADR pairs from the sandbox, as the daily refresh does. */
export const fillEdgePairs = async () => refreshAdrPairs(await edgePairsStore(), refreshUpstream(sandboxConfig()));

/**
 * No ADR pairs at the edge, and none on the way (a first fill a test started, a lookup on an empty edge,
 * ends before its key is deleted); the isolate's copy forgotten too.
 */
export async function clearEdgePairs(): Promise<void> {
  const store = await edgePairsStore();
  await store.fillUnderWay();
  await directoryKv().delete(ADR_PAIRS_KEY);
  store.forget();
}
