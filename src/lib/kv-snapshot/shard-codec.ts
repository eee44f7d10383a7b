import * as v from 'valibot';
import { parseStored } from './stored-json';

/**
 * How one snapshot's shards are stored in KV: `{ v, <keyField>, fetchedAt, rows }`, rows as arrays
 * (not objects) to keep shards small. The field naming the shard is the snapshot's own ('group' for
 * the symbol directory, 'shard' for the article index), kept as the stored values already have it.
 */
export const SHARD_FORMAT = 1;

export interface ShardCodecSpec<K, E, Row> {
  keyField: string;
  keySchema: v.GenericSchema<unknown, K>;
  rowSchema: v.GenericSchema<unknown, unknown>;
  toRow: (entry: E) => Row;
  fromRow: (row: Row) => E;
  /** Whether a decoded entry belongs in this shard (a misfiled one makes the shard unreadable). */
  belongs?: (entry: E, key: K) => boolean;
  /**
   * What every shard of one refresh also carries (the screener's session and time), checked like the
   * rows: a reader of the whole table takes it from the shards themselves, so it always matches them.
   */
  headerSchema?: v.GenericSchema;
}

export interface DecodedShard<K, E> {
  key: K;
  /** When the upstream answered this copy (ms since the epoch). */
  fetchedAt: number;
  entries: E[];
  /** The shard's header, when the codec has one (checked by its schema). */
  header?: unknown;
}

export interface ShardCodec<K, E> {
  encode(key: K, entries: readonly E[], fetchedAt: number, header?: unknown): string;
  /** The stored shard, checked; null when it is not the expected shard in this format. */
  decode(text: string, expected: K): DecodedShard<K, E> | null;
}

export function shardCodec<K, E, Row>(spec: ShardCodecSpec<K, E, Row>): ShardCodec<K, E> {
  const entries: v.ObjectEntries = { v: v.literal(SHARD_FORMAT), [spec.keyField]: spec.keySchema, fetchedAt: v.number(), rows: v.array(spec.rowSchema) };
  if (spec.headerSchema) entries.header = spec.headerSchema;
  const schema = v.object(entries);
  return {
    encode: (key, entries, fetchedAt, header) => JSON.stringify({ v: SHARD_FORMAT, [spec.keyField]: key, fetchedAt, ...(spec.headerSchema ? { header } : {}), rows: entries.map(spec.toRow) }),
    decode(text, expected) {
      const stored = parseStored(schema, text) as ({ fetchedAt: number; rows: unknown[]; header?: unknown } & Record<string, unknown>) | null;
      if (!stored || stored[spec.keyField] !== expected) return null;
      const entries = stored.rows.map((row) => spec.fromRow(row as Row));
      if (spec.belongs && entries.some((entry) => !spec.belongs?.(entry, expected))) return null;
      return { key: expected, fetchedAt: stored.fetchedAt, entries, ...(spec.headerSchema ? { header: stored.header } : {}) };
    },
  };
}
