'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { formatPrice, formatSignedPercent, fullNumberTitle, shortenNumber } from '@/lib/format/numbers';
import { barChangePercent, type ChartData, formatChartTime } from './chart-data';
import { usePhoneWidth } from '@/components/ui/phone-width';
import type { PriceChartHandle } from './lightweight-price-chart';
import { LIVE_QUOTE_EVENT, type LiveQuoteEvent } from '@/components/live/live-markup';
import { withLiveQuote } from './live-bar';

type ChartStatus = 'picture' | 'loading' | 'ready' | 'failed';

/**
 * The interactive candlestick + volume chart. The server renders the legend (the latest bar) and a
 * picture of the same candles and volume (`picture`, PriceChartPicture) in a box whose size is fixed by
 * the parent, so the page reads well without JavaScript and nothing moves when the chart arrives. The
 * chart library (its own chunk, about 52 KiB) is loaded when the reader reaches for the chart — a
 * pointer over it, a touch, a keyboard focus — not with the page (it cost a phone 0.5–0.9 s
 * of script at load); it then draws into the same box. New bars from a range switch arrive as new
 * props (and a new picture) and replace the series in place. While New York trades, the live quotes
 * of `symbol` (the page's live runtime) move the last bar of the chart and of its legend (live-bar.ts).
 */
export function PriceChart({ symbol, data: served, label, picture }: { symbol: string; data: ChartData; label: string; picture: ReactNode }) {
  // The served bars, then the same with live quotes in them; new bars from the server (a range switch) start again.
  const [data, setData] = useState(served);
  const [servedSeen, setServedSeen] = useState(served);
  if (servedSeen !== served) {
    setServedSeen(served);
    setData(served);
  }
  /** Set when `data` changed by a live quote: only the last bar is drawn again. */
  const liveUpdate = useRef(false);
  const plotRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<PriceChartHandle | null>(null);
  const latestData = useRef(data);
  const [hovered, setHovered] = useState<number | null>(null);
  const [status, setStatus] = useState<ChartStatus>('picture');
  const phone = usePhoneWidth();
  const reachFor = () => setStatus((current) => (current === 'picture' ? 'loading' : current));

  useEffect(() => {
    if (status !== 'loading') return;
    let disposed = false;
    import('./lightweight-price-chart')
      .then(({ mountPriceChart }) => {
        if (disposed || !hostRef.current) return;
        const handle = mountPriceChart(hostRef.current, setHovered);
        handle.setData(latestData.current);
        chartRef.current = handle;
        setStatus('ready');
      })
      .catch((err: unknown) => {
        console.error('[price-chart] could not load the chart library', err);
        if (!disposed) setStatus('failed');
      });
    return () => {
      disposed = true;
    };
  }, [status]);

  // Hydration comes after the first paint: a pointer that entered the picture before it, or a focus
  // given to it, never enters again, so being over it (or in it) when the handlers arrive is reaching for it.
  useEffect(() => {
    const plot = plotRef.current;
    if (plot && (plot.matches(':hover') || plot.contains(document.activeElement))) setStatus((current) => (current === 'picture' ? 'loading' : current));
  }, []);

  // The chart lives as long as the component (range switches keep it).
  useEffect(
    () => () => {
      chartRef.current?.remove();
      chartRef.current = null;
    },
    [],
  );

  // The touch behaviour follows the 600 px rule, once the chart exists and whenever the width crosses it.
  useEffect(() => {
    if (status === 'ready') chartRef.current?.setPhone(phone);
  }, [phone, status]);

  useEffect(() => {
    // The first render's data is set when the chart is created; later ones (a range switch) here.
    if (latestData.current === data) return;
    latestData.current = data;
    if (liveUpdate.current) {
      liveUpdate.current = false;
      chartRef.current?.updateLastBar(data);
      return;
    }
    setHovered(null);
    chartRef.current?.setData(data);
  }, [data]);

  useEffect(() => {
    const onQuote = (event: Event) => {
      const quote = (event as LiveQuoteEvent).detail;
      if (quote.symbol !== symbol) return;
      const next = withLiveQuote(latestData.current, quote);
      if (next === latestData.current) return;
      liveUpdate.current = true;
      setData(next);
    };
    window.addEventListener(LIVE_QUOTE_EVENT, onQuote);
    return () => window.removeEventListener(LIVE_QUOTE_EVENT, onQuote);
  }, [symbol]);

  const index = hovered ?? data.bars.length - 1;
  const bar = data.bars[index];
  const change = barChangePercent(data, index);
  const direction = change == null || change === 0 ? 'stable' : change > 0 ? 'rise' : 'fall';

  return (
    <div className={chartClass} data-testid="price-chart" data-status={status} data-touch={phone ? 'phone' : 'wide'} data-interval={data.interval} data-bars={data.bars.length}>
      <div className={legendClass} data-testid="price-chart-legend" data-hovering={hovered !== null} aria-live="off">
        {bar && (
          <>
            <span className={timeClass} data-testid="legend-time">
              {formatChartTime(bar[0], data.interval)}
            </span>
            <LegendValue name="開" value={formatPrice(bar[1])} width="price" />
            <LegendValue name="高" value={formatPrice(bar[2])} width="price" />
            <LegendValue name="低" value={formatPrice(bar[3])} width="price" />
            <LegendValue name="收" value={formatPrice(bar[4])} width="price" testId="legend-close" />
            <LegendValue name="漲跌" value={change == null ? '-' : formatSignedPercent(change)} width="percent" tone={direction} />
            <LegendValue name="量" value={shortenNumber(bar[5])} title={fullNumberTitle(bar[5])} width="volume" testId="legend-volume" />
          </>
        )}
      </div>
      <div
        ref={plotRef}
        className={plotClass}
        role="img"
        aria-label={label}
        data-testid="price-chart-plot"
        onPointerEnter={reachFor}
        onPointerDown={reachFor}
        onTouchStart={reachFor}
        onFocus={reachFor}
      >
        {status !== 'ready' && picture}
        <div ref={hostRef} className={hostClass} data-testid="price-chart-canvas-host" />
        {status === 'failed' && <p className={failedClass}>互動圖表暫時無法載入，此為靜態走勢圖。</p>}
      </div>
    </div>
  );
}

