import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sandboxConfig, setSandboxKnobs } from '@tests/upstream-context';
import { directoryKv, emptyDirectoryKv } from '@tests/directory-kv';
import { countingKv } from '@tests/snapshot-counters';
import { FILL_RETRY_MS, ISOLATE_FRESH_MS } from '../kv-snapshot/snapshot-store';
import { getScreenerPage } from '../upstream/business/client';
import type { UpstreamContext } from '../upstream/http';
import { edgeScreener, screenerSnapshotOf } from './edge-screener';
import { refreshScreener, SCREENER_PAGE_TIMEOUT_MS } from './refresh';
import { parseMeta } from './snapshot-meta';
import { META_KEY, SCREENER_SHARDS, shardKey } from './snapshot-shards';
import { ScreenerStore } from './store';

/**
 * The screener's snapshot against real parts: workerd's KV (Miniflare) and the running sandbox's
 * business service (tests/support/global-setup.ts; its screener lists every 20th security, the
 * hand-described ones and the Taiwan ADRs). Each test starts from an empty namespace.
 */
const kv = directoryKv();
/** The market clock, frozen on a Saturday: two refreshes see the same rows. */
const SATURDAY = '2026-11-21T15:00:00.000Z';

const upstream = (): UpstreamContext => ({ config: sandboxConfig(), edgeCache: false });

/**
 * The sandbox builds a session's screener metrics on its first call for that session (its warm-up
 * built today's, not the frozen Saturday's): seconds of its CPU, paid here once, not inside a test.
 */
beforeAll(async () => {
  await setSandboxKnobs({ marketTime: SATURDAY });
  await getScreenerPage({ ...upstream(), timeoutMs: SCREENER_PAGE_TIMEOUT_MS }, 1, 1);
}, SCREENER_PAGE_TIMEOUT_MS);

beforeEach(async () => {
  await emptyDirectoryKv();
  (await edgeScreener.store())?.forget();
  await setSandboxKnobs({ marketTime: SATURDAY });
});

afterEach(async () => {
  await setSandboxKnobs({});
});

// The namespace is the test worker's, shared with the files after this one: what the last test left (a
// meta saying a fill happened, without its table) made their snapshot 'unavailable' and never filled.
afterAll(async () => {
  await emptyDirectoryKv();
});

describe('GET /api/Stock/Screener through the business client', () => {
  it('answers every row in id order, in pages that add up, and refuses more than 2,000 a page', async () => {
    const whole = await getScreenerPage(upstream(), 1, 2_000);
    // Friday's close, read on the weekend: no session trades.
    expect(whole).toMatchObject({ tradingDate: '2026-11-20', asOf: '2026-11-20T21:00:00.000Z', marketSession: 'no-trading', page: 1, pageSize: 2_000 });
    expect(whole.rows).toHaveLength(whole.total);
    expect(whole.rows.every((row, i) => i === 0 || (whole.rows[i - 1]?.id ?? '') < row.id)).toBe(true);
    expect(whole.rows.find((row) => row.id === 'TSM')).toMatchObject({ kind: 'adr', taiwanCode: '2330' });
    const [first, second] = await Promise.all([getScreenerPage(upstream(), 1, 100), getScreenerPage(upstream(), 2, 100)]);
    expect([...first.rows, ...second.rows]).toEqual(whole.rows.slice(0, 200));
    await expect(getScreenerPage(upstream(), 1, 2_001)).rejects.toMatchObject({ status: 400 });
  });
});

describe('refresh (the Cron Trigger job)', () => {
  it('stores every row in its shards and the meta, and reads back as one table in id order, the same array on each read', async () => {
    const store = new ScreenerStore({ kv });
    const report = await refreshScreener(store, upstream());
    const { total } = await getScreenerPage(upstream(), 1, 1);
    expect(report).toMatchObject({ status: 'updated', total, written: SCREENER_SHARDS });
    expect(parseMeta(await kv.get(META_KEY))).toMatchObject({ total, tradingDate: '2026-11-20', lastError: null });
    const reader = new ScreenerStore({ kv });
    const table = await reader.table();
    expect(table?.rows).toHaveLength(total);
    expect(table?.rows.map((row) => row.id)).toEqual([...(table?.rows ?? [])].map((row) => row.id).sort());
    expect(table).toMatchObject({ tradingDate: '2026-11-20', asOf: '2026-11-20T21:00:00.000Z', marketSession: 'no-trading' });
    expect((await reader.table())?.rows).toBe(table?.rows);
    // Repeated strings are one string per isolate, not one per row.
    expect(new Set(table?.rows.map((row) => row.sector)).size).toBeLessThan(20);
  });

  it('writes no shard when nothing changed, only the meta', async () => {
    await refreshScreener(new ScreenerStore({ kv }), upstream());
    const counting = countingKv(kv);
    const report = await refreshScreener(new ScreenerStore({ kv: counting.kv }), upstream());
    expect(report).toMatchObject({ status: 'unchanged', written: 0 });
    expect(counting.puts).toEqual([META_KEY]);
  });

  it('a failing upstream keeps the last good copy, and the meta says why', async () => {
    const store = new ScreenerStore({ kv });
    await refreshScreener(store, upstream());
    const held = (await store.table())?.rows;
    await setSandboxKnobs({ marketTime: SATURDAY, fail: 'business' });
    const report = await refreshScreener(store, upstream());
    expect(report).toMatchObject({ status: 'kept', written: 0 });
    expect(report.reason).toMatch(/^page 1 failed/);
    expect(parseMeta(await kv.get(META_KEY))?.lastError).toMatch(/^page 1 failed/);
    expect((await store.table())?.rows).toBe(held);
    expect((await new ScreenerStore({ kv }).table())?.rows).toHaveLength(held?.length ?? -1);
  });
});

