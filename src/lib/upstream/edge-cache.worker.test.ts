import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { getArticle } from './article/client';
import { articleCacheGeneration } from './content-generation';
import { getCompanyProfile, getIndices, getQuotes, getStockDirectory, getWatchlist } from './business/client';
import { POLICIES, type CachePolicy } from './cache-policy';
import { defaultCache, edgeCached, edgeCacheKey, MAX_KEYED_BODY_BYTES, MAX_REFRESHING, refreshInFlight, writeEntry, type LoadedText } from './edge-cache';
import { UpstreamError } from './errors';
import { buildUrl, upstreamRequest, type UpstreamContext } from './http';
import { requestGuestToken } from './identity/client';
import { sandboxConfig, sandboxContext, setSandboxKnobs } from '@tests/upstream-context';
import * as v from 'valibot';

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
    const [a, b] = await Promise.all([
      edgeCached({ key, policy, load: origin.load, decode, waitUntil }),
      edgeCached({ key, policy, load: origin.load, decode, waitUntil }),
    ]);
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

  it(`keeps at most ${MAX_REFRESHING} refreshes in flight: past that, stale copies are served without starting another`, async () => {
    const t0 = Date.now();
    const keys = Array.from({ length: MAX_REFRESHING + 5 }, () => freshKey());
    for (const key of keys) await writeEntry(defaultCache(), key, JSON.stringify({ version: 0 }), policy, t0 - (policy.ttl + 10) * SECOND);
    const origin = countingOrigin();
    let openGate = () => {};
    origin.gate = new Promise<void>((resolve) => (openGate = resolve));
    const exec = createExecutionContext();
    const answers = [];
    for (const key of keys) answers.push(await edgeCached({ key, policy, load: origin.load, decode, waitUntil: (p) => exec.waitUntil(p) }));
    expect(answers.every((answer) => answer.state === 'stale')).toBe(true);
    expect(origin.calls).toBe(MAX_REFRESHING);
    expect(keys.filter((key) => refreshInFlight(key) !== undefined)).toHaveLength(MAX_REFRESHING);
    openGate();
    await waitOnExecutionContext(exec);
    expect(keys.filter((key) => refreshInFlight(key) !== undefined)).toHaveLength(0);
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
    await expect(
      edgeCached({ key: badKey, policy, load: async () => ({ text: '{"ok":false}', shareable: true }), decode: strict }),
    ).rejects.toThrow();
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
function countingContext(base: UpstreamContext = sandboxContext()) {
  const exec = createExecutionContext();
  const counter = {
    calls: [] as string[],
    exec,
    ctx: {
      ...base,
      waitUntil: (p: Promise<unknown>) => exec.waitUntil(p),
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        counter.calls.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    } satisfies UpstreamContext,
    settle: () => waitOnExecutionContext(exec),
  };
  return counter;
}

const businessUrl = (path: string, query?: Record<string, string>) => buildUrl(sandboxConfig().BUSINESS_API_URL, path, query);

/** The edge cache key of a GET to the sandbox's business service. */
async function businessGetKey(path: string, query?: Record<string, string>): Promise<Request> {
  const key = await edgeCacheKey(businessUrl(path, query), 'GET');
  if (!key) throw new Error('no key');
  return key;
}

describe('upstreamRequest through the edge cache (sandbox)', () => {
  it('a fresh hit makes no upstream call', async () => {
    // Another file in this workerd may have cached the indices already: start from a miss.
    const key = await businessGetKey('/api/Stock/Indices');
    await defaultCache().delete(key);
    const counter = countingContext();
    const first = await getIndices(counter.ctx);
    await counter.settle();
    const second = await getIndices(counter.ctx);
    expect(second).toEqual(first);
    expect(counter.calls).toHaveLength(1);
  });

  it("without an injected waitUntil, the worker's own waitUntil (cloudflare:workers) stores the entry", async () => {
    const key = await businessGetKey('/api/Stock/Directory', { group: 'JKL' });
    await defaultCache().delete(key);
    await getStockDirectory(sandboxContext(), 'JKL');
    let stored: Response | undefined;
    for (let i = 0; i < 50 && !stored; i++) {
      stored = await defaultCache().match(key);
      if (!stored) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(stored?.headers.get('x-edge-cache-policy')).toBe('directory');
  });

  it('a stale entry is served, then refreshed from the upstream in the background', async () => {
    const key = await businessGetKey('/api/Stock/Directory', { group: 'QR' });
    const stale = { data: { group: 'QR', items: [{ id: 'QSTALE', name: 'Stale Co.', customName: null, marketType: 1, commodityType: 1, exchange: 3 }] } };
    await writeEntry(defaultCache(), key, JSON.stringify(stale), POLICIES.directory, Date.now() - (POLICIES.directory.ttl + 60) * SECOND);

    const counter = countingContext();
    const served = await getStockDirectory(counter.ctx, 'QR');
    expect(served.items.map((item) => item.id)).toEqual(['QSTALE']);
    await counter.settle();
    expect(counter.calls).toHaveLength(1);

    const refreshed = await getStockDirectory(counter.ctx, 'QR');
    expect(refreshed.items.length).toBeGreaterThan(100);
    expect(refreshed.items.every((item) => /^[QR]/.test(item.id))).toBe(true);
    expect(counter.calls).toHaveLength(1);
  });

  it('stale-if-error: the sandbox answers 500 and the stale copy is served', async () => {
    const key = await businessGetKey('/api/Stock/NVDA/Profile');
    const real = await getCompanyProfile({ ...sandboxContext(), edgeCache: false }, 'NVDA');
    const old = Date.now() - (POLICIES.statements.ttl + POLICIES.statements.staleWhileRevalidate + 60) * SECOND;
    await writeEntry(defaultCache(), key, JSON.stringify({ data: real }), POLICIES.statements, old);
    try {
      await setSandboxKnobs({ fail: 'business' });
      expect(await getCompanyProfile(sandboxContext(), 'NVDA')).toEqual(real);
      // Without a stale copy the failure still shows.
      await expect(getCompanyProfile(sandboxContext(), 'AAPL')).rejects.toMatchObject({ status: 500 });
    } finally {
      await setSandboxKnobs({});
    }
  });

  it('stale-if-error on a timeout (an upstream that never answers)', async () => {
    const key = await businessGetKey('/api/Stock/Indices');
    const real = await getIndices({ ...sandboxContext(), edgeCache: false });
    const old = Date.now() - (POLICIES.indices.ttl + POLICIES.indices.staleWhileRevalidate + 60) * SECOND;
    await writeEntry(defaultCache(), key, JSON.stringify({ data: real }), POLICIES.indices, old);
    // A 500 ms budget, not the spec's 5 s (proved in current-user.worker.test.ts): what follows is the same.
    const hanging: UpstreamContext = { ...sandboxContext(), fetch: () => new Promise<Response>(() => {}), timeoutMs: 500 };
    const started = Date.now();
    expect(await getIndices(hanging)).toEqual(real);
    // The stale copy came after the timeout, not instead of the call.
    expect(Date.now() - started).toBeGreaterThanOrEqual(490);
  });

  it('personalised calls are never stored: member tokens, unknown tokens, the watchlist', async () => {
    const member = countingContext(sandboxContext('member'));
    await getArticle(member.ctx, { articleId: 146 });
    await getArticle(member.ctx, { articleId: 146 });
    await getWatchlist(member.ctx);
    await getWatchlist(member.ctx);
    await member.settle();
    expect(member.calls).toHaveLength(4);
    const articleKey = await edgeCacheKey(buildUrl(sandboxConfig().ARTICLE_API_URL, '/api/Article/146', { orderType: 'updatedAt', fetch: 10 }), 'GET', undefined, await articleCacheGeneration());
    if (!articleKey) throw new Error('no key');
    expect(await defaultCache().match(articleKey)).toBeUndefined();

    // Even a member token that claims to be a member stays out of the shared cache.
    const declared = countingContext({ ...sandboxContext('member'), tokenKind: 'member' });
    await getArticle(declared.ctx, { articleId: 146 });
    await declared.settle();
    expect(await defaultCache().match(articleKey)).toBeUndefined();
  });

  it('guest-token article calls share one entry, keyed without the token', async () => {
    const guest = await requestGuestToken(sandboxContext());
    const first = countingContext({ ...sandboxContext(), token: guest.access_token, tokenKind: 'guest' });
    const article = await getArticle(first.ctx, { articleId: 146 });
    await first.settle();
    expect(article.article.isUnlocked).toBe(false);
    expect(article.article.content).toBeNull();

    const otherGuest = await requestGuestToken(sandboxContext());
    const second = countingContext({ ...sandboxContext(), token: otherGuest.access_token, tokenKind: 'guest' });
    expect(await getArticle(second.ctx, { articleId: 146 })).toEqual(article);
    expect(second.calls).toHaveLength(0);
    // A reader without any token hits the same entry.
    const anonymous = countingContext();
    await getArticle(anonymous.ctx, { articleId: 146 });
    expect(anonymous.calls).toHaveLength(0);
  });

  it('a call that states no policy is never stored, even on the path of one that does', async () => {
    const counter = countingContext();
    const schema = v.object({ data: v.array(v.unknown()) });
    await upstreamRequest(counter.ctx, { service: 'business', path: '/api/Stock/Indices', headers: { 'X-App-Id': sandboxConfig().WEB_APP_ID }, query: { probe: 'unstated' }, schema });
    await counter.settle();
    await upstreamRequest(counter.ctx, { service: 'business', path: '/api/Stock/Indices', headers: { 'X-App-Id': sandboxConfig().WEB_APP_ID }, query: { probe: 'unstated' }, schema });
    await counter.settle();
    expect(counter.calls).toHaveLength(2);
  });

  it('POST calls are keyed by their body', async () => {
    const counter = countingContext();
    const nvda = await getQuotes(counter.ctx, ['NVDA']);
    await counter.settle();
    const aapl = await getQuotes(counter.ctx, ['AAPL']);
    await counter.settle();
    expect(Object.keys(nvda)).toEqual(['NVDA']);
    expect(Object.keys(aapl)).toEqual(['AAPL']);
    expect(await getQuotes(counter.ctx, ['NVDA'])).toEqual(nvda);
    expect(counter.calls).toHaveLength(2);
  });

  it('answers marked private by the upstream are not stored', async () => {
    let calls = 0;
    const exec = createExecutionContext();
    const ctx: UpstreamContext = {
      ...sandboxContext(),
      waitUntil: (p) => exec.waitUntil(p),
      fetch: async () => {
        calls += 1;
        return new Response(JSON.stringify({ data: [] }), { headers: { 'content-type': 'application/json', 'cache-control': 'private, max-age=60' } });
      },
    };
    const schema = v.object({ data: v.array(v.unknown()) });
    await upstreamRequest(ctx, { service: 'business', path: '/api/Stock/Indices', cache: POLICIES.indices, query: { probe: 'private' }, schema });
    await waitOnExecutionContext(exec);
    await upstreamRequest(ctx, { service: 'business', path: '/api/Stock/Indices', cache: POLICIES.indices, query: { probe: 'private' }, schema });
    expect(calls).toBe(2);
  });
});
