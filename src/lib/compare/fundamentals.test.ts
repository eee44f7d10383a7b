import { describe, expect, it } from 'vitest';
import type { FinancialStatement } from '../upstream/business';
import { fundamentalsOf, marginPercent } from './fundamentals';

const period = (key: string) => ({ key, fiscalYear: Number(key), fiscalQuarter: null, endDate: `${key}-12-31`, reportDate: `${Number(key) + 1}-02-15` });
const statement = (keys: string[], rows: Record<string, (number | null)[]>): FinancialStatement => ({
  id: 'T',
  statement: 'income-statement',
  period: 'annual',
  currency: 'USD',
  headline: 'revenue',
  periods: keys.map(period),
  rows: Object.entries(rows).map(([key, values]) => ({ key, label: key, unit: 'usd', values })),
});

describe('fundamentalsOf', () => {
  it('revenue growth in per cent, margins and their change in percentage points', () => {
    const f = fundamentalsOf(statement(['2026', '2025'], { revenue: [200, 160], grossProfit: [120, 80], operatingIncome: [50, 32], netIncome: [40, 40] }));
    expect(f).toEqual({
      fiscalYear: '2026',
      endDate: '2026-12-31',
      revenue: 200,
      revenueGrowth: 25,
      grossMargin: 60,
      grossMarginChange: 10,
      operatingMargin: 25,
      operatingMarginChange: 5,
      netMargin: 20,
      netMarginChange: -5,
    });
  });

  it('pairs a year with the year before by key, not position (a missing year gives no change)', () => {
    const f = fundamentalsOf(statement(['2026', '2024'], { revenue: [200, 100], grossProfit: [100, 10] }));
    expect(f?.revenueGrowth).toBeNull();
    expect(f?.grossMarginChange).toBeNull();
    expect(f?.grossMargin).toBe(50);
  });

  it('no revenue or a loss: margins only where revenue is positive; negative margins stay negative', () => {
    const f = fundamentalsOf(statement(['2026', '2025'], { revenue: [100, 0], netIncome: [-30, -5] }));
    expect(f?.netMargin).toBe(-30);
    expect(f?.netMarginChange).toBeNull();
    expect(f?.revenueGrowth).toBeNull();
    expect(marginPercent(5, null)).toBeNull();
  });

  it('an empty statement has no fundamentals', () => {
    expect(fundamentalsOf(statement([], {}))).toBeNull();
  });
});