describe('readScreenerSnapshot: what a page gets', () => {
  /** Runs the first fill the read starts, so the test can wait for it. */
  function inTest() {
    const fills: Promise<unknown>[] = [];
    return { background: (work: Promise<unknown>) => Promise.resolve(void fills.push(work.catch(() => undefined))), settled: () => Promise.all(fills) };
  }

  it('empty → filling (a first fill starts, in the background) → ready', async () => {
    const store = new ScreenerStore({ kv });
    const run = inTest();
    expect(await screenerSnapshotOf(store, sandboxConfig(), run.background)).toEqual({ state: 'filling', tradingDate: null, asOf: null, marketSession: 'no-trading', rows: [] });
    expect(await screenerSnapshotOf(store, sandboxConfig(), run.background)).toMatchObject({ state: 'filling' });
    await run.settled();
    const ready = await screenerSnapshotOf(store, sandboxConfig(), run.background);
    expect(ready).toMatchObject({ state: 'ready', tradingDate: '2026-11-20', asOf: '2026-11-20T21:00:00.000Z' });
    expect(ready.rows.length).toBeGreaterThan(500);
    expect((await screenerSnapshotOf(store, sandboxConfig(), run.background)).rows).toBe(ready.rows);
  });

  it('a first fill that fails reads as unavailable, and is tried again after FILL_RETRY_MS', async () => {
    let now = Date.now();
    const store = new ScreenerStore({ kv, now: () => now });
    const run = inTest();
    await setSandboxKnobs({ marketTime: SATURDAY, fail: 'business' });
    expect((await screenerSnapshotOf(store, sandboxConfig(), run.background)).state).toBe('filling');
    await run.settled();
    expect((await screenerSnapshotOf(store, sandboxConfig(), run.background)).state).toBe('unavailable');
    await run.settled();
    await setSandboxKnobs({ marketTime: SATURDAY });
    now += FILL_RETRY_MS;
    // This read starts the fill again; the page still says the table is unavailable until it is in.
    expect((await screenerSnapshotOf(store, sandboxConfig(), run.background)).state).toBe('unavailable');
    await run.settled();
    expect((await screenerSnapshotOf(store, sandboxConfig(), run.background)).state).toBe('ready');
  });

  it('never mixes two refreshes: a shard of another refresh leaves the table held, and with none held the page is told it is unavailable', async () => {
    const writer = new ScreenerStore({ kv });
    await refreshScreener(writer, upstream());
    let now = Date.now();
    const reader = new ScreenerStore({ kv, now: () => now });
    const held = (await reader.table())?.rows;
    expect(held?.length).toBeGreaterThan(500);
    const stored = await writer.storedShard(3);
    await writer.writeShard(3, (stored?.entries ?? []).slice(1), (stored?.fetchedAt ?? 0) + 1, stored?.header);
    // The reader's copies are re-read after ISOLATE_FRESH_MS (here at once: no waitUntil); shard 3 now disagrees.
    now += ISOLATE_FRESH_MS;
    await reader.table();
    expect((await reader.table())?.rows).toBe(held);
    const fresh = new ScreenerStore({ kv });
    expect(await fresh.table()).toBeNull();
    expect(await screenerSnapshotOf(fresh, sandboxConfig(), inTest().background)).toMatchObject({ state: 'unavailable', rows: [] });
  });

  it('without a KV binding the page is told the table is unavailable', async () => {
    expect(await screenerSnapshotOf(null, sandboxConfig(), inTest().background)).toEqual({ state: 'unavailable', tradingDate: null, asOf: null, marketSession: 'no-trading', rows: [] });
  });

  it('an unreadable shard is never read as an empty table', async () => {
    await refreshScreener(new ScreenerStore({ kv }), upstream());
    await kv.put(shardKey(0), '{"v":1,"shard":0,"fetchedAt":1,"header":{"tradingDate":null,"asOf":null,"total":1},"rows":[["NVDA"]]}');
    expect(await screenerSnapshotOf(new ScreenerStore({ kv }), sandboxConfig(), inTest().background)).toMatchObject({ state: 'unavailable', rows: [] });
  });
});
