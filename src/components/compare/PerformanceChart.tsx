import { css } from 'styled-system/css';
import { directionText } from '@/components/ui/direction-styles';
import { EmptyState } from '@/components/ui/EmptyState';
import { Skeleton } from '@/components/ui/Skeleton';
import { RANGE_DESCRIPTIONS } from '@/components/stock/price/price-range';
import { BETTER_RULES, bestIndexes } from '@/lib/compare/better';
import type { ComparePeriod } from '@/lib/compare/compare-query';
import { normalisedSeries, type PerformanceSeries } from '@/lib/compare/performance';
import { formatDecimal, formatPrice, formatSignedPercent, priceDirection } from '@/lib/format/numbers';
import { displayName } from '@/lib/market/security-labels';
import { displaySymbol } from '@/lib/market/us-indices';
import type { StockRecord } from '@/lib/upstream/business';
import { CompareTable, compareTableHeight, type CompareRow } from './CompareTable';
import { eachOrNull, loadHistory } from './compare-data';
import { performanceGeometry } from './performance-geometry';
import { LineSwatch, PerformancePlot, PLOT_HEIGHT, slashDate } from './PerformancePlot';

const LEGEND_HEIGHT = 56;
const TABLE_ROWS = 4;
const GAP = 12;
export const PERFORMANCE_HEIGHT = LEGEND_HEIGHT + PLOT_HEIGHT + GAP + compareTableHeight(TABLE_ROWS);

/** Each line's colour token and dash: two cues, so no one has to tell the lines apart by colour. */
const STROKES = [
  { className: css({ stroke: 'series1' }), swatch: css({ stroke: 'series1' }), dash: undefined },
  { className: css({ stroke: 'series2' }), swatch: css({ stroke: 'series2' }), dash: '8 4' },
  { className: css({ stroke: 'series3' }), swatch: css({ stroke: 'series3' }), dash: '2 3' },
  { className: css({ stroke: 'series4' }), swatch: css({ stroke: 'series4' }), dash: '10 3 2 3' },
] as const;

/** The text alternative, and the figures a reader wants anyway: where each line starts and ends. */
function performanceRows(series: readonly (PerformanceSeries | null)[]): CompareRow[] {
  const changes = series.map((s) => s?.change ?? null);
  const best = bestIndexes(changes, BETTER_RULES.periodChange);
  return [
    { key: 'from', label: '起始日', cells: series.map((s) => ({ text: slashDate(s?.from ?? null) })) },
    { key: 'base', label: '起始價', hint: '區間前一收盤', cells: series.map((s) => ({ text: formatPrice(s?.base) })) },
    { key: 'last', label: '最新價', cells: series.map((s) => ({ text: formatPrice(s?.last) })) },
    {
      key: 'change',
      label: '區間漲跌',
      cells: changes.map((change, index) => ({ text: formatSignedPercent(change), direction: change === null ? undefined : priceDirection(change), best: best.has(index) })),
    },
  ];
}

/**
 * Price performance normalised to 100 over the period, one line per security, drawn on the server as
 * SVG (no client code), with a legend naming each line beside its dash and colour, and the table of
 * start and end figures as its text alternative.
 */
export async function PerformanceChart({ records, period }: { records: readonly StockRecord[]; period: ComparePeriod }) {
  const histories = await eachOrNull(
    records.map((record) => record.id),
    (id) => loadHistory(id, period),
    'price history',
  );
  if (histories.every((history) => history === null)) {
    return <EmptyState kind="error" text="走勢資料暫時無法載入，請稍後再試。" minHeight={PERFORMANCE_HEIGHT} />;
  }
  const series = histories.map((history) => (history ? normalisedSeries(history) : null));
  const geometry = performanceGeometry(series);
  const summary = records.map((record, index) => `${displayName(record)} ${formatSignedPercent(series[index]?.change)}`).join('、');
  return (
    <div className={stackClass} style={{ minHeight: PERFORMANCE_HEIGHT }} data-testid="compare-performance" data-period={period}>
      <figure className={figureClass}>
        <figcaption>
          <ul className={legendClass} style={{ height: LEGEND_HEIGHT }} aria-label="圖例">
            {records.map((record, index) => {
              const stroke = STROKES[index % STROKES.length]!;
              const change = series[index]?.change ?? null;
              return (
                <li key={record.id} className={legendItemClass} data-stock-id={record.id}>
                  <LineSwatch className={stroke.swatch} dash={stroke.dash} />
                  <span className={legendNameClass}>
                    {displayName(record)} <span className={mutedClass}>{displaySymbol(record.id)}</span>
                  </span>
                  <span className={changeClass} data-direction={change === null ? undefined : priceDirection(change)}>
                    {formatSignedPercent(change)}
                  </span>
                </li>
              );
            })}
          </ul>
        </figcaption>
        <PerformancePlot
          geometry={geometry}
          lines={records.map((record, index) => ({
            key: record.id,
            className: STROKES[index % STROKES.length]!.className,
            dash: STROKES[index % STROKES.length]!.dash,
            attributes: { 'data-stock-id': record.id },
          }))}
          label={`${RANGE_DESCRIPTIONS[period].split('，')[0]}股價表現（起點 = 100）：${summary}`}
          tickLabel={(value) => formatDecimal(value).replace(/\.00$/, '')}
          axisWidth={AXIS_WIDTH}
        />
      </figure>
      <CompareTable label="區間表現" records={records} rows={performanceRows(series)} testId="compare-performance-table" />
    </div>
  );
}

export function PerformanceChartSkeleton() {
  return <Skeleton height={PERFORMANCE_HEIGHT} label="載入走勢圖…" />;
}

const AXIS_WIDTH = 44;
const stackClass = css({ display: 'grid', gap: '3', alignContent: 'start', minW: 0 });
const figureClass = css({ m: 0, minW: 0, bg: 'surface', borderRadius: 'lg', px: '3', pb: '1' });
const legendClass = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gridAutoRows: '28px',
  alignContent: 'center',
  columnGap: '3',
  listStyle: 'none',
  m: 0,
  p: 0,
  fontSize: '13px',
  overflow: 'hidden',
});
const legendItemClass = css({ display: 'flex', alignItems: 'center', gap: '1.5', minW: 0, whiteSpace: 'nowrap' });
const legendNameClass = css({ minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 600 });
const mutedClass = css({ color: 'muted', fontWeight: 400 });
const changeClass = css(directionText.raw({ flat: 'own' }), { flexShrink: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
