import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { ADR_PAIRS_KEY } from '@/lib/directory/adr-pairs';
import { edgeAdrPairs } from '@/lib/directory/edge-adr-pairs';
import { edgeDirectory } from '@/lib/directory/edge-directory';
import { META_KEY, shardKey } from '@/lib/directory/store';
import { sandboxConfig, setSandboxKnobs } from '@tests/upstream-context';
import scheduled, { ARTICLE_INDEX_CRON, DIRECTORY_CRON, SCREENER_CRON } from './scheduled';
import { edgeScreener, readScreenerSnapshot } from '@/lib/screener/edge-screener';
import { META_KEY as SCREENER_META_KEY } from '@/lib/screener/snapshot-shards';
import { edgeArticleIndex } from '@/lib/article-index/edge-article-index';
import { META_KEY as ARTICLE_INDEX_META_KEY } from '@/lib/article-index/store';
import { contentStateKv, emptyArticleIndexKv } from '@tests/article-index-kv';
import { directoryKv, emptyDirectoryKv } from '@tests/directory-kv';
import { stockId } from '@tests/stock-ids';

/**
 * The worker's Cron Trigger handler itself, in workerd, with the real KV binding DIRECTORY and the
 * running sandbox: what `17 * * * *` does in production (the e2e specs also fire it through
 * Miniflare's /cdn-cgi/handler/scheduled on the built worker).
 */
const kv = directoryKv();

async function fire(cron = DIRECTORY_CRON): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(), cron });
  const ctx = createExecutionContext();
  await scheduled(controller, sandboxConfig(), ctx);
  await waitOnExecutionContext(ctx);
}

beforeEach(async () => {
  await emptyDirectoryKv();
  (await edgeDirectory.store())?.forget();
  (await edgeAdrPairs.store())?.forget();
  await emptyArticleIndexKv();
  (await edgeArticleIndex.store())?.forget();
  (await edgeScreener.store())?.forget();
});

describe('the scheduled handler (Cron Trigger)', () => {
  it('fills the directory from the business service', async () => {
    await fire();
    expect(await kv.get(META_KEY)).not.toBeNull();
    const directory = await edgeDirectory.store();
    expect(await directory?.lookup(stockId('NVDA'))).toMatchObject({ customName: '輝達' });
    expect((await directory?.searchIndex())?.size).toBeGreaterThan(12_000);
  });

  it('a failing upstream keeps the last good copy, and the handler does not throw', async () => {
    await fire();
    const before = await kv.get(shardKey('A'));
    await setSandboxKnobs({ fail: 'business' });
    try {
      await expect(fire()).resolves.toBeUndefined();
    } finally {
      await setSandboxKnobs({});
    }
    expect(await kv.get(shardKey('A'))).toBe(before);
    (await edgeDirectory.store())?.forget();
    expect(await (await edgeDirectory.store())?.lookup(stockId('AAPL'))).toMatchObject({ customName: '蘋果' });
  });
});

describe("the ADR pairs ride on the directory's Cron Trigger (decision 039)", () => {
  it('fills the pairs the stock page reads, and a failing Taiwan-market service keeps them', async () => {
    await fire();
    const pairs = await edgeAdrPairs.store();
    expect(await pairs?.lookup(stockId('TSM'))).toMatchObject({ twseCode: '2330', nameZh: '台積電', sharesPerAdr: 5 });
    const before = await kv.get(ADR_PAIRS_KEY);
    await setSandboxKnobs({ fail: 'taiwan-market' });
    try {
      await expect(fire()).resolves.toBeUndefined();
    } finally {
      await setSandboxKnobs({});
    }
    expect(await kv.get(ADR_PAIRS_KEY)).toBe(before);
  });

  it("the stack's first fill (a cron the handler does not know) brings them too; the article index's trigger leaves them alone", async () => {
    await fire(ARTICLE_INDEX_CRON);
    expect(await kv.get(ADR_PAIRS_KEY)).toBeNull();
    await fire('0 0 * * *');
    expect(await kv.get(ADR_PAIRS_KEY)).toContain('"adrSymbol":"UMC"');
  });
});

describe("the article index's Cron Trigger (decision 029)", () => {
  it('fills the article index, and leaves the directory to its own trigger', async () => {
    await fire(ARTICLE_INDEX_CRON);
    expect(await kv.get(META_KEY)).toBeNull();
    expect(await contentStateKv().get(ARTICLE_INDEX_META_KEY)).not.toBeNull();
    expect(await (await edgeArticleIndex.store())?.lookup(101)).toMatchObject({ articleId: 101 });
  });

  it("the directory's trigger leaves the article index alone (hourly is too slow for articles, ten minutes too often for listings)", async () => {
    await fire(DIRECTORY_CRON);
    expect(await contentStateKv().get(ARTICLE_INDEX_META_KEY)).toBeNull();
  });
});

describe("the screener's Cron Trigger (decision 050)", () => {
  it('fills the snapshot every page reads, and leaves the directory and the article index to their own triggers', async () => {
    await fire(SCREENER_CRON);
    expect(await kv.get(SCREENER_META_KEY)).not.toBeNull();
    expect(await kv.get(META_KEY)).toBeNull();
    expect(await contentStateKv().get(ARTICLE_INDEX_META_KEY)).toBeNull();
    const snapshot = await readScreenerSnapshot(sandboxConfig());
    expect(snapshot.state).toBe('ready');
    expect(snapshot.rows.find((row) => row.id === 'TSM')).toMatchObject({ kind: 'adr', taiwanCode: '2330' });
    expect((await readScreenerSnapshot(sandboxConfig())).rows).toBe(snapshot.rows);
  });

  it('a failing upstream keeps the snapshot the pages read', async () => {
    await fire(SCREENER_CRON);
    const before = await readScreenerSnapshot(sandboxConfig());
    await setSandboxKnobs({ fail: 'business' });
    try {
      await expect(fire(SCREENER_CRON)).resolves.toBeUndefined();
    } finally {
      await setSandboxKnobs({});
    }
    expect(before.state).toBe('ready');
    expect((await readScreenerSnapshot(sandboxConfig())).rows).toBe(before.rows);
  });

  it('the other triggers leave the screener alone', async () => {
    await fire(DIRECTORY_CRON);
    await fire(ARTICLE_INDEX_CRON);
    expect(await kv.get(SCREENER_META_KEY)).toBeNull();
  });
});
