import { describe, expect, it } from 'vitest';
import type { Fund } from '@/lib/upstream/business';
import { fundFacts, premiumDiscountText } from './fund-facts';

const SPY: Fund = {
  id: 'SPY',
  expenseRatio: 0.0945,
  assets: 654_498_412_698,
  nav: 634.36,
  navDate: '2026-11-19',
  closePrice: 634.18,
  premiumDiscount: -0.03,
  inceptionDate: '1993-01-22',
  trackedIndex: { id: '#GSPC', name: 'S&P 500' },
  assetClass: 'equity',
  holdingsCount: 503,
  topHoldings: [],
  sectors: [],
};

const byKey = (fund: Fund) => Object.fromEntries(fundFacts(fund).map((fact) => [fact.key, fact]));

describe('fundFacts', () => {
  it('writes every fact through the site formatters', () => {
    const facts = byKey(SPY);
    expect(facts.expenseRatio?.value).toBe('0.09%');
    expect(facts.assets).toMatchObject({ value: '6,545億', title: '654,498,412,698', note: '美元' });
    expect(facts.nav).toMatchObject({ label: '淨值（NAV）', value: '634.36', note: '2026/11/19 收盤' });
    expect(facts.premiumDiscount).toMatchObject({ value: '折價 0.03%', note: '收盤價 634.18' });
    expect(facts.trackedIndex).toMatchObject({ value: 'S&P 500', href: '/stock/.GSPC/info' });
    expect(facts.inceptionDate?.value).toBe('1993/01/22');
    expect(facts.holdingsCount?.value).toBe('503');
    expect(facts.assetClass?.value).toBe('股票');
  });

  it('a dash, not a blank, where the fund has no index or count; an index without a page is not a link', () => {
    const facts = byKey({ ...SPY, trackedIndex: null, holdingsCount: null, assetClass: 'commodity' });
    expect(facts.trackedIndex).toMatchObject({ value: '-', href: undefined });
    expect(facts.holdingsCount?.value).toBe('-');
    expect(byKey({ ...SPY, trackedIndex: { id: null, name: 'Nasdaq-100' } }).trackedIndex?.href).toBeUndefined();
  });
});

describe('premiumDiscountText', () => {
  it('says premium or discount with the size, and 平價 for a gap that reads zero', () => {
    expect(premiumDiscountText(0.02)).toBe('溢價 0.02%');
    expect(premiumDiscountText(-1.5)).toBe('折價 1.50%');
    expect(premiumDiscountText(0)).toBe('平價 0.00%');
    expect(premiumDiscountText(-0.004)).toBe('平價 0.00%');
  });
});
