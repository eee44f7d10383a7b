import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getRecentSummary } from '../upstream/article/client/articles';
import { sandboxConfig, setSandboxKnobs } from '@tests/upstream-context';
import { edgeArticleIndex, removeFromArticleIndex } from './edge-article-index';
import { ALL_SHARDS, ARTICLE_INDEX_SHARDS, articleIndexShards, shardOf } from './entry';
import { fillArticleIndexIfEmpty, refreshArticleIndex } from './refresh';
import { FILL_RETRY_MS, ISOLATE_FRESH_MS } from '../kv-snapshot/snapshot-store';
import { ArticleIndexStore, META_KEY, shardKey } from './store';
import { contentStateKv, emptyArticleIndexKv } from '@tests/article-index-kv';
import { countedUpstream, countingKv } from '@tests/snapshot-counters';

/**
 * The article index at the edge (decision 029) against real parts: workerd's KV (Miniflare, the
 * CONTENT_STATE binding) and the running sandbox's article service. Each test starts from an index
 * that KV does not hold and an isolate that holds no copy.
 */
const kv = contentStateKv();

beforeEach(async () => {
  await emptyArticleIndexKv();
  (await edgeArticleIndex.store())?.forget();
});

afterEach(async () => {
  await setSandboxKnobs({});
  (await edgeArticleIndex.store())?.forget();
});

/** Every published article id, read the way the article sitemap reads them. */
async function publishedIds(): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const page = await getRecentSummary({ config: sandboxConfig(), edgeCache: false }, { fetch: 50, startCursor: cursor });
    ids.push(...page.articles.map((article) => article.articleId));
    cursor = page.nextCursor;
  } while (cursor !== null);
  return ids.sort((a, b) => a - b);
}

async function storedIds(store: ArticleIndexStore): Promise<number[]> {
  const shards = await Promise.all(ALL_SHARDS.map((shard) => store.shard(shard)));
  return shards.flatMap((shard) => [...(shard?.byId.keys() ?? [])]).sort((a, b) => a - b);
}

describe('refresh (the Cron Trigger job)', () => {
  it('lists every published article, with what the top of its page shows, in compact shards', async () => {
    const store = new ArticleIndexStore({ kv });
    const expected = await publishedIds();
    const report = await refreshArticleIndex(store, countedUpstream().ctx);
    expect(report).toMatchObject({ status: 'updated', total: expected.length, written: ARTICLE_INDEX_SHARDS });
    expect(await storedIds(store)).toEqual(expected);
    const first = (await getRecentSummary({ config: sandboxConfig(), edgeCache: false }, { fetch: 1 })).articles[0];
    if (!first) throw new Error('the sandbox lists no article');
    const entry = await store.lookup(first.articleId);
    expect(entry).toMatchObject({ articleId: first.articleId, title: first.title, isPaid: first.isPaid, categoryTags: first.categoryTags });
    expect(Date.parse(entry?.publishedAt ?? '')).toBe(Math.floor(Date.parse(first.publishedAt) / 1000) * 1000);
    expect(entry?.cover).toEqual(first.cover && { width: first.cover.width, height: first.cover.height });
    // Size: bytes per 1,000 articles (decision 029 quotes it for ~50,000 in production).
    const sizes = await Promise.all(ALL_SHARDS.map(async (shard) => (await kv.get(shardKey(shard)))?.length ?? 0));
    const emptyShard = `{"v":1,"shard":00,"fetchedAt":${report.at},"rows":[]}`.length;
    const perThousand = ((sizes.reduce((a, b) => a + b, 0) - emptyShard * ARTICLE_INDEX_SHARDS) / expected.length) * 1000;
    expect(perThousand).toBeLessThan(200_000);
    console.log(`[article-index test] ${expected.length} articles; ${Math.round(perThousand / 1024)} kB per 1,000 articles`);
  });

  it('writes only the meta the second time when nothing changed (KV writes are metered)', async () => {
    const { kv: counted, puts } = countingKv(kv);
    const store = new ArticleIndexStore({ kv: counted });
    await refreshArticleIndex(store, countedUpstream().ctx);
    expect(puts).toHaveLength(ARTICLE_INDEX_SHARDS + 1);
    puts.length = 0;
    const report = await refreshArticleIndex(store, countedUpstream().ctx);
    expect(report).toMatchObject({ status: 'unchanged', written: 0 });
    expect(puts).toEqual([META_KEY]);
  });

  it('a failing article service keeps the last good copy, and the meta says why', async () => {
    const store = new ArticleIndexStore({ kv });
    await refreshArticleIndex(store, countedUpstream().ctx);
    const before = await storedIds(store);
    await setSandboxKnobs({ fail: 'article' });
    const report = await refreshArticleIndex(store, countedUpstream().ctx);
    expect(report.status).toBe('kept');
    expect(report.reason).toMatch(/page 1 failed/);
    store.forget();
    expect(await storedIds(store)).toEqual(before);
    expect((await store.meta())?.lastError).toMatch(/page 1 failed/);
  });

  it('a walk that fails part-way, or a half answer, keeps the last good copy', async () => {
    const store = new ArticleIndexStore({ kv });
    await refreshArticleIndex(store, countedUpstream().ctx);
    const before = await storedIds(store);
    expect(before.length).toBeGreaterThan(40);
    // The second page fails: nothing of the first page may replace the index.
    const failingSecond = countedUpstream(async (url, res) => (url.includes('startCursor=') ? new Response('down', { status: 500 }) : res));
    expect(await refreshArticleIndex(store, failingSecond.ctx)).toMatchObject({ status: 'kept', reason: expect.stringMatching(/page 2 failed/) });
    // A struggling service lists one page and says it is the last: fewer than half of what the index holds.
    const truncated = countedUpstream(async (_url, res) => {
      const body = (await res.json()) as { articles: unknown[]; nextCursor: string | null };
      return Response.json({ ...body, articles: body.articles.slice(0, 5), nextCursor: null });
    });
    expect(await refreshArticleIndex(store, truncated.ctx)).toMatchObject({ status: 'kept', reason: expect.stringMatching(/listed 5 articles, down from/) });
    store.forget();
    expect(await storedIds(store)).toEqual(before);
  });

  it('an unreadable stored shard counts as missing (the page asks the service), never as "no articles"', async () => {
    const store = new ArticleIndexStore({ kv });
    await refreshArticleIndex(store, countedUpstream().ctx);
    const [id] = await storedIds(store);
    if (id === undefined) throw new Error('empty index');
    await kv.put(shardKey(shardOf(id)), '{"v":1,"shard":');
    store.forget();
    expect(await store.lookup(id)).toBeNull();
    expect(articleIndexShards.decode(JSON.stringify({ v: 2, shard: 0, fetchedAt: 0, rows: [] }), 0)).toBeNull();
  });
});

