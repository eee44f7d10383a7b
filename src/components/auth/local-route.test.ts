import { describe, expect, it } from 'vitest';
import { LOCAL_ROUTE_KEY, LOCAL_ROUTE_TTL_MS, rememberLocalRoute, takeLocalRoute } from './local-route';

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
}

describe('localRoute', () => {
  it('takes the reader back once, within ten minutes', () => {
    const storage = memory();
    rememberLocalRoute(storage, '/stock/NVDA/info?x=1', 1_000);
    expect(JSON.parse(storage.data.get(LOCAL_ROUTE_KEY)!)).toEqual({ path: '/stock/NVDA/info?x=1', at: 1_000 });
    expect(takeLocalRoute(storage, '/', 1_000 + LOCAL_ROUTE_TTL_MS)).toBe('/stock/NVDA/info?x=1');
    expect(takeLocalRoute(storage, '/', 2_000)).toBeNull(); // taken
  });

  it('is nothing when stale, already there, or not a path of this site', () => {
    const stale = memory();
    rememberLocalRoute(stale, '/a', 0);
    expect(takeLocalRoute(stale, '/', LOCAL_ROUTE_TTL_MS + 1)).toBeNull();
    expect(stale.data.has(LOCAL_ROUTE_KEY)).toBe(false);
    const here = memory();
    rememberLocalRoute(here, '/a', 0);
    expect(takeLocalRoute(here, '/a', 1)).toBeNull();
    for (const path of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      const storage = memory();
      rememberLocalRoute(storage, path, 0);
      expect(storage.data.has(LOCAL_ROUTE_KEY)).toBe(false);
    }
    for (const raw of ['{"path":"//evil.example","at":0}', '{"path":"/\\\\evil","at":0}', '{"path":"/a"}', 'nonsense', '{"path":5,"at":0}']) {
      expect(takeLocalRoute(memory({ [LOCAL_ROUTE_KEY]: raw }), '/', 1)).toBeNull();
    }
    expect(takeLocalRoute(null, '/', 0)).toBeNull();
  });
});
