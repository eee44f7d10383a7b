import { beforeEach, describe, expect, it } from 'vitest';
import { FILL_RETRY_MS, ISOLATE_FRESH_MS } from '@/lib/kv-snapshot/snapshot-store';
import { refreshUpstream, type UpstreamContext } from '@/lib/upstream/http';
import { directoryKv } from '@tests/directory-kv';
import { sandboxConfig, setSandboxKnobs } from '@tests/upstream-context';
import { ADR_PAIRS_KEY, AdrPairsStore, fillAdrPairsIfEmpty, refreshAdrPairs } from './adr-pairs';

/**
 * The ADR pairs kept at the edge (decision 039), in workerd with the real KV namespace DIRECTORY and
 * the running sandbox's Taiwan-market service. Each test starts with the key deleted and stores of its
 * own (their own isolate copy and clock).
 */
const kv = directoryKv();
const sandbox = (): UpstreamContext => refreshUpstream(sandboxConfig());
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** A context whose service answers `answer` and counts the calls. */
const answering = (answer: () => Response) => {
  const counter = { calls: 0 };
  const ctx: UpstreamContext = {
    ...sandbox(),
    fetch: async () => {
      counter.calls++;
      return answer();
    },
  };
  return { ctx, counter };
};
/** The namespace with its reads counted. */
const countingKv = () => {
  const counter = { gets: 0 };
  const counted = {
    get: (...args: Parameters<KVNamespace['get']>) => {
      counter.gets++;
      return (kv.get as (...a: unknown[]) => unknown)(...args);
    },
    put: (...args: Parameters<KVNamespace['put']>) => kv.put(...args),
  } as unknown as KVNamespace;
  return { kv: counted, counter };
};
const clock = () => {
  const time = { now: 1_800_000_000_000 };
  return { time, now: () => time.now };
};
const TSM = { adrSymbol: 'TSM', twseCode: '2330', nameZh: '台積電', nameEn: 'Taiwan Semiconductor Manufacturing', sharesPerAdr: 5 };

beforeEach(async () => {
  await kv.delete(ADR_PAIRS_KEY);
  await setSandboxKnobs({});
});

describe('the ADR pairs at the edge', () => {
  it("a refresh stores the service's pairs; an unchanged list is not written again", async () => {
    const { time, now } = clock();
    const store = new AdrPairsStore({ kv, now });
    expect(await store.pairs()).toBeNull();
    expect(await refreshAdrPairs(store, sandbox())).toEqual({ status: 'updated', total: 4 });
    expect(await store.lookup('TSM')).toEqual(TSM);
    expect(await store.lookup('CHT')).toMatchObject({ twseCode: '2412', sharesPerAdr: 10 });
    expect(await store.lookup('NVDA')).toBeUndefined();
    const written = await kv.get(ADR_PAIRS_KEY);
    time.now += 3_600_000;
    expect(await refreshAdrPairs(store, sandbox())).toEqual({ status: 'unchanged', total: 4 });
    expect(await kv.get(ADR_PAIRS_KEY)).toBe(written);
  });

  it('the service failing, or listing no pairs, keeps the stored copy; with none, nothing is written', async () => {
    const store = new AdrPairsStore({ kv });
    await setSandboxKnobs({ fail: 'taiwan-market' });
    expect(await refreshAdrPairs(store, sandbox())).toMatchObject({ status: 'kept', total: 0, reason: expect.stringContaining('the Taiwan-market service failed') });
    expect(await kv.get(ADR_PAIRS_KEY)).toBeNull();
    await setSandboxKnobs({});
    await refreshAdrPairs(store, sandbox());
    const written = await kv.get(ADR_PAIRS_KEY);
    await setSandboxKnobs({ fail: 'taiwan-market' });
    expect(await refreshAdrPairs(store, sandbox())).toMatchObject({ status: 'kept', total: 4 });
    expect(await refreshAdrPairs(store, answering(() => json({ data: [] })).ctx)).toEqual({ status: 'kept', total: 4, reason: 'the Taiwan-market service listed no ADR pairs' });
    // A hostile list (markup for a symbol) is refused by the schema whole: the stored copy stays.
    const hostile = answering(() => json({ data: [{ ...TSM, adrSymbol: '<script>' }] }));
    expect(await refreshAdrPairs(store, hostile.ctx)).toMatchObject({ status: 'kept', total: 4 });
    expect(await kv.get(ADR_PAIRS_KEY)).toBe(written);
    expect(await new AdrPairsStore({ kv }).lookup('TSM')).toEqual(TSM);
  });

  it('a value that does not parse (half-written, another format) reads as none, never as an empty list', async () => {
    for (const text of ['{"v":1,"fetchedAt":1,"pairs":[', JSON.stringify({ v: 2, fetchedAt: 1, pairs: [TSM] }), JSON.stringify({ v: 1, fetchedAt: 1, pairs: [{ ...TSM, sharesPerAdr: 0 }] })]) {
      await kv.put(ADR_PAIRS_KEY, text);
      const store = new AdrPairsStore({ kv });
      expect(await store.pairs()).toBeNull();
      expect(await store.lookup('TSM')).toBeNull();
    }
  });

  it('a warm isolate reads KV once: later questions are answered from memory, and a change arrives by a re-read after a minute', async () => {
    await refreshAdrPairs(new AdrPairsStore({ kv }), sandbox());
    const { time, now } = clock();
    const counted = countingKv();
    const store = new AdrPairsStore({ kv: counted.kv, now });
    expect(await store.lookup('TSM')).toEqual(TSM);
    for (const symbol of ['TSM', 'UMC', 'NVDA', 'ASX']) await store.lookup(symbol);
    expect(counted.counter.gets).toBe(1);
    // Another isolate's refresh changes the value: this one keeps its copy until it is a minute old.
    await kv.put(ADR_PAIRS_KEY, JSON.stringify({ v: 1, fetchedAt: 2, pairs: [{ ...TSM, sharesPerAdr: 4 }] }));
    time.now += ISOLATE_FRESH_MS - 1;
    expect(await store.lookup('TSM')).toEqual(TSM);
    expect(counted.counter.gets).toBe(1);
    time.now += 1;
    // Without a waitUntil the store awaits its re-read (the worker's runs after the answer).
    expect(await store.lookup('TSM')).toMatchObject({ sharesPerAdr: 4 });
    expect(counted.counter.gets).toBe(2);
  });

  it('the first fill: once when the edge holds none, not at all when it holds pairs, and a failed one not again within a minute', async () => {
    const { time, now } = clock();
    const store = new AdrPairsStore({ kv, now });
    const down = answering(() => json({ error: { code: 'injected', message: 'down' } }, 500));
    expect(await fillAdrPairsIfEmpty(store, down.ctx)).toMatchObject({ status: 'kept', total: 0 });
    expect(await fillAdrPairsIfEmpty(store, down.ctx)).toMatchObject({ status: 'kept' });
    expect(down.counter.calls).toBe(1);
    time.now += FILL_RETRY_MS;
    expect(await fillAdrPairsIfEmpty(store, sandbox())).toEqual({ status: 'updated', total: 4 });
    expect(await store.lookup('UMC')).toMatchObject({ twseCode: '2303' });
    time.now += FILL_RETRY_MS;
    const counted = answering(() => json({ data: [TSM] }));
    expect(await fillAdrPairsIfEmpty(store, counted.ctx)).toBeNull();
    expect(counted.counter.calls).toBe(0);
  });
});
