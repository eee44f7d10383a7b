import { css } from 'styled-system/css';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getPriceHistory, getQuotes, type Quote } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { SignalCards, SignalCardsSkeleton } from './SignalCards';
import { PANES_TOTAL_HEIGHT, TechnicalPanes } from './TechnicalPanes';
import { buildTechnicalData, type TechnicalData, VISIBLE_BARS } from './technical-data';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import type { StockId } from '@protocol/stock-id';

/** Two lines on a phone, one on wider screens: the same box either way. */
const AS_OF_HEIGHT = 40;

/**
 * The technical-analysis section: a year of daily bars from the business service, the indicators
 * computed here on the server, the current signals and four SVG panes. Streams behind its own
 * Suspense boundary; an upstream failure leaves an error notice of the same height.
 */
export async function TechnicalAnalysis({ stockId, name }: { stockId: StockId; name: string }) {
  const ctx = getUpstreamContext();
  // The quote says whether the last bar's session still trades; without it the clock does.
  const quote = getQuotes(ctx, [stockId]).then(
    (quotes): Quote | null => quotes[stockId] ?? null,
    () => null,
  );
  const data = await loadSectionData(async () => buildTechnicalData((await getPriceHistory(ctx, stockId, '1Y')).bars, { quote: await quote }), '[technical-analysis] price history', stockId);
  if (data === null) return <EmptyState kind="error" text="技術分析資料暫時無法載入，請稍後再試。" minHeight={PANES_TOTAL_HEIGHT} />;
  if (data.candles.length === 0) {
    return <EmptyState kind="noResult" text="這檔股票目前沒有可計算技術指標的日線資料。" minHeight={PANES_TOTAL_HEIGHT} />;
  }
  return (
    <div className={sectionClass} data-testid="technical-analysis">
      <p className={asOfClass} style={{ height: AS_OF_HEIGHT }} data-testid="technical-as-of">
        {`${asOfText(data)}，以近一年日線計算；圖表顯示最近 ${Math.min(VISIBLE_BARS, data.candles.length)} 個交易日。`}
      </p>
      <SignalCards signals={data.signals} />
      <TechnicalPanes data={data} name={name} />
    </div>
  );
}

/** 「2026/12/01 收盤資料」, or while the day trades 「2026/12/01 11:01 美東盤中資料」: its last price is not a close. */
function asOfText({ asOf, last }: Pick<TechnicalData, 'asOf' | 'last'>): string {
  if (last.basis === '收盤') return `${asOf ? formatDate(asOf) : ''} 收盤資料`;
  return `${last.time ? formatDateTime(last.time, 'newYork') : asOf ? formatDate(asOf) : ''} 盤中資料`;
}

export function TechnicalAnalysisSkeleton() {
  return (
    <div className={sectionClass}>
      <div style={{ height: AS_OF_HEIGHT }} />
      <SignalCardsSkeleton />
      <Skeleton height={PANES_TOTAL_HEIGHT} label="載入技術分析…" />
    </div>
  );
}

const sectionClass = css({ display: 'grid', gap: '4', minW: 0 });
const asOfClass = css({ m: 0, fontSize: '13px', color: 'muted', lineHeight: '20px', overflow: 'hidden', display: 'flex', alignItems: 'center' });
