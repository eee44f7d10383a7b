import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { CachePolicy } from './cache-policy';
import { defaultCache, edgeCached, edgeCacheKey, MAX_KEYED_BODY_BYTES, MAX_REFRESHING, refreshInFlight, writeEntry, type LoadedText } from './edge-cache';
import { UpstreamError } from './errors';

const policy: CachePolicy = { name: 'test', ttl: 60, staleWhileRevalidate: 60, staleIfError: 600 };
const SECOND = 1000;
let keyCounter = 0;
/** Each test gets its own key, so no test depends on what another left in the cache. */
const freshKey = () => `https://upstream.test/edge-cache/${Date.now()}-${++keyCounter}`;

/** An origin that answers "v1", "v2", … and counts its calls; `fail` makes it throw instead. */
function countingOrigin() {
  const origin = {
    calls: 0,
    fail: undefined as unknown,
    shareable: true,
    /** While set, answers wait for it (an origin with latency). */
    gate: undefined as Promise<void> | undefined,
    load: async (): Promise<LoadedText> => {
      origin.calls += 1;
      await origin.gate;
      if (origin.fail) throw origin.fail;
      return { text: JSON.stringify({ version: origin.calls }), shareable: origin.shareable };
    },
  };
  return origin;
}

const decode = (text: string) => JSON.parse(text) as { version: number };

/** A Cache held in memory (match, put, delete by URL), for a test about edgeCached's own bookkeeping rather than the store. */
function memoryCache(): Cache {
  const entries = new Map<string, { body: string; headers: Headers }>();
  const urlOf = (key: RequestInfo | URL) => (key instanceof Request ? key.url : String(key));
  const cache: Pick<Cache, 'match' | 'put' | 'delete'> = {
    match: async (key) => {
      const entry = entries.get(urlOf(key));
      return entry ? new Response(entry.body, { headers: entry.headers }) : undefined;
    },
    put: async (key, res) => {
      entries.set(urlOf(key), { body: await res.text(), headers: new Headers(res.headers) });
    },
    delete: async (key) => entries.delete(urlOf(key)),
  };
  return cache as Cache;
}

