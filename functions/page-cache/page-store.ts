import type { PageCacheTimes } from './cacheable-page';
import { defaultCache } from '@/lib/upstream/edge-cache';

/**
 * The guest page cache's entries on the Cache API (`caches.default`): the finished body of a page
 * and its content type, with the time it was stored, so freshness is judged here (as the upstream
 * edge cache does, decision 009). `cache-control` only tells the cache how long to keep it at all.
 */
const STORED_AT = 'x-page-cache-stored-at';
/** The page's own content type ('' for Waku's RSC payloads, which carry none), kept apart from the entry's. */
const KEPT_TYPE = 'x-page-cache-content-type';

export interface KeptPage {
  body: ArrayBuffer;
  contentType: string;
  ageSeconds: number;
}

/** The kept page under `key`, or undefined (none, expired, or the cache failing: a miss, never an error). */
export async function readKeptPage(key: Request, nowMs: number): Promise<KeptPage | undefined> {
  try {
    const hit = await defaultCache().match(key);
    if (!hit) return undefined;
    const storedAt = Number(hit.headers.get(STORED_AT));
    if (!Number.isFinite(storedAt)) return undefined;
    return { body: await hit.arrayBuffer(), contentType: hit.headers.get(KEPT_TYPE) ?? '', ageSeconds: Math.max(0, (nowMs - storedAt) / 1000) };
  } catch (err) {
    console.warn('[page-cache] read failed', err);
    return undefined;
  }
}

export async function keepPage(key: Request, page: { body: ArrayBuffer; contentType: string }, times: PageCacheTimes, nowMs: number): Promise<void> {
  const keepFor = times.freshSeconds + times.staleWhileRevalidateSeconds;
  await defaultCache().put(key, new Response(page.body, { headers: { [KEPT_TYPE]: page.contentType, [STORED_AT]: String(nowMs), 'cache-control': `public, max-age=${keepFor}` } }));
}
