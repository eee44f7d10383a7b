import { describe, expect, it } from 'vitest';
import { addToHistory, HISTORY_KEY, HISTORY_LIMIT, loadHistory, parseHistory, saveHistory } from './history';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

describe('addToHistory', () => {
  it('puts the newest first and moves a repeated keyword to the front', () => {
    let history: string[] = [];
    for (const keyword of ['NVDA', '輝達', 'TSLA', 'NVDA']) history = addToHistory(history, keyword);
    expect(history).toEqual(['NVDA', 'TSLA', '輝達']);
  });

  it('keeps at most 10', () => {
    let history: string[] = [];
    for (let i = 0; i < 15; i += 1) history = addToHistory(history, `k${i}`);
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(history[0]).toBe('k14');
    expect(history.at(-1)).toBe('k5');
  });

  it('stores the normalised keyword, so spacing variants are one entry', () => {
    expect(addToHistory(['輝達 財報'], '  輝達   財報 ')).toEqual(['輝達 財報']);
  });

  it('ignores empty and over-long keywords', () => {
    expect(addToHistory(['a'], '   ')).toEqual(['a']);
    expect(addToHistory(['a'], 'x'.repeat(2000))).toEqual(['a']);
  });

  it('keeps hostile-looking keywords as the text they are', () => {
    expect(addToHistory([], '<img src=x onerror=alert(1)>')).toEqual(['<img src=x onerror=alert(1)>']);
  });
});

describe('parseHistory (stored data is untrusted)', () => {
  it('reads what saveHistory wrote', () => {
    const storage = new MemoryStorage();
    saveHistory(storage, ['NVDA', '輝達']);
    expect(storage.data.get(HISTORY_KEY)).toBe('["NVDA","輝達"]');
    expect(loadHistory(storage)).toEqual(['NVDA', '輝達']);
  });

  it('reads broken or foreign values as empty', () => {
    for (const stored of [null, '', 'not json', '{"a":1}', '42', 'null', '"NVDA"']) expect(parseHistory(stored)).toEqual([]);
  });

  it('drops entries that are not usable keywords, duplicates and the excess', () => {
    const stored = JSON.stringify(['NVDA', 1, null, { x: 1 }, '', 'x'.repeat(201), 'NVDA', ...Array.from({ length: 20 }, (_, i) => `k${i}`)]);
    const history = parseHistory(stored);
    expect(history[0]).toBe('NVDA');
    expect(history).toHaveLength(HISTORY_LIMIT);
    expect(new Set(history).size).toBe(history.length);
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(loadHistory(throwing)).toEqual([]);
    expect(() => saveHistory(throwing, ['a'])).not.toThrow();
    expect(loadHistory(undefined)).toEqual([]);
  });

  it('removes the key when the history is cleared', () => {
    const storage = new MemoryStorage();
    saveHistory(storage, ['a']);
    saveHistory(storage, []);
    expect(storage.data.has(HISTORY_KEY)).toBe(false);
  });
});

describe('recent searches ignore case', () => {
  it('adding "nvda" after "NVDA" keeps one entry, the newest spelling, at the front', () => {
    expect(addToHistory(['NVDA', '輝達'], 'nvda')).toEqual(['nvda', '輝達']);
    expect(addToHistory(['Apple', 'TSM'], 'APPLE')).toEqual(['APPLE', 'TSM']);
  });
  it('a stored list with case duplicates reads as one entry each, the first (newest) kept', () => {
    expect(parseHistory(JSON.stringify(['nvda', 'NVDA', 'Nvda', '台積']))).toEqual(['nvda', '台積']);
  });
});
