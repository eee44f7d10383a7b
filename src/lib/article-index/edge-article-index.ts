import type { AppConfig } from '../config';
import { inBackground, workersModule } from '../server/workers-runtime';
import type { UpstreamContext } from '../upstream/http';
import type { IndexedArticle } from './entry';
import { fillArticleIndexIfEmpty } from './refresh';
import { ArticleIndexStore } from './store';

/**
 * This worker's article index (decision 029): the KV namespace CONTENT_STATE (the article service's
 * state at the edge, decision 028) under the prefix `article-index:v1:`, behind one store per
 * isolate. null when the binding is missing: article pages then wait for the article service as before.
 */
let store: ArticleIndexStore | null | undefined;

export async function edgeArticleIndex(): Promise<ArticleIndexStore | null> {
  if (store === undefined) {
    const { env, waitUntil } = await workersModule();
    const kv = (env as { CONTENT_STATE?: KVNamespace }).CONTENT_STATE;
    store = kv ? new ArticleIndexStore({ kv, waitUntil }) : null;
    if (!kv) console.error('[article-index] the KV binding CONTENT_STATE is missing; article pages wait for the article service');
  }
  return store;
}

/** Index refreshes read the upstream itself, never the edge cache's copy of it. */
export const articleIndexUpstream = (config: AppConfig): UpstreamContext => ({ config, edgeCache: false });

/**
 * The article page's question: is this (well-formed) id a published article, and what does the top
 * of its page show? undefined when the index does not list it or cannot answer — the page then waits
 * for the article service, so an article published since the last refresh works at once and an
 * unknown id is still a 404. An empty index is filled in the background; this request does not wait.
 */
export async function lookupInArticleIndex(articleId: number, config: AppConfig): Promise<IndexedArticle | undefined> {
  try {
    const index = await edgeArticleIndex();
    if (!index) return undefined;
    const found = await index.lookup(articleId);
    if (found === null) await inBackground(fillArticleIndexIfEmpty(index, articleIndexUpstream(config)), '[article-index]');
    return found ?? undefined;
  } catch (err) {
    console.error('[article-index] lookup failed; asking the article service', articleId, err);
    return undefined;
  }
}

/** The article service said 404 for a listed id (deleted or withdrawn since the refresh): this isolate stops listing it. */
export async function forgetGoneArticle(articleId: number): Promise<void> {
  try {
    (await edgeArticleIndex())?.forgetArticle(articleId);
  } catch (err) {
    console.warn('[article-index] could not forget', articleId, err);
  }
}

/** A deletion through our UI (decision 028): the id leaves KV's shard and this isolate at once. Throws when KV cannot be written. */
export async function removeFromArticleIndex(articleId: number): Promise<void> {
  await (await edgeArticleIndex())?.removeArticle(articleId);
}
