import { SingleFlight } from '../runtime/single-flight';
import type { WaitUntil } from '../runtime/workers-runtime';
import { IsolateShardCopies } from './isolate-copies';
import type { DecodedShard, ShardCodec } from './shard-codec';

/**
 * A snapshot of upstream data the edge keeps in KV (decisions 017, 029, 050; one implementation for
 * all): some shards plus a small meta value, and an in-isolate copy of every shard read so far. Three
 * are configured: the symbol directory (16 shards by symbol group), the article index (32 shards by
 * article id) and the screener's table (8 shards of its rows). Reads come from memory first
 * (microseconds), with a background re-read after ISOLATE_FRESH_MS and one KV read per shard at a
 * time (about a millisecond at the edge).
 */

/** How long an isolate trusts its copy of a shard before it re-reads KV in the background. */
export const ISOLATE_FRESH_MS = 60_000;
/** KV's own edge cache of our reads (60 s is its minimum). */
export const KV_CACHE_TTL_SECONDS = 60;
/** An isolate retries the first fill of an empty snapshot at most this often (the upstream may be down). */
export const FILL_RETRY_MS = 60_000;

export interface SnapshotSpec<K, E, L, M> {
  /** Log prefix, e.g. '[directory]'. */
  label: string;
  shardKey: (key: K) => string;
  metaKey: string;
  codec: ShardCodec<K, E>;
  /** A decoded shard as the isolate keeps it (indexed by id). */
  load: (decoded: DecodedShard<K, E>) => L;
  /** The stored meta, or null when there is none or it cannot be read. */
  parseMeta: (text: string | null) => M | null;
  /** Whether a refresh has ever brought shards in (a first fill that found the upstream down has not). */
  isFilled: (meta: M | null) => boolean;
}

export interface SnapshotStoreOptions {
  kv: KVNamespace;
  now?: (() => number) | undefined;
  /** Where background re-reads go (the request's waitUntil); without it they are awaited. */
  waitUntil?: WaitUntil | undefined;
}

export class KvSnapshot<K extends string | number, E, L, M> {
  protected readonly kv: KVNamespace;
  /** The store's clock (tests set it): refreshes stamp what they write with it. */
  readonly now: () => number;
  readonly #spec: SnapshotSpec<K, E, L, M>;
  readonly #copies: IsolateShardCopies<K, L>;
  /** The first fill: one at a time, and its outcome stands for FILL_RETRY_MS (a down upstream is not asked again at once). */
  readonly #fill: SingleFlight<unknown>;

  constructor(spec: SnapshotSpec<K, E, L, M>, options: SnapshotStoreOptions) {
    this.#spec = spec;
    this.kv = options.kv;
    this.now = options.now ?? Date.now;
    this.#copies = new IsolateShardCopies({
      kv: options.kv,
      keyOf: spec.shardKey,
      decode: (text, key) => {
        const decoded = spec.codec.decode(text, key);
        return decoded && spec.load(decoded);
      },
      label: spec.label,
      freshMs: ISOLATE_FRESH_MS,
      kvCacheTtlSeconds: KV_CACHE_TTL_SECONDS,
      now: this.now,
      waitUntil: options.waitUntil,
    });
    this.#fill = new SingleFlight({ lingerMs: FILL_RETRY_MS, followerTimeoutMs: FILL_RETRY_MS, maxKeys: 1, now: this.now });
  }

  /** One shard: from memory when held, else from KV. null when KV has none (or none readable). */
  shard(key: K): Promise<L | null> {
    return this.#copies.get(key);
  }

  /** One shard as KV holds it now, past this isolate's copy (to rewrite it). */
  async storedShard(key: K): Promise<DecodedShard<K, E> | null> {
    const text = await this.kv.get(this.#spec.shardKey(key), 'text');
    return text === null ? null : this.#spec.codec.decode(text, key);
  }

  async meta(): Promise<M | null> {
    return this.#spec.parseMeta(await this.kv.get(this.#spec.metaKey, 'text'));
  }

  /** Writes one shard and drops this isolate's copy of it (other isolates see it within ISOLATE_FRESH_MS + KV's cache). */
  async writeShard(key: K, entries: readonly E[], fetchedAt: number, header?: unknown): Promise<void> {
    await this.kv.put(this.#spec.shardKey(key), this.#spec.codec.encode(key, entries, fetchedAt, header));
    this.#copies.drop(key);
  }

  async writeMeta(meta: M): Promise<void> {
    await this.kv.put(this.#spec.metaKey, JSON.stringify(meta));
  }

  /**
   * Fills the snapshot on first use (a new deployment before its first Cron Trigger, a fresh local
   * state): when no refresh has brought shards in yet, `refresh` runs, one per isolate at a time,
   * and not again within FILL_RETRY_MS. Answers null when there was nothing to do.
   */
  async fillIfEmpty<R>(refresh: () => Promise<R>, describe: (report: R) => string): Promise<R | null> {
    const { value } = await this.#fill.run('fill', async () => {
      if (this.#spec.isFilled(await this.meta())) return null;
      const report = await refresh();
      console.log(`${this.#spec.label} first fill: ${describe(report)}`);
      return report;
    });
    return value as R | null;
  }

  /** Drops every copy held in this isolate (after a refresh in this isolate, and in tests). */
  forget(): void {
    this.#copies.clear();
  }
}
