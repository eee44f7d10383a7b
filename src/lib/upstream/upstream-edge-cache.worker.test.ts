import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sandboxConfig, sandboxContext, setSandboxKnobs } from '@tests/upstream-context';
import { getArticle } from './article/client/articles';
import { getCompanyProfile, getIndices, getQuotes, getStockDirectory, getWatchlist } from './business/client';
import { POLICIES } from './cache-policy';
import { articleCacheGeneration } from './content-generation';
import { defaultCache, edgeCacheKey, writeEntry } from './edge-cache';
import { buildUrl, upstreamRequest, type UpstreamContext } from './http';
import { requestGuestToken } from './identity/client';
import { stockId } from '@tests/stock-ids';

/** The upstream clients through the edge cache, against the sandbox (edge-cache.worker.test.ts tests the cache itself). */
const SECOND = 1000;

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
    const real = await getCompanyProfile({ ...sandboxContext(), edgeCache: false }, stockId('NVDA'));
    const old = Date.now() - (POLICIES.statements.ttl + POLICIES.statements.staleWhileRevalidate + 60) * SECOND;
    await writeEntry(defaultCache(), key, JSON.stringify({ data: real }), POLICIES.statements, old);
    try {
      await setSandboxKnobs({ fail: 'business' });
      expect(await getCompanyProfile(sandboxContext(), stockId('NVDA'))).toEqual(real);
      // Without a stale copy the failure still shows.
      await expect(getCompanyProfile(sandboxContext(), stockId('AAPL'))).rejects.toMatchObject({ status: 500 });
    } finally {
      await setSandboxKnobs({});
    }
  });

  it('stale-if-error on a timeout (an upstream that never answers)', async () => {
    const key = await businessGetKey('/api/Stock/Indices');
    const real = await getIndices({ ...sandboxContext(), edgeCache: false });
    const old = Date.now() - (POLICIES.indices.ttl + POLICIES.indices.staleWhileRevalidate + 60) * SECOND;
    await writeEntry(defaultCache(), key, JSON.stringify({ data: real }), POLICIES.indices, old);
    // A 500 ms budget, not UPSTREAM_TIMEOUT_MS (5 s) (proved in current-user.worker.test.ts): what follows is the same.
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
    // Another file in this workerd may have cached these quotes already: start from a miss.
    for (const id of ['NVDA', 'AAPL']) {
      const key = await edgeCacheKey(businessUrl('/api/Stock/Quotes'), 'POST', JSON.stringify([id]));
      if (key) await defaultCache().delete(key);
    }
    const counter = countingContext();
    const nvda = await getQuotes(counter.ctx, [stockId('NVDA')]);
    await counter.settle();
    const aapl = await getQuotes(counter.ctx, [stockId('AAPL')]);
    await counter.settle();
    expect(Object.keys(nvda)).toEqual(['NVDA']);
    expect(Object.keys(aapl)).toEqual(['AAPL']);
    expect(await getQuotes(counter.ctx, [stockId('NVDA')])).toEqual(nvda);
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
