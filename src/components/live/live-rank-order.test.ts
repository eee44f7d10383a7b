import { describe, expect, it } from 'vitest';
import { rankFigure, rankOrder, readRankSpec } from './live-rank-order';

describe('live ranking', () => {
  it('reads only a known figure and a direction', () => {
    expect(readRankSpec('changePercent desc')).toEqual({ figure: 'changePercent', direction: 'desc' });
    expect(readRankSpec('dollarVolume asc')).toEqual({ figure: 'dollarVolume', direction: 'asc' });
    for (const bad of [null, '', 'changePercent', 'pe desc', 'price up', 'price desc extra', '__proto__ desc']) expect(readRankSpec(bad)).toBeNull();
  });

  it('ranks by the figure, unknown figures last, ties in their present order', () => {
    expect(rankOrder([1.5, 3.9, NaN, 3.9, -0.4], 'desc')).toEqual([1, 3, 0, 4, 2]);
    expect(rankOrder([1.5, 3.9, NaN, 3.9, -0.4], 'asc')).toEqual([4, 0, 1, 3, 2]);
    expect(rankOrder([], 'desc')).toEqual([]);
  });

  it('a row that moves past another takes its place, and nothing else moves', () => {
    // +3.79 % was ranked below +3.93 %; it ticks to +4.10 %.
    expect(rankOrder([3.93, 4.1, 2.5], 'desc')).toEqual([1, 0, 2]);
  });

  it('takes 成交值 as price × volume', () => {
    expect(rankFigure('dollarVolume', { price: 12.5, change: 0, changePercent: 0, volume: 1_000 })).toBe(12_500);
    expect(rankFigure('changePercent', { price: 12.5, change: 0.5, changePercent: 4.17, volume: 1_000 })).toBe(4.17);
  });
});
