import { describe, expect, it } from 'vitest';
import type { FinancialStatement } from '../upstream/business';
import {
  buildStatementTable,
  compareQuarterKeysNewestFirst,
  formatStatementValue,
  formatYoy,
  headlineSeries,
  MISSING,
  parsePeriodKey,
  periodAxisLabels,
  quarterKey,
  signOf,
  statementUnitsText,
  statementValueTitle,
  yearAgoKey,
  yearOverYear,
} from './statements';

function period(key: string) {
  const parsed = parsePeriodKey(key)!;
  return { key, fiscalYear: parsed.year, fiscalQuarter: parsed.quarter, endDate: '2026-01-01', reportDate: '2026-01-01' };
}

function statement(keys: string[], rows: FinancialStatement['rows'], headline = 'revenue'): FinancialStatement {
  return { id: 'TEST', statement: 'income-statement', period: 'quarterly', currency: 'USD', headline, periods: keys.map(period), rows };
}

describe('quarter keys', () => {
  it('are written YYYYQn', () => {
    expect(quarterKey(2026, 3)).toBe('2026Q3');
    expect(quarterKey(999, 1)).toBe('0999Q1');
  });

  it('parse quarters and fiscal years, and reject anything else', () => {
    expect(parsePeriodKey('2026Q3')).toEqual({ year: 2026, quarter: 3 });
    expect(parsePeriodKey('2025')).toEqual({ year: 2025, quarter: null });
    for (const bad of ['2026Q5', '2026Q0', '26Q1', '2026q1', '2026Q1 ', '', '<script>', '20261']) {
      expect(parsePeriodKey(bad)).toBeNull();
    }
  });

  it('sort newest first across year boundaries, with garbage last', () => {
    const keys = ['2024Q4', '2025Q1', 'junk', '2024Q1', '2025Q3', '2025Q2', '2023Q4'];
    expect([...keys].sort(compareQuarterKeysNewestFirst)).toEqual(['2025Q3', '2025Q2', '2025Q1', '2024Q4', '2024Q1', '2023Q4', 'junk']);
    expect(['2023', '2025', '2024'].sort(compareQuarterKeysNewestFirst)).toEqual(['2025', '2024', '2023']);
  });

  it('shorten to Qn on chart axes, with the year where it changes', () => {
    expect(periodAxisLabels(['2024Q4', '2025Q1', '2025Q2', '2026Q1'])).toEqual(['Q4\n2024', 'Q1\n2025', 'Q2', 'Q1\n2026']);
    expect(periodAxisLabels(['2024', '2025'])).toEqual(['2024', '2025']);
    expect(periodAxisLabels([])).toEqual([]);
  });

  it('name the period a year earlier', () => {
    expect(yearAgoKey('2026Q3')).toBe('2025Q3');
    expect(yearAgoKey('2026Q1')).toBe('2025Q1');
    expect(yearAgoKey('2025')).toBe('2024');
    expect(yearAgoKey('0000Q1')).toBeNull();
    expect(yearAgoKey('nope')).toBeNull();
  });
});

describe('year over year', () => {
  const keys = ['2026Q2', '2026Q1', '2025Q4', '2025Q3', '2025Q2', '2025Q1'];

  it('compares with the same quarter a year earlier, not the previous column', () => {
    const values = [120, 999, 999, 999, 100, 50];
    expect(yearOverYear(keys, values, 0)).toBe(20);
    expect(yearOverYear(keys, values, 1)).toBe(1898); // (999 - 50) / 50
  });

  it("is null (shown '-') when the base is missing, null or 0", () => {
    expect(yearOverYear(keys, [1, 1, 1, 1, 1, 1], 2)).toBeNull(); // no 2024Q4 in the data
    expect(yearOverYear(keys, [1, 1, 1, 1, null, 1], 0)).toBeNull();
    expect(yearOverYear(keys, [1, 1, 1, 1, 0, 1], 0)).toBeNull();
    expect(yearOverYear(keys, [null, 1, 1, 1, 5, 1], 0)).toBeNull();
    expect(formatYoy(yearOverYear(keys, [1, 1, 1, 1, 0, 1], 0))).toBe(MISSING);
    expect(yearOverYear(keys, [1], 9)).toBeNull();
  });

  it('divides by the absolute base, so a smaller loss is a rise', () => {
    expect(yearOverYear(['2026', '2025'], [-50, -100], 0)).toBe(50);
    expect(yearOverYear(['2026', '2025'], [-150, -100], 0)).toBe(-50);
  });

  it('survives a gap in the quarters without pairing the wrong base', () => {
    const gappy = ['2026Q2', '2025Q3', '2025Q1']; // 2025Q2 missing
    expect(yearOverYear(gappy, [10, 5, 5], 0)).toBeNull();
  });

  it('is rounded to 2 decimals and written with its sign', () => {
    expect(yearOverYear(['2026', '2025'], [2, 3], 0)).toBe(-33.33);
    expect(formatYoy(13.744)).toBe('+13.74%');
    expect(formatYoy(-5.6)).toBe('−5.60%');
    expect(formatYoy(1.2, 'points')).toBe('+1.20 個百分點');
    expect(formatYoy(null, 'points')).toBe(MISSING);
    expect(formatYoy(0)).toBe('0.00%');
    expect(formatYoy(Number.NaN)).toBe(MISSING);
    expect(signOf(2)).toBe('rise');
    expect(signOf(-2)).toBe('fall');
    expect(signOf(null)).toBe('stable');
  });
});

