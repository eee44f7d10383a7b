import { describe, expect, it } from 'vitest';
import { INSUFFICIENT_BALANCE_TEXT, insufficientBalanceText, unlockRefOf } from './unlock-outcome';

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

describe('insufficientBalanceText', () => {
  it('names the balance and the price, as integers with thousands separators', () => {
    expect(insufficientBalanceText(120, 200)).toBe('你的 pCoin 餘額 120，這篇文章需要 200 pCoin。');
    expect(insufficientBalanceText(0, 1500)).toBe('你的 pCoin 餘額 0，這篇文章需要 1,500 pCoin。');
  });

  it('falls back to the general sentence when either number is unknown', () => {
    expect(insufficientBalanceText(null, 600)).toBe(INSUFFICIENT_BALANCE_TEXT);
    expect(insufficientBalanceText(500, null)).toBe(INSUFFICIENT_BALANCE_TEXT);
  });
});
