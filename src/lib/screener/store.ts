import { KvSnapshot, type SnapshotStoreOptions } from '../kv-snapshot/snapshot-store';
import type { MarketSession } from '../upstream/business/schemas/quotes';
import type { ScreenerRow } from '../upstream/business/schemas/screener';
import { rowsById } from './rows-by-id';
import { hasBeenFilled, parseMeta, type ScreenerMeta } from './snapshot-meta';
import { ALL_SCREENER_SHARDS, META_KEY, type ScreenerHeader, screenerShards, shardKey } from './snapshot-shards';

/**
 * The screener's table at the edge: a KV snapshot (src/lib/kv-snapshot) of SCREENER_SHARDS shards
 * plus a small meta value, held in the isolate as read, and assembled into one array of rows the
 * screens run over. The array stays the same object until a newer complete refresh arrives, so
 * callers may memoise per array.
 */

export interface LoadedShard {
  shard: number;
  fetchedAt: number;
  header: ScreenerHeader;
  rows: readonly ScreenerRow[];
}

export interface ScreenerTable {
  /** When the upstream answered the rows (ms): one refresh's. */
  fetchedAt: number;
  tradingDate: string | null;
  asOf: string | null;
  /** The market session of the rows' quotes. */
  marketSession: MarketSession;
  /** Every row, in id order. */
  rows: readonly ScreenerRow[];
}

const sameHeader = (a: ScreenerHeader, b: ScreenerHeader): boolean => a.tradingDate === b.tradingDate && a.asOf === b.asOf && a.marketSession === b.marketSession && a.total === b.total;

export class ScreenerStore extends KvSnapshot<number, ScreenerRow, LoadedShard, ScreenerMeta> {
  /** Its KV namespace's binding (wrangler.toml) and the prefix of its logs. */
  static readonly binding = 'DIRECTORY';
  static readonly label = '[screener]';
  #table: ScreenerTable | null = null;
  /** This isolate's first fill of an empty snapshot: under way, or failed (edge-screener.ts reads it as the page's state). */
  firstFill: 'running' | 'failed' | null = null;

  constructor(options: SnapshotStoreOptions) {
    super(
      {
        label: ScreenerStore.label,
        shardKey,
        metaKey: META_KEY,
        codec: screenerShards,
        load: ({ key, fetchedAt, entries, header }) => ({ shard: key, fetchedAt, header: header as ScreenerHeader, rows: entries }),
        parseMeta,
        isFilled: hasBeenFilled,
      },
      options,
    );
  }

  /**
   * The whole table from the shards held (read from KV on first use), or the last one assembled in
   * this isolate while the shards disagree (a refresh being written, or reaching this isolate one
   * shard at a time); null when no complete refresh has been read.
   */
  async table(): Promise<ScreenerTable | null> {
    const shards = await Promise.all(ALL_SCREENER_SHARDS.map((shard) => this.shard(shard)));
    const first = shards[0];
    if (!first || shards.some((shard) => !shard || shard.fetchedAt !== first.fetchedAt || !sameHeader(shard.header, first.header))) return this.#table;
    if (this.#table && this.#table.fetchedAt >= first.fetchedAt) return this.#table;
    const rows = shards.flatMap((shard) => shard?.rows ?? []);
    if (rows.length !== first.header.total) return this.#table;
    this.#table = { fetchedAt: first.fetchedAt, tradingDate: first.header.tradingDate, asOf: first.header.asOf, marketSession: first.header.marketSession, rows };
    return this.#table;
  }

  /** One security's row (the snapshot's lookup); null when no table is held. */
  async lookup(id: string): Promise<ScreenerRow | undefined | null> {
    const table = await this.table();
    return table ? rowsById(table.rows).get(id) : null;
  }

  override forget(): void {
    super.forget();
    this.#table = null;
    this.firstFill = null;
  }
}
