import type { WaitUntil } from '../server/workers-runtime';
import { decodeShard, type DirectoryEntry, encodeShard } from './entry';
import { DIRECTORY_GROUPS, type DirectoryGroup, directoryGroupOf } from './groups';
import { parseMeta, type DirectoryMeta } from './meta';
import { buildSearchIndex, type DirectorySearchIndex } from './suggest';

/**
 * The symbol directory at the edge (decision 017): one KV value per directory group (16 shards,
 * 1–150 kB each) plus a small meta value, and an in-isolate copy of every shard read so far.
 *
 * Reads: a shard younger than ISOLATE_FRESH_MS is answered from memory (microseconds); an older
 * one is answered from memory too while one background read fetches the current value from KV,
 * so a refresh reaches every isolate within about two minutes and no reader waits for it. Only
 * the first read of a shard in an isolate waits for KV (about a millisecond at the edge, served
 * from the colo's KV cache for KV_CACHE_TTL_SECONDS).
 */

export const SHARD_KEY_PREFIX = 'directory:v1:group:';
export const META_KEY = 'directory:v1:meta';
/** How long an isolate trusts its copy of a shard before it re-reads KV in the background. */
export const ISOLATE_FRESH_MS = 60_000;
/** KV's own edge cache of our reads (60 s is its minimum). */
export const KV_CACHE_TTL_SECONDS = 60;

export const shardKey = (group: DirectoryGroup): string => `${SHARD_KEY_PREFIX}${group}`;

export interface LoadedShard {
  group: DirectoryGroup;
  fetchedAt: number;
  entries: readonly DirectoryEntry[];
  byId: ReadonlyMap<string, DirectoryEntry>;
}

interface CachedShard {
  /** null: KV has no (usable) value for this group. */
  shard: LoadedShard | null;
  readAt: number;
  rereading: boolean;
}

export interface DirectoryStoreOptions {
  kv: KVNamespace;
  now?: () => number;
  /** Where background re-reads go (the request's waitUntil); without it they are awaited. */
  waitUntil?: WaitUntil | undefined;
}

export class DirectoryStore {
  readonly #kv: KVNamespace;
  readonly #now: () => number;
  readonly #waitUntil: WaitUntil | undefined;
  readonly #shards = new Map<DirectoryGroup, CachedShard>();
  readonly #pending = new Map<DirectoryGroup, Promise<LoadedShard | null>>();
  #index: { key: string; index: DirectorySearchIndex } | undefined;

  constructor(options: DirectoryStoreOptions) {
    this.#kv = options.kv;
    this.#now = options.now ?? Date.now;
    this.#waitUntil = options.waitUntil;
  }

  /** One group's shard: from memory when held, else from KV. null when KV has none. */
  async shard(group: DirectoryGroup): Promise<LoadedShard | null> {
    const cached = this.#shards.get(group);
    if (cached) {
      if (this.#now() - cached.readAt >= ISOLATE_FRESH_MS && !cached.rereading) {
        cached.rereading = true;
        const reread = this.#read(group).catch((err: unknown) => {
          console.warn('[directory] background re-read failed; keeping the copy held', group, err);
          cached.rereading = false;
        });
        if (this.#waitUntil) this.#waitUntil(reread);
        else await reread;
      }
      return this.#shards.get(group)?.shard ?? null;
    }
    return this.#read(group);
  }

  /**
   * The directory's record of an id: the entry, `undefined` when its shard does not list it (a
   * new listing, or no such security), or `null` when the directory has no shard to ask (empty,
   * or never filled for that group). Callers fall back to the upstream in both of the last cases.
   */
  async lookup(id: string): Promise<DirectoryEntry | undefined | null> {
    const shard = await this.shard(directoryGroupOf(id));
    return shard ? shard.byId.get(id) : null;
  }

  /** Every shard KV holds (missing groups left out). */
  async allShards(): Promise<LoadedShard[]> {
    const shards = await Promise.all(DIRECTORY_GROUPS.map((group) => this.shard(group)));
    return shards.filter((shard): shard is LoadedShard => shard !== null);
  }

  /** The search index over every shard held; rebuilt only when a shard changed. null when the directory is empty. */
  async searchIndex(): Promise<DirectorySearchIndex | null> {
    const shards = await this.allShards();
    if (shards.length === 0) return null;
    const key = shards.map((shard) => `${shard.group}:${shard.fetchedAt}:${shard.entries.length}`).join(',');
    if (this.#index?.key !== key) this.#index = { key, index: buildSearchIndex(shards.flatMap((shard) => shard.entries)) };
    return this.#index.index;
  }

  async meta(): Promise<DirectoryMeta | null> {
    return parseMeta(await this.#kv.get(META_KEY, 'text'));
  }

  /** Writes one shard and drops this isolate's copy of it (other isolates see it within ISOLATE_FRESH_MS + KV's cache). */
  async writeShard(group: DirectoryGroup, entries: readonly DirectoryEntry[], fetchedAt: number): Promise<void> {
    await this.#kv.put(shardKey(group), encodeShard(group, entries, fetchedAt));
    this.#shards.delete(group);
  }

  async writeMeta(meta: DirectoryMeta): Promise<void> {
    await this.#kv.put(META_KEY, JSON.stringify(meta));
  }

  /** Drops every copy held in this isolate (after a refresh in this isolate, and in tests). */
  forget(): void {
    this.#shards.clear();
    this.#index = undefined;
  }

  /** Reads a shard from KV (one read per group at a time) and keeps it. */
  #read(group: DirectoryGroup): Promise<LoadedShard | null> {
    const pending = this.#pending.get(group);
    if (pending) return pending;
    const read = (async () => {
      try {
        const text = await this.#kv.get(shardKey(group), { type: 'text', cacheTtl: KV_CACHE_TTL_SECONDS });
        const decoded = text === null ? null : decodeShard(text, group);
        if (text !== null && decoded === null) console.error('[directory] stored shard is unreadable; treating it as missing', group);
        const shard: LoadedShard | null = decoded && {
          group,
          fetchedAt: decoded.fetchedAt,
          entries: decoded.entries,
          byId: new Map(decoded.entries.map((entry) => [entry.id, entry])),
        };
        this.#shards.set(group, { shard, readAt: this.#now(), rereading: false });
        return shard;
      } finally {
        this.#pending.delete(group);
      }
    })();
    this.#pending.set(group, read);
    return read;
  }
}
