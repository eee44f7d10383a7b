import { IsolateShardCopies } from '../server/isolate-shard-copies';
import type { WaitUntil } from '../server/workers-runtime';
import { decodeShard, encodeShard, type IndexedArticle, shardOf } from './entry';
import { type ArticleIndexMeta, parseMeta } from './meta';

/**
 * The article index at the edge (decision 029): ARTICLE_INDEX_SHARDS KV values (by article id) plus
 * a small meta value, in the CONTENT_STATE namespace under the prefix below, and an in-isolate copy
 * of every shard read so far — the same shape as the symbol directory (decision 017).
 *
 * Reads go through IsolateShardCopies (src/lib/server/isolate-shard-copies.ts), shared with the
 * directory: memory first, a background re-read after ISOLATE_FRESH_MS, one KV read per shard at a time.
 */

export const KEY_PREFIX = 'article-index:v1:';
export const META_KEY = `${KEY_PREFIX}meta`;
export const shardKey = (shard: number): string => `${KEY_PREFIX}shard:${shard}`;
/** How long an isolate trusts its copy of a shard before it re-reads KV in the background. */
export const ISOLATE_FRESH_MS = 60_000;
/** KV's own edge cache of our reads (60 s is its minimum). */
export const KV_CACHE_TTL_SECONDS = 60;

export interface LoadedShard {
  shard: number;
  fetchedAt: number;
  byId: Map<number, IndexedArticle>;
}

export interface ArticleIndexStoreOptions {
  kv: KVNamespace;
  now?: () => number;
  /** Where background re-reads go (the request's waitUntil); without it they are awaited. */
  waitUntil?: WaitUntil | undefined;
}

export class ArticleIndexStore {
  readonly #kv: KVNamespace;
  readonly #now: () => number;
  readonly #copies: IsolateShardCopies<number, LoadedShard>;
  /** Ids this isolate learnt are gone (deleted here, or the service answered 404), and when. */
  readonly #gone = new Map<number, number>();

  constructor(options: ArticleIndexStoreOptions) {
    this.#kv = options.kv;
    this.#now = options.now ?? Date.now;
    this.#copies = new IsolateShardCopies({
      kv: options.kv,
      keyOf: shardKey,
      decode: loadShard,
      label: '[article-index]',
      freshMs: ISOLATE_FRESH_MS,
      kvCacheTtlSeconds: KV_CACHE_TTL_SECONDS,
      now: this.#now,
      waitUntil: options.waitUntil,
    });
  }

  /** One shard: from memory when held, else from KV. null when KV has none. */
  shard(shard: number): Promise<LoadedShard | null> {
    return this.#copies.get(shard);
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
    this.#gone.set(articleId, this.#now());
  }

  /**
   * Removes an article from KV's shard and from this isolate (a deletion through our UI): read,
   * filter, write — one write. Other isolates see it within ISOLATE_FRESH_MS plus KV's cache.
   */
  async removeArticle(articleId: number): Promise<void> {
    this.forgetArticle(articleId);
    const number = shardOf(articleId);
    const text = await this.#kv.get(shardKey(number), 'text');
    const decoded = text === null ? null : decodeShard(text, number);
    if (!decoded || !decoded.articles.some((article) => article.articleId === articleId)) return;
    await this.writeShard(number, decoded.articles.filter((article) => article.articleId !== articleId), decoded.fetchedAt);
  }

  async meta(): Promise<ArticleIndexMeta | null> {
    return parseMeta(await this.#kv.get(META_KEY, 'text'));
  }

  /** Writes one shard and drops this isolate's copy of it. */
  async writeShard(number: number, articles: readonly IndexedArticle[], fetchedAt: number): Promise<void> {
    await this.#kv.put(shardKey(number), encodeShard(number, articles, fetchedAt));
    this.#copies.drop(number);
  }

  async writeMeta(meta: ArticleIndexMeta): Promise<void> {
    await this.#kv.put(META_KEY, JSON.stringify(meta));
  }

  /** Drops every copy held in this isolate (tests). */
  forget(): void {
    this.#copies.clear();
    this.#gone.clear();
  }
}

/** A stored shard as this isolate keeps it, or null when it is unreadable. */
function loadShard(text: string, number: number): LoadedShard | null {
  const decoded = decodeShard(text, number);
  return decoded && { shard: number, fetchedAt: decoded.fetchedAt, byId: new Map(decoded.articles.map((article) => [article.articleId, article])) };
}
