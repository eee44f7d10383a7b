import type { CatalogueEntry } from '../catalogue/types.ts';
import { isoDate } from './calendar.ts';
import { type QuarterFigures, quarterlyFigures } from './fundamentals.ts';
import type { FinancialStatement, PeriodFigures, PeriodKind, RowUnit, StatementKind, StatementRow } from './statement-types.ts';
import { ratioRows } from './ratios.ts';

type RowSpec = readonly [key: keyof QuarterFigures & string, label: string, unit: RowUnit];

const ROWS: Readonly<Record<Exclude<StatementKind, 'financial-ratio'>, readonly RowSpec[]>> = {
  'income-statement': [
    ['revenue', '營業收入', 'usd'],
    ['costOfRevenue', '營業成本', 'usd'],
    ['grossProfit', '營業毛利', 'usd'],
    ['researchAndDevelopment', '研發費用', 'usd'],
    ['sellingGeneralAdministrative', '銷售及管理費用', 'usd'],
    ['operatingExpenses', '營業費用', 'usd'],
    ['operatingIncome', '營業利益', 'usd'],
    ['interestExpense', '利息費用', 'usd'],
    ['otherIncome', '業外收入', 'usd'],
    ['pretaxIncome', '稅前淨利', 'usd'],
    ['incomeTax', '所得稅費用', 'usd'],
    ['netIncome', '稅後淨利', 'usd'],
    ['ebitda', 'EBITDA', 'usd'],
    ['epsBasic', '基本每股盈餘', 'usdPerShare'],
    ['epsDiluted', '稀釋每股盈餘', 'usdPerShare'],
    ['basicShares', '基本加權平均股數', 'shares'],
    ['dilutedShares', '稀釋加權平均股數', 'shares'],
  ],
  'balance-sheet': [
    ['cashAndEquivalents', '現金及約當現金', 'usd'],
    ['shortTermInvestments', '短期投資', 'usd'],
    ['accountsReceivable', '應收帳款', 'usd'],
    ['inventory', '存貨', 'usd'],
    ['otherCurrentAssets', '其他流動資產', 'usd'],
    ['totalCurrentAssets', '流動資產合計', 'usd'],
    ['propertyPlantEquipment', '不動產、廠房及設備', 'usd'],
    ['goodwillAndIntangibles', '商譽及無形資產', 'usd'],
    ['otherNonCurrentAssets', '其他非流動資產', 'usd'],
    ['totalNonCurrentAssets', '非流動資產合計', 'usd'],
    ['totalAssets', '資產總計', 'usd'],
    ['accountsPayable', '應付帳款', 'usd'],
    ['shortTermDebt', '短期借款', 'usd'],
    ['otherCurrentLiabilities', '其他流動負債', 'usd'],
    ['totalCurrentLiabilities', '流動負債合計', 'usd'],
    ['longTermDebt', '長期借款', 'usd'],
    ['otherNonCurrentLiabilities', '其他非流動負債', 'usd'],
    ['totalLiabilities', '負債總計', 'usd'],
    ['totalEquity', '股東權益總計', 'usd'],
  ],
  'cash-flow': [
    ['netIncome', '稅後淨利', 'usd'],
    ['depreciationAmortization', '折舊及攤銷', 'usd'],
    ['stockBasedCompensation', '股份基礎給付', 'usd'],
    ['changeInWorkingCapital', '營運資金變動', 'usd'],
    ['otherOperatingActivities', '其他營業活動', 'usd'],
    ['operatingCashFlow', '營業活動現金流量', 'usd'],
    ['capitalExpenditure', '資本支出', 'usd'],
    ['otherInvestingActivities', '其他投資活動', 'usd'],
    ['investingCashFlow', '投資活動現金流量', 'usd'],
    ['dividendsPaid', '發放現金股利', 'usd'],
    ['shareRepurchase', '買回庫藏股', 'usd'],
    ['debtIssuance', '舉借（償還）債務', 'usd'],
    ['otherFinancingActivities', '其他籌資活動', 'usd'],
    ['financingCashFlow', '籌資活動現金流量', 'usd'],
    ['netChangeInCash', '現金淨增（減）', 'usd'],
    ['freeCashFlow', '自由現金流量', 'usd'],
  ],
};

