import 'server-only';
import { inBackground, type WaitUntil } from '../runtime/workers-runtime';
import { SingleFlight } from '../runtime/single-flight';
import type { CachePolicy } from './cache-policy';
import { sha256Hex } from '../runtime/sha256-hex';
import { deepFreeze } from '../runtime/deep-freeze';
import { keptAnswers } from './kept-answers';

/**
 * A shared cache on the Cache API (`caches.default`) with stale-while-revalidate and stale-if-error.
 *
 * Entries hold text exactly as the origin produced it (for upstream calls: the JSON before the
 * schema parse, so a deploy with a new schema re-checks old entries) plus two headers saying when it
 * was stored and under which TTL: freshness is computed here, not by the cache. The stored
 * `cache-control` only tells the cache how long to keep the entry at all (ttl + staleIfError).
 * In front of the default cache, the isolate keeps fresh answers decoded (kept-answers.ts).
 */

export type { WaitUntil };

/** What one origin call produced: the text, and whether the origin allows sharing it. */
export interface LoadedText {
  text: string;
  /** False when the origin marked its answer private (Set-Cookie, Cache-Control private/no-store). */
  shareable: boolean;
}

/** How an answer was obtained, for logs, headers and tests. */
export type CacheState = 'hit' | 'miss' | 'stale' | 'stale-if-error' | 'bypass';

export interface EdgeCacheRequest<T> {
  /** A GET request or URL (the Cache API only keys GETs); see `edgeCacheKey` for POST calls. */
  key: Request | string;
  policy: CachePolicy;
  /** Produces fresh text. Throws on failure; `background` is true for a refresh nobody waits for. */
  load: (background: boolean) => Promise<LoadedText>;
  /** Turns text into the value. Throws when the text is unusable: such text is never stored or served. */
  decode: (text: string) => T;
  /**
   * What `decode` checks against (the call's schema). Given, and with the default cache, fresh answers are
   * also kept decoded in the isolate (kept-answers.ts) and handed only to readers that decode the same way:
   * then the value is frozen, and no reader may change it.
   */
  keptAs?: object | undefined;
  /** Where background work goes; defaults to `waitUntil` from `cloudflare:workers`. */
  waitUntil?: WaitUntil | undefined;
  /** Defaults to `caches.default` (only its answers are also kept decoded in the isolate). */
  cache?: Cache | undefined;
  /** Milliseconds since the epoch; tests move the clock. */
  now?: (() => number) | undefined;
  /** Content type of the stored entry. */
  contentType?: string | undefined;
}

export interface EdgeCacheResult<T> {
  value: T;
  state: CacheState;
  /** Seconds since the answer was produced (0 for a fresh load). */
  age: number;
}

const STORED_AT = 'x-edge-cache-stored-at';
const TTL = 'x-edge-cache-ttl';
const POLICY = 'x-edge-cache-policy';

/** Whether this runtime has the Workers Cache API (not Node, not a browser). */
export function edgeCacheAvailable(): boolean {
  return typeof caches !== 'undefined' && typeof (caches as { default?: unknown }).default === 'object';
}

/** `caches.default` (the DOM typings of `caches` do not know Cloudflare's default cache). */
export const defaultCache = (): Cache => (caches as unknown as { default: Cache }).default;

/**
 * Failures a stale copy may stand in for: the origin is down, overloaded or too slow (UpstreamError
 * 5xx/429 — 504 after a timeout, 502 for a network failure or a bad shape). A 4xx is an answer (gone,
 * unknown) that a stale copy must not hide. Errors without a status count as outages.
 */
export function isOutage(err: unknown): boolean {
  const status = typeof err === 'object' && err !== null && 'status' in err ? (err as { status: unknown }).status : undefined;
  if (typeof status === 'number') return status >= 500 || status === 429;
  return true;
}

const schedule = (waitUntil: WaitUntil | undefined, work: Promise<unknown>): Promise<void> => inBackground(work, '[edge-cache]', waitUntil);

/**
 * Refreshes in flight in this isolate, so one stale key triggers one refresh, not one per reader.
 * Bounded, so memory cannot grow with the load: each entry lives at most one upstream timeout, and
 * past MAX_REFRESHING a stale answer is served without starting another refresh (a later reader will).
 */
export const MAX_REFRESHING = 256;
const refreshing = new SingleFlight<unknown>({ lingerMs: 0, followerTimeoutMs: 0, maxKeys: MAX_REFRESHING });

/** A refresh started for this key and still running (tests await it). */
export const refreshInFlight = (key: Request | string): Promise<unknown> | undefined => refreshing.current(keyUrl(key));

const keyUrl = (key: Request | string): string => (typeof key === 'string' ? key : key.url);

interface StoredEntry {
  text: string;
  storedAt: number;
}

async function readEntry(cache: Cache, key: Request | string): Promise<StoredEntry | undefined> {
  try {
    const res = await cache.match(key);
    if (!res) return undefined;
    const storedAt = Number(res.headers.get(STORED_AT));
    const text = await res.text();
    return Number.isFinite(storedAt) && storedAt > 0 ? { text, storedAt } : undefined;
  } catch (err) {
    // A broken cache must never break the page: behave as a miss.
    console.warn('[edge-cache] read failed', err);
    return undefined;
  }
}

