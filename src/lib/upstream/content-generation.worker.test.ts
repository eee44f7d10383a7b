import { env } from 'cloudflare:workers';
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { getRecentSummary } from './article/client/articles';
import { getIndices } from './business/client';
import { advanceArticleCacheGeneration, articleCacheGeneration, CONTENT_GENERATION_KEY, forgetArticleCacheGeneration, type GenerationStore, MEMO_MS } from './content-generation';
import type { UpstreamContext } from './http';
import { sandboxContext } from '@tests/upstream-context';

/** A sandbox context that counts the upstream calls it makes. */
function counting(): { ctx: UpstreamContext; calls: string[]; settle: () => Promise<void> } {
  const exec = createExecutionContext();
  const calls: string[] = [];
  return {
    calls,
    ctx: {
      ...sandboxContext(),
      waitUntil: (p) => exec.waitUntil(p),
      fetch: (input, init) => {
        calls.push(String(input instanceof Request ? input.url : input));
        return fetch(input, init);
      },
    },
    settle: () => waitOnExecutionContext(exec),
  };
}

beforeEach(() => forgetArticleCacheGeneration());

describe('the article cache generation (decision 028)', () => {
  it('is bound in the worker, and moving it on retires every cached article answer at once', async () => {
    expect(env.CONTENT_STATE).toBeDefined();
    const counter = counting();
    // A fetch size no other test uses, so the entry is this test's own.
    await getRecentSummary(counter.ctx, { fetch: 7 });
    await counter.settle();
    await getRecentSummary(counter.ctx, { fetch: 7 });
    await counter.settle();
    expect(counter.calls).toHaveLength(1);

    const next = await advanceArticleCacheGeneration();
    expect(await env.CONTENT_STATE.get(CONTENT_GENERATION_KEY)).toBe(next);
    await getRecentSummary(counter.ctx, { fetch: 7 });
    await counter.settle();
    expect(counter.calls).toHaveLength(2);
    // …and the new answer is cached under the new generation.
    await getRecentSummary(counter.ctx, { fetch: 7 });
    expect(counter.calls).toHaveLength(2);
  });

  it('leaves other services’ entries alone', async () => {
    const counter = counting();
    await getIndices(counter.ctx);
    await counter.settle();
    const before = counter.calls.length;
    await advanceArticleCacheGeneration();
    await getIndices(counter.ctx);
    expect(counter.calls).toHaveLength(before);
  });

  it('each isolate trusts a read for MEMO_MS, then asks the store again; the writer sees its own value at once', async () => {
    const values = new Map<string, string>();
    const reads: string[] = [];
    const store: GenerationStore = {
      get: async (key) => {
        reads.push(key);
        return values.get(key) ?? null;
      },
      put: async (key, value) => {
        values.set(key, value);
      },
    };
    expect(await articleCacheGeneration({ store, now: 1_000 })).toBe('0');
    values.set(CONTENT_GENERATION_KEY, '42');
    expect(await articleCacheGeneration({ store, now: 1_000 + MEMO_MS - 1 })).toBe('0');
    expect(await articleCacheGeneration({ store, now: 1_000 + MEMO_MS })).toBe('42');
    expect(reads).toHaveLength(2);
    const written = await advanceArticleCacheGeneration({ store, now: 50 });
    // Never at or behind the value last read, even with a clock behind it (clocks differ between isolates).
    expect(Number(written)).toBeGreaterThan(42);
    expect(await articleCacheGeneration({ store, now: 60 })).toBe(written);
  });

  it('concurrent callers share one store read, and a read begun before a deletion never puts the old value back', async () => {
    const values = new Map<string, string>([[CONTENT_GENERATION_KEY, '7']]);
    let reads = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const store: GenerationStore = {
      get: async (key) => {
        reads += 1;
        await gate;
        return values.get(key) ?? null;
      },
      put: async (key, value) => {
        values.set(key, value);
      },
    };
    const pending = Promise.all([1, 2, 3].map(() => articleCacheGeneration({ store, now: 1_000 })));
    const written = await advanceArticleCacheGeneration({ store, now: 2_000 });
    values.set(CONTENT_GENERATION_KEY, '7'); // the slow read still answers the value from before the deletion
    release();
    expect(await pending).toEqual([written, written, written]);
    expect(reads).toBe(1);
    expect(await articleCacheGeneration({ store, now: 2_001 })).toBe(written);
  });

  it('a store that fails to read keeps the last known value; one that cannot be written throws', async () => {
    const broken: GenerationStore = {
      get: async () => {
        throw new Error('kv down');
      },
      put: async () => {
        throw new Error('kv down');
      },
    };
    expect(await articleCacheGeneration({ store: broken, now: 0 })).toBe('0');
    await expect(advanceArticleCacheGeneration({ store: broken })).rejects.toThrow('kv down');
  });
});
