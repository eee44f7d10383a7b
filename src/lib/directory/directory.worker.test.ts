import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sandboxConfig, setSandboxKnobs } from '@tests/upstream-context';
import { findStockRecord, findStockRecords } from '../stock/stock-record';
import { directoryShards, type DirectoryEntry } from './entry';
import { edgeDirectory } from './edge-directory';
import { DIRECTORY_GROUPS } from './groups';
import { fillDirectoryIfEmpty, refreshDirectory } from './refresh';
import { DirectoryStore, META_KEY, shardKey } from './store';
import { FILL_RETRY_MS, ISOLATE_FRESH_MS } from '../kv-snapshot/snapshot-store';
import { namedStock, suggestStocks } from './suggest';
import { directoryKv, emptyDirectoryKv } from '@tests/directory-kv';
import { countedUpstream, countingKv } from '@tests/snapshot-counters';
import { stockId } from '@tests/stock-ids';

/**
 * The symbol directory at the edge against real parts: workerd's KV (Miniflare) and the running
 * sandbox's business service (tests/support/global-setup.ts). Each test starts from an empty
 * namespace and an isolate that holds no copy.
 */
const kv = directoryKv();

beforeEach(async () => {
  await emptyDirectoryKv();
  (await edgeDirectory.store())?.forget();
});

afterEach(async () => {
  await setSandboxKnobs({});
  (await edgeDirectory.store())?.forget();
});

