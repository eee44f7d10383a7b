import { describe, expect, it } from 'vitest';
import { isTabBlocked, stockPath, visibleTabs } from './tabs';

const stock = { marketType: 1, commodityType: 1 };
const etf = { marketType: 1, commodityType: 14 };
const index = { marketType: 70, commodityType: 0 };

describe('blocked tabs (spec §2)', () => {
  it('blocks finance, profile, dividend and earningsCall for indices', () => {
    expect(visibleTabs(index)).toEqual(['info', 'price', 'news', 'discussion', 'technical-analysis']);
  });
  it('blocks finance and earningsCall for ETFs', () => {
    expect(isTabBlocked('finance', etf)).toBe(true);
    expect(isTabBlocked('earningsCall', etf)).toBe(true);
    expect(isTabBlocked('dividend', etf)).toBe(false);
    expect(isTabBlocked('profile', etf)).toBe(false);
  });
  it('blocks nothing for stocks', () => {
    expect(visibleTabs(stock)).toHaveLength(9);
  });
});

describe('stockPath', () => {
  it('writes index ids with a dot and keeps class shares readable', () => {
    expect(stockPath('#DJI')).toBe('/stock/.DJI/info');
    expect(stockPath('BRK.B', 'finance', 'cash-flow')).toBe('/stock/BRK.B/finance/cash-flow');
    expect(stockPath('ABR$D', 'price')).toBe('/stock/ABR%24D/price');
  });
});
