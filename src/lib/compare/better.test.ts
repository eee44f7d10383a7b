import { describe, expect, it } from 'vitest';
import { BETTER_RULES, bestIndexes, betterLabel } from './better';

describe('bestIndexes', () => {
  it('marks the highest figure where higher is better', () => {
    expect([...bestIndexes([12.5, 30, -4], 'higher')]).toEqual([1]);
  });

  it('marks nothing for a metric without an unambiguous rule', () => {
    expect(bestIndexes([10, 40, 25], BETTER_RULES.peRatio).size).toBe(0);
    expect(bestIndexes([1, 4], BETTER_RULES.dividendYield).size).toBe(0);
    expect(bestIndexes([0.8, 1.6], BETTER_RULES.beta).size).toBe(0);
  });

  it('marks every figure tied for best, compared as shown (2 decimals)', () => {
    expect([...bestIndexes([10.001, 10.004, 3], 'higher')]).toEqual([0, 1]);
  });

  it('marks nothing when all tie or fewer than two figures exist', () => {
    expect(bestIndexes([5, 5, 5], 'higher').size).toBe(0);
    expect(bestIndexes([5, null, undefined], 'higher').size).toBe(0);
    expect(bestIndexes([Number.NaN, 4], 'higher').size).toBe(0);
  });

  it('ignores missing figures among present ones', () => {
    expect([...bestIndexes([null, 3, 7], 'higher')]).toEqual([2]);
  });

  it('returns and growth and margins are the only marked metrics', () => {
    const marked = Object.entries(BETTER_RULES)
      .filter(([, rule]) => rule !== null)
      .map(([metric]) => metric);
    expect(marked.sort()).toEqual(['grossMargin', 'netMargin', 'oneYear', 'operatingMargin', 'periodChange', 'revenueGrowth', 'yearToDate']);
  });

  it('says 較佳 between two and 最佳 among more', () => {
    expect(betterLabel(2)).toBe('較佳');
    expect(betterLabel(4)).toBe('最佳');
  });
});
