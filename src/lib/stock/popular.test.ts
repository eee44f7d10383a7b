import { describe, expect, it } from 'vitest';
import { FALLBACK_POPULAR_STOCKS, mergePopularIds, STATIC_POPULAR_IDS } from './popular';

describe('mergePopularIds', () => {
  it('keeps the rank order, then appends the static ids not already ranked', () => {
    expect(mergePopularIds(['AAPL', 'NVDA', 'PLTR'])).toEqual(['AAPL', 'NVDA', 'PLTR', 'TSLA', 'BRK.B', 'META', 'GOOGL', 'AMD', 'AMZN', 'AVGO', 'LLY', 'INTC']);
  });

  it('drops index ids and duplicates (also across case)', () => {
    expect(mergePopularIds(['#DJI', 'tsla', 'TSLA', '', ' amd '])).toEqual(['TSLA', 'AMD', 'NVDA', 'BRK.B', 'META', 'GOOGL', 'AMZN', 'AVGO', 'LLY', 'INTC']);
  });

  it('is the static list alone when the rank is empty', () => {
    expect(mergePopularIds([])).toEqual([...STATIC_POPULAR_IDS]);
  });

  it('has the spec fallback of three defaults', () => {
    expect(FALLBACK_POPULAR_STOCKS.map((s) => `${s.id} ${s.name}`)).toEqual(['NVDA Nvidia', 'AAPL Apple', 'GOOG Alphabet']);
  });
});
