import * as v from 'valibot';
import type { DirectoryItem } from '../upstream/business/schemas/directory';
import { shardCodec } from '../kv-snapshot/shard-codec';
import { DIRECTORY_GROUPS, type DirectoryGroup } from './groups';
import type { StockId } from '@protocol/stock-id';

/**
 * One security of the edge directory: the stock record the route guard needs (id, name,
 * customName, marketType, commodityType, exchange) plus the size that ranks search suggestions.
 */
export type DirectoryEntry = Pick<DirectoryItem, 'id' | 'name' | 'customName' | 'marketType' | 'commodityType' | 'exchange' | 'marketCap'>;

/** [id, name, customName, marketType, commodityType, exchange, marketCap]: about 70 bytes a security. */
type ShardRow = [StockId, string, string | null, number, number, 1 | 2 | 3 | null, number | null];

/** The directory's shards in KV: one per directory group, `{ v, group, fetchedAt, rows }` (src/lib/kv-snapshot/shard-codec.ts). */
export const directoryShards = shardCodec<DirectoryGroup, DirectoryEntry, ShardRow>({
  keyField: 'group',
  keySchema: v.picklist(DIRECTORY_GROUPS),
  rowSchema: v.tuple([
    // Written by toRow from an id parseStockId made, so it keeps its brand as it stands.
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(20),
      v.transform((id) => id as StockId),
    ),
    v.pipe(v.string(), v.maxLength(300)),
    v.nullable(v.pipe(v.string(), v.maxLength(100))),
    v.pipe(v.number(), v.integer()),
    v.pipe(v.number(), v.integer()),
    v.nullable(v.picklist([1, 2, 3])),
    v.nullable(v.pipe(v.number(), v.minValue(0))),
  ]),
  toRow: (e) => [e.id, e.name, e.customName, e.marketType, e.commodityType, e.exchange, e.marketCap],
  fromRow: ([id, name, customName, marketType, commodityType, exchange, marketCap]) => ({ id, name, customName, marketType, commodityType, exchange, marketCap }),
});
