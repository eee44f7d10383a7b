import type { StockId } from '@protocol/stock-id';
import { KvSnapshot, type SnapshotStoreOptions } from '../kv-snapshot/snapshot-store';
import { type DirectoryEntry, directoryShards } from './entry';
import { DIRECTORY_GROUPS, type DirectoryGroup, directoryGroupOf } from './groups';
import { hasBeenFilled, parseMeta, type DirectoryMeta } from './meta';
import { buildSearchIndex, type DirectorySearchIndex } from './suggest';

/**
 * The symbol directory at the edge (decision 017): a KV snapshot (src/lib/kv-snapshot) of one shard
 * per directory group (16 shards, 1–150 kB each) plus a small meta value, held in the isolate as read.
 */

export const SHARD_KEY_PREFIX = 'directory:v1:group:';
export const META_KEY = 'directory:v1:meta';
export const shardKey = (group: DirectoryGroup): string => `${SHARD_KEY_PREFIX}${group}`;

export interface LoadedShard {
  group: DirectoryGroup;
  fetchedAt: number;
  entries: readonly DirectoryEntry[];
  byId: ReadonlyMap<string, DirectoryEntry>;
}

export class DirectoryStore extends KvSnapshot<DirectoryGroup, DirectoryEntry, LoadedShard, DirectoryMeta> {
  /** Its KV namespace's binding (wrangler.toml) and the prefix of its logs. */
  static readonly binding = 'DIRECTORY';
  static readonly label = '[directory]';
  #index: { key: string; index: DirectorySearchIndex } | undefined;

  constructor(options: SnapshotStoreOptions) {
    super(
      {
        label: DirectoryStore.label,
        shardKey,
        metaKey: META_KEY,
        codec: directoryShards,
        load: ({ key, fetchedAt, entries }) => ({ group: key, fetchedAt, entries, byId: new Map(entries.map((entry) => [entry.id, entry])) }),
        parseMeta,
        isFilled: hasBeenFilled,
      },
      options,
    );
  }

  /**
   * The directory's record of an id: the entry, `undefined` when its shard does not list it (a
   * new listing, or no such security), or `null` when the directory has no shard to ask (empty,
   * or never filled for that group). Callers fall back to the upstream in both of the last cases.
   */
  async lookup(id: StockId): Promise<DirectoryEntry | undefined | null> {
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

  override forget(): void {
    super.forget();
    this.#index = undefined;
  }
}
