import * as v from 'valibot';
import { StockRecordSchema } from './quotes.ts';
import { dataOf } from './shared.ts';

/** The symbol directory, by sitemap group. */

/** Groups of the alphabetical stock sitemaps, plus the indices. */
export const DIRECTORY_GROUPS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'HI', 'JKL', 'MN', 'OP', 'QR', 'S', 'TU', 'other', 'index'] as const;
export type DirectoryGroup = (typeof DIRECTORY_GROUPS)[number];
/**
 * A directory line: the stock record plus the security's size, which ranks search suggestions
 * (well-known and large companies before obscure listings). Optional: a directory without it still
 * parses, and suggestions then rank by the other rules alone.
 */
export const DirectoryItemSchema = v.object({
  ...StockRecordSchema.entries,
  /** Market capitalisation (funds: assets), USD; null for indices, warrants, rights, units, preferreds. */
  marketCap: v.optional(v.nullable(v.pipe(v.number(), v.minValue(0))), null),
});
export type DirectoryItem = v.InferOutput<typeof DirectoryItemSchema>;
export const DirectorySchema = dataOf(v.object({ group: v.picklist(DIRECTORY_GROUPS), items: v.array(DirectoryItemSchema) }));
export type Directory = v.InferOutput<typeof DirectorySchema>['data'];
