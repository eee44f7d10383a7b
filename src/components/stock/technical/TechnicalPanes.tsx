import { css } from 'styled-system/css';
import { formatInteger, formatPrice, round2 } from '@/lib/format/numbers';
import { DATE_AXIS_HEIGHT, DATE_AXIS_INSET, IndicatorPane, latest, type LegendItem, lineLegend, type NamedLine, PANE_LEGEND_HEIGHT, SeriesLine, SeriesLines } from './IndicatorPane';
import { KD_HIGH, KD_LOW, RSI_OVERBOUGHT, RSI_OVERSOLD } from './signals';
import { candlePaths, extent, histogramPaths, linePath, monthStarts, niceTicks, paneScale } from './svg-geometry';
import type { TechnicalData } from './technical-data';
import { themeVar } from '@/lib/design/palette';

/** Plot heights (px) of the four panes, fixed so the skeleton can match them. */
export const PANE_HEIGHTS = { price: 240, rsi: 110, macd: 130, kd: 110 } as const;

const STACK_GAP = 12;
const STACK_PADDING = 12;

/** The height of the whole stack: four panes with their legends, the date axis and the gaps. */
export const PANES_TOTAL_HEIGHT = Object.values(PANE_HEIGHTS).reduce((sum, h) => sum + h, 0) + 4 * PANE_LEGEND_HEIGHT + DATE_AXIS_HEIGHT + 4 * STACK_GAP + 2 * STACK_PADDING;

export const SERIES_COLOURS = {
  ma5: themeVar('seriesOrange'),
  ma20: themeVar('seriesPurple'),
  ma60: themeVar('seriesBlue'),
  rsi: themeVar('seriesPurple'),
  dif: themeVar('seriesBlue'),
  signal: themeVar('seriesOrange'),
  k: themeVar('seriesBlue'),
  d: themeVar('seriesOrange'),
  reference: themeVar('reference'),
} as const;

const RISE = themeVar('rise');
const FALL = themeVar('fall');
const STABLE = themeVar('stable');

/** Axis numbers: no decimals from 1,000 up (index levels would not fit the 52 px axis otherwise). */
export function axisNumber(value: number): string {
  if (Math.abs(value) >= 1000) return formatInteger(Math.round(value));
  return String(round2(value));
}

