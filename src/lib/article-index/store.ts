import { KvSnapshot, type SnapshotStoreOptions } from '../kv-snapshot/snapshot-store';
import { articleIndexShards, type IndexedArticle, shardOf } from './entry';
import { type ArticleIndexMeta, hasBeenFilled, parseMeta } from './meta';

/**
 * The article index at the edge (decision 029): a KV snapshot (src/lib/kv-snapshot) of
 * ARTICLE_INDEX_SHARDS shards by article id plus a small meta value, in the CONTENT_STATE namespace
 * under the prefix below, held in the isolate as read — the same module as the symbol directory's.
 */

export const KEY_PREFIX = 'article-index:v1:';
export const META_KEY = `${KEY_PREFIX}meta`;
export const shardKey = (shard: number): string => `${KEY_PREFIX}shard:${shard}`;

export interface LoadedShard {
  shard: number;
  fetchedAt: number;
  byId: Map<number, IndexedArticle>;
}

export class ArticleIndexStore extends KvSnapshot<number, IndexedArticle, LoadedShard, ArticleIndexMeta> {
  /** Its KV namespace's binding (wrangler.toml) and the prefix of its logs. */
  static readonly binding = 'CONTENT_STATE';
  static readonly label = '[article-index]';
  /** Ids this isolate learnt are gone (deleted here, or the service answered 404), and when. */
  readonly #gone = new Map<number, number>();

  constructor(options: SnapshotStoreOptions) {
    super(
      {
        label: ArticleIndexStore.label,
        shardKey,
        metaKey: META_KEY,
        codec: articleIndexShards,
        load: ({ key, fetchedAt, entries }) => ({ shard: key, fetchedAt, byId: new Map(entries.map((article) => [article.articleId, article])) }),
        parseMeta,
        isFilled: hasBeenFilled,
      },
      options,
    );
  }

  /**
   * The index's record of an article: the entry, `undefined` when its shard does not list it
   * (published since the last refresh, or not published), or `null` when there is no shard to ask
   * (never filled, or unreadable). Callers ask the article service in both of the last cases.
   */
  async lookup(articleId: number): Promise<IndexedArticle | undefined | null> {
    const shard = await this.shard(shardOf(articleId));
    if (!shard) return null;
    const goneAt = this.#gone.get(articleId);
    // A copy refreshed after we learnt the article was gone knows better (it may be published again).
    return goneAt !== undefined && shard.fetchedAt <= goneAt ? undefined : shard.byId.get(articleId);
  }

  /**
   * This isolate stops listing an article at once (the service answered 404 for it, or it was
   * deleted here); a copy from KV refreshed before that moment is read without it, one refreshed
   * after it is believed (an author may publish a withdrawn article again).
   */
  forgetArticle(articleId: number): void {
    this.#gone.set(articleId, this.now());
  }

  /**
   * Removes an article from KV's shard and from this isolate (a deletion through our UI): read,
   * filter, write — one write. Other isolates see it within ISOLATE_FRESH_MS plus KV's cache.
   */
  async removeArticle(articleId: number): Promise<void> {
    this.forgetArticle(articleId);
    const number = shardOf(articleId);
    const stored = await this.storedShard(number);
    if (!stored || !stored.entries.some((article) => article.articleId === articleId)) return;
    await this.writeShard(
      number,
      stored.entries.filter((article) => article.articleId !== articleId),
      stored.fetchedAt,
    );
  }

  override forget(): void {
    super.forget();
    this.#gone.clear();
  }
}
