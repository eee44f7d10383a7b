import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/index.ts';
import { dividendPerShare, dividendSummary } from './dividends.ts';
import { earningsCalls } from './earnings-calls.ts';
import { quarterlyFigures } from './fundamentals.ts';
import { keyStatistics } from './keypoints.ts';
import { financialStatement, periodFigures } from './statements.ts';

const catalogue = loadCatalogue([]);
const NOW = Date.parse('2026-11-20T22:00:00Z');
const SAMPLE = ['NVDA', 'AAPL', 'KO', 'JPM', 'XOM', 'NEE', 'PLD', 'AACB', 'ZVIA', 'BRK.B', 'MRNA'];
const entry = (id: string) => {
  const found = catalogue.get(id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};
const rowOf = (statement: ReturnType<typeof financialStatement>, key: string) => {
  const row = statement.rows.find((r) => r.key === key);
  if (!row) throw new Error(`no row ${key}`);
  return row.values;
};

describe('financial statements add up', () => {
  it.each(SAMPLE)('%s: each quarter is internally consistent', (id) => {
    const quarters = quarterlyFigures(entry(id), NOW);
    for (const [i, q] of quarters.entries()) {
      const where = `${id} ${q.slot.key}`;
      expect(q.grossProfit, where).toBe(q.revenue - q.costOfRevenue);
      expect(q.operatingIncome, where).toBe(q.grossProfit - q.operatingExpenses);
      expect(q.netIncome, where).toBe(q.pretaxIncome - q.incomeTax);
      // EPS is rounded to cents, so EPS × shares is within half a cent per share of net income.
      expect(Math.abs(q.epsDiluted * q.dilutedShares - q.netIncome), where).toBeLessThanOrEqual(0.005 * q.dilutedShares + 1);
      expect(q.freeCashFlow, where).toBe(q.operatingCashFlow + q.capitalExpenditure);
      expect(q.totalAssets, where).toBe(q.totalLiabilities + q.totalEquity);
      expect(q.totalAssets, where).toBe(q.totalCurrentAssets + q.totalNonCurrentAssets);
      expect(q.netChangeInCash, where).toBe(q.operatingCashFlow + q.investingCashFlow + q.financingCashFlow);
      expect(q.dividendsPaid, where).toBe(-Math.round((q.dividendPerShare * q.basicShares) / 1000) * 1000);
      const previous = quarters[i - 1];
      if (previous) expect(q.cashAndEquivalents - previous.cashAndEquivalents, where).toBe(q.netChangeInCash);
    }
  });

  it('shows 16 quarters keyed YYYYQn and 6 fiscal years, newest first', () => {
    const quarterly = financialStatement(entry('NVDA'), 'income-statement', 'quarterly', NOW);
    expect(quarterly.periods).toHaveLength(16);
    expect(quarterly.periods[0]?.key).toBe('2026Q3');
    expect(quarterly.periods.every((p) => /^\d{4}Q[1-4]$/.test(p.key))).toBe(true);
    const annual = financialStatement(entry('NVDA'), 'income-statement', 'annual', NOW);
    expect(annual.periods.map((p) => p.key)).toEqual(['2025', '2024', '2023', '2022', '2021', '2020']);
    for (const statement of [quarterly, annual]) {
      for (const row of statement.rows) expect(row.values).toHaveLength(statement.periods.length);
    }
  });

  it('annual figures are the sum of their quarters (flows) and the year-end balance (stocks)', () => {
    const quarters = periodFigures(entry('AAPL'), 'quarterly', NOW).filter((q) => q.period.fiscalYear === 2025);
    const year = periodFigures(entry('AAPL'), 'annual', NOW).find((y) => y.period.key === '2025');
    expect(quarters).toHaveLength(4);
    expect(year?.revenue).toBe(quarters.reduce((sum, q) => sum + q.revenue, 0));
    expect(year?.freeCashFlow).toBe(quarters.reduce((sum, q) => sum + q.freeCashFlow, 0));
    expect(year?.totalAssets).toBe(quarters[3]?.totalAssets);
    expect(Math.abs((year?.epsDiluted ?? 0) * (year?.dilutedShares ?? 0) - (year?.netIncome ?? 0))).toBeLessThan(0.005 * (year?.dilutedShares ?? 0) + 1);
  });

  it('ratios are derived from the statements', () => {
    const income = financialStatement(entry('KO'), 'income-statement', 'quarterly', NOW);
    const balance = financialStatement(entry('KO'), 'balance-sheet', 'quarterly', NOW);
    const ratios = financialStatement(entry('KO'), 'financial-ratio', 'quarterly', NOW);
    const [revenue, gross] = [rowOf(income, 'revenue')[0] as number, rowOf(income, 'grossProfit')[0] as number];
    expect(rowOf(ratios, 'grossMargin')[0]).toBeCloseTo((gross / revenue) * 100, 2);
    const current = rowOf(balance, 'totalCurrentAssets')[0] as number;
    const currentLiabilities = rowOf(balance, 'totalCurrentLiabilities')[0] as number;
    expect(rowOf(ratios, 'currentRatio')[0]).toBeCloseTo(current / currentLiabilities, 2);
    const lastYearRevenue = rowOf(income, 'revenue')[4] as number;
    expect(rowOf(ratios, 'revenueGrowth')[0]).toBeCloseTo(((revenue - lastYearRevenue) / lastYearRevenue) * 100, 2);
  });

  it('is plausible for well-known companies: P/E, size and revenue', () => {
    const nvda = keyStatistics(catalogue, entry('NVDA'), NOW);
    expect(nvda.marketCap).toBeGreaterThan(2e12);
    expect(nvda.peRatio).toBeGreaterThan(15);
    expect(nvda.peRatio).toBeLessThan(90);
    expect(nvda.eps).toBeCloseTo(
      quarterlyFigures(entry('NVDA'), NOW)
        .slice(-4)
        .reduce((sum, q) => sum + q.epsDiluted, 0),
      2,
    );
    const annual = financialStatement(entry('AAPL'), 'income-statement', 'annual', NOW);
    expect(rowOf(annual, 'revenue')[0]).toBeGreaterThan(250e9);
    expect(rowOf(annual, 'revenue')[0]).toBeLessThan(600e9);
  });

  it('statements never change once reported, whatever the date', () => {
    const now = quarterlyFigures(loadCatalogue([]).get('JPM') as never, NOW).find((q) => q.slot.key === '2025Q2');
    const later = quarterlyFigures(entry('JPM'), Date.parse('2027-06-01T00:00:00Z')).find((q) => q.slot.key === '2025Q2');
    expect(later?.revenue).toBe(now?.revenue);
    expect(later?.netIncome).toBe(now?.netIncome);
  });
});

describe('dividends and earnings calls', () => {
  it('non-payers pay nothing; payers pay every quarter with the statement amounts', () => {
    expect(dividendSummary(entry('TSLA'), NOW, 300).items).toHaveLength(0);
    const ko = dividendSummary(entry('KO'), NOW, 70);
    expect(ko.frequency).toBe('quarterly');
    expect(ko.items.length).toBeGreaterThanOrEqual(20);
    const first = ko.items[0];
    expect(first?.amount).toBe(dividendPerShare(entry('KO'), Number(first?.exDate.slice(0, 4)), Math.ceil(Number(first?.exDate.slice(5, 7)) / 3)));
    for (const item of ko.items) expect(item.payDate > item.exDate).toBe(true);
  });

  it('earnings calls quote the statement numbers in zh-TW', () => {
    const calls = earningsCalls(entry('NVDA'), NOW);
    expect(calls).toHaveLength(12);
    const latest = calls[0];
    const quarter = quarterlyFigures(entry('NVDA'), NOW).at(-1);
    expect(latest?.quarter).toBe(quarter?.slot.key);
    expect(latest?.epsDiluted).toBe(quarter?.epsDiluted);
    expect(latest?.title).toBe('輝達 2026 年第三季財報電話會議');
    expect(latest?.summary).toContain(`稀釋每股盈餘 ${quarter?.epsDiluted.toFixed(2)} 美元`);
  });
});
