import { describe, expect, it } from 'vitest';
import { claimChunkReload, isChunkLoadError, RELOAD_GUARD_KEY, RELOAD_GUARD_WINDOW_MS } from './reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

describe('claimChunkReload', () => {
  it('reloads a path once within the 10 s window, then gives up', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_WINDOW_MS).toBe(10_000);
    expect(claimChunkReload(storage, '/stock/AAPL/price', 1_000)).toBe('reload');
    expect(claimChunkReload(storage, '/stock/AAPL/price', 1_000 + RELOAD_GUARD_WINDOW_MS - 1)).toBe('give-up');
    // Another path has its own allowance.
    expect(claimChunkReload(storage, '/stock/MSFT/price', 2_000)).toBe('reload');
  });

  it('allows the path again once the window has passed', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/a', 0)).toBe('reload');
    expect(claimChunkReload(storage, '/a', RELOAD_GUARD_WINDOW_MS)).toBe('reload');
    expect(claimChunkReload(storage, '/a', RELOAD_GUARD_WINDOW_MS + 5)).toBe('give-up');
  });

  it('tells a query apart (another page) and keeps the record small', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, '/stock/AAPL/price?range=1Y', 0)).toBe('reload');
    expect(claimChunkReload(storage, '/stock/AAPL/price?range=5Y', 1)).toBe('reload');
    for (let i = 0; i < 100; i++) claimChunkReload(storage, `/p/${i}`, 100 + i);
    expect(Object.keys(JSON.parse(storage.getItem(RELOAD_GUARD_KEY) ?? '{}')).length).toBeLessThanOrEqual(20);
  });

  it('survives a damaged record and never loops without storage', () => {
    for (const bad of ['not json', '[1,2]', 'null', '{"/a":"yesterday"}']) {
      const storage = memoryStorage({ [RELOAD_GUARD_KEY]: bad });
      expect(claimChunkReload(storage, '/a', 5)).toBe('reload');
      expect(claimChunkReload(storage, '/a', 6)).toBe('give-up');
    }
    expect(claimChunkReload(null, '/a', 0)).toBe('give-up');
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimChunkReload(full, '/a', 0)).toBe('give-up');
  });
});

describe('isChunkLoadError', () => {
  it('knows the failed-module messages of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/price-1.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
  });

  it('does not take other failures for one', () => {
    expect(isChunkLoadError(new Error('Unexpected status 500'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
