import * as v from 'valibot';
import { parseStored } from '../kv-snapshot/stored-json';
import { ARTICLE_INDEX_SHARDS } from './entry';

/**
 * What the last refreshes found (KV key article-index:v1:meta): how many articles the index holds,
 * per shard a count and a digest of its rows (an unchanged shard is not written again: KV writes
 * are metered), and the last refusal or failure, kept for the logs and the tests.
 */
const ShardStateSchema = v.object({ count: v.pipe(v.number(), v.integer(), v.minValue(0)), digest: v.string() });

const MetaSchema = v.object({
  v: v.literal(1),
  /** When the stored rows were last confirmed by the upstream (ms). */
  checkedAt: v.number(),
  /** When the last refresh ended, successful or not (ms). */
  refreshedAt: v.number(),
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Keyed by shard number (0 … ARTICLE_INDEX_SHARDS − 1). */
  shards: v.record(v.string(), ShardStateSchema),
  /** Why the last refresh kept the stored copy, or null when it succeeded. */
  lastError: v.nullable(v.string()),
});
export type ArticleIndexMeta = v.InferOutput<typeof MetaSchema>;

/** The stored meta, or null when there is none or it cannot be read (the index then counts as never filled). */
export function parseMeta(text: string | null): ArticleIndexMeta | null {
  const meta = parseStored(MetaSchema, text);
  return meta && Object.keys(meta.shards).every((key) => Number(key) >= 0 && Number(key) < ARTICLE_INDEX_SHARDS) ? meta : null;
}

/** Whether a refresh has ever stored shards (a first fill that found the service down has not). */
export const hasBeenFilled = (meta: ArticleIndexMeta | null): boolean => meta !== null && Object.keys(meta.shards).length > 0;