const HEADLINE: Readonly<Record<StatementKind, string>> = { 'income-statement': 'revenue', 'balance-sheet': 'totalAssets', 'cash-flow': 'freeCashFlow', 'financial-ratio': 'netMargin' };

/** Items summed over a year; every other money item is a balance taken at year end. */
const FLOW_KEYS = new Set<string>([...ROWS['income-statement'].map(([key]) => key), ...ROWS['cash-flow'].map(([key]) => key), 'dividendPerShare']);

export const QUARTERS_SHOWN = 16;
export const YEARS_SHOWN = 6;

function quarterPeriod(figures: QuarterFigures): PeriodFigures {
  const { slot, ...rest } = figures;
  return { ...rest, period: { key: slot.key, fiscalYear: slot.fiscalYear, fiscalQuarter: slot.fiscalQuarter, endDate: isoDate(slot.periodEnd), reportDate: isoDate(slot.reportDay) } };
}

/** Fiscal years (Q1–Q4 all reported), oldest first. */
function annualPeriods(quarters: QuarterFigures[]): PeriodFigures[] {
  const years: PeriodFigures[] = [];
  for (let i = 0; i + 3 < quarters.length; i++) {
    const group = quarters.slice(i, i + 4);
    const first = group[0] as QuarterFigures;
    const last = group[3] as QuarterFigures;
    if (first.slot.fiscalQuarter !== 1) continue;
    const year = { ...quarterPeriod(last) } as PeriodFigures & Record<string, unknown>;
    for (const key of FLOW_KEYS) {
      year[key] = group.reduce((sum, quarter) => sum + (quarter[key as keyof QuarterFigures] as number), 0);
    }
    year.dividendPerShare = Math.round(year.dividendPerShare * 10_000) / 10_000;
    year.basicShares = Math.round(group.reduce((sum, quarter) => sum + quarter.basicShares, 0) / 4 / 1000) * 1000;
    year.dilutedShares = Math.round(group.reduce((sum, quarter) => sum + quarter.dilutedShares, 0) / 4 / 1000) * 1000;
    year.epsBasic = Math.round((year.netIncome / year.basicShares) * 100) / 100;
    year.epsDiluted = Math.round((year.netIncome / year.dilutedShares) * 100) / 100;
    year.period = { key: String(first.slot.fiscalYear), fiscalYear: first.slot.fiscalYear, fiscalQuarter: null, endDate: isoDate(last.slot.periodEnd), reportDate: isoDate(last.slot.reportDay) };
    years.push(year);
  }
  return years;
}

/** All periods of a kind, oldest first (ratios need the older ones for averages and growth). */
export function periodFigures(entry: CatalogueEntry, kind: PeriodKind, nowMs: number): PeriodFigures[] {
  const quarters = quarterlyFigures(entry, nowMs);
  return kind === 'quarterly' ? quarters.map(quarterPeriod) : annualPeriods(quarters);
}

export function financialStatement(entry: CatalogueEntry, statement: StatementKind, period: PeriodKind, nowMs: number): FinancialStatement {
  const all = periodFigures(entry, period, nowMs);
  const shown = period === 'quarterly' ? QUARTERS_SHOWN : YEARS_SHOWN;
  const first = Math.max(0, all.length - shown);
  const visible = all.slice(first).reverse();
  const rows: StatementRow[] =
    statement === 'financial-ratio'
      ? ratioRows(all, first, period)
      : ROWS[statement].map(([key, label, unit]) => ({ key, label, unit, values: visible.map((figures) => figures[key as keyof PeriodFigures] as number) }));
  return { id: entry.id, statement, period, currency: 'USD', headline: HEADLINE[statement], periods: visible.map((figures) => figures.period), rows };
}