/** Stores text under a key. Exported for tests that need an entry of a given age. */
export async function writeEntry(cache: Cache, key: Request | string, text: string, policy: CachePolicy, storedAt: number, contentType = 'application/json; charset=utf-8'): Promise<void> {
  const keepFor = policy.ttl + Math.max(policy.staleIfError, policy.staleWhileRevalidate);
  // The isolate's decoded copy of the entry replaced is not the entry any more.
  keptAnswers.drop(keyUrl(key));
  await cache.put(
    key,
    new Response(text, { headers: { 'content-type': contentType, 'cache-control': `public, max-age=${keepFor}`, [STORED_AT]: String(storedAt), [TTL]: String(policy.ttl), [POLICY]: policy.name } }),
  );
}

/**
 * Answers from the cache when the entry is fresh; serves a recent stale entry at once and refreshes
 * it in the background; otherwise calls the origin, stores a good answer, and falls back to an older
 * stale entry when the origin is down. Cache errors degrade to calling the origin.
 */
export async function edgeCached<T>(req: EdgeCacheRequest<T>): Promise<EdgeCacheResult<T>> {
  const now = req.now ?? Date.now;
  const cache = req.cache ?? (edgeCacheAvailable() ? defaultCache() : undefined);
  if (!cache) return { value: req.decode((await req.load(false)).text), state: 'bypass', age: 0 };

  const { policy } = req;
  const contentType = req.contentType;
  // Only the default cache's answers are kept decoded: the isolate's one copy stands for that one cache.
  const keptAs = req.cache ? undefined : req.keptAs;
  const kept = keptAs && keptAnswers.fresh(keyUrl(req.key), keptAs, policy.ttl, now());
  if (kept) return { value: kept.value as T, state: 'hit', age: (now() - kept.storedAt) / 1000 };
  const keep = (value: T, storedAt: number, chars: number) => keptAs && keptAnswers.keep(keyUrl(req.key), keptAs, value, storedAt, chars);

  const entry = await readEntry(cache, req.key);
  const age = entry ? Math.max(0, (now() - entry.storedAt) / 1000) : Infinity;
  const cached = entry ? decodeOrUndefined(req.decode, entry.text) : undefined;

  const loadAndStore = async (background: boolean): Promise<T> => {
    const loaded = await req.load(background);
    const value = req.decode(loaded.text); // throws before storing anything unusable
    if (loaded.shareable) {
      const storedAt = now();
      // Frozen before anyone reads it: once kept, every request of the isolate gets this very object.
      if (keptAs) deepFreeze(value);
      await schedule(
        req.waitUntil,
        writeEntry(cache, req.key, loaded.text, policy, storedAt, contentType).then(() => keep(value, storedAt, loaded.text.length)),
      );
    }
    return value;
  };

  if (cached) {
    if (age < policy.ttl) {
      if (entry) keep(cached.value, entry.storedAt, entry.text.length);
      return { value: cached.value, state: 'hit', age };
    }
    if (age < policy.ttl + policy.staleWhileRevalidate) {
      const refresh = refreshing.start(keyUrl(req.key), () => loadAndStore(true));
      if (refresh) await schedule(req.waitUntil, refresh);
      return { value: cached.value, state: 'stale', age };
    }
  }

  try {
    return { value: await loadAndStore(false), state: 'miss', age: 0 };
  } catch (err) {
    if (cached && age < policy.ttl + policy.staleIfError && isOutage(err)) {
      console.warn(`[edge-cache] ${policy.name}: origin failed, serving a copy ${Math.round(age)} s old`, err);
      return { value: cached.value, state: 'stale-if-error', age };
    }
    throw err;
  }
}

function decodeOrUndefined<T>(decode: (text: string) => T, text: string): { value: T } | undefined {
  try {
    return { value: decode(text) };
  } catch {
    // An entry that no longer decodes (e.g. the schema changed with a deploy) is a miss.
    return undefined;
  }
}

/** Largest request body a cache key is derived from; bigger POSTs are not cached. */
export const MAX_KEYED_BODY_BYTES = 8 * 1024;

/**
 * The cache key of an upstream call: always a GET request (the Cache API keys only GETs), built from
 * the URL with its query sorted, plus — for a POST — a SHA-256 of the body, so two bodies never share
 * an entry. A marker parameter keeps these keys apart from anything `fetch` itself may cache, and
 * `generation` (the article service's, decision 028) lets a deletion retire every entry at once.
 * Headers (and so the token) are never part of the key. Undefined when the body is too large to key.
 */
export async function edgeCacheKey(url: URL, method: string, body?: string | undefined, generation?: string | undefined): Promise<Request | undefined> {
  const key = new URL(url);
  key.searchParams.sort();
  key.searchParams.set('__edge-cache', 'v1');
  // A content generation (content-generation.ts): moving it on makes every older entry unreachable.
  if (generation !== undefined) key.searchParams.set('__gen', generation);
  if (method.toUpperCase() !== 'GET') {
    const bytes = new TextEncoder().encode(body ?? '');
    if (bytes.byteLength > MAX_KEYED_BODY_BYTES) return undefined;
    key.searchParams.set('__method', method.toUpperCase());
    key.searchParams.set('__body', await sha256Hex(bytes));
  }
  key.hash = '';
  return new Request(key, { method: 'GET' });
}
