import * as v from 'valibot';
import { shardCodec } from '../kv-snapshot/shard-codec';
import { type ScreenerRow, ScreenerRowSchema } from '../upstream/business/schemas/screener';

/**
 * How the screener's snapshot sits in KV (the DIRECTORY namespace, beside the symbol directory's
 * market data, under `screener:v1:`): SCREENER_SHARDS shards of consecutive rows in id order, so the
 * shards read in order are the table in order. A row is stored as an array in the schema's field
 * order (about 300 bytes, half its JSON object), checked by the upstream row's own schemas when read.
 * Every shard of one refresh carries the same fetchedAt and header: a reader assembles the table
 * only from shards that agree, so it never mixes two refreshes.
 */
export const SCREENER_SHARDS = 8;
export const ALL_SCREENER_SHARDS: readonly number[] = Array.from({ length: SCREENER_SHARDS }, (_, shard) => shard);

export const KEY_PREFIX = 'screener:v1:';
export const META_KEY = `${KEY_PREFIX}meta`;
export const shardKey = (shard: number): string => `${KEY_PREFIX}shard:${shard}`;

const FIELDS = Object.keys(ScreenerRowSchema.entries) as (keyof ScreenerRow)[];

/** The session the rows belong to and the time of their quotes, as the upstream answered them. */
export const ScreenerHeaderSchema = v.object({ tradingDate: v.nullable(v.string()), asOf: v.nullable(v.string()), total: v.pipe(v.number(), v.integer(), v.minValue(0)) });
export type ScreenerHeader = v.InferOutput<typeof ScreenerHeaderSchema>;

/** Which shard row `index` of `total` (in id order) goes to: consecutive runs of about equal size. */
export const shardOfIndex = (index: number, total: number): number => Math.min(SCREENER_SHARDS - 1, Math.floor((index * SCREENER_SHARDS) / Math.max(total, 1)));

/**
 * Strings many rows repeat (sectors, industries, kinds, dates) are kept once per isolate: decoding
 * gives each row its own copy of every string, and the table is held whole.
 */
function interner(): (value: unknown) => unknown {
  const seen = new Map<string, string>();
  return (value) => {
    if (typeof value !== 'string' || value.length > 40) return value;
    const known = seen.get(value);
    if (known !== undefined) return known;
    seen.set(value, value);
    return value;
  };
}
const intern = interner();
const REPEATED = new Set<keyof ScreenerRow>(['kind', 'sector', 'sectorZh', 'industry', 'industryZh', 'dividendFrequency', 'exDividendDate']);

export const screenerShards = shardCodec<number, ScreenerRow, unknown[]>({
  keyField: 'shard',
  keySchema: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SCREENER_SHARDS - 1)),
  rowSchema: v.tuple(FIELDS.map((field) => ScreenerRowSchema.entries[field] as v.GenericSchema)),
  toRow: (row) => FIELDS.map((field) => row[field]),
  fromRow: (values) => {
    const row: Record<string, unknown> = {};
    FIELDS.forEach((field, i) => {
      row[field] = REPEATED.has(field) ? intern(values[i]) : values[i];
    });
    return row as ScreenerRow;
  },
  headerSchema: ScreenerHeaderSchema,
});
