import * as v from 'valibot';
import type { ArticleSummary } from '../upstream/article/schemas';
import { shardCodec } from '../kv-snapshot/shard-codec';

/**
 * One published article of the edge article index (decision 029): what the article page's first
 * bytes need without asking the article service — that the id is published, and what the top of
 * the page shows (category, paid badge, title, dates, the cover's box).
 */
export interface IndexedArticle {
  articleId: number;
  title: string;
  categoryTags: readonly string[];
  isPaid: boolean;
  /** ISO timestamps, to the second (the page shows minutes). */
  publishedAt: string;
  updatedAt: string;
  /** The cover's intrinsic size, so its box is reserved before the article arrives; null without a cover. */
  cover: { width: number; height: number } | null;
}

/** Shards by id: an article page reads one of them, never the whole index (~50,000 articles in production). */
export const ARTICLE_INDEX_SHARDS = 32;
export const shardOf = (articleId: number): number => articleId % ARTICLE_INDEX_SHARDS;
export const ALL_SHARDS: readonly number[] = Array.from({ length: ARTICLE_INDEX_SHARDS }, (_, shard) => shard);

/** [articleId, title, categoryTags, isPaid 0|1, publishedAt s, updatedAt s, coverWidth, coverHeight (0 without cover)]: arrays keep shards small. */
type ShardRow = [number, string, string[], 0 | 1, number, number, number, number];

const Seconds = v.pipe(v.number(), v.integer(), v.minValue(0));

const toSeconds = (iso: string): number => Math.max(0, Math.floor(Date.parse(iso) / 1000));
const toIso = (seconds: number): string => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');

/** The index's record of a published summary (the upstream's ms are dropped: the page shows minutes). */
export function indexedArticleOf(summary: ArticleSummary): IndexedArticle {
  return {
    articleId: summary.articleId,
    title: summary.title,
    categoryTags: summary.categoryTags,
    isPaid: summary.isPaid,
    publishedAt: toIso(toSeconds(summary.publishedAt)),
    updatedAt: toIso(toSeconds(summary.updatedAt)),
    cover: summary.cover && summary.cover.width > 0 && summary.cover.height > 0 ? { width: summary.cover.width, height: summary.cover.height } : null,
  };
}

/** The index's shards in KV: one per ARTICLE_INDEX_SHARDS bucket of ids, `{ v, shard, fetchedAt, rows }` (src/lib/kv-snapshot/shard-codec.ts). */
export const articleIndexShards = shardCodec<number, IndexedArticle, ShardRow>({
  keyField: 'shard',
  keySchema: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ARTICLE_INDEX_SHARDS - 1)),
  rowSchema: v.tuple([
    v.pipe(v.number(), v.integer(), v.minValue(1)),
    v.pipe(v.string(), v.maxLength(500)),
    v.array(v.pipe(v.string(), v.maxLength(100))),
    v.picklist([0, 1]),
    Seconds,
    Seconds,
    v.pipe(v.number(), v.integer(), v.minValue(0)),
    v.pipe(v.number(), v.integer(), v.minValue(0)),
  ]),
  toRow: (a) => [a.articleId, a.title, [...a.categoryTags], a.isPaid ? 1 : 0, toSeconds(a.publishedAt), toSeconds(a.updatedAt), a.cover?.width ?? 0, a.cover?.height ?? 0],
  fromRow: ([articleId, title, categoryTags, isPaid, publishedAt, updatedAt, width, height]) => ({
    articleId,
    title,
    categoryTags,
    isPaid: isPaid === 1,
    publishedAt: toIso(publishedAt),
    updatedAt: toIso(updatedAt),
    cover: width > 0 && height > 0 ? { width, height } : null,
  }),
  // A misfiled article would be looked for in the wrong shard: the shard is unreadable instead.
  belongs: (article, shard) => shardOf(article.articleId) === shard,
});