describe('first use', () => {
  it('fills an empty index once, and not again while it holds shards', async () => {
    let now = 1_000_000;
    const store = new ArticleIndexStore({ kv, now: () => now });
    const { ctx, calls } = countedUpstream();
    const [first, second] = await Promise.all([fillArticleIndexIfEmpty(store, ctx), fillArticleIndexIfEmpty(store, ctx)]);
    expect(first).toBe(second);
    expect(first?.status).toBe('updated');
    const walked = calls.length;
    now += FILL_RETRY_MS;
    expect(await fillArticleIndexIfEmpty(store, ctx)).toBeNull();
    expect(calls).toHaveLength(walked);
  });

  it('an empty index answers "not listed" at once (the page then asks the service) and fills itself in the background', async () => {
    const [id] = await publishedIds();
    if (id === undefined) throw new Error('no article');
    expect(await edgeArticleIndex.lookup(id, sandboxConfig())).toBeUndefined();
    await expect.poll(async () => (await edgeArticleIndex.store())?.meta().then((meta) => meta?.total ?? 0), { timeout: 10_000 }).toBeGreaterThan(40);
    expect(await edgeArticleIndex.lookup(id, sandboxConfig())).toMatchObject({ articleId: id });
  });
});

describe('reads', () => {
  it('an isolate keeps its copy; after ISOLATE_FRESH_MS it re-reads KV and sees a refresh', async () => {
    let now = 5_000_000;
    const reader = new ArticleIndexStore({ kv, now: () => now });
    const writer = new ArticleIndexStore({ kv });
    await refreshArticleIndex(writer, countedUpstream().ctx);
    const [id] = await storedIds(writer);
    if (id === undefined) throw new Error('empty index');
    expect(await reader.lookup(id)).toMatchObject({ articleId: id });
    await writer.removeArticle(id);
    expect(await reader.lookup(id)).toMatchObject({ articleId: id });
    now += ISOLATE_FRESH_MS;
    expect(await reader.lookup(id)).toBeUndefined();
  });

  it('an id newer than the index (published since the refresh) is not listed, so the page asks the service', async () => {
    const store = await edgeArticleIndex.store();
    if (!store) throw new Error('no CONTENT_STATE binding');
    await refreshArticleIndex(store, countedUpstream().ctx);
    const ids = await storedIds(store);
    const newest = Math.max(...ids);
    // The index as it was before the newest article was published.
    const shard = await store.shard(shardOf(newest));
    await store.writeShard(
      shardOf(newest),
      [...(shard?.byId.values() ?? [])].filter((article) => article.articleId !== newest),
      0,
    );
    expect(await edgeArticleIndex.lookup(newest, sandboxConfig())).toBeUndefined();
    expect(await edgeArticleIndex.lookup(ids[0] ?? 0, sandboxConfig())).toMatchObject({ articleId: ids[0] });
  });
});

describe('deletion and gone articles', () => {
  it('a deletion through our UI removes the id from KV and from this isolate at once', async () => {
    const store = await edgeArticleIndex.store();
    if (!store) throw new Error('no CONTENT_STATE binding');
    await refreshArticleIndex(store, countedUpstream().ctx);
    const ids = await storedIds(store);
    const deleted = ids[3] ?? 0;
    expect(await edgeArticleIndex.lookup(deleted, sandboxConfig())).toMatchObject({ articleId: deleted });
    await removeFromArticleIndex(deleted);
    expect(await edgeArticleIndex.lookup(deleted, sandboxConfig())).toBeUndefined();
    // Another isolate (a fresh store over the same KV) does not list it either.
    const other = new ArticleIndexStore({ kv });
    expect(await other.lookup(deleted)).toBeUndefined();
    expect(await storedIds(other)).toEqual(ids.filter((id) => id !== deleted));
  });

  it('an article the service says is gone leaves this isolate; a copy refreshed afterwards is believed again', async () => {
    let now = 9_000_000;
    const store = new ArticleIndexStore({ kv, now: () => now });
    await refreshArticleIndex(store, countedUpstream().ctx, () => now);
    const [id] = await storedIds(store);
    if (id === undefined) throw new Error('empty index');
    store.forgetArticle(id);
    expect(await store.lookup(id)).toBeUndefined();
    now += 1;
    // Published again: a refresh after that moment lists it (the shard changed, so it is written).
    await kv.delete(META_KEY);
    await refreshArticleIndex(store, countedUpstream().ctx, () => now);
    expect(await store.lookup(id)).toMatchObject({ articleId: id });
  });
});
