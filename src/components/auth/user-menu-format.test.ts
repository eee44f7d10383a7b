import { describe, expect, it } from 'vitest';
import { avatarInitial, formatPCoin } from './user-menu-format';

describe('formatPCoin', () => {
  it.each([
    [1200, '1,200 pCoin'],
    [0, '0 pCoin'],
    [999, '999 pCoin'],
    [1234567, '1,234,567 pCoin'],
    [12.9, '12 pCoin'],
  ])('%s → %s', (balance, text) => {
    expect(formatPCoin(balance)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('hides %s', (balance) => {
    expect(formatPCoin(balance)).toBeNull();
  });
});

describe('avatarInitial', () => {
  it.each([
    ['小明', '小'],
    ['alice', 'A'],
    ['  bob', 'B'],
    ['😀smile', '😀'],
    ['', '?'],
    ['   ', '?'],
  ])('%j → %j', (nickname, initial) => {
    expect(avatarInitial(nickname)).toBe(initial);
  });
});
