import type { PeriodFigures, PeriodKind, RowUnit, StatementRow } from './statement-types.ts';

/**
 * Financial ratios, derived only from the statements (and the price at period end), so the ratio
 * page always agrees with the other three. Quarterly returns and P/E use trailing four quarters.
 */
const round2 = (value: number) => Math.round(value * 100) / 100;
const percent = (part: number, whole: number): number | null => (whole === 0 ? null : round2((part / whole) * 100));
const ratio = (part: number, whole: number): number | null => (whole === 0 ? null : round2(part / whole));
const growth = (value: number, base: number | undefined): number | null => (base === undefined || base === 0 ? null : round2(((value - base) / Math.abs(base)) * 100));

type RatioSpec = readonly [key: string, label: string, unit: RowUnit, compute: (at: number) => number | null];

export function ratioRows(all: PeriodFigures[], first: number, period: PeriodKind): StatementRow[] {
  const span = period === 'quarterly' ? 4 : 1;
  const at = (i: number) => all[i] as PeriodFigures;
  /** Trailing sum over a year: four quarters, or the fiscal year itself. */
  const trailing = (i: number, pick: (figures: PeriodFigures) => number): number | null => {
    if (i - span + 1 < 0) return null;
    let sum = 0;
    for (let k = i - span + 1; k <= i; k++) sum += pick(at(k));
    return sum;
  };
  /** Average of this balance and the one a year earlier (or this one alone at the start). */
  const averaged = (i: number, pick: (figures: PeriodFigures) => number): number => (i - span >= 0 ? (pick(at(i)) + pick(at(i - span))) / 2 : pick(at(i)));

  const specs: RatioSpec[] = [
    ['grossMargin', '毛利率', 'percent', (i) => percent(at(i).grossProfit, at(i).revenue)],
    ['operatingMargin', '營業利益率', 'percent', (i) => percent(at(i).operatingIncome, at(i).revenue)],
    ['netMargin', '淨利率', 'percent', (i) => percent(at(i).netIncome, at(i).revenue)],
    [
      'returnOnEquity',
      '股東權益報酬率（ROE）',
      'percent',
      (i) => {
        const income = trailing(i, (f) => f.netIncome);
        const equity = averaged(i, (f) => f.totalEquity);
        return income === null || equity <= 0 ? null : percent(income, equity);
      },
    ],
    [
      'returnOnAssets',
      '資產報酬率（ROA）',
      'percent',
      (i) => {
        const income = trailing(i, (f) => f.netIncome);
        return income === null
          ? null
          : percent(
              income,
              averaged(i, (f) => f.totalAssets),
            );
      },
    ],
    ['currentRatio', '流動比率', 'times', (i) => ratio(at(i).totalCurrentAssets, at(i).totalCurrentLiabilities)],
    ['quickRatio', '速動比率', 'times', (i) => ratio(at(i).totalCurrentAssets - at(i).inventory, at(i).totalCurrentLiabilities)],
    ['debtToEquity', '負債權益比', 'times', (i) => (at(i).totalEquity <= 0 ? null : ratio(at(i).shortTermDebt + at(i).longTermDebt, at(i).totalEquity))],
    ['epsDiluted', '稀釋每股盈餘', 'usdPerShare', (i) => at(i).epsDiluted],
    ['bookValuePerShare', '每股淨值', 'usdPerShare', (i) => ratio(at(i).totalEquity, at(i).basicShares)],
    ['freeCashFlowPerShare', '每股自由現金流量', 'usdPerShare', (i) => ratio(at(i).freeCashFlow, at(i).dilutedShares)],
    ['revenueGrowth', '營收年增率', 'percent', (i) => growth(at(i).revenue, all[i - span]?.revenue)],
    ['epsGrowth', '每股盈餘年增率', 'percent', (i) => growth(at(i).epsDiluted, all[i - span]?.epsDiluted)],
    ['payoutRatio', '股利發放率', 'percent', (i) => (at(i).netIncome <= 0 ? null : percent(-at(i).dividendsPaid, at(i).netIncome))],
    [
      'peRatio',
      '本益比',
      'times',
      (i) => {
        const eps = trailing(i, (f) => f.epsDiluted);
        return eps === null || eps <= 0 ? null : ratio(at(i).periodEndPrice, eps);
      },
    ],
    ['priceToBook', '股價淨值比', 'times', (i) => (at(i).totalEquity <= 0 ? null : ratio(at(i).periodEndPrice * at(i).basicShares, at(i).totalEquity))],
    [
      'dividendYield',
      '殖利率',
      'percent',
      (i) => {
        const dividends = trailing(i, (f) => f.dividendPerShare);
        return dividends === null ? null : percent(dividends, at(i).periodEndPrice);
      },
    ],
  ];

  const indexes: number[] = [];
  for (let i = all.length - 1; i >= first; i--) indexes.push(i);
  return specs.map(([key, label, unit, compute]) => ({ key, label, unit, values: indexes.map(compute) }));
}
