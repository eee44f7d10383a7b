import { describe, expect, it } from 'vitest';
import { MemoryTier } from './memory-tier';

const page = (bytes: number, storedAtMs = 0) => ({ body: new ArrayBuffer(bytes), contentType: 'text/html', storedAtMs });

describe('MemoryTier', () => {
  it('keeps pages up to its byte capacity and pushes out the least recently used first', () => {
    const tier = new MemoryTier(300);
    tier.set('a', page(100));
    tier.set('b', page(100));
    tier.set('c', page(100));
    expect(tier.get('a')).toBeDefined(); // a is now the most recent
    tier.set('d', page(100));
    expect(tier.get('b')).toBeUndefined();
    expect(tier.get('a')).toBeDefined();
    expect(tier.get('c')).toBeDefined();
    expect(tier.get('d')).toBeDefined();
    expect(tier.size).toEqual({ entries: 3, bytes: 300 });
  });

  it('replaces an entry under the same key without counting it twice, and refuses a page larger than itself', () => {
    const tier = new MemoryTier(300);
    tier.set('a', page(100, 1));
    tier.set('a', page(150, 2));
    expect(tier.size).toEqual({ entries: 1, bytes: 150 });
    expect(tier.get('a')?.storedAtMs).toBe(2);
    tier.set('big', page(301));
    expect(tier.get('big')).toBeUndefined();
    expect(tier.size.bytes).toBe(150);
    tier.delete('a');
    expect(tier.size).toEqual({ entries: 0, bytes: 0 });
  });
});
