import { describe, expect, it } from 'vitest';
import { popularSymbolsFromRank } from './popular';

const entry = (id: string, rank: number) => ({ id, rank, score: 1000 - rank });

describe('popularSymbolsFromRank', () => {
  it('drops index ids (starting with #) and keeps the order', () => {
    const rank = [entry('NVDA', 1), entry('#GSPC', 2), entry('TSLA', 3), entry('#IXIC', 4), entry('BRK.B', 5)];
    expect(popularSymbolsFromRank(rank)).toEqual(['NVDA', 'TSLA', 'BRK.B']);
  });

  it('drops empty and repeated ids', () => {
    expect(popularSymbolsFromRank([entry('AAPL', 1), entry('', 2), entry('AAPL', 3)])).toEqual(['AAPL']);
  });

  it('answers [] for an empty ranking', () => {
    expect(popularSymbolsFromRank([])).toEqual([]);
  });
});
