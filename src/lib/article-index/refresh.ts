import { getRecentSummary } from '../upstream/article/client/articles';
import type { UpstreamContext } from '../upstream/http';
import { ALL_SHARDS, type IndexedArticle, indexedArticleOf, shardOf } from './entry';
import type { ArticleIndexMeta } from './meta';
import type { ArticleIndexStore } from './store';
import { refusedAnswer, rowsDigest } from '../kv-snapshot/digest';
import type { SnapshotRefreshReport } from '../kv-snapshot/refresh-report';

/**
 * Refreshing the article index from the article service (decision 029): one walk through
 * `GET /api/Article/Recent/Summary` (the published articles, newest first, as the article sitemap
 * reads them), judged as a whole. The last good copy is kept when the walk fails part-way, loops,
 * lists nothing, or lists less than half of what the index held: a struggling upstream's half answer
 * must not send thousands of article pages back to waiting on it. A shard whose rows did not change
 * is not written again (KV writes are metered).
 */

/** Articles a page of the walk asks for (the article service allows 1–50). */
export const WALK_PAGE_SIZE = 50;
/** The walk stops here (production holds ~50,000): 4,000 calls would be a runaway cursor, not a catalogue. */
export const WALK_MAX_ARTICLES = 200_000;

/** Every published article the service lists, or a reason the walk cannot be trusted. */
async function walk(ctx: UpstreamContext): Promise<{ articles: IndexedArticle[] } | { reason: string }> {
  const byId = new Map<number, IndexedArticle>();
  const seenCursors = new Set<string>();
  let cursor: string | null = null;
  do {
    let page;
    try {
      page = await getRecentSummary(ctx, { fetch: WALK_PAGE_SIZE, startCursor: cursor });
    } catch (err) {
      return { reason: `page ${seenCursors.size + 1} failed: ${err instanceof Error ? err.message : String(err)}` };
    }
    // Recent/Summary lists published articles only; a status that says otherwise is left out.
    for (const summary of page.articles) if (summary.status === 'published') byId.set(summary.articleId, indexedArticleOf(summary));
    cursor = page.nextCursor;
    if (cursor !== null && seenCursors.has(cursor)) return { reason: `the cursor looped after ${byId.size} articles` };
    if (cursor !== null) seenCursors.add(cursor);
    if (byId.size > WALK_MAX_ARTICLES) return { reason: `more than ${WALK_MAX_ARTICLES} articles: a runaway cursor` };
  } while (cursor !== null);
  return { articles: [...byId.values()] };
}

/**
 * One refresh (the Cron Trigger's job, and the first fill of an empty index). Never throws for an
 * upstream failure: the report says whether the stored copy was kept and why. `ctx` should skip the
 * edge cache (edgeCache: false): the index must see the upstream now.
 */
export async function refreshArticleIndex(store: ArticleIndexStore, ctx: UpstreamContext, now: () => number = store.now): Promise<SnapshotRefreshReport> {
  const at = now();
  const meta = await store.meta();
  const keep = async (reason: string): Promise<SnapshotRefreshReport> => {
    console.warn(`[article-index] kept the last good copy: ${reason.slice(0, 200)}`);
    if (meta) await store.writeMeta({ ...meta, refreshedAt: now(), lastError: reason });
    return { at, status: 'kept', total: meta?.total ?? 0, written: 0, reason };
  };
  const found = await walk(ctx);
  if ('reason' in found) return keep(found.reason);
  const { articles } = found;
  const refused = refusedAnswer('the article service', 'articles', articles.length, meta?.total);
  if (refused) return keep(refused);

  const byShard = new Map<number, IndexedArticle[]>(ALL_SHARDS.map((shard) => [shard, []]));
  for (const article of articles.sort((a, b) => a.articleId - b.articleId)) byShard.get(shardOf(article.articleId))?.push(article);
  const shards: ArticleIndexMeta['shards'] = {};
  let written = 0;
  try {
    for (const [number, rows] of byShard) {
      const digest = await rowsDigest(rows);
      const previous = meta?.shards[String(number)];
      // An empty shard is stored too: "no articles here" must read as such, not as "never filled".
      if (previous?.digest !== digest) {
        await store.writeShard(number, rows, at);
        written += 1;
      }
      shards[String(number)] = { count: rows.length, digest };
    }
  } catch (err) {
    // Some shards may be new, others old: the meta keeps the old digests of those not written, so the next refresh writes them.
    const reason = `a shard could not be stored: ${err instanceof Error ? err.message : String(err)}`;
    if (meta) await store.writeMeta({ ...meta, shards: { ...meta.shards }, refreshedAt: now(), lastError: reason }).catch(() => undefined);
    return { at, status: 'kept', total: meta?.total ?? 0, written, reason };
  }
  await store.writeMeta({ v: 1, checkedAt: at, refreshedAt: now(), total: articles.length, shards, lastError: null });
  return { at, status: written > 0 ? 'updated' : 'unchanged', total: articles.length, written };
}

/** Fills the index on first use (KvSnapshot.fillIfEmpty). Answers null when there was nothing to do. */
export function fillArticleIndexIfEmpty(store: ArticleIndexStore, ctx: UpstreamContext): Promise<SnapshotRefreshReport | null> {
  return store.fillIfEmpty(
    () => refreshArticleIndex(store, ctx),
    (report) => `${report.status}, ${report.total} articles`,
  );
}