describe('refresh (the Cron Trigger job)', () => {
  it('fills every group from the business service: about 13,000 securities plus the four indices', async () => {
    const store = new DirectoryStore({ kv });
    const { ctx, calls } = countedUpstream();
    const started = performance.now();
    const report = await refreshDirectory(store, ctx);
    const elapsed = performance.now() - started;
    expect(calls).toHaveLength(DIRECTORY_GROUPS.length);
    expect(report.groups.every((group) => group.status === 'updated')).toBe(true);
    expect(report.total).toBeGreaterThan(12_000);
    const index = await store.shard('index');
    expect(index?.entries.map((entry) => entry.id).sort()).toEqual(['#DJI', '#GSPC', '#IXIC', '#SOXX']);
    expect(await store.lookup(stockId('NVDA'))).toMatchObject({ id: 'NVDA', customName: '輝達', exchange: 3, marketType: 1 });
    expect(await store.lookup(stockId('BRK.B'))).toMatchObject({ id: 'BRK.B', commodityType: 1 });
    expect(await store.lookup(stockId('SPY'))).toMatchObject({ commodityType: 14 });
    expect((await store.lookup(stockId('NVDA')))?.marketCap).toBeGreaterThan(1e12);
    // A shard is compact: the largest is well under KV's 25 MiB value limit.
    const sizes = await Promise.all(DIRECTORY_GROUPS.map(async (group) => (await kv.get(shardKey(group)))?.length ?? 0));
    expect(Math.max(...sizes)).toBeLessThan(400_000);
    console.log(`[directory test] refresh ${elapsed.toFixed(0)} ms; shard sizes ${sizes.map((s) => Math.round(s / 1024)).join('/')} kB`);
  });

  it('writes nothing the second time when nothing changed, and records when it checked', async () => {
    const { kv: counted, puts } = countingKv(kv);
    const store = new DirectoryStore({ kv: counted });
    await refreshDirectory(store, countedUpstream().ctx);
    expect(puts).toHaveLength(DIRECTORY_GROUPS.length + 1);
    puts.length = 0;
    let now = Date.now() + 3_600_000;
    const report = await refreshDirectory(store, countedUpstream().ctx, () => now++);
    expect(report.groups.every((group) => group.status === 'unchanged')).toBe(true);
    expect(puts).toEqual([META_KEY]);
    const meta = await store.meta();
    expect(meta?.groups.MN?.checkedAt).toBeGreaterThan(Date.now() + 3_000_000);
    expect(meta?.groups.MN?.lastError).toBeNull();
  });

  it('a failing upstream keeps the last good copy of every group, and says why', async () => {
    const store = new DirectoryStore({ kv });
    await refreshDirectory(store, countedUpstream().ctx);
    const before = await kv.get(shardKey('MN'));
    await setSandboxKnobs({ fail: 'business' });
    const report = await refreshDirectory(store, countedUpstream().ctx);
    expect(report.groups.every((group) => group.status === 'kept')).toBe(true);
    expect(report.total).toBeGreaterThan(12_000);
    expect(await kv.get(shardKey('MN'))).toBe(before);
    store.forget();
    expect(await store.lookup(stockId('NVDA'))).toMatchObject({ customName: '輝達' });
    expect((await store.meta())?.groups.MN?.lastError).toMatch(/500/);
  });

  it('a timing-out upstream keeps the copy too (the refresh gives up at the timeout)', async () => {
    const store = new DirectoryStore({ kv });
    await refreshDirectory(store, countedUpstream().ctx);
    await setSandboxKnobs({ fail: 'business=timeout' });
    // A 600 ms budget, not UPSTREAM_TIMEOUT_MS (5 s) (proved in current-user.worker.test.ts): what follows is the same.
    const report = await refreshDirectory(store, { ...countedUpstream().ctx, timeoutMs: 600 });
    // Every group kept its copy because its call timed out, nothing else.
    for (const group of report.groups) expect(group.status === 'kept' ? group.reason : group.status).toMatch(/timed out after 600 ms/);
    expect(await store.lookup(stockId('AMD'))).toMatchObject({ customName: '超微' });
  });

  it('refuses an answer that lost more than half a group, an empty group and a wrong group, keeping the copy', async () => {
    const store = new DirectoryStore({ kv });
    await refreshDirectory(store, countedUpstream().ctx);
    const shrinking = async (href: string, res: Response) => {
      const url = new URL(href);
      const body = (await res.json()) as { data: { group: string; items: unknown[] } };
      const group = url.searchParams.get('group');
      if (group === 'A') body.data.items = body.data.items.slice(0, 10);
      if (group === 'B') body.data.items = [];
      if (group === 'C') body.data.group = 'D';
      return Response.json(body);
    };
    const report = await refreshDirectory(store, countedUpstream(shrinking).ctx);
    const byGroup = Object.fromEntries(report.groups.map((group) => [group.group, group]));
    expect(byGroup.A).toMatchObject({ status: 'kept', reason: expect.stringMatching(/10 securities, down from \d+/) });
    expect(byGroup.B).toMatchObject({ status: 'kept', reason: 'the upstream listed no securities' });
    expect(byGroup.C).toMatchObject({ status: 'kept', reason: 'the upstream answered group D' });
    expect(byGroup.MN?.status).toBe('unchanged');
    store.forget();
    expect(await store.lookup(stockId('AAPL'))).toMatchObject({ customName: '蘋果' });
    expect(await store.lookup(stockId('BA'))).toBeDefined();
  });

  it('leaves out malformed ids and ids filed under the wrong group', async () => {
    const store = new DirectoryStore({ kv });
    const polluted = async (href: string, res: Response) => {
      const url = new URL(href);
      const body = (await res.json()) as { data: { group: string; items: Record<string, unknown>[] } };
      if (url.searchParams.get('group') === 'A') {
        const template = body.data.items[0] ?? {};
        body.data.items.push({ ...template, id: '<script>' }, { ...template, id: 'ZZZZ' }, { ...template, id: '../etc' });
      }
      return Response.json(body);
    };
    await refreshDirectory(store, countedUpstream(polluted).ctx);
    const shard = directoryShards.decode((await kv.get(shardKey('A'))) ?? '', 'A');
    expect(shard?.entries.some((entry) => /[<>/]|ZZZZ/.test(entry.id))).toBe(false);
  });

  it('an unreadable stored shard counts as missing, never as an empty directory', async () => {
    const store = new DirectoryStore({ kv });
    await kv.put(shardKey('MN'), '{"v":1,"group":"MN","fetchedAt":1,"rows":[["NVDA"]]}');
    expect(await store.lookup(stockId('NVDA'))).toBeNull();
    await kv.put(shardKey('A'), 'not json');
    expect(await store.lookup(stockId('AAPL'))).toBeNull();
  });
});