describe('statement values', () => {
  it('shorten money and shares in 萬, 億 and 兆, the exact figure kept for hover', () => {
    expect(formatStatementValue(109_756_438_000, 'usd')).toBe('1,098億');
    expect(formatStatementValue(-5_987_484_000, 'usd')).toBe('−59.87億');
    expect(formatStatementValue(14_864_923, 'shares')).toBe('1,486萬');
    expect(formatStatementValue(1_500, 'usd')).toBe('1,500');
    expect(formatStatementValue(1.2e12, 'usd')).toBe('1.2兆');
    expect(formatStatementValue(999, 'usd')).toBe('999');
    expect(formatStatementValue(0, 'usd')).toBe('0');
    expect(statementValueTitle(109_756_438_000, 'usd')).toBe('109,756,438,000');
    expect(statementValueTitle(14_864_923, 'shares')).toBe('14,864,923');
    // Nothing shortened, nothing to add: per-share amounts, percentages and multiples are exact.
    expect(statementValueTitle(1_234.5, 'usdPerShare')).toBeUndefined();
    expect(statementValueTitle(12_345, 'percent')).toBeUndefined();
  });

  it('names the units of a table: money in dollars, share counts in shares', () => {
    expect(statementUnitsText(['usd', 'percent', 'usdPerShare'])).toBe('金額單位為美元');
    expect(statementUnitsText(['usd', 'usdPerShare', 'shares'])).toBe('金額單位為美元，股數單位為股');
  });

  it('write per-share amounts and multiples to 2 decimals, ratios as percentages', () => {
    expect(formatStatementValue(9.425, 'usdPerShare')).toBe('9.43');
    expect(formatStatementValue(1234.5, 'usdPerShare')).toBe('1,234.50');
    expect(formatStatementValue(36.071, 'percent')).toBe('36.07%');
    expect(formatStatementValue(16.8, 'times')).toBe('16.80倍');
  });

  it("write missing and non-finite values as '-'", () => {
    expect(formatStatementValue(null, 'usd')).toBe(MISSING);
    expect(formatStatementValue(undefined, 'percent')).toBe(MISSING);
    expect(formatStatementValue(Number.POSITIVE_INFINITY, 'usd')).toBe(MISSING);
  });
});

describe('statement table', () => {
  const keys = ['2025Q1', '2026Q2', '2026Q1', '2025Q4', '2025Q3', '2025Q2']; // deliberately unsorted
  const data = statement(keys, [
    { key: 'revenue', label: '營業收入', unit: 'usd', values: [1e9, 1.2e9, 1.1e9, 1e9, 1e9, 1e9] },
    { key: 'netMargin', label: '淨利率', unit: 'percent', values: [10, 12, null, 11, 10, 0] },
  ]);

  it('shows the newest periods first as column headers', () => {
    const table = buildStatementTable(data, 4);
    expect(table.columns).toEqual(['2026Q2', '2026Q1', '2025Q4', '2025Q3']);
    for (const column of table.columns) expect(column).toMatch(/^\d{4}Q[1-4]$/);
  });

  it('puts each value beside its YoY, using older periods as bases', () => {
    const [revenue, margin] = buildStatementTable(data, 4).rows;
    expect(revenue?.cells[0]).toEqual({ text: '12億', title: '1,200,000,000', yoy: '+20.00%', yoyDirection: 'rise' }); // vs 2025Q2
    expect(revenue?.cells[1]).toEqual({ text: '11億', title: '1,100,000,000', yoy: '+10.00%', yoyDirection: 'rise' }); // vs 2025Q1
    expect(revenue?.yoyKind).toBe('percent');
    expect(revenue?.cells[2]?.yoy).toBe(MISSING); // 2024Q4 not sent
    // A percentage row changes in percentage points: 0 % → 12 % is +12 points (a base of 0 is fine).
    expect(margin?.yoyKind).toBe('points');
    expect(margin?.cells[0]).toEqual({ text: '12.00%', title: undefined, yoy: '+12.00 個百分點', yoyDirection: 'rise' }); // vs 2025Q2's 0
    expect(margin?.cells[3]).toEqual({ text: '10.00%', title: undefined, yoy: MISSING, yoyDirection: 'stable' }); // 2024Q3 not sent
    expect(margin?.cells[1]).toEqual({ text: MISSING, title: undefined, yoy: MISSING, yoyDirection: 'stable' }); // missing value
  });

  it('copes with more columns asked than periods, and with none', () => {
    expect(buildStatementTable(data, 50).columns).toHaveLength(6);
    expect(buildStatementTable(data, 0).columns).toEqual([]);
    expect(buildStatementTable(statement([], []), 8)).toEqual({ columns: [], rows: [] });
  });

  it('charts the headline row oldest first, falling back to the first row', () => {
    const series = headlineSeries(data, ['2026Q2', '2026Q1', '2025Q4']);
    expect(series?.key).toBe('revenue');
    expect(series?.points).toEqual([
      { label: '2025Q4', value: 1e9 },
      { label: '2026Q1', value: 1.1e9 },
      { label: '2026Q2', value: 1.2e9 },
    ]);
    expect(headlineSeries({ ...data, headline: 'nothing' }, ['2026Q2'])?.key).toBe('revenue');
    expect(headlineSeries({ ...data, headline: 'netMargin' }, ['2026Q1'])?.points).toEqual([{ label: '2026Q1', value: null }]);
    expect(headlineSeries(statement([], []), [])).toBeNull();
  });
});
