import { describe, expect, it } from 'vitest';
import { deepFreeze } from './deep-freeze';

describe('deepFreeze', () => {
  it('freezes every object and array a decoded answer holds, so a write throws', () => {
    const answer = deepFreeze({ data: { items: [{ id: 'NVDA', closes: [1, 2] }], nextCursor: null } });
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.data.items)).toBe(true);
    expect(Object.isFrozen(answer.data.items[0])).toBe(true);
    expect(Object.isFrozen(answer.data.items[0]!.closes)).toBe(true);
    expect(() => answer.data.items[0]!.closes.push(3)).toThrow(TypeError);
    expect(() => answer.data.items[0]!.closes.reverse()).toThrow(TypeError);
    expect(() => {
      (answer.data.items[0] as { id: string }).id = 'AAPL';
    }).toThrow(TypeError);
    expect(answer.data.items[0]).toEqual({ id: 'NVDA', closes: [1, 2] });
  });

  it('answers primitives as they are and leaves typed arrays writable (they cannot be frozen)', () => {
    expect(deepFreeze('text')).toBe('text');
    expect(deepFreeze(null)).toBeNull();
    const bytes = deepFreeze({ bytes: new Uint8Array([1]) });
    expect(Object.isFrozen(bytes)).toBe(true);
    bytes.bytes[0] = 2;
    expect(bytes.bytes[0]).toBe(2);
  });
});
