import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getPriceHistory, type PriceRange } from '@/lib/upstream/business';
import { PriceChart } from '@/components/charts/PriceChart';
import { PriceChartPicture } from '@/components/charts/PriceChartPicture';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { RANGE_DESCRIPTIONS } from './price-range';
import { toChartData } from './price-data';
import type { StockId } from '@protocol/stock-id';

/** The chart's reserved box (px): set by CSS on the server, so the chart never moves the page. */
export const CHART_HEIGHT_PHONE = 380;
export const CHART_HEIGHT_LAPTOP = 480;

/**
 * The box the chart, its skeleton and its error notice all fill. It lives outside the Suspense
 * boundary, so its size is in the first HTML whatever streams into it.
 */
export function PriceChartFrame({ children }: { children: ReactNode }) {
  return (
    <div className={frameClass} data-testid="price-chart-frame">
      {children}
    </div>
  );
}

/** Fetches the range's bars on the server and hands them (plain numbers), with their picture, to the client chart. */
export async function PriceChartSection({ stockId, name, range }: { stockId: StockId; name: string; range: PriceRange }) {
  const data = await loadSectionData(async () => toChartData(await getPriceHistory(getUpstreamContext(), stockId, range)), '[price] price history', stockId, range);
  if (data === null) return <FillingState kind="error" text="股價走勢暫時無法載入，請稍後再試。" />;
  if (data.bars.length === 0) return <FillingState kind="noResult" text="這段期間沒有成交資料。" />;
  return <PriceChart symbol={stockId} data={data} label={`${name} 股價走勢：${RANGE_DESCRIPTIONS[range]}，含成交量`} picture={<PriceChartPicture data={data} />} />;
}

export function PriceChartSkeleton() {
  return <Skeleton height={CHART_HEIGHT_PHONE} label="載入股價走勢…" className={skeletonFillClass} />;
}

function FillingState({ kind, text }: { kind: 'error' | 'noResult'; text: string }) {
  return (
    <div className={fillClass}>
      <EmptyState kind={kind} text={text} />
    </div>
  );
}

const frameClass = css({
  position: 'relative',
  w: '100%',
  minW: 0,
  h: `${CHART_HEIGHT_PHONE}px`,
  laptop: { h: `${CHART_HEIGHT_LAPTOP}px` },
  bg: 'surface',
  borderRadius: 'lg',
  p: '2',
  overflow: 'hidden',
});
/** The skeleton and the notices take the whole frame, whatever its breakpoint height. */
const skeletonFillClass = css({ h: '100% !important' });
const fillClass = css({ h: '100%', '& > *': { h: '100%' } });
