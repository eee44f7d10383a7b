import * as v from 'valibot';
import type { DirectoryItem } from '../upstream/business/schemas';
import { DIRECTORY_GROUPS, type DirectoryGroup } from './groups';

/**
 * One security of the edge directory: the stock record the route guard needs (spec §3: id, name,
 * customName, marketType, commodityType, exchange) plus the size that ranks search suggestions.
 */
export type DirectoryEntry = Pick<DirectoryItem, 'id' | 'name' | 'customName' | 'marketType' | 'commodityType' | 'exchange' | 'marketCap'>;

/** A shard as it is stored in KV: one directory group, compact rows (about 70 bytes a security). */
export interface StoredShard {
  /** Format version: a reader that meets another version treats the shard as missing. */
  v: typeof SHARD_FORMAT;
  group: DirectoryGroup;
  /** When the upstream answered this copy (ms since the epoch). */
  fetchedAt: number;
  rows: ShardRow[];
}

export const SHARD_FORMAT = 1;

/** [id, name, customName, marketType, commodityType, exchange, marketCap]: arrays, not objects, to keep shards small. */
type ShardRow = [string, string, string | null, number, number, 1 | 2 | 3 | null, number | null];

const RowSchema = v.tuple([
  v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  v.pipe(v.string(), v.maxLength(300)),
  v.nullable(v.pipe(v.string(), v.maxLength(100))),
  v.pipe(v.number(), v.integer()),
  v.pipe(v.number(), v.integer()),
  v.nullable(v.picklist([1, 2, 3])),
  v.nullable(v.pipe(v.number(), v.minValue(0))),
]);

const StoredShardSchema = v.object({
  v: v.literal(SHARD_FORMAT),
  group: v.picklist(DIRECTORY_GROUPS),
  fetchedAt: v.number(),
  rows: v.array(RowSchema),
});

const toRow = (e: DirectoryEntry): ShardRow => [e.id, e.name, e.customName, e.marketType, e.commodityType, e.exchange, e.marketCap];

const fromRow = ([id, name, customName, marketType, commodityType, exchange, marketCap]: ShardRow): DirectoryEntry => ({
  id,
  name,
  customName,
  marketType,
  commodityType,
  exchange,
  marketCap,
});

export function encodeShard(group: DirectoryGroup, entries: readonly DirectoryEntry[], fetchedAt: number): string {
  const shard: StoredShard = { v: SHARD_FORMAT, group, fetchedAt, rows: entries.map(toRow) };
  return JSON.stringify(shard);
}

export interface DecodedShard {
  group: DirectoryGroup;
  fetchedAt: number;
  entries: DirectoryEntry[];
}

/**
 * A stored shard, checked: KV is ours, but a half-written value, an older format or a hand edit
 * must read as "missing" (the caller falls back to the upstream), never as a broken directory.
 */
export function decodeShard(text: string, expected: DirectoryGroup): DecodedShard | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredShardSchema, data);
  if (!parsed.success || parsed.output.group !== expected) return null;
  return { group: parsed.output.group, fetchedAt: parsed.output.fetchedAt, entries: parsed.output.rows.map((row) => fromRow(row as ShardRow)) };
}
