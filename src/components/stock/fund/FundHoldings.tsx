import { css, cx } from 'styled-system/css';
import { Link } from 'waku';
import { formatPercent } from '@/lib/format/numbers';
import { stockPath } from '@/lib/stock/tabs';
import { dataTableRecipe } from '@/components/ui/data-table-styles';
import { TableScroll } from '@/components/ui/TableScroll';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { Skeleton } from '@/components/ui/Skeleton';
import { linkTarget } from '../finance/link-target';
import { loadFund } from './fund-data';
import { NO_STOCK_HOLDINGS_TEXT } from './fund-facts';
import { SecurityName } from '@/components/ui/SecurityName';
import { securityLinkStyle, securityNameClass } from '../security-name-styles';
import type { StockId } from '@protocol/stock-id';

const ROW_HEIGHT = 52;
const HEADER_HEIGHT = 40;
/** The scroll box's frame: a 1 px line above and below the table. */
const FRAME = 2;
/** Ten holdings, the header and the frame: the height the section keeps whatever comes back. */
export const HOLDINGS_HEIGHT = HEADER_HEIGHT + 10 * ROW_HEIGHT + FRAME;

/**
 * 前十大持股: the ten largest holdings with their weights, each linking to its stock page. A bar
 * under each weight (scaled to the largest) shows at a glance how top-heavy the fund is.
 */
export async function FundHoldings({ id }: { id: StockId }) {
  const fund = await loadSectionData(() => loadFund(id), '[fund] holdings', id);
  if (fund === null) return <EmptyState kind="error" text="持股資料暫時無法載入，請稍後再試。" minHeight={HOLDINGS_HEIGHT} />;
  if (fund.assetClass !== 'equity') return <EmptyState kind="noResult" text={NO_STOCK_HOLDINGS_TEXT[fund.assetClass]} minHeight={HOLDINGS_HEIGHT} />;
  if (fund.topHoldings.length === 0) return <EmptyState kind="noResult" text="目前沒有這檔 ETF 的持股資料。" minHeight={HOLDINGS_HEIGHT} />;
  const largest = Math.max(...fund.topHoldings.map((holding) => holding.weight), 0.01);
  return (
    <TableScroll label="前十大持股" minHeight={HOLDINGS_HEIGHT}>
      <table className={tableClass} data-testid="fund-holdings">
        <thead>
          <tr style={{ height: HEADER_HEIGHT }}>
            <th scope="col">持股</th>
            <th scope="col">權重</th>
          </tr>
        </thead>
        <tbody>
          {fund.topHoldings.map((holding) => (
            <tr key={holding.id} style={{ height: ROW_HEIGHT }} data-testid="fund-holding">
              <th scope="row">
                <Link to={linkTarget(stockPath(holding.id, 'info'))} className={linkClass}>
                  <SecurityName stock={holding} className={securityNameClass} />
                </Link>
              </th>
              <td className={weightCellClass}>
                <span data-weight={holding.weight}>{formatPercent(holding.weight)}</span>
                <span className={trackClass} aria-hidden="true">
                  <span className={barClass} style={{ width: `${Math.max(2, (holding.weight / largest) * 100)}%` }} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function FundHoldingsSkeleton() {
  return <Skeleton height={HOLDINGS_HEIGHT} label="載入前十大持股…" />;
}

const tableClass = cx(dataTableRecipe({ sticky: true, borders: 'separate', lastRowRule: false }), css({ minW: '320px' }));
const linkClass = css(securityLinkStyle, { maxW: '12em' });
const weightCellClass = css({ w: '45%', '& > span:first-child': { display: 'block', fontWeight: 600 } });
const trackClass = css({ display: 'block', h: '6px', mt: '1', ml: 'auto', w: '100%', maxW: '200px', bg: 'canvas', borderRadius: 'full', overflow: 'hidden' });
const barClass = css({ display: 'block', h: '100%', ml: 'auto', bg: 'brand', borderRadius: 'full' });
