import { describe, expect, it } from 'vitest';
import { rememberWatchlistIntent, takeWatchlistIntent, WATCHLIST_INTENT_KEY, WATCHLIST_INTENT_TTL_MS } from './watchlist-intent';

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

describe('watchlist intent across the sign-in round trip', () => {
  it('is taken once, by the stock it was for', () => {
    const storage = memoryStorage();
    rememberWatchlistIntent(storage, 'AMD', 1000);
    expect(takeWatchlistIntent(storage, 'NVDA', 2000)).toBe(false);
    expect(takeWatchlistIntent(storage, 'AMD', 2000)).toBe(true);
    expect(takeWatchlistIntent(storage, 'AMD', 3000)).toBe(false);
  });
  it('expires, and an expired one is cleared', () => {
    const storage = memoryStorage();
    rememberWatchlistIntent(storage, 'AMD', 0);
    expect(takeWatchlistIntent(storage, 'AMD', WATCHLIST_INTENT_TTL_MS)).toBe(false);
    expect(storage.data.has(WATCHLIST_INTENT_KEY)).toBe(false);
  });
  it('garbage or a refusing storage reads as no intent', () => {
    const storage = memoryStorage();
    storage.setItem(WATCHLIST_INTENT_KEY, '{not json');
    expect(takeWatchlistIntent(storage, 'AMD')).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberWatchlistIntent(refusing, 'AMD')).not.toThrow();
    expect(takeWatchlistIntent(refusing, 'AMD')).toBe(false);
    expect(takeWatchlistIntent(undefined, 'AMD')).toBe(false);
  });
});
