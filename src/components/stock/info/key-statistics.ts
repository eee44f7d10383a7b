import { formatDecimal, formatPercent, formatPerShareAmount, formatPrice, formatSignedPercent, type PriceDirection, priceDirection, fullNumberTitle, shortenNumber } from '@/lib/format/numbers';
import type { SecurityKind } from '@/lib/market/security-labels';
import type { KeyStatistics } from '@/lib/upstream/business';

/** One cell of the key statistics grid. */
export interface StatisticRow {
  key: StatisticKey;
  label: string;
  value: string;
  /** Set for a change, which takes the rise/fall text colour. */
  direction?: PriceDirection;
  /** The exact figure behind a shortened one (市值 4.27兆), for hover. */
  title?: string | undefined;
}

export type StatisticKey = 'open' | 'high' | 'low' | 'previousClose' | 'volume' | 'amplitude' | 'marketCap' | 'peRatio' | 'eps' | 'dividendYield' | 'annualDividend' | 'beta' | 'oneYearChange';

/** The day's trading, for every kind: what an index has too. */
const SESSION_STATISTICS: readonly StatisticKey[] = ['open', 'high', 'low', 'previousClose', 'volume', 'amplitude'];

/**
 * The statistics of each kind of security (the 52-week range, average volume and the next earnings
 * release are the quote summary's). A fund has no earnings, so no P/E or EPS (its expense ratio,
 * assets and NAV are the fund section's); an index has no price of its own beyond the day's trading.
 * Stocks fill 12 cells and indices 6: whole rows at 2 columns and at 3. A fund's 10 fill 5 phone
 * rows, and at 3 columns its last cell spans the last row (lastCellSpan).
 */
export const STATISTICS_BY_KIND: Readonly<Record<SecurityKind, readonly StatisticKey[]>> = {
  stock: [...SESSION_STATISTICS, 'marketCap', 'peRatio', 'eps', 'dividendYield', 'annualDividend', 'beta'],
  etf: [...SESSION_STATISTICS, 'dividendYield', 'annualDividend', 'beta', 'oneYearChange'],
  index: SESSION_STATISTICS,
};

/** The grid's columns: two on phones and tablets, three from laptop width. */
export const GRID_COLUMNS = { narrow: 2, wide: 3 } as const;

/** How many columns the last of `count` cells spans so that the last row is full (1: it already is). */
export function lastCellSpan(count: number, columns: number): number {
  const inLastRow = count % columns;
  return inLastRow === 0 ? 1 : columns - inLastRow + 1;
}

/** Rows of the grid for `count` cells at `columns` columns. */
export const gridRows = (count: number, columns: number): number => Math.ceil(count / columns);

/** Day's range against the previous close, in per cent (振幅): how much the price moved within the session. */
export function amplitudePercent(stats: Pick<KeyStatistics, 'high' | 'low' | 'previousClose'>): number | null {
  return stats.previousClose > 0 ? ((stats.high - stats.low) / stats.previousClose) * 100 : null;
}

const LABELS: Readonly<Record<StatisticKey, string>> = {
  open: '開盤價',
  high: '最高價',
  low: '最低價',
  previousClose: '昨收價',
  volume: '成交量',
  amplitude: '振幅',
  marketCap: '市值',
  peRatio: '本益比',
  eps: '每股盈餘（EPS）',
  dividendYield: '殖利率',
  annualDividend: '年化股利',
  beta: 'Beta 值',
  oneYearChange: '近一年漲跌',
};

/** A fund pays distributions (配息), a company dividends (股利). */
const labelOf = (key: StatisticKey, kind: SecurityKind): string => (key === 'annualDividend' && kind === 'etf' ? '年化配息' : LABELS[key]);

function valueOf(key: StatisticKey, stats: KeyStatistics): Pick<StatisticRow, 'value' | 'direction' | 'title'> {
  switch (key) {
    case 'open':
    case 'high':
    case 'low':
    case 'previousClose':
      return { value: formatPrice(stats[key]) };
    case 'volume':
      return { value: shortenNumber(stats.volume), title: fullNumberTitle(stats.volume) };
    case 'amplitude':
      return { value: formatPercent(amplitudePercent(stats)) };
    case 'marketCap':
      return { value: shortenNumber(stats.marketCap), title: fullNumberTitle(stats.marketCap) };
    case 'peRatio':
    case 'beta':
      return { value: formatDecimal(stats[key]) };
    case 'eps':
      return { value: formatPrice(stats.eps) };
    case 'dividendYield':
      return { value: formatPercent(stats.dividendYield) };
    case 'annualDividend':
      return { value: formatPerShareAmount(stats.annualDividend) };
    case 'oneYearChange':
      return { value: formatSignedPercent(stats.oneYearChangePercent), direction: priceDirection(stats.oneYearChangePercent) };
  }
}

/**
 * The info tab's key statistics (prices to 2 decimals; large figures in 萬/億/兆), '-' where a value does not
 * exist (a loss-making company's P/E).
 */
export function keyStatisticRows(stats: KeyStatistics, kind: SecurityKind): StatisticRow[] {
  return STATISTICS_BY_KIND[kind].map((key) => ({ key, label: labelOf(key, kind), ...valueOf(key, stats) }));
}
