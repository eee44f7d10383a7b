import { IsolateShardCopies } from '../server/isolate-shard-copies';
import type { WaitUntil } from '../server/workers-runtime';
import { decodeShard, type DirectoryEntry, encodeShard } from './entry';
import { DIRECTORY_GROUPS, type DirectoryGroup, directoryGroupOf } from './groups';
import { hasBeenFilled, parseMeta, type DirectoryMeta } from './meta';
import { buildSearchIndex, type DirectorySearchIndex } from './suggest';

/**
 * The symbol directory at the edge (decision 017): one KV value per directory group (16 shards,
 * 1–150 kB each) plus a small meta value, and an in-isolate copy of every shard read so far.
 *
 * Reads go through IsolateShardCopies (src/lib/server/isolate-shard-copies.ts), shared with the
 * article index: memory first (microseconds), a background re-read after ISOLATE_FRESH_MS, one KV
 * read per shard at a time (about a millisecond at the edge, from the colo's KV cache).
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

export interface DirectoryStoreOptions {
  kv: KVNamespace;
  now?: () => number;
  /** Where background re-reads go (the request's waitUntil); without it they are awaited. */
  waitUntil?: WaitUntil | undefined;
}

export class DirectoryStore {
  readonly #kv: KVNamespace;
  readonly #copies: IsolateShardCopies<DirectoryGroup, LoadedShard>;
  #index: { key: string; index: DirectorySearchIndex } | undefined;

  constructor(options: DirectoryStoreOptions) {
    this.#kv = options.kv;
    this.#copies = new IsolateShardCopies({
      kv: options.kv,
      keyOf: shardKey,
      decode: loadShard,
      label: '[directory]',
      freshMs: ISOLATE_FRESH_MS,
      kvCacheTtlSeconds: KV_CACHE_TTL_SECONDS,
      now: options.now,
      waitUntil: options.waitUntil,
    });
  }

  /** One group's shard: from memory when held, else from KV. null when KV has none. */
  shard(group: DirectoryGroup): Promise<LoadedShard | null> {
    return this.#copies.get(group);
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
    // A first fill writes the shards one by one and the meta last: an index over part of them would say
    // "no such stock" (an answer browsers cache) for the groups still to come. Once a refresh has brought
    // groups in, a group still missing is one the upstream failed to give, and the rest are searched.
    if (shards.length < DIRECTORY_GROUPS.length && !hasBeenFilled(await this.meta())) return null;
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
    this.#copies.drop(group);
  }

  async writeMeta(meta: DirectoryMeta): Promise<void> {
    await this.#kv.put(META_KEY, JSON.stringify(meta));
  }

  /** Drops every copy held in this isolate (after a refresh in this isolate, and in tests). */
  forget(): void {
    this.#copies.clear();
    this.#index = undefined;
  }
}

/** A stored shard as this isolate keeps it, or null when it is unreadable. */
function loadShard(text: string, group: DirectoryGroup): LoadedShard | null {
  const decoded = decodeShard(text, group);
  return decoded && { group, fetchedAt: decoded.fetchedAt, entries: decoded.entries, byId: new Map(decoded.entries.map((entry) => [entry.id, entry])) };
}
