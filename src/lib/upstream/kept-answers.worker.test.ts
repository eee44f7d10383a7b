import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { sandboxContext } from '@tests/upstream-context';
import { getArticle, getRecentSummary } from './article/client/articles';
import type { CachePolicy } from './cache-policy';
import { advanceArticleCacheGeneration, forgetArticleCacheGeneration } from './content-generation';
import { defaultCache, edgeCached, type LoadedText, writeEntry } from './edge-cache';
import type { UpstreamContext } from './http';
import { keptAnswers } from './kept-answers';
import { UpstreamError } from './errors';

/** The isolate's decoded copies in front of the Cache API (kept-answers.ts), through edgeCached and the upstream clients. */
const policy: CachePolicy = { name: 'test', ttl: 60, staleWhileRevalidate: 60, staleIfError: 600 };
const SECOND = 1000;
const VersionSchema = v.object({ version: v.number() });
const decode = (text: string) => v.parse(VersionSchema, JSON.parse(text));
let keyCounter = 0;
const freshKey = () => `https://upstream.test/kept-answers/${Date.now()}-${++keyCounter}`;

/** An origin that answers versions 1, 2, … and counts its calls; `fail` makes it throw, `shareable` marks its answers. */
function countingOrigin() {
  const origin = {
    calls: 0,
    fail: undefined as unknown,
    shareable: true,
    load: async (): Promise<LoadedText> => {
      origin.calls += 1;
      if (origin.fail) throw origin.fail;
      return { text: JSON.stringify({ version: origin.calls }), shareable: origin.shareable };
    },
  };
  return origin;
}

/** Reads `key` as edgeCached's callers do, at the time `at` (ms), waiting for what it stores. */
async function read(key: string, origin: ReturnType<typeof countingOrigin>, at?: number, as: object = VersionSchema) {
  const exec = createExecutionContext();
  const result = await edgeCached({ key, policy, load: origin.load, decode, keptAs: as, waitUntil: (p) => exec.waitUntil(p), ...(at === undefined ? {} : { now: () => at }) });
  await waitOnExecutionContext(exec);
  return result;
}

/** An entry stored by another isolate: the Cache API changes, this isolate's copy is not told. */
async function storedElsewhere(key: string, version: number, storedAt: number): Promise<void> {
  await defaultCache().put(
    key,
    new Response(JSON.stringify({ version }), { headers: { 'cache-control': 'public, max-age=660', 'x-edge-cache-stored-at': String(storedAt), 'x-edge-cache-ttl': String(policy.ttl) } }),
  );
}