/** The price, RSI, MACD and KD panes of the technical-analysis page (server-rendered SVG, no JS). */
export function TechnicalPanes({ data, name }: { data: TechnicalData; name: string }) {
  const bars = data.candles.length;
  const months = monthStarts(data.candles.map((c) => c.date));
  const grid = months.map((m) => m.index);

  const [low, high] = extent([data.candles.map((c) => c.low), data.candles.map((c) => c.high), data.ma5, data.ma20, data.ma60]);
  const priceScale = paneScale(bars, PANE_HEIGHTS.price, low, high);
  const candles = candlePaths(data.candles, priceScale);
  const averages: NamedLine[] = [
    { label: 'MA5', values: data.ma5, colour: SERIES_COLOURS.ma5 },
    { label: 'MA20', values: data.ma20, colour: SERIES_COLOURS.ma20 },
    { label: 'MA60', values: data.ma60, colour: SERIES_COLOURS.ma60 },
  ];
  const close: LegendItem = { label: data.last.basis, value: data.candles.length ? formatPrice(data.candles.at(-1)!.close) : '-', colour: STABLE };

  const [macdLow, macdHigh] = extent([data.dif, data.macdSignal, data.histogram, [0]]);
  const macdScale = paneScale(bars, PANE_HEIGHTS.macd, macdLow, macdHigh);
  const histogram = histogramPaths(data.histogram, macdScale);
  const macdLines: NamedLine[] = [
    { label: 'DIF', values: data.dif, colour: SERIES_COLOURS.dif },
    { label: 'MACD', values: data.macdSignal, colour: SERIES_COLOURS.signal },
  ];

  return (
    <div className={stackClass} style={{ gap: STACK_GAP, padding: STACK_PADDING }}>
      <IndicatorPane
        testId="pane-price"
        title="股價與均線"
        legend={[close, ...lineLegend(averages)]}
        scale={priceScale}
        axis={niceTicks(low, high, 5).map((value) => ({ value, label: axisNumber(value) }))}
        gridIndexes={grid}
        label={`${name} 近 ${bars} 個交易日的日 K 線與 5、20、60 日均線`}
      >
        {(['stable', 'fall', 'rise'] as const).map((direction) => {
          const colour = direction === 'rise' ? RISE : direction === 'fall' ? FALL : STABLE;
          return (
            <g key={direction}>
              {candles[direction].wicks && <path d={candles[direction].wicks} stroke={colour} strokeWidth={1} vectorEffect="non-scaling-stroke" />}
              {candles[direction].bodies && <path d={candles[direction].bodies} fill={colour} />}
            </g>
          );
        })}
        <SeriesLines lines={averages} scale={priceScale} />
      </IndicatorPane>

      <OscillatorPane
        testId="pane-rsi"
        title="RSI(14)"
        lines={[{ label: 'RSI', values: data.rsi, colour: SERIES_COLOURS.rsi }]}
        bounds={[RSI_OVERSOLD, RSI_OVERBOUGHT]}
        bars={bars}
        plotHeight={PANE_HEIGHTS.rsi}
        gridIndexes={grid}
        label={`${name} 的 14 日 RSI，30 與 70 為超賣、超買界線`}
      />

      <IndicatorPane
        testId="pane-macd"
        title="MACD(12,26,9)"
        legend={[...lineLegend(macdLines), { label: '柱狀體', value: latest(data.histogram), colour: STABLE }]}
        scale={macdScale}
        axis={niceTicks(macdLow, macdHigh, 4).map((value) => ({ value, label: axisNumber(value) }))}
        gridIndexes={grid}
        label={`${name} 的 MACD：DIF、訊號線與柱狀體`}
      >
        {histogram.positive && <path d={histogram.positive} fill={RISE} opacity={0.75} />}
        {histogram.negative && <path d={histogram.negative} fill={FALL} opacity={0.75} />}
        <SeriesLines lines={macdLines} scale={macdScale} />
      </IndicatorPane>

      <OscillatorPane
        testId="pane-kd"
        title="KD(9,3,3)"
        lines={[
          { label: 'K', values: data.k, colour: SERIES_COLOURS.k },
          { label: 'D', values: data.d, colour: SERIES_COLOURS.d },
        ]}
        bounds={[KD_LOW, KD_HIGH]}
        bars={bars}
        plotHeight={PANE_HEIGHTS.kd}
        gridIndexes={grid}
        label={`${name} 的 KD 指標，20 與 80 為超賣、超買界線`}
      />

      <div className={dateAxisClass} style={{ height: DATE_AXIS_HEIGHT, marginRight: DATE_AXIS_INSET }} aria-hidden="true">
        {months.map((month) => (
          <span
            key={month.index}
            className={dateLabelClass}
            // The first label starts at its bar instead of centring on it, so it does not hang off the edge.
            style={{ left: `${(priceScale.x(month.index) / priceScale.width) * 100}%`, transform: month.index < 3 ? 'none' : undefined }}
          >
            {month.label}
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * An oscillator's pane (RSI, KD), on a 0 to 100 scale: its oversold and overbought bounds dashed and
 * on the axis beside 50, then its lines.
 */
function OscillatorPane({
  testId,
  title,
  lines,
  bounds: [low, high],
  bars,
  plotHeight,
  gridIndexes,
  label,
}: {
  testId: string;
  title: string;
  lines: readonly NamedLine[];
  bounds: readonly [low: number, high: number];
  bars: number;
  plotHeight: number;
  gridIndexes: readonly number[];
  label: string;
}) {
  const scale = paneScale(bars, plotHeight, 0, 100);
  const bound = (value: number) => linePath(Array(bars).fill(value), scale);
  return (
    <IndicatorPane
      testId={testId}
      title={title}
      legend={lineLegend(lines)}
      scale={scale}
      axis={[low, 50, high].map((value) => ({ value, label: String(value) }))}
      gridIndexes={gridIndexes}
      label={label}
    >
      <SeriesLine d={bound(high)} colour={SERIES_COLOURS.reference} dashed />
      <SeriesLine d={bound(low)} colour={SERIES_COLOURS.reference} dashed />
      <SeriesLines lines={lines} scale={scale} />
    </IndicatorPane>
  );
}

const stackClass = css({ display: 'grid', minW: 0, bg: 'surface', borderRadius: 'lg' });
const dateAxisClass = css({ position: 'relative', fontSize: '11px', color: 'muted' });
const dateLabelClass = css({ position: 'absolute', top: 0, transform: 'translateX(-50%)', whiteSpace: 'nowrap' });
