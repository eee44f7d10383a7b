import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { capWeights, DOW_30, indexMembership, isNasdaqCommonStock, memberWeights, PHLX_SEMICONDUCTOR_30 } from './index-members.ts';
import { symbolParams } from './params.ts';

const catalogue = loadCatalogue([]);
const anchorPrices = (id: string) => indexMembership(catalogue, id)!.members.map((entry) => symbolParams(entry).anchorPrice);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('index membership', () => {
  it('#GSPC is the S&P 500 list, #DJI the Dow 30, #SOXX the PHLX 30, all present in the catalogue', () => {
    expect(indexMembership(catalogue, '#GSPC')!.members).toHaveLength(catalogue.sp500Members().length);
    expect(catalogue.sp500Members().length).toBeGreaterThanOrEqual(500);
    expect(indexMembership(catalogue, '#DJI')!.members.map((entry) => entry.id)).toEqual([...DOW_30]);
    expect(indexMembership(catalogue, '#SOXX')!.members.map((entry) => entry.id)).toEqual([...PHLX_SEMICONDUCTOR_30]);
    expect(new Set(DOW_30).size).toBe(30);
    expect(new Set(PHLX_SEMICONDUCTOR_30).size).toBe(30);
  });

  it('#IXIC holds every Nasdaq common stock and ADR: no funds, warrants, units, rights, preferreds, NYSE listings', () => {
    const members = indexMembership(catalogue, '#IXIC')!.members;
    expect(members.length).toBeGreaterThan(2500);
    expect(members.length).toBeLessThan(4000);
    const ids = new Set(members.map((entry) => entry.id));
    for (const id of ['NVDA', 'AAPL', 'MSFT', 'ASML']) expect(ids.has(id), id).toBe(true);
    for (const id of ['QQQ', 'JPM', 'SPY']) expect(ids.has(id), id).toBe(false);
    expect(members.every(isNasdaqCommonStock)).toBe(true);
    expect(members.some((entry) => /Warrant|Rights?$|Units?$|Preferred/i.test(entry.securityName))).toBe(false);
  });

  it('answers null for anything but the four indices', () => {
    for (const id of ['NVDA', 'SPY', '#NOPE', '']) expect(indexMembership(catalogue, id)).toBeNull();
  });

  it('weights sum to 100: by market cap, by price for the Dow, capped for the semiconductors', () => {
    for (const id of ['#GSPC', '#DJI', '#SOXX', '#IXIC']) {
      expect(sum(memberWeights(indexMembership(catalogue, id)!, anchorPrices(id))), id).toBeCloseTo(100, 6);
    }
    const dow = indexMembership(catalogue, '#DJI')!;
    const prices = anchorPrices('#DJI');
    const weights = memberWeights(dow, prices);
    // Price-weighted: the dearest share weighs most, whatever the company's size.
    const dearest = prices.indexOf(Math.max(...prices));
    expect(weights[dearest]).toBe(Math.max(...weights));
    expect((weights[0] as number) / (weights[1] as number)).toBeCloseTo((prices[0] as number) / (prices[1] as number), 6);

    const semis = memberWeights(indexMembership(catalogue, '#SOXX')!, anchorPrices('#SOXX'));
    const sorted = [...semis].sort((a, b) => b - a);
    expect(sorted[0]).toBeLessThanOrEqual(12 + 1e-9);
    expect(sorted[1]).toBeLessThanOrEqual(10 + 1e-9);
    expect(sorted[2]).toBeLessThanOrEqual(8 + 1e-9);
    expect(sorted.slice(3).every((weight) => weight <= 4 + 1e-9)).toBe(true);
  });

  it('capWeights redistributes what capped members lose, and leaves weights under their caps alone', () => {
    expect(capWeights([50, 30, 20], [40, 40, 40], 40)).toEqual([40, 36, 24]);
    expect(capWeights([10, 20, 70], [80], 80)).toEqual([10, 20, 70]);
    // Caps that cannot hold 100 % are ignored rather than producing a total under 100.
    expect(capWeights([60, 40], [30], 30)).toEqual([60, 40]);
  });
});
