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
import { performanceGeometry, PLOT } from './performance-geometry';

const LEGEND_HEIGHT = 56;
const AXIS_HEIGHT = 22;
const TABLE_ROWS = 4;
const GAP = 12;
export const PERFORMANCE_HEIGHT = LEGEND_HEIGHT + PLOT.height + AXIS_HEIGHT + GAP + compareTableHeight(TABLE_ROWS);

/** Each line's colour token and dash: two cues, so no one has to tell the lines apart by colour. */
const STROKES = [
  { className: css({ stroke: 'series1' }), swatch: css({ stroke: 'series1' }), dash: undefined },
  { className: css({ stroke: 'series2' }), swatch: css({ stroke: 'series2' }), dash: '8 4' },
  { className: css({ stroke: 'series3' }), swatch: css({ stroke: 'series3' }), dash: '2 3' },
  { className: css({ stroke: 'series4' }), swatch: css({ stroke: 'series4' }), dash: '10 3 2 3' },
] as const;

const slashDate = (date: string | null): string => (date ? date.replaceAll('-', '/') : '-');

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
                  <svg width="28" height="10" viewBox="0 0 28 10" aria-hidden="true" className={swatchClass}>
                    <line x1="1" x2="27" y1="5" y2="5" className={stroke.swatch} strokeWidth="2.5" strokeDasharray={stroke.dash} />
                  </svg>
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
        <div className={plotRowClass} style={{ height: PLOT.height }}>
          <svg
            className={svgClass}
            viewBox={`0 0 ${PLOT.width} ${PLOT.height}`}
            preserveAspectRatio="none"
            role="img"
            aria-label={`${RANGE_DESCRIPTIONS[period].split('，')[0]}股價表現（起點 = 100）：${summary}`}
          >
            {geometry.ticks.map((tick) => (
              <line key={tick.value} x1={0} x2={PLOT.width} y1={tick.at * PLOT.height} y2={tick.at * PLOT.height} className={gridClass} strokeWidth={1} vectorEffect="non-scaling-stroke" />
            ))}
            <line
              x1={0}
              x2={PLOT.width}
              y1={geometry.baseline * PLOT.height}
              y2={geometry.baseline * PLOT.height}
              className={baselineClass}
              strokeWidth={1}
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
            {geometry.paths.map((d, index) =>
              d ? (
                <path
                  key={records[index]!.id}
                  d={d}
                  fill="none"
                  className={STROKES[index % STROKES.length]!.className}
                  strokeWidth={2}
                  strokeDasharray={STROKES[index % STROKES.length]!.dash}
                  strokeLinejoin="round"
                  vectorEffect="non-scaling-stroke"
                  data-stock-id={records[index]!.id}
                />
              ) : null,
            )}
          </svg>
          <div className={axisClass} aria-hidden="true">
            {geometry.ticks.map((tick) => (
              <span key={tick.value} className={axisLabelClass} style={{ top: `${tick.at * 100}%` }}>
                {formatDecimal(tick.value).replace(/\.00$/, '')}
              </span>
            ))}
          </div>
        </div>
        <div className={datesClass} style={{ height: AXIS_HEIGHT }} aria-hidden="true">
          {geometry.dates.map((date, index) => (
            <span key={index}>{slashDate(date)}</span>
          ))}
        </div>
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
const swatchClass = css({ flexShrink: 0 });
const legendNameClass = css({ minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', fontWeight: 600 });
const mutedClass = css({ color: 'muted', fontWeight: 400 });
const changeClass = css(directionText.raw({ flat: 'own' }), { flexShrink: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
const plotRowClass = css({ display: 'flex', borderTop: '1px solid token(colors.line)', borderBottom: '1px solid token(colors.line)' });
const svgClass = css({ flex: 1, minW: 0, h: '100%', display: 'block', overflow: 'hidden' });
const gridClass = css({ stroke: 'line' });
const baselineClass = css({ stroke: 'stable' });
const axisClass = css({ position: 'relative', flex: `0 0 ${AXIS_WIDTH}px`, borderLeft: '1px solid token(colors.line)' });
const axisLabelClass = css({ position: 'absolute', left: '6px', transform: 'translateY(-50%)', fontSize: '11px', color: 'muted', fontVariantNumeric: 'tabular-nums' });
const datesClass = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', pr: `${AXIS_WIDTH}px`, fontSize: '11px', color: 'muted', fontVariantNumeric: 'tabular-nums' });