describe('edgeCached (Cache API in workerd)', () => {
  it('stores a miss, then answers a fresh hit without calling the origin', async () => {
    const key = freshKey();
    const origin = countingOrigin();
    const exec = createExecutionContext();
    const first = await edgeCached({ key, policy, load: origin.load, decode, waitUntil: (p) => exec.waitUntil(p) });
    await waitOnExecutionContext(exec);
    expect(first).toMatchObject({ state: 'miss', value: { version: 1 } });

    const second = await edgeCached({ key, policy, load: origin.load, decode });
    expect(second).toMatchObject({ state: 'hit', value: { version: 1 } });
    expect(origin.calls).toBe(1);
    const stored = await defaultCache().match(key);
    expect(stored?.headers.get('cache-control')).toBe(`public, max-age=${policy.ttl + policy.staleIfError}`);
    expect(stored?.headers.get('x-edge-cache-policy')).toBe('test');
  });

  it('serves a stale entry at once and refreshes it in the background, once', async () => {
    const key = freshKey();
    const t0 = Date.now();
    await writeEntry(defaultCache(), key, JSON.stringify({ version: 0 }), policy, t0 - (policy.ttl + 10) * SECOND);
    const origin = countingOrigin();
    let openGate = () => {};
    origin.gate = new Promise<void>((resolve) => (openGate = resolve));
    const exec = createExecutionContext();
    const waitUntil = (p: Promise<unknown>) => exec.waitUntil(p);

    // Both readers get the stale copy without waiting for the (slow) origin.
    const [a, b] = await Promise.all([edgeCached({ key, policy, load: origin.load, decode, waitUntil }), edgeCached({ key, policy, load: origin.load, decode, waitUntil })]);
    expect(a).toMatchObject({ state: 'stale', value: { version: 0 } });
    expect(b).toMatchObject({ state: 'stale', value: { version: 0 } });
    expect(refreshInFlight(key)).toBeDefined();
    openGate();
    await waitOnExecutionContext(exec);
    expect(origin.calls).toBe(1); // two readers, one refresh

    const after = await edgeCached({ key, policy, load: origin.load, decode });
    expect(after).toMatchObject({ state: 'hit', value: { version: 1 } });
    expect(origin.calls).toBe(1);
  });

  // Proves the bound, not the Cache API (the tests above use the real one): 261 stale entries in workerd's
  // cache cost ~800 disk-backed reads and writes, which took over 5 s on a busy machine.
  // In memory the work is a few milliseconds whatever the load; the refreshes are held by the origin's gate.
  it(`keeps at most ${MAX_REFRESHING} refreshes in flight: past that, stale copies are served without starting another`, async () => {
    const cache = memoryCache();
    const t0 = Date.now();
    const keys = Array.from({ length: MAX_REFRESHING + 5 }, () => freshKey());
    for (const key of keys) await writeEntry(cache, key, JSON.stringify({ version: 0 }), policy, t0 - (policy.ttl + 10) * SECOND);
    const origin = countingOrigin();
    let openGate = () => {};
    origin.gate = new Promise<void>((resolve) => (openGate = resolve));
    const exec = createExecutionContext();
    const answers = [];
    for (const key of keys) answers.push(await edgeCached({ key, policy, load: origin.load, decode, cache, waitUntil: (p) => exec.waitUntil(p) }));
    expect(answers.every((answer) => answer.state === 'stale')).toBe(true);
    expect(origin.calls).toBe(MAX_REFRESHING);
    expect(keys.filter((key) => refreshInFlight(key) !== undefined)).toHaveLength(MAX_REFRESHING);
    // The last five were turned away, not queued: they start no refresh once the others are done.
    expect(keys.slice(MAX_REFRESHING).map((key) => refreshInFlight(key))).toEqual([undefined, undefined, undefined, undefined, undefined]);
    openGate();
    await waitOnExecutionContext(exec);
    expect(keys.filter((key) => refreshInFlight(key) !== undefined)).toHaveLength(0);
    expect(origin.calls).toBe(MAX_REFRESHING);
    // Each refresh stored its answer: the first 256 keys are fresh now, the last five still stale.
    const later = createExecutionContext();
    const after = await Promise.all(keys.map((key) => edgeCached({ key, policy, load: origin.load, decode, cache, waitUntil: (p) => later.waitUntil(p) })));
    expect(after.slice(0, MAX_REFRESHING).every((answer) => answer.state === 'hit')).toBe(true);
    expect(after.slice(MAX_REFRESHING).map((answer) => answer.state)).toEqual(['stale', 'stale', 'stale', 'stale', 'stale']);
    await waitOnExecutionContext(later);
  });

  it('beyond the revalidate window it waits for the origin; on an outage it serves the stale copy', async () => {
    const key = freshKey();
    const storedAt = Date.now() - (policy.ttl + policy.staleWhileRevalidate + 30) * SECOND;
    await writeEntry(defaultCache(), key, JSON.stringify({ version: 0 }), policy, storedAt);
    const origin = countingOrigin();
    for (const status of [500, 502, 503, 504]) {
      origin.fail = new UpstreamError('business', status, `down ${status}`);
      const result = await edgeCached({ key, policy, load: origin.load, decode });
      expect(result).toMatchObject({ state: 'stale-if-error', value: { version: 0 } });
    }
    // A 404 is an answer, not an outage: the stale copy must not hide it.
    origin.fail = new UpstreamError('business', 404, 'gone');
    await expect(edgeCached({ key, policy, load: origin.load, decode })).rejects.toMatchObject({ status: 404 });
    // Once the origin is back, the fresh answer replaces the stale copy.
    origin.fail = undefined;
    const exec = createExecutionContext();
    const recovered = await edgeCached({ key, policy, load: origin.load, decode, waitUntil: (p) => exec.waitUntil(p) });
    await waitOnExecutionContext(exec);
    expect(recovered.state).toBe('miss');
    expect((await edgeCached({ key, policy, load: origin.load, decode })).state).toBe('hit');
  });

  it('past the max-stale window an outage is an error again', async () => {
    const key = freshKey();
    await writeEntry(defaultCache(), key, JSON.stringify({ version: 0 }), policy, Date.now() - (policy.ttl + policy.staleIfError + 1) * SECOND);
    const origin = countingOrigin();
    origin.fail = new UpstreamError('business', 503, 'down');
    await expect(edgeCached({ key, policy, load: origin.load, decode })).rejects.toMatchObject({ status: 503 });
  });

  it('never stores what the origin marked private, nor text that does not decode', async () => {
    const origin = countingOrigin();
    origin.shareable = false;
    const key = freshKey();
    const exec = createExecutionContext();
    await edgeCached({ key, policy, load: origin.load, decode, waitUntil: (p) => exec.waitUntil(p) });
    await waitOnExecutionContext(exec);
    expect(await defaultCache().match(key)).toBeUndefined();

    const badKey = freshKey();
    const strict = (text: string) => v.parse(v.object({ ok: v.literal(true) }), JSON.parse(text));
    await expect(edgeCached({ key: badKey, policy, load: async () => ({ text: '{"ok":false}', shareable: true }), decode: strict })).rejects.toThrow();
    expect(await defaultCache().match(badKey)).toBeUndefined();
  });

  it('treats an entry that no longer decodes (a new schema, a corrupt body) as a miss', async () => {
    const key = freshKey();
    await writeEntry(defaultCache(), key, 'not json {', policy, Date.now());
    const origin = countingOrigin();
    const result = await edgeCached({ key, policy, load: origin.load, decode, waitUntil: () => {} });
    expect(result).toMatchObject({ state: 'miss', value: { version: 1 } });
  });
});

describe('edgeCacheKey', () => {
  const url = new URL('https://business.test/business/api/Stock/Quotes?b=2&a=1');

  it('is a GET, sorts the query, and ignores headers (so the token)', async () => {
    const key = await edgeCacheKey(url, 'GET');
    expect(key?.method).toBe('GET');
    expect(key?.url).toBe('https://business.test/business/api/Stock/Quotes?a=1&b=2&__edge-cache=v1');
    const same = await edgeCacheKey(new URL('https://business.test/business/api/Stock/Quotes?a=1&b=2'), 'GET');
    expect(same?.url).toBe(key?.url);
  });

  it('hashes POST bodies: equal bodies share a key, different bodies never do', async () => {
    const nvda = await edgeCacheKey(url, 'POST', '["NVDA"]');
    const nvdaAgain = await edgeCacheKey(url, 'POST', '["NVDA"]');
    const aapl = await edgeCacheKey(url, 'POST', '["AAPL"]');
    const asGet = await edgeCacheKey(url, 'GET');
    expect(nvda?.method).toBe('GET');
    expect(nvda?.url).toBe(nvdaAgain?.url);
    expect(nvda?.url).not.toBe(aapl?.url);
    expect(nvda?.url).not.toBe(asGet?.url);
    expect(new URL(nvda?.url ?? '').searchParams.get('__body')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses to key a body larger than the limit', async () => {
    expect(await edgeCacheKey(url, 'POST', 'x'.repeat(MAX_KEYED_BODY_BYTES + 1))).toBeUndefined();
    expect(await edgeCacheKey(url, 'POST', 'x'.repeat(MAX_KEYED_BODY_BYTES))).toBeDefined();
  });
});

/** A sandbox context whose fetch counts the calls that reach the upstream. */
