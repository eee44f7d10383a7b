import { edgeSnapshot } from '../kv-snapshot/edge-snapshot';
import { refreshUpstream } from '../upstream/http';
import type { IndexedArticle } from './entry';
import { fillArticleIndexIfEmpty } from './refresh';
import { ArticleIndexStore } from './store';

/**
 * This worker's article index (decision 029): the KV namespace CONTENT_STATE (the article service's
 * state at the edge, decision 028) under the prefix `article-index:v1:`, behind one store per
 * isolate. Its lookup is the article page's question (is this id published, and what does the top of
 * its page show?): an article published since the last refresh, or an index that cannot answer, makes
 * the page wait for the article service, so an unknown id is still a 404.
 */
export const edgeArticleIndex = edgeSnapshot<ArticleIndexStore, number, IndexedArticle>({
  Store: ArticleIndexStore,
  withoutIt: 'article pages wait for the article service',
  fill: (store, config) => fillArticleIndexIfEmpty(store, refreshUpstream(config)),
});

/** The article service said 404 for a listed id (deleted or withdrawn since the refresh): this isolate stops listing it. */
export async function forgetGoneArticle(articleId: number): Promise<void> {
  try {
    (await edgeArticleIndex.store())?.forgetArticle(articleId);
  } catch (err) {
    console.warn('[article-index] could not forget', articleId, err);
  }
}

/** A deletion through our UI (decision 028): the id leaves KV's shard and this isolate at once. Throws when KV cannot be written. */
export async function removeFromArticleIndex(articleId: number): Promise<void> {
  await (await edgeArticleIndex.store())?.removeArticle(articleId);
}