describe('first use', () => {
  it('fills an empty directory once, and not again while it holds groups', async () => {
    let now = Date.now();
    const store = new DirectoryStore({ kv, now: () => now });
    const { ctx, calls } = countedUpstream();
    const [first, concurrent] = await Promise.all([fillDirectoryIfEmpty(store, ctx), fillDirectoryIfEmpty(store, ctx)]);
    expect(first?.total).toBeGreaterThan(12_000);
    expect(concurrent).toBe(first);
    expect(calls).toHaveLength(DIRECTORY_GROUPS.length);
    // Within FILL_RETRY_MS the outcome stands; after it, a filled directory needs no fill.
    expect(await fillDirectoryIfEmpty(store, ctx)).toBe(first);
    now += FILL_RETRY_MS;
    expect(await fillDirectoryIfEmpty(store, ctx)).toBeNull();
    expect(calls).toHaveLength(DIRECTORY_GROUPS.length);
  });
});

describe('first use', () => {
  it('has no search index part-way through a first fill (shards, no meta yet), and searches what it has after a refresh', async () => {
    const store = new DirectoryStore({ kv });
    const nvda: DirectoryEntry = { id: stockId('NVDA'), name: 'NVIDIA Corporation', customName: '輝達', marketType: 1, commodityType: 1, exchange: 3, marketCap: 4e12 };
    await store.writeShard('MN', [nvda], 1);
    expect(await store.searchIndex()).toBeNull();
    await store.writeMeta({ v: 1, refreshedAt: 1, groups: { MN: { count: 1, digest: 'x', fetchedAt: 1, checkedAt: 1, lastError: null } } });
    expect((await store.searchIndex())?.size).toBe(1);
  });
});

describe('reads', () => {
  it('an isolate keeps its copy; after ISOLATE_FRESH_MS it re-reads KV and sees a refresh', async () => {
    let now = 1_000_000;
    const store = new DirectoryStore({ kv, now: () => now });
    const writer = new DirectoryStore({ kv });
    const nvda: DirectoryEntry = { id: stockId('NVDA'), name: 'NVIDIA Corporation', customName: '輝達', marketType: 1, commodityType: 1, exchange: 3, marketCap: 4e12 };
    await writer.writeShard('MN', [nvda], 1);
    expect(await store.lookup(stockId('NVDA'))).toMatchObject({ customName: '輝達' });
    await writer.writeShard('MN', [{ ...nvda, customName: '輝達公司' }], 2);
    expect(await store.lookup(stockId('NVDA'))).toMatchObject({ customName: '輝達' });
    now += ISOLATE_FRESH_MS;
    await store.lookup(stockId('NVDA')); // served from memory; this re-read runs in the background (awaited here: no waitUntil)
    expect(await store.lookup(stockId('NVDA'))).toMatchObject({ customName: '輝達公司' });
  });

  it('suggestions come from every shard, and the index is rebuilt only when a shard changed', async () => {
    const store = new DirectoryStore({ kv });
    await refreshDirectory(store, countedUpstream().ctx);
    store.forget();
    let started = performance.now();
    const index = await store.searchIndex();
    const coldMs = performance.now() - started;
    expect(index?.size).toBeGreaterThan(12_000);
    started = performance.now();
    expect(await store.searchIndex()).toBe(index);
    const warmMs = performance.now() - started;
    console.log(`[directory test] search index from KV: cold ${coldMs.toFixed(0)} ms, warm ${warmMs.toFixed(1)} ms`);
    if (!index) throw new Error('no index');
    expect(suggestStocks(index, 'nv')[0]?.id).toBe('NVDA');
    expect(suggestStocks(index, '台積')[0]?.id).toBe('TSM');
    expect(namedStock(index, '.gspc')?.id).toBe('#GSPC');
  });
});

