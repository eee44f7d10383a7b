import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { DOW_30, indexMembership } from './index-members.ts';
import { fundFacts, TOP_HOLDINGS } from './fund.ts';
import { fundPortfolio } from './fund-holdings.ts';

const catalogue = loadCatalogue([]);
const AT = Date.parse('2026-11-20T16:00:00Z');
const facts = (id: string, at = AT) => fundFacts(catalogue, catalogue.get(id)!, at);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('fund facts', () => {
  it('SPY: published fees and inception, tracks the S&P 500, holds its 503 members', () => {
    const spy = facts('SPY');
    expect(spy).toMatchObject({ expenseRatio: 0.0945, inceptionDate: '1993-01-22', trackedIndex: { id: '#GSPC', name: 'S&P 500' }, assetClass: 'equity' });
    // The semiconductor funds track indices of their own, not the PHLX index.
    expect(facts('SOXX').trackedIndex).toEqual({ id: null, name: 'NYSE Semiconductor' });
    expect(facts('SMH').trackedIndex).toEqual({ id: null, name: 'MVIS US Listed Semiconductor 25' });
    expect(spy.holdingsCount).toBe(indexMembership(catalogue, '#GSPC')!.members.length);
    // Before today's close the NAV is yesterday's, struck near its close; the premium is small.
    expect(spy.navDate).toBe('2026-11-19');
    expect(Math.abs(spy.nav / spy.closePrice - 1)).toBeLessThan(0.002);
    expect(Math.abs(spy.premiumDiscount)).toBeLessThan(0.2);
    expect(spy.premiumDiscount).toBeCloseTo(((spy.closePrice - spy.nav) / spy.nav) * 100, 1);
    expect(spy.assets).toBeGreaterThan(4e11);
    // After the close the NAV is today's.
    expect(facts('SPY', Date.parse('2026-11-20T22:00:00Z')).navDate).toBe('2026-11-20');
  });

  it('top-10 holdings are sorted, weigh what the full portfolio says, and S&P funds agree with each other', () => {
    for (const id of ['SPY', 'VOO', 'QQQ', 'DIA', 'SOXX', 'ARKK', 'SCHD', 'IWM', 'VTI', 'XLK', 'AAAA']) {
      const fund = facts(id);
      expect(fund.topHoldings, id).toHaveLength(TOP_HOLDINGS);
      const weights = fund.topHoldings.map((holding) => holding.weight);
      expect(weights, id).toEqual([...weights].sort((a, b) => b - a));
      expect(sum(weights), id).toBeLessThanOrEqual(100.01);
      expect(
        weights.every((weight) => weight > 0),
        id,
      ).toBe(true);
    }
    expect(facts('SPY').topHoldings).toEqual(facts('VOO').topHoldings);
    expect(facts('SPY').topHoldings[0]?.id).toBe('NVDA');
    expect(facts('DIA').topHoldings.every((holding) => (DOW_30 as readonly string[]).includes(holding.id))).toBe(true);
    // A stock-picking fund is not 45 % one stock.
    expect(facts('ARKK').topHoldings[0]!.weight).toBeLessThan(15);
  });

  it('every holding weight and sector weight sums to 100 %', () => {
    for (const id of ['SPY', 'QQQ', 'DIA', 'SOXX', 'ARKK', 'IWM', 'XLK']) {
      const portfolio = fundPortfolio(catalogue, catalogue.get(id)!);
      expect(sum(portfolio.holdings.map((holding) => holding.weight)), id).toBeCloseTo(100, 6);
      const sectors = facts(id).sectors;
      expect(sum(sectors.map((sector) => sector.weight)), id).toBeGreaterThan(99.9);
      expect(sum(sectors.map((sector) => sector.weight)), id).toBeLessThan(100.1);
      expect(
        sectors.map((sector) => sector.weight),
        id,
      ).toEqual(sectors.map((sector) => sector.weight).sort((a, b) => b - a));
      expect(
        sectors.every((sector) => /\p{Script=Han}/u.test(sector.sectorZh)),
        id,
      ).toBe(true);
    }
    expect(facts('SOXX').sectors).toEqual([{ sector: 'Information Technology', sectorZh: '資訊科技', weight: 100 }]);
  });

  it('bond and commodity funds hold no listed stocks', () => {
    expect(facts('TLT')).toMatchObject({ assetClass: 'bond', topHoldings: [], sectors: [] });
    expect(facts('TLT').holdingsCount).toBeGreaterThan(0);
    expect(facts('GLD')).toMatchObject({ assetClass: 'commodity', topHoldings: [], sectors: [], holdingsCount: null, trackedIndex: null });
  });

  it('is deterministic, and plausible for a fund without a fact sheet', () => {
    expect(facts('AAAA')).toEqual(facts('AAAA'));
    const drawn = facts('AAAA');
    expect(drawn.expenseRatio).toBeGreaterThan(0);
    expect(drawn.expenseRatio).toBeLessThan(1.2);
    expect(drawn.inceptionDate).toMatch(/^20(0[4-9]|1\d|2[0-4])-\d\d-\d\d$/);
    expect(drawn.trackedIndex).toBeNull();
  });
});
