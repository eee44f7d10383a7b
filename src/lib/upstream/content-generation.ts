import 'server-only';
import { workersModule } from '../runtime/workers-runtime';

/**
 * The article service's cache generation (decision 028): a value that is part of the edge-cache key
 * of every shared article-service answer (lists, the reader's article, authors, prices) and of the
 * article sitemap. Deleting an article moves it on, so no reader is served a list, page or sitemap
 * that still holds the article: every old entry becomes unreachable at once, in every location,
 * without knowing which keys held the article (lists are keyed by hashed bodies and cursors).
 *
 * Kept in Workers KV (`CONTENT_STATE`, key below). The isolate that deletes sees the new value at
 * once; other isolates read it at most MEMO_MS late, and other locations within KV's own propagation
 * (about a minute). Where there is no binding (Node tests, a worker configured without it), the
 * generation is a constant and deletion cannot purge: the TTLs of decision 009 still bound staleness.
 */
export const CONTENT_GENERATION_KEY = 'article-cache-generation';
/** How long an isolate trusts the value it read (a KV read per upstream call would add latency). */
export const MEMO_MS = 5_000;
/** KV's edge cache of the value; 30 s is the smallest Workers KV accepts. */
const KV_CACHE_TTL_SECONDS = 30;
const INITIAL_GENERATION = '0';

/** The part of a KV namespace this module uses (tests pass a Map-backed fake). */
export interface GenerationStore {
  get(key: string, options?: { cacheTtl?: number }): Promise<string | null>;
  put(key: string, value: string): Promise<void>;
}

let memo: { value: string; readAt: number } | undefined;
/** The read in flight: a page's concurrent article calls share it instead of each reading KV. */
let reading: Promise<string> | undefined;
/** Counts this isolate's advances: a read that started before one must not put the old value back. */
let advances = 0;

async function defaultStore(): Promise<GenerationStore | undefined> {
  try {
    const { env } = await workersModule();
    return (env as { CONTENT_STATE?: GenerationStore }).CONTENT_STATE;
  } catch {
    return undefined; // not in workerd
  }
}

/** The current generation ('0' until the first deletion, or without a store). Never throws. */
export async function articleCacheGeneration(options: { store?: GenerationStore | undefined; now?: number } = {}): Promise<string> {
  const now = options.now ?? Date.now();
  if (memo && now - memo.readAt < MEMO_MS) return memo.value;
  reading ??= readGeneration(options.store, now).finally(() => {
    reading = undefined;
  });
  return reading;
}

async function readGeneration(given: GenerationStore | undefined, now: number): Promise<string> {
  const advancesBefore = advances;
  try {
    const store = given ?? (await defaultStore());
    const value = (await store?.get(CONTENT_GENERATION_KEY, { cacheTtl: KV_CACHE_TTL_SECONDS })) ?? INITIAL_GENERATION;
    if (advances !== advancesBefore && memo) return memo.value;
    memo = { value, readAt: now };
    return value;
  } catch (err) {
    // KV down: keep using what this isolate last knew rather than failing the page.
    console.warn('[content-generation] read failed', err);
    return memo?.value ?? INITIAL_GENERATION;
  }
}

/**
 * Moves the generation on after content changed (an article was deleted). The value is the time in
 * milliseconds, never equal to an earlier one from this isolate; two deletions at once simply both
 * leave a new value. Throws when the store cannot be written, so the caller can say so.
 */
export async function advanceArticleCacheGeneration(options: { store?: GenerationStore | undefined; now?: number } = {}): Promise<string> {
  const now = options.now ?? Date.now();
  const previous = memo ? Number(memo.value) : 0;
  const value = String(Math.max(now, Number.isFinite(previous) ? previous + 1 : now));
  const store = options.store ?? (await defaultStore());
  if (!store) throw new Error('CONTENT_STATE is not bound: the article cache cannot be purged');
  await store.put(CONTENT_GENERATION_KEY, value);
  advances += 1;
  reading = undefined;
  memo = { value, readAt: now };
  return value;
}

/** Tests: forget what this isolate read. */
export function forgetArticleCacheGeneration(): void {
  memo = undefined;
  reading = undefined;
}
