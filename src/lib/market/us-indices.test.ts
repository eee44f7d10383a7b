import type { StockId } from '@protocol/stock-id';
import { describe, expect, it } from 'vitest';
import { displaySymbol, indexAliases, indexIdOfSymbol, US_INDICES } from './us-indices';

describe('the symbols readers know the indices by', () => {
  it('shows the PHLX Semiconductor index as #SOX, not the letters of the iShares ETF', () => {
    expect(displaySymbol('#SOXX')).toBe('#SOX');
  });

  it('shows every other id as it is: the other indices, and the ETF SOXX itself', () => {
    for (const id of ['#DJI', '#IXIC', '#GSPC', 'SOXX', 'SOX', 'NVDA', 'BRK.B']) expect(displaySymbol(id)).toBe(id);
  });

  it('takes a typed index symbol back to the upstream id; anything else stays', () => {
    expect(indexIdOfSymbol('#SOX' as StockId)).toBe('#SOXX');
    for (const id of ['#SOXX', '#DJI', 'SOX', 'SOXX', '#NOPE'] as StockId[]) expect(indexIdOfSymbol(id)).toBe(id);
  });

  it('no shown symbol is another index id, so the alias cannot take a reader to the wrong index', () => {
    const ids = new Set<string>(US_INDICES.map((index) => index.id));
    for (const index of US_INDICES) {
      expect(index.symbol === index.id || !ids.has(index.symbol), index.symbol).toBe(true);
      expect(indexIdOfSymbol(displaySymbol(index.id) as StockId)).toBe(index.id);
    }
  });
});

describe('indexAliases: the one place the index list and the search read an index’s aliases from', () => {
  it('gives each built-in index its aliases, and none to any other id', () => {
    expect(indexAliases('#SOXX')).toEqual(['費半', '費城半導體', 'PHLX Semiconductor']);
    for (const index of US_INDICES) expect(indexAliases(index.id)).toBe(index.aliases);
    for (const id of ['NVDA', '#SOX', 'SOXX', '', '#NOPE']) expect(indexAliases(id)).toEqual([]);
  });
});
