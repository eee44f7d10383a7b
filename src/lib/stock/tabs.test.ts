import { describe, expect, it } from 'vitest';
import { isTabBlocked, stockPath, tabLabel, visibleTabs } from './tabs';

const stock = { marketType: 1, commodityType: 1 };
const etf = { marketType: 1, commodityType: 14 };
const index = { marketType: 70, commodityType: 0 };

describe('blocked tabs', () => {
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

describe('tab names', () => {
  it('a fund has 基金簡介, not 公司簡介; an index 指數走勢, not 股價走勢', () => {
    expect(tabLabel('profile', stock)).toBe('公司簡介');
    expect(tabLabel('profile', etf)).toBe('基金簡介');
    expect(tabLabel('price', stock)).toBe('股價走勢');
    expect(tabLabel('price', etf)).toBe('股價走勢');
    expect(tabLabel('price', index)).toBe('指數走勢');
    expect(tabLabel('news', index)).toBe('新聞');
  });
});

describe('stockPath', () => {
  it('writes index ids with a dot and keeps class shares readable', () => {
    expect(stockPath('#DJI')).toBe('/stock/.DJI/info');
    expect(stockPath('BRK.B', 'finance', 'cash-flow')).toBe('/stock/BRK.B/finance/cash-flow');
    expect(stockPath('ABR$D', 'price')).toBe('/stock/ABR%24D/price');
  });
});