describe('answers kept decoded in the isolate', () => {
  it('a fresh answer is handed from the isolate: no cache read, the same frozen object; another schema reads the cache', async () => {
    const key = freshKey();
    const origin = countingOrigin();
    const first = await read(key, origin);
    expect(first).toMatchObject({ state: 'miss', value: { version: 1 } });
    // Gone from the Cache API, still fresh in the isolate: answered without reading the cache.
    await defaultCache().delete(key);
    const second = await read(key, origin);
    expect(second.state).toBe('hit');
    expect(second.value).toBe(first.value);
    expect(Object.isFrozen(second.value)).toBe(true);
    expect(() => {
      (second.value as { version: number }).version = 7;
    }).toThrow(TypeError);
    expect(origin.calls).toBe(1);
    // A reader decoding with another schema is not given this one's value: it reads the cache (empty: a miss).
    expect(await read(key, origin, undefined, v.object({ version: v.number() }))).toMatchObject({ state: 'miss', value: { version: 2 } });
  });

  it('an entry another isolate stored is seen once the kept answer is past its TTL', async () => {
    const key = freshKey();
    const t0 = Date.now();
    const origin = countingOrigin();
    expect(await read(key, origin, t0)).toMatchObject({ state: 'miss', value: { version: 1 } });
    await storedElsewhere(key, 99, t0 + 30 * SECOND);
    // Within the TTL the kept answer stands (the newer entry is fresh too: either may be served)…
    expect(await read(key, origin, t0 + 59 * SECOND)).toMatchObject({ state: 'hit', value: { version: 1 } });
    // …past it, the Cache API is read again: the other isolate's entry, 31 s old, is fresh.
    expect(await read(key, origin, t0 + 61 * SECOND)).toMatchObject({ state: 'hit', value: { version: 99 }, age: 31 });
    expect(origin.calls).toBe(1);
  });

  it('a kept answer past its TTL is not served from the isolate: stale-while-revalidate and stale-if-error hold', async () => {
    const key = freshKey();
    const t0 = Date.now();
    const origin = countingOrigin();
    await read(key, origin, t0);
    // In the revalidate window: the stale copy at once, and a refresh (stored at t1) that the isolate then keeps.
    const t1 = t0 + (policy.ttl + 10) * SECOND;
    expect(await read(key, origin, t1)).toMatchObject({ state: 'stale', value: { version: 1 } });
    expect(origin.calls).toBe(2);
    expect(await read(key, origin, t1 + SECOND)).toMatchObject({ state: 'hit', value: { version: 2 }, age: 1 });
    // Past the revalidate window an outage falls back to the stored copy; a 404 is an answer.
    const late = t1 + (policy.ttl + policy.staleWhileRevalidate + 10) * SECOND;
    origin.fail = new UpstreamError('business', 503, 'down');
    expect(await read(key, origin, late)).toMatchObject({ state: 'stale-if-error', value: { version: 2 } });
    origin.fail = new UpstreamError('business', 404, 'gone');
    await expect(read(key, origin, late)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps neither text that does not decode nor answers the origin marked private', async () => {
    const before = keptAnswers.size.entries;
    const broken = freshKey();
    await writeEntry(defaultCache(), broken, '{"version":"not a number"}', policy, Date.now());
    const origin = countingOrigin();
    origin.fail = new UpstreamError('business', 503, 'down');
    await expect(read(broken, origin)).rejects.toMatchObject({ status: 503 });
    expect(keptAnswers.size.entries).toBe(before);

    const personal = freshKey();
    const privateOrigin = countingOrigin();
    privateOrigin.shareable = false;
    await read(personal, privateOrigin);
    await read(personal, privateOrigin);
    expect(privateOrigin.calls).toBe(2);
    expect(keptAnswers.size.entries).toBe(before);
  });

  it('a planted entry (writeEntry) replaces the kept answer at once', async () => {
    const key = freshKey();
    const origin = countingOrigin();
    await read(key, origin);
    await writeEntry(defaultCache(), key, JSON.stringify({ version: 42 }), policy, Date.now());
    expect(await read(key, origin)).toMatchObject({ state: 'hit', value: { version: 42 } });
  });
});

describe('the upstream clients through the kept answers (sandbox)', () => {
  beforeEach(() => forgetArticleCacheGeneration());

  /** A sandbox context counting the calls that reach the upstream. */
  function counting(base: UpstreamContext = sandboxContext()) {
    const exec = createExecutionContext();
    const calls: string[] = [];
    const ctx: UpstreamContext = {
      ...base,
      waitUntil: (p) => exec.waitUntil(p),
      fetch: (input, init) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    };
    return { ctx, calls, settle: () => waitOnExecutionContext(exec) };
  }

  it('a member’s answers are neither stored nor kept: each read goes to the upstream', async () => {
    const before = keptAnswers.size.entries;
    const member = counting(sandboxContext('member'));
    const first = await getArticle(member.ctx, { articleId: 147 });
    await member.settle();
    const second = await getArticle(member.ctx, { articleId: 147 });
    expect(member.calls).toHaveLength(2);
    expect(second).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
    expect(keptAnswers.size.entries).toBe(before);
  });

  it('a shared answer is kept frozen; moving the article generation on retires it', async () => {
    const reader = counting();
    // A fetch size no other test uses, so the entry is this test's own.
    const first = await getRecentSummary(reader.ctx, { fetch: 9 });
    await reader.settle();
    const again = await getRecentSummary(reader.ctx, { fetch: 9 });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(reader.calls).toHaveLength(1);

    await advanceArticleCacheGeneration();
    const after = await getRecentSummary(reader.ctx, { fetch: 9 });
    await reader.settle();
    expect(reader.calls).toHaveLength(2);
    expect(after).not.toBe(first);
  });
});