/**
 * A legend entry whose value box has a fixed width (digits are tabular): moving the crosshair
 * changes the numbers, never the position of the entries after them — no layout shift while hovering.
 */
function LegendValue({
  name,
  value,
  width,
  tone,
  testId,
  title,
}: {
  name: string;
  value: string;
  /** The exact figure behind a shortened one (量 3,066萬), for hover. */
  title?: string | undefined;
  width: keyof typeof widthClass;
  tone?: 'rise' | 'fall' | 'stable';
  testId?: string;
}) {
  return (
    <span className={itemClass}>
      <span className={nameClass}>{name}</span>
      <span className={cx(valueClass, widthClass[width], tone && toneClass[tone])} data-testid={testId} title={title}>
        {value}
      </span>
    </span>
  );
}

const chartClass = css({ display: 'flex', flexDirection: 'column', h: '100%', minW: 0 });
/** Two lines on a phone, one from tablet width: a fixed height either way, so hovering never shifts. */
const legendClass = css({
  flex: '0 0 44px',
  display: 'flex',
  flexWrap: 'wrap',
  alignContent: 'center',
  columnGap: '2',
  px: '1',
  fontSize: '12px',
  lineHeight: '20px',
  overflow: 'hidden',
  fontVariantNumeric: 'tabular-nums',
  tablet: { flexBasis: '32px' },
});
/** Wide enough for "2026/11/20 15:45 美東", so a range switch (another time format) moves nothing. */
const timeClass = css({ fontWeight: 600, color: 'ink', whiteSpace: 'nowrap', minW: '11em' });
const itemClass = css({ display: 'inline-flex', gap: '1', whiteSpace: 'nowrap' });
const nameClass = css({ color: 'muted' });
const valueClass = css({ color: 'ink', display: 'inline-block' });
/** Room for "44,471.83" (an index), "+12.34%" and "9,999萬". */
const widthClass = { price: css({ minW: '9ch' }), percent: css({ minW: '8ch' }), volume: css({ minW: '7ch' }) };
const toneClass = { rise: css({ color: 'riseText' }), fall: css({ color: 'fallText' }), stable: css({ color: 'stableText' }) };
const plotClass = css({ position: 'relative', flex: 1, minH: 0 });
const hostClass = css({ position: 'absolute', inset: 0 });
const failedClass = css({ position: 'absolute', bottom: '2', left: '2', m: 0, fontSize: '12px', color: 'muted' });
