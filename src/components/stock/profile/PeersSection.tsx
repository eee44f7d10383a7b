import { css, cx } from 'styled-system/css';
import { formatPrice } from '@/lib/format/numbers';
import { ShortNumber } from '@/components/ui/ShortNumber';
import { getUpstreamContext } from '@/lib/server/request-context';
import { stockPath } from '@/lib/stock/tabs';
import { getPeers } from '@/lib/upstream/business';
import { dataTableRecipe } from '@/components/ui/data-table-styles';
import { TableScroll } from '@/components/ui/TableScroll';
import { EmptyState } from '@/components/ui/EmptyState';
import { loadSectionData } from '@/components/ui/section-data';
import { ChangeCells } from '@/components/ui/PriceChange';
import { liveField, liveQuote } from '@/components/live/live-markup';
import { Skeleton } from '@/components/ui/Skeleton';
import { SecurityName } from '@/components/ui/SecurityName';
import { securityLinkStyle, securityNameClass } from '../security-name-styles';
import type { StockId } from '@protocol/stock-id';

const ROW_HEIGHT = 52;
/** The service sends up to ten peers; reserve that much. */
const EXPECTED_ROWS = 10;
export const PEERS_SECTION_HEIGHT = ROW_HEIGHT * (EXPECTED_ROWS + 1);

/** Industry peers (same sub-industry first, by market cap), each linking to its own page. */
export async function PeersSection({ id }: { id: StockId }) {
  const peers = await loadSectionData(() => getPeers(getUpstreamContext(), id), '[profile] peers');
  if (peers === null) return <EmptyState kind="error" text="同業比較暫時無法載入，請稍後再試。" minHeight={PEERS_SECTION_HEIGHT} />;
  const items = peers.items.filter((peer) => peer.id !== id);
  if (items.length === 0) return <EmptyState kind="noResult" text="目前沒有同業資料。" minHeight={ROW_HEIGHT * 3} />;
  return (
    <TableScroll label="同業比較">
      <table className={tableClass} data-testid="peers-table">
        <thead>
          <tr style={{ height: ROW_HEIGHT }}>
            <th scope="col">名稱</th>
            <th scope="col">股價</th>
            <th scope="col">漲跌</th>
            <th scope="col">漲跌幅</th>
            <th scope="col">市值</th>
          </tr>
        </thead>
        <tbody>
          {items.map((peer) => (
            <tr key={peer.id} style={{ height: ROW_HEIGHT }} data-testid="peer-row" {...liveQuote(peer.id)}>
              <th scope="row">
                <a href={stockPath(peer.id, 'info')} className={linkClass}>
                  <SecurityName stock={peer} className={securityNameClass} />
                </a>
              </th>
              <td {...liveField('price')}>{formatPrice(peer.price)}</td>
              <ChangeCells change={peer.change} changePercent={peer.changePercent} attributes={(field) => liveField('direction', field)} />
              <td>
                <ShortNumber value={peer.marketCap} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export function PeersSkeleton() {
  return <Skeleton height={PEERS_SECTION_HEIGHT} label="載入同業比較…" />;
}

const tableClass = cx(dataTableRecipe({ lastRowRule: false }), css({ minW: '480px' }));
const linkClass = css(securityLinkStyle, { maxW: '14em' });
