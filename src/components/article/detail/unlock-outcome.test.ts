import { describe, expect, it } from 'vitest';
import { unlockRefOf } from './unlock-outcome';

describe('unlockRefOf', () => {
  it('accepts positive integer ids', () => {
    expect(unlockRefOf(122, 2)).toEqual({ articleId: 122, authorId: 2 });
  });

  it('refuses anything else a caller could send', () => {
    for (const [a, b] of [
      ['122', 2],
      [122, '2'],
      [0, 2],
      [-1, 2],
      [1.5, 2],
      [Number.NaN, 2],
      [Number.POSITIVE_INFINITY, 2],
      [2 ** 40, 2],
      [null, 2],
      [undefined, undefined],
      [{ valueOf: () => 1 }, 2],
      [[1], 2],
    ] as const) {
      expect(unlockRefOf(a, b), `${String(a)} ${String(b)}`).toBeNull();
    }
  });
});
