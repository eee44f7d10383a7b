import { css, cx } from 'styled-system/css';
import { formatPrice, formatSignedPercent, priceDirection } from '@/lib/format/numbers';
import { ShortNumber } from '@/components/ui/ShortNumber';
import { getUpstreamContext } from '@/lib/server/request-context';
import { getPriceHistory } from '@/lib/upstream/business';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { dataTableRecipe } from '@/components/ui/data-table-styles';
import { TableScroll } from '@/components/ui/TableScroll';
import { changeClass } from '@/components/ui/PriceChange';
import { Skeleton, srOnly } from '@/components/ui/Skeleton';
import { DAILY_TABLE_ROWS, dailyPriceRows } from './price-data';
import { formatDate } from '@/lib/format/dates';
import type { StockId } from '@protocol/stock-id';

const ROW_HEIGHT = 36;
const HEADER_HEIGHT = 40;
const TABLE_HEIGHT = HEADER_HEIGHT + DAILY_TABLE_ROWS * ROW_HEIGHT;

/**
 * The daily price table under the chart: the last 30 sessions, most recent first. It reads the
 * one-year daily history (shared through the edge cache with the technical-analysis page), not the
 * chart's range, so it is the same table whichever range the chart shows.
 */
export async function DailyPriceTable({ stockId, name }: { stockId: StockId; name: string }) {
  const rows = await loadSectionData(async () => dailyPriceRows(await getPriceHistory(getUpstreamContext(), stockId, '1Y')), '[price] daily table', stockId);
  if (rows === null) return <EmptyState kind="error" text="每日股價暫時無法載入，請稍後再試。" minHeight={TABLE_HEIGHT} />;
  if (rows.length === 0) return <EmptyState kind="noResult" text="目前沒有每日股價資料。" />;
  return (
    // Scrolls sideways on a phone; the date column stays in view.
    <TableScroll label={`${name} 每日股價表，可左右捲動`} framed={false}>
      <table className={tableClass} data-testid="daily-price-table">
        <caption className={srOnly}>{`${name} 最近 ${rows.length} 個交易日的每日股價（美元）`}</caption>
        <thead>
          <tr style={{ height: HEADER_HEIGHT }}>
            <th scope="col">日期</th>
            <th scope="col">開盤</th>
            <th scope="col">最高</th>
            <th scope="col">最低</th>
            <th scope="col">收盤</th>
            <th scope="col">漲跌幅</th>
            <th scope="col">成交量</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.date} style={{ height: ROW_HEIGHT }} data-testid="daily-price-row">
              <th scope="row">{formatDate(row.date)}</th>
              <td>{formatPrice(row.open)}</td>
              <td>{formatPrice(row.high)}</td>
              <td>{formatPrice(row.low)}</td>
              <td>{formatPrice(row.close)}</td>
              <td className={row.changePercent == null ? undefined : changeClass} data-direction={row.changePercent == null ? undefined : priceDirection(row.changePercent)}>
                {row.changePercent == null ? '-' : formatSignedPercent(row.changePercent)}
              </td>
              <td>
                <ShortNumber value={row.volume} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function DailyPriceTableSkeleton() {
  return <Skeleton height={TABLE_HEIGHT} label="載入每日股價…" />;
}

// With the header band (the scroll cue shows through it); the date column stays put while the prices scroll.
const tableClass = cx(dataTableRecipe({ sticky: true, lastRowRule: false, band: true }), css({ minW: '560px', '& thead th:first-child': { fontWeight: 500 } }));