describe('the stock route guard (findStockRecord)', () => {
  it('answers a known symbol from the directory with no upstream call', async () => {
    const directory = await edgeDirectory.store();
    if (!directory) throw new Error('DIRECTORY binding missing');
    await refreshDirectory(directory, countedUpstream().ctx);
    const { ctx, calls } = countedUpstream();
    expect(await findStockRecord(stockId('AMD'), sandboxConfig(), ctx)).toEqual({
      id: 'AMD',
      name: expect.stringMatching(/Advanced Micro Devices/),
      customName: '超微',
      marketType: 1,
      commodityType: 1,
      exchange: 3,
    });
    expect(await findStockRecord(stockId('#SOXX'), sandboxConfig(), ctx)).toMatchObject({ marketType: 70, customName: '費城半導體指數' });
    expect(calls).toEqual([]);
  });

  it('a symbol the directory does not list (listed since the last refresh) falls back to the upstream', async () => {
    const directory = await edgeDirectory.store();
    if (!directory) throw new Error('DIRECTORY binding missing');
    await refreshDirectory(directory, countedUpstream().ctx);
    const shard = await directory.shard('MN');
    await directory.writeShard('MN', shard?.entries.filter((entry) => entry.id !== 'NVDA') ?? [], 1);
    const { ctx, calls } = countedUpstream();
    expect(await findStockRecord(stockId('NVDA'), sandboxConfig(), ctx)).toMatchObject({ id: 'NVDA', customName: '輝達' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/AdditionalInformation$/);
  });

  it('several ids: listed ones from the directory, the others in one upstream call', async () => {
    const directory = await edgeDirectory.store();
    if (!directory) throw new Error('DIRECTORY binding missing');
    await refreshDirectory(directory, countedUpstream().ctx);
    const shard = await directory.shard('MN');
    await directory.writeShard('MN', shard?.entries.filter((entry) => entry.id !== 'NVDA' && entry.id !== 'META') ?? [], 1);
    const { ctx, calls } = countedUpstream();
    const records = await findStockRecords([stockId('AMD'), stockId('NVDA'), stockId('META'), stockId('KO'), stockId('ZZZZQ')], sandboxConfig(), ctx);
    expect(Object.keys(records).sort()).toEqual(['AMD', 'KO', 'META', 'NVDA']);
    expect(records.NVDA).toMatchObject({ customName: '輝達' });
    expect(calls).toHaveLength(1);
  });

  it('an unknown symbol is still unknown (the guard answers 404) after asking the upstream', async () => {
    const directory = await edgeDirectory.store();
    if (!directory) throw new Error('DIRECTORY binding missing');
    await refreshDirectory(directory, countedUpstream().ctx);
    const { ctx, calls } = countedUpstream();
    expect(await findStockRecord(stockId('ZZZZQ'), sandboxConfig(), ctx)).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it('with an empty directory the upstream answers, and the directory is filled in the background', async () => {
    const directory = await edgeDirectory.store();
    if (!directory) throw new Error('DIRECTORY binding missing');
    const { ctx, calls } = countedUpstream();
    expect(await findStockRecord(stockId('AAPL'), sandboxConfig(), ctx)).toMatchObject({ customName: '蘋果' });
    expect(calls).toHaveLength(1);
    // The background fill (waitUntil) reaches KV soon after.
    await expect.poll(async () => (await kv.get(META_KEY)) !== null, { timeout: 10_000 }).toBe(true);
  });

  it('an upstream failure for a symbol the directory lacks propagates (a 500 must not become a 404)', async () => {
    const directory = await edgeDirectory.store();
    if (!directory) throw new Error('DIRECTORY binding missing');
    await refreshDirectory(directory, countedUpstream().ctx);
    await setSandboxKnobs({ fail: 'business' });
    const { ctx } = countedUpstream();
    expect(await findStockRecord(stockId('MSFT'), sandboxConfig(), ctx)).toMatchObject({ customName: '微軟' });
    await expect(findStockRecord(stockId('ZZZZQ'), sandboxConfig(), ctx)).rejects.toMatchObject({ status: 500 });
  });
});
