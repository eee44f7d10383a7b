import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { type DividendFrequency, dividendFrequency, dividendItems, dividendPerShare, dividendSummary, PAYMENTS_PER_YEAR } from './dividends.ts';

const catalogue = loadCatalogue([]);
const NOW = Date.parse('2026-11-20T16:00:00Z');
const entry = (id: string) => {
  const found = catalogue.get(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
/** Payers of the whole catalogue by frequency. */
const payers = new Map<DividendFrequency, string[]>();
for (const security of catalogue.all()) {
  if (security.isIndex || dividendPerShare(security, 2025, 4) + dividendPerShare(security, 2025, 2) + dividendPerShare(security, 2025, 3) <= 0) continue;
  const frequency = dividendFrequency(security);
  payers.set(frequency, [...(payers.get(frequency) ?? []), security.id]);
}

describe('who pays', () => {
  it('no warrant, right, unit or SPAC shell pays a dividend; preferreds and ordinary payers still do', () => {
    const claims = catalogue.all().filter((security) => !security.isEtf && !security.wellKnown && /\bWarrants?\b|\bRights?\b|\bUnits?\b/i.test(security.securityName));
    expect(claims.length).toBeGreaterThan(300);
    const paying = claims.filter(
      (security) => dividendPerShare(security, 2025, 1) + dividendPerShare(security, 2025, 2) + dividendPerShare(security, 2025, 3) + dividendPerShare(security, 2025, 4) > 0,
    );
    expect(paying.map((security) => security.id)).toEqual([]);
    expect(catalogue.all().filter((security) => security.id.includes('$') && dividendPerShare(security, 2025, 4) + dividendPerShare(security, 2025, 3) > 0).length).toBeGreaterThan(20);
  });
});

describe('dividend frequencies', () => {
  it('income funds and many REITs pay monthly, many ADRs twice a year or once, the large caps quarterly', () => {
    expect(dividendFrequency(entry('O'))).toBe('monthly');
    expect(dividendFrequency(entry('JEPI'))).toBe('monthly');
    expect(dividendFrequency(entry('UMC'))).toBe('annual');
    for (const id of ['KO', 'AAPL', 'TSM', 'SPY', 'JNJ']) expect(dividendFrequency(entry(id)), id).toBe('quarterly');
    // Enough of each for a screen of each to show a page of rows.
    for (const frequency of ['monthly', 'semiannual', 'annual'] as const) expect(payers.get(frequency)?.length ?? 0, frequency).toBeGreaterThan(50);
  });

  it('pay the year’s total in as many payments as the frequency says, and the statements’ quarters add up to them', () => {
    for (const frequency of ['monthly', 'quarterly', 'semiannual', 'annual'] as const) {
      for (const id of (payers.get(frequency) ?? []).slice(0, 5)) {
        const security = entry(id);
        const items = dividendItems(security, NOW, 2025).filter((item) => item.exDate.startsWith('2025-'));
        expect(items, `${id} ${frequency}`).toHaveLength(PAYMENTS_PER_YEAR[frequency]);
        const quarters = [1, 2, 3, 4].reduce((sum, quarter) => sum + dividendPerShare(security, 2025, quarter), 0);
        expect(quarters, id).toBeCloseTo(
          items.reduce((sum, item) => sum + item.amount, 0),
          4,
        );
        const summary = dividendSummary(security, NOW, 50);
        expect(summary.frequency, id).toBe(frequency);
        expect(summary.annualDividend, id).toBeCloseTo((summary.items[0]?.amount ?? 0) * PAYMENTS_PER_YEAR[frequency], 4);
      }
    }
  });
});
