import { css } from 'styled-system/css';
import { chartBesideTableClass, sideChartClass, sideChartSlotClass, sideTableClass } from '../chart-beside-table';
import { round2, shortenNumber } from '@/lib/format/numbers';
import {
  ANNUAL_COLUMNS,
  buildStatementTable,
  formatStatementValue,
  headlineSeries,
  periodAxisLabels,
  QUARTERLY_COLUMNS,
  statementUnitsText,
  statementValueTitle,
  type StatementUnit,
} from '@/lib/market/statements';
import { getUpstreamContext } from '@/lib/server/request-context';
import { STATEMENT_LABELS } from '@/lib/stock/tabs';
import { getFinancialStatement, type PeriodKind, type StatementKind } from '@/lib/upstream/business';
import { PERIOD_LABELS } from './period';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { BarChart } from './BarChart';
import { BODY_ROW_HEIGHT, HEADER_ROW_HEIGHT, StatementTable } from './StatementTable';
import type { StockId } from '@protocol/stock-id';

/**
 * Line items each statement has today (the service's income statement has 18, …). Only used to
 * reserve the skeleton's height; a different count moves nothing above the table.
 */
const EXPECTED_ROWS: Record<StatementKind, number> = { 'income-statement': 18, 'balance-sheet': 19, 'cash-flow': 16, 'financial-ratio': 17 };
const CHART_BLOCK_HEIGHT = 290;
const tableHeight = (statement: StatementKind) => HEADER_ROW_HEIGHT + EXPECTED_ROWS[statement] * BODY_ROW_HEIGHT + 2;

/** One statement: its headline chart beside (laptop) or above (phone) the table. */
export async function StatementSection({ id, statement, period }: { id: StockId; statement: StatementKind; period: PeriodKind }) {
  const data = await loadSectionData(() => getFinancialStatement(getUpstreamContext(), id, statement, period), '[finance] statement', statement, period);
  if (data === null) return <EmptyState kind="error" text={`${STATEMENT_LABELS[statement]}暫時無法載入，請稍後再試。`} minHeight={tableHeight(statement)} />;
  const table = buildStatementTable(data, period === 'annual' ? ANNUAL_COLUMNS : QUARTERLY_COLUMNS);
  if (table.columns.length === 0 || table.rows.length === 0) {
    return <EmptyState kind="noResult" text={`這檔股票目前沒有${STATEMENT_LABELS[statement]}資料。`} minHeight={tableHeight(statement)} />;
  }
  const series = headlineSeries(data, table.columns);
  const units = statementUnitsText(table.rows.map((row) => row.unit));
  const caption = `${STATEMENT_LABELS[statement]}（${PERIOD_LABELS[period]}，${units}）`;
  const span = period === 'annual' ? `近 ${table.columns.length} 年` : `近 ${table.columns.length} 季`;
  return (
    <div className={chartBesideTableClass} data-testid="statement-section">
      {series && (
        <figure className={sideChartClass} data-testid="statement-chart">
          <figcaption className={chartTitleClass}>
            {series.label}
            <span className={chartSpanClass}>
              {span}
              {CHART_UNITS[series.unit]}
            </span>
          </figcaption>
          <BarChart
            data={series.points}
            label={`${series.label}${span}長條圖`}
            formatValue={(value) => withExactFigure(value, series.unit)}
            formatTick={tickFormatter(series.unit)}
            axisLabels={periodAxisLabels(series.points.map((point) => point.label))}
          />
        </figure>
      )}
      <div className={sideTableClass}>
        <StatementTable table={table} caption={caption} />
        <p className={noteClass}>
          {units}。年增率（YoY）為與{period === 'annual' ? '前一年度' : '去年同季'}相比，無資料或基期為 0 時顯示「-」。
        </p>
      </div>
    </div>
  );
}

/** The unit after the chart's span, where the figures have one. */
const CHART_UNITS: Record<StatementUnit, string> = { usd: '（美元）', shares: '（股）', usdPerShare: '（美元）', percent: '', times: '' };

/** A bar's tooltip: its value as the table writes it, and the exact figure behind a shortened one ("616億（61,600,000,000）"). */
function withExactFigure(value: number, unit: StatementUnit): string {
  const exact = statementValueTitle(value, unit);
  return `${formatStatementValue(value, unit)}${exact ? `（${exact}）` : ''}`;
}

/** Axis labels are shorter than table values: "500億", "20%", "1.5". */
function tickFormatter(unit: StatementUnit): (value: number) => string {
  if (unit === 'usd' || unit === 'shares') return shortenNumber;
  if (unit === 'percent') return (value) => `${round2(value)}%`;
  return (value) => String(round2(value));
}

/** Reserves the final height: chart above the table on phones, beside it from laptop width. */
export function StatementSkeleton({ statement }: { statement: StatementKind }) {
  return (
    <div className={chartBesideTableClass}>
      <Skeleton height={CHART_BLOCK_HEIGHT} label="載入圖表…" className={sideChartSlotClass} />
      <Skeleton height={tableHeight(statement) + 40} label={`載入${STATEMENT_LABELS[statement]}…`} className={sideTableClass} />
    </div>
  );
}

const chartTitleClass = css({ fontSize: '14px', fontWeight: 700, mb: '2', display: 'flex', justifyContent: 'space-between', gap: '2' });
const chartSpanClass = css({ fontSize: '12px', fontWeight: 400, color: 'muted' });
const noteClass = css({ mt: '2', fontSize: '12px', color: 'muted' });
