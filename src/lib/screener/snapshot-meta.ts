import * as v from 'valibot';
import { parseStored } from '../kv-snapshot/stored-json';

/**
 * What the last refreshes found (KV key screener:v1:meta): the rows the stored shards hold, a digest
 * of them all (an unchanged table is not written again: KV writes are metered), when they were
 * fetched, and the last refusal or failure, for the logs and the tests.
 */
const MetaSchema = v.object({
  v: v.literal(1),
  /** When the stored shards were fetched (their fetchedAt), or null before the first fill stored any. */
  fetchedAt: v.nullable(v.number()),
  /** When the upstream last gave a usable answer (ms). */
  checkedAt: v.nullable(v.number()),
  /** When the last refresh ended, successful or not (ms). */
  refreshedAt: v.number(),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  digest: v.nullable(v.string()),
  tradingDate: v.nullable(v.string()),
  asOf: v.nullable(v.string()),
  /** Why the last refresh kept the stored copy, or null when it succeeded. */
  lastError: v.nullable(v.string()),
});
export type ScreenerMeta = v.InferOutput<typeof MetaSchema>;

export const parseMeta = (text: string | null): ScreenerMeta | null => parseStored(MetaSchema, text);

/** Whether a refresh has ever stored the table (a first fill that found the service down has not). */
export const hasBeenFilled = (meta: ScreenerMeta | null): boolean => meta !== null && meta.fetchedAt !== null;
