import { css } from 'styled-system/css';
import { formatPrice, formatSignedPercent, percentChange, priceDirection } from '@/lib/format/numbers';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getPriceHistory } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { compactChartGeometry } from './compact-chart';
import { formatDate } from '@/lib/format/dates';
import { themeVar } from '@/lib/design/palette';
import { liveField, liveQuote } from '@/components/live/live-markup';
import type { CompactChartData } from './compact-chart-live';
import type { StockId } from '@protocol/stock-id';

/** Whole block: a caption row and the plot. */
export const COMPACT_CHART_HEIGHT = 220;
const CAPTION_HEIGHT = 28;
/** The SVG's own coordinate height; the plot fills what the caption leaves. */
const PLOT_HEIGHT = COMPACT_CHART_HEIGHT - CAPTION_HEIGHT;
/** The SVG's own coordinate width; it stretches to the column (preserveAspectRatio="none"). */
const VIEW_WIDTH = 600;

/**
 * One month of daily closes as a server-rendered SVG line (no client JavaScript): the quick look.
 * The interactive chart with candles and ranges is the price tab's. While New York trades, the live
 * runtime moves its last close with the price (compact-chart-live.ts, from `data-chart`).
 */
export async function CompactChart({ id, label }: { id: StockId; label: string }) {
  const history = await loadSectionData(() => getPriceHistory(getUpstreamContext(), id, '1M'), '[stock] compact chart', id);
  if (history === null) return <EmptyState kind="error" text="走勢圖暫時無法載入，請稍後再試。" minHeight={COMPACT_CHART_HEIGHT} />;
  const closes = history.bars.map((bar) => bar.close);
  const geometry = compactChartGeometry(closes, VIEW_WIDTH, PLOT_HEIGHT, history.previousClose);
  if (!geometry) return <EmptyState kind="noResult" text="近一個月沒有成交資料。" minHeight={COMPACT_CHART_HEIGHT} />;
  const first = history.bars[0];
  const last = history.bars.at(-1);
  const base = history.previousClose ?? closes[0] ?? null;
  const change = percentChange(last?.close, base);
  const direction = priceDirection(change ?? 0);
  const colour = themeVar(direction);
  const live: CompactChartData | null = last ? { closes, baseline: history.previousClose ?? null, lastDate: last.date, width: VIEW_WIDTH, height: PLOT_HEIGHT } : null;
  return (
    <figure
      className={figureClass}
      style={{ height: COMPACT_CHART_HEIGHT }}
      data-testid="compact-chart"
      {...(live ? { ...liveQuote(id), ...liveField('compactChart'), 'data-chart': JSON.stringify(live) } : {})}
    >
      <figcaption className={captionClass}>
        <span>
          近一個月 {first ? formatDate(first.date) : ''} – {last ? formatDate(last.date) : ''}
        </span>
        {change !== null && (
          <span style={{ color: themeVar(`${direction}Text`) }} className={changeClass} data-direction={direction} data-chart-part="change">
            {formatSignedPercent(change)}
          </span>
        )}
      </figcaption>
      <div className={plotClass}>
        <svg
          viewBox={`0 0 ${VIEW_WIDTH} ${PLOT_HEIGHT}`}
          width="100%"
          height="100%"
          preserveAspectRatio="none"
          data-chart-part="picture"
          role="img"
          aria-label={`${label}近一個月收盤價走勢，最高 ${formatPrice(geometry.max)}，最低 ${formatPrice(geometry.min)}`}
        >
          <defs>
            <linearGradient id="compact-chart-fill" x1="0" y1="0" x2="0" y2="1" data-chart-part="fill">
              <stop offset="0%" stopColor={colour} stopOpacity="0.22" />
              <stop offset="100%" stopColor={colour} stopOpacity="0" />
            </linearGradient>
          </defs>
          {geometry.baselineY !== null && (
            <line x1="0" x2={VIEW_WIDTH} y1={geometry.baselineY} y2={geometry.baselineY} stroke={themeVar('stable')} strokeDasharray="4 4" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          )}
          <path d={geometry.area} fill="url(#compact-chart-fill)" stroke="none" data-chart-part="area" />
          <path d={geometry.line} data-chart-part="line" fill="none" stroke={colour} strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
        </svg>
        <span className={highClass} data-chart-part="high">
          高 {formatPrice(geometry.max)}
        </span>
        <span className={lowClass} data-chart-part="low">
          低 {formatPrice(geometry.min)}
        </span>
      </div>
    </figure>
  );
}

export function CompactChartSkeleton() {
  return <Skeleton height={COMPACT_CHART_HEIGHT} label="載入走勢圖…" />;
}

const figureClass = css({ m: 0, p: '3', bg: 'surface', borderRadius: 'lg', display: 'grid', gridTemplateRows: `${CAPTION_HEIGHT - 4}px 1fr`, overflow: 'hidden' });
const captionClass = css({ display: 'flex', justifyContent: 'space-between', fontSize: '13px', color: 'muted' });
const changeClass = css({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });
const plotClass = css({ position: 'relative', minH: 0, '& svg': { display: 'block', h: '100%' } });
const highClass = css({ position: 'absolute', left: '1', top: 0, fontSize: '11px', color: 'muted', bg: 'surface/80', px: '1', borderRadius: 'sm' });
const lowClass = css({ position: 'absolute', left: '1', bottom: 0, fontSize: '11px', color: 'muted', bg: 'surface/80', px: '1', borderRadius: 'sm' });
