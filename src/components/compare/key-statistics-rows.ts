import { formatDecimal, formatPercent, formatPrice, formatSignedPercent, fullNumberTitle, shortenNumber } from '@/lib/format/numbers';
import type { KeyStatistics } from '@/lib/upstream/business';
import type { CompareRow } from './CompareTable';
import { metricCells, type MetricSpec } from './metric-cells';

/** The key statistics compared (the info tab's, chosen for comparing: no day's open/high/low). */
const STATISTICS: readonly MetricSpec<KeyStatistics>[] = [
  { metric: 'price', label: '股價', value: (s) => s.price, format: formatPrice },
  { metric: 'dayChange', label: '今日漲跌幅', value: (s) => s.changePercent, format: formatSignedPercent, change: true },
  { metric: 'marketCap', label: '市值', hint: '美元', value: (s) => s.marketCap, format: shortenNumber, title: fullNumberTitle },
  { metric: 'peRatio', label: '本益比', value: (s) => s.peRatio, format: formatDecimal },
  { metric: 'eps', label: '每股盈餘', hint: 'EPS，近四季', value: (s) => s.eps, format: formatPrice },
  { metric: 'dividendYield', label: '殖利率', value: (s) => s.dividendYield, format: formatPercent },
  { metric: 'beta', label: 'Beta 值', value: (s) => s.beta, format: formatDecimal },
  { metric: 'week52High', label: '52 週最高', value: (s) => s.week52High, format: formatPrice },
  { metric: 'week52Low', label: '52 週最低', value: (s) => s.week52Low, format: formatPrice },
  { metric: 'yearToDate', label: '今年以來漲跌', value: (s) => s.yearToDateChangePercent, format: formatSignedPercent, change: true },
  { metric: 'oneYear', label: '近一年漲跌', value: (s) => s.oneYearChangePercent, format: formatSignedPercent, change: true },
];

export const KEY_STATISTICS_ROWS = STATISTICS.length;

/** Rows of the key statistics table; a security whose call failed (null) shows '-' down its column. */
export function keyStatisticsRows(stats: readonly (KeyStatistics | null)[]): CompareRow[] {
  return STATISTICS.map((spec) => ({ key: spec.metric, label: spec.label, hint: spec.hint, cells: metricCells(spec, stats) }));
}
