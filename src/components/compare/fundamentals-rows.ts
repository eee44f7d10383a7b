import type { Fundamentals } from '@/lib/compare/fundamentals';
import { formatPercent, formatSigned, formatSignedPercent, fullNumberTitle, shortenNumber } from '@/lib/format/numbers';
import type { CompareCell, CompareRow } from './CompareTable';
import { metricCells, type MetricSpec } from './metric-cells';

/** What a column shows instead of figures: statements that do not exist (an index, an ETF) or failed to load. */
export type FundamentalsColumn = Fundamentals | 'notApplicable' | 'unavailable';

/** `key`: the row's own (three rows compare margin changes). */
interface FundamentalSpec extends MetricSpec<Fundamentals> {
  key: string;
}

const FUNDAMENTALS: readonly FundamentalSpec[] = [
  { key: 'revenue', metric: 'revenue', label: '營業收入', hint: '美元', value: (f) => f.revenue, format: shortenNumber, title: fullNumberTitle },
  { key: 'revenueGrowth', metric: 'revenueGrowth', label: '營收年增率', value: (f) => f.revenueGrowth, format: formatSignedPercent, change: true },
  { key: 'grossMargin', metric: 'grossMargin', label: '毛利率', value: (f) => f.grossMargin, format: formatPercent },
  { key: 'grossMarginChange', metric: 'marginChange', label: '毛利率變化', hint: '百分點', value: (f) => f.grossMarginChange, format: formatSigned },
  { key: 'operatingMargin', metric: 'operatingMargin', label: '營業利益率', value: (f) => f.operatingMargin, format: formatPercent },
  { key: 'operatingMarginChange', metric: 'marginChange', label: '營益率變化', hint: '百分點', value: (f) => f.operatingMarginChange, format: formatSigned },
  { key: 'netMargin', metric: 'netMargin', label: '淨利率', value: (f) => f.netMargin, format: formatPercent },
  { key: 'netMarginChange', metric: 'marginChange', label: '淨利率變化', hint: '百分點', value: (f) => f.netMarginChange, format: formatSigned },
];

/** The fiscal-year row comes first: companies close their years in different months. */
export const FUNDAMENTALS_ROWS = FUNDAMENTALS.length + 1;

const TEXT_FOR: Record<Exclude<FundamentalsColumn, Fundamentals>, string> = { notApplicable: '不適用', unavailable: '暫無資料' };

export function fundamentalsRows(columns: readonly FundamentalsColumn[]): CompareRow[] {
  const figures = columns.map((column) => (typeof column === 'string' ? null : column));
  const yearRow: CompareRow = {
    key: 'fiscalYear',
    label: '最近財年',
    hint: '截止日',
    cells: columns.map((column) => ({ text: typeof column === 'string' ? TEXT_FOR[column] : column.endDate.replaceAll('-', '/') })),
  };
  return [
    yearRow,
    ...FUNDAMENTALS.map((spec) => {
      const cells = metricCells(spec, figures).map((cell, index): CompareCell => {
        const column = columns[index];
        return typeof column === 'string' ? { text: TEXT_FOR[column] } : cell;
      });
      return { key: spec.key, label: spec.label, hint: spec.hint, cells };
    }),
  ];
}
