import * as v from 'valibot';
import { shardCodec } from '../kv-snapshot/shard-codec';
import { MarketSessionSchema } from '../upstream/business/schemas/quotes';
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
export const ScreenerHeaderSchema = v.object({
  tradingDate: v.nullable(v.string()),
  asOf: v.nullable(v.string()),
  marketSession: MarketSessionSchema,
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ScreenerHeader = v.InferOutput<typeof ScreenerHeaderSchema>;

/** Which shard row `index` of `total` (in id order) goes to: consecutive runs of about equal size. */
export const shardOfIndex = (index: number, total: number): number => Math.min(SCREENER_SHARDS - 1, Math.floor((index * SCREENER_SHARDS) / Math.max(total, 1)));

/**
 * Strings many rows repeat (kinds, sectors, industries, dates) are kept once per isolate: decoding
 * gives each row its own copy of every string, and the table is held whole.
 */
const interned = new Map<string, string>();
function intern<T>(value: T): T {
  if (typeof value !== 'string') return value;
  const known = interned.get(value);
  if (known !== undefined) return known as T;
  interned.set(value, value);
  return value;
}

/**
 * A stored row as the object the screens read. Written out as one object literal, in the schema's
 * field order (the round-trip test holds the two together): every row then shares one hidden class
 * with its fields in the object itself. Built field by field, V8 kept each row as a dictionary, seven
 * times the memory (40 MB against 5.6 MB for 13,000 rows in Node).
 */
function rowOf(values: unknown[]): ScreenerRow {
  const [
    id,
    name,
    customName,
    exchange,
    kind,
    sector,
    sectorZh,
    industry,
    industryZh,
    sp500,
    nasdaq100,
    dow,
    taiwanCode,
    price,
    change,
    changePercent,
    volume,
    averageVolume,
    marketCap,
    peRatio,
    forwardPe,
    priceToSales,
    priceToBook,
    evToEbitda,
    dividendYield,
    payoutRatio,
    dividendFrequency,
    dividendYears,
    exDividendDate,
    revenueGrowth,
    revenueGrowth3y,
    epsGrowth,
    epsGrowth3y,
    grossMargin,
    operatingMargin,
    netMargin,
    roe,
    debtToEquity,
    change1m,
    change6m,
    changeYtd,
    change1y,
    week52High,
    week52Low,
    sma50,
    sma200,
    rsi14,
    beta,
    expenseRatio,
    aum,
    holdingsCount,
  ] = values as { [K in keyof ScreenerRow]: ScreenerRow[K] }[keyof ScreenerRow][];
  // prettier-ignore
  return {
    id, name, customName, exchange, kind: intern(kind), sector: intern(sector), sectorZh: intern(sectorZh), industry: intern(industry), industryZh: intern(industryZh),
    sp500, nasdaq100, dow, taiwanCode,
    price, change, changePercent, volume, averageVolume, marketCap,
    peRatio, forwardPe, priceToSales, priceToBook, evToEbitda,
    dividendYield, payoutRatio, dividendFrequency: intern(dividendFrequency), dividendYears, exDividendDate: intern(exDividendDate),
    revenueGrowth, revenueGrowth3y, epsGrowth, epsGrowth3y, grossMargin, operatingMargin, netMargin, roe, debtToEquity,
    change1m, change6m, changeYtd, change1y, week52High, week52Low, sma50, sma200, rsi14, beta,
    expenseRatio, aum, holdingsCount,
  } as ScreenerRow;
}

export const screenerShards = shardCodec<number, ScreenerRow, unknown[]>({
  keyField: 'shard',
  keySchema: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SCREENER_SHARDS - 1)),
  rowSchema: v.tuple(FIELDS.map((field) => ScreenerRowSchema.entries[field] as v.GenericSchema)),
  toRow: (row) => FIELDS.map((field) => row[field]),
  fromRow: rowOf,
  headerSchema: ScreenerHeaderSchema,
});
